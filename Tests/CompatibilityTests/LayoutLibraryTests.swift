import Testing
import UIKit

/// Third-party layouts written for UIKit, compiled unchanged in Swift 5 mode, placing cells where UIKit places them.
@MainActor
struct LayoutLibraryTests {
    /// The carousel centres its item with section insets of (320 − 200) / 2 = 60 and (400 − 200) / 2 = 100, and
    /// sets the line spacing to 40 − (200 − 0.6 × 200) / 2 = 0 so that shrunk side items keep a 40-pt gap (its
    /// documented `.fixed(spacing: 40)`). UIKit's horizontal flow layout puts one 200-pt item per column, so item n
    /// is centred at x = 160 + 200 n; the side item is scaled and faded to 0.6 about its centre.
    @Test func carouselCentresTheCurrentItemAndShrinksItsNeighbours() {
        let layout = CarouselFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        let controller = SizedItemsViewController(
            layout: layout, sizes: Array(repeating: CGSize(width: 200, height: 200), count: 5))
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 400))
        host.layout()
        let collectionView = controller.collectionView!

        #expect(collectionView.decelerationRate == .fast)
        #expect(collectionView.contentSize == CGSize(width: 60 + 5 * 200 + 60, height: 400))
        #expect(
            collectionView.visibleCellFrames == [
                CGRect(x: 60, y: 100, width: 200, height: 200), CGRect(x: 300, y: 140, width: 120, height: 120),
            ])
        let cells = collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.cellForItem(at: $0) }
        // UIKit keeps a view's alpha in its layer's `Float` opacity, so 0.6 reads back as Float(0.6).
        #expect(cells.map { Float($0.alpha) } == [1, 0.6])
        #expect(cells.map(\.layer.zPosition) == [10, 6])

        // The layout invalidates on every bounds change, so scrolling recomputes the scales.
        collectionView.contentOffset = CGPoint(x: 200, y: 0)
        host.layout()
        #expect(
            collectionView.visibleCellFrames == [
                CGRect(x: 100, y: 140, width: 120, height: 120), CGRect(x: 260, y: 100, width: 200, height: 200),
                CGRect(x: 500, y: 140, width: 120, height: 120),
            ])
    }

    /// The carousel's snapping picks the item whose centre is nearest the proposed visible centre: a proposed
    /// offset of 130 puts the centre at 290, nearer item 1 (360) than item 0 (160), so it lands at 360 − 160 = 200.
    @Test func carouselSnapsToTheNearestItem() {
        let layout = CarouselFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        let controller = SizedItemsViewController(
            layout: layout, sizes: Array(repeating: CGSize(width: 200, height: 200), count: 5))
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 400))
        host.layout()

        let target = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 130, y: 0), withScrollingVelocity: CGPoint(x: 0.5, y: 0))
        #expect(target == CGPoint(x: 200, y: 0))
    }

    /// The waterfall fills two 160-pt columns in turn with photos plus 6-pt padding on every side: item 0 at
    /// (6, 6), item 1 at (166, 6), item 2 below item 0 at 112 + 6, item 3 below item 1 at 162 + 6; the content is
    /// as tall as the taller column (162 + 132 = 294).
    @Test func waterfallStacksPhotosInColumns() {
        let controller = PhotosViewController(collectionViewLayout: WaterfallLayout())
        controller.photoHeights = [100, 150, 80, 120]
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()

        #expect(
            controller.collectionView.visibleCellFrames == [
                CGRect(x: 6, y: 6, width: 148, height: 100), CGRect(x: 166, y: 6, width: 148, height: 150),
                CGRect(x: 6, y: 118, width: 148, height: 80), CGRect(x: 166, y: 168, width: 148, height: 120),
            ])
        #expect(controller.collectionView.contentSize == CGSize(width: 320, height: 294))
    }

    /// UIKit compares the attributes it is given with those it applied (`isEqual(_:)`, iOS 7 and later), so a
    /// layout that edits its cached attributes in place and invalidates moves its views: row 1 grows to 120 pt
    /// and the rows below move down by 76 pt.
    @Test func attributesEditedInPlaceMoveTheViews() {
        let layout = AccordionLayout()
        let controller = SizedItemsViewController(
            layout: layout, sizes: Array(repeating: CGSize(width: 320, height: 44), count: 5))
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        #expect(controller.collectionView.visibleCellFrames.map(\.minY) == [0, 44, 88, 132, 176])

        layout.toggle(item: 1)
        host.layout()
        #expect(
            controller.collectionView.visibleCellFrames == [
                CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 120),
                CGRect(x: 0, y: 164, width: 320, height: 44), CGRect(x: 0, y: 208, width: 320, height: 44),
                CGRect(x: 0, y: 252, width: 320, height: 44),
            ])
        #expect(controller.collectionView.contentSize.height == CGFloat(5 * 44 + 76))

        layout.toggle(item: 1)
        host.layout()
        #expect(controller.collectionView.visibleCellFrames.map(\.minY) == [0, 44, 88, 132, 176])
    }
}
