import Testing
import UIKit

/// Right-to-left interfaces: flow layouts (and layouts that opt in) are mirrored by the collection view.
@MainActor
struct RightToLeftTests {
    /// A waterfall written for left-to-right that asks to be mirrored, as UIKit lets custom layouts do.
    final class MirroredWaterfallLayout: WaterfallLayout {
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    }

    @Test func semanticContentAttributesDecideTheEffectiveDirection() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection == true)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
    }

    /// Left to right, three 100-pt items justify across 320 pt at x = 0, 110, 220 and the fourth starts the next line
    /// at 0. A flow layout flips in the opposite direction, so right to left each frame is mirrored about the
    /// 320-pt width (x → 320 − maxX): the first item is at the right end of its line.
    @Test func flowLayoutsAreMirroredRightToLeft() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let controller = SizedItemsViewController(
            layout: layout, sizes: Array(repeating: CGSize(width: 100, height: 50), count: 4))
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = controller.collectionView!
        #expect(collectionView.visibleCellFrames.map(\.minX) == [0, 110, 220, 0])

        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.collectionViewLayout.invalidateLayout()
        host.layout()
        #expect(collectionView.visibleCellFrames.map(\.minX) == [220, 110, 0, 220])
        #expect(collectionView.visibleCellFrames.map(\.minY) == [0, 0, 0, 60])
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 10)) == IndexPath(item: 0, section: 0))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 110)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
    }

    /// `UICollectionViewLayout` does not flip by default, so a custom layout keeps its frames right to left until it
    /// overrides `flipsHorizontallyInOppositeLayoutDirection`.
    @Test func customLayoutsAreMirroredOnlyWhenTheyAskToBe() {
        for (layout, expectedFirstX) in [(WaterfallLayout(), CGFloat(6)), (MirroredWaterfallLayout(), 166)] {
            let controller = PhotosViewController(collectionViewLayout: layout)
            controller.photoHeights = [100, 150]
            let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
            controller.collectionView.semanticContentAttribute = .forceRightToLeft
            host.layout()
            #expect(controller.collectionView.visibleCellFrames.first?.minX == expectedFirstX)
        }
    }
}
