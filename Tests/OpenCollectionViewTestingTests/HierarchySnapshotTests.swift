import Foundation
import OpenCollectionViewTesting
import Testing

@MainActor
@Suite struct HierarchySnapshotTests {
    @Test func viewTree() {
        assertSnapshot(of: makeCard(), as: .hierarchy)
    }

    /// The lines follow UIKit's `recursiveDescription`: `<Class: address; frame = (x y; w h); alpha = …;
    /// hidden = YES; text = '…'; …>`, children behind `   | ` per level (as printed by `po [view
    /// recursiveDescription]` in Xcode), without the address and layer, which change from run to run.
    @Test func linesAreUIKitsDescriptionsWithoutAddresses() {
        let expected = """
            <UIView; frame = (0 0; 200 120); accessibilityIdentifier = 'card'>
               | <UILabel; frame = (16 16; 168 24); text = 'Hello'; accessibilityLabel = 'Greeting'>
               | <UIView; frame = (170 8; 22 22); hidden = YES>
               | <UILabel; frame = (16 80; 168 20); alpha = 0.5; text = 'Tap to open'>

            """
        #expect(snapshotText(of: makeCard(), as: .hierarchy) == expected)
    }

    @Test func nestedViewsAndTransformsAndScrollViews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        root.addSubview(scrollView)
        let rotated = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        rotated.transform = CGAffineTransform(scaleX: 2, y: 2)
        scrollView.addSubview(rotated)
        let lines = snapshotText(of: root, as: .hierarchy).split(separator: "\n").map(String.init)
        try #require(lines.count >= 3, "\(lines)")
        #expect(lines[1].hasPrefix("   | <UIScrollView; frame = (0 0; 100 100)"))
        #expect(lines[1].hasSuffix("; contentOffset: {0, 0}; contentSize: {100, 300}>"))
        // A view scaled 2× about its centre covers twice its size around the same centre (UIKit's `frame` of a
        // transformed view is the bounding box of the transformed bounds).
        #expect(lines[2] == "   |    | <UIView; frame = (0 0; 40 40); transform = [2, 0, 0, 2, 0, 0]>")
    }

    @Test func viewControllerTreeInItsWindow() {
        assertSnapshot(of: GridViewController(count: 3), as: .hierarchy(size: CGSize(width: 390, height: 300)))
    }

    @Test func sameTextOnEveryRun() {
        let first = snapshotText(of: GridViewController(count: 5), as: .hierarchy)
        let second = snapshotText(of: GridViewController(count: 5), as: .hierarchy)
        #expect(first == second)
        #expect(first.hasPrefix("<UIView; frame = (0 0; 390 844)>\n   | <UICollectionView; frame = (0 0; 390 844)"))
    }
}
