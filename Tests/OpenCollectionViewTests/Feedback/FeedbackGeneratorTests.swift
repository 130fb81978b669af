// Host-driven: reads the scene's recorded feedback, so it does not compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// UIKit's feedback generators (`UIImpactFeedbackGenerator`, `UISelectionFeedbackGenerator`,
/// `UINotificationFeedbackGenerator`): with no haptic engine here, each occurrence is recorded on the scene of the
/// generator's view, where a test checks that the app gave the feedback a person would feel.
@MainActor
struct FeedbackGeneratorTests {
    @Test func eachGeneratorRecordsWhatItProducedOnItsViewsScene() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = hostedInWindow(view)
        let impact = UIImpactFeedbackGenerator(style: .rigid, view: view)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.4)
        UISelectionFeedbackGenerator(view: view).selectionChanged()
        UINotificationFeedbackGenerator(view: view).notificationOccurred(.warning)
        #expect(
            host.scene.feedbackEvents == [
                .impact(.rigid, intensity: 1), .impact(.rigid, intensity: 0.4), .selection, .notification(.warning),
            ])
    }

    @Test func theDefaultImpactIsMediumAndIntensitiesStayInRange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = hostedInWindow(view)
        let generator = UIImpactFeedbackGenerator(style: .medium, view: view)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        generator.impactOccurred(intensity: 7)
        generator.impactOccurred(intensity: .nan)
        #expect(host.scene.feedbackEvents == [.impact(.medium, intensity: 1), .impact(.medium, intensity: 1)])
    }

    @Test func aSceneKeepsOnlyItsNewestEvents() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = hostedInWindow(view)
        let generator = UISelectionFeedbackGenerator(view: view)
        for _ in 0..<250 { generator.selectionChanged() }
        #expect(host.scene.feedbackEvents.count == 100)
    }
}
