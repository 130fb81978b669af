import Foundation
import OpenCollectionViewTesting
import Testing

@MainActor
@Suite struct AccessibilitySnapshotTests {
    @Test func viewAsAScreenReaderMeetsIt() {
        assertSnapshot(of: makeCard(), as: .accessibility)
    }

    /// VoiceOver reads a label by its accessibility label (its text unless set) and skips hidden views (Apple,
    /// "Supporting VoiceOver in your app": hidden elements are not accessibility elements).
    @Test func labelsAreReadAndHiddenViewsSkipped() {
        let text = snapshotText(of: makeCard(), as: .accessibility)
        #expect(text.contains("\"Greeting\""))
        #expect(text.contains("\"Tap to open\""))
        #expect(!text.contains("Hello"))
    }

    @Test func screenOfAViewController() {
        assertSnapshot(of: GridViewController(count: 3), as: .accessibility(size: CGSize(width: 390, height: 300)))
    }
}
