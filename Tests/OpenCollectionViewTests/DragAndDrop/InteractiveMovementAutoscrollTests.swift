// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// The tall grid of these tests: sixty items, 20 rows, 2190 points of content in a 320 × 480 window.
@MainActor private func tallGrid() -> ReorderableGridController { ReorderableGridController(count: 60) }

/// Autoscroll during interactive movement. UIKit's interactive reordering (iOS 9, "What's New in UICollectionView
/// in iOS 9", WWDC 2015 session 227, and the behaviour of `installsStandardGestureForInteractiveMovement` on
/// device) scrolls the collection view by itself while the lifted item is held near its top or bottom edge, faster
/// the nearer the edge, with the finger at rest; scrolling stops at the end of the content (`UIScrollView`'s
/// content offset never passes `contentSize.height + adjustedContentInset.bottom - bounds.height` unless dragged
/// to bounce), the item stays under the finger and the items it passes make room. Driven by the host's simulated
/// clock only.
@MainActor
struct InteractiveMovementAutoscrollTests {
    private func makeHost() -> (HeadlessHost, ReorderableGridController) {
        let controller = tallGrid()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        return (host, controller)
    }

    /// Whether `point` is `expected` but for floating-point rounding (positions go through scroll offsets).
    private func isNear(_ point: CGPoint?, _ expected: CGPoint) -> Bool {
        guard let point else { return false }
        return abs(point.x - expected.x) < 0.001 && abs(point.y - expected.y) < 0.001
    }

    /// The largest content offset UIKit scrolls to: the end of the content at the bottom of the bounds.
    private func bottomOffset(_ collectionView: UICollectionView) -> CGFloat {
        collectionView.contentSize.height + collectionView.adjustedContentInset.bottom - collectionView.bounds.height
    }

    /// From code (an app's own gesture calling `updateInteractiveMovementTargetPosition`): the finger held 30
    /// points above the bottom edge scrolls the content down; held 10 points above it, faster; held there, the
    /// content stops at its end and the item, under the finger all along, lands in the last row.
    @Test func holdingNearTheBottomEdgeScrollsDownFasterNearerTheEdgeUntilTheEnd() {
        let (host, controller) = makeHost()
        let collectionView = controller.collectionView!
        #expect(collectionView.contentSize.height == 2190)
        #expect(collectionView.contentOffset.y == 0)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // 30 points above the bottom edge, the finger at rest.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 450))
        host.advance(by: 0.5)
        let slow = collectionView.contentOffset.y
        #expect(slow > 0)
        #expect(isNear(controller.centerOnScreen(of: "0"), CGPoint(x: 50, y: 450)))
        // 10 points above the bottom edge (collection-view coordinates: the content scrolled by `slow`).
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: slow + 470))
        host.advance(by: 0.5)
        let fast = collectionView.contentOffset.y - slow
        #expect(fast > slow)
        #expect(isNear(controller.centerOnScreen(of: "0"), CGPoint(x: 50, y: 470)))
        #expect(controller.moves.isEmpty)
        // Held there: the content stops at its end and stays there.
        host.advance(by: 5)
        let end = bottomOffset(collectionView)
        #expect(collectionView.contentOffset.y == end)
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y == end)
        #expect(isNear(controller.centerOnScreen(of: "0"), CGPoint(x: 50, y: 470)))
        // The finger is over content y = end + 470 = 2180, x = 50: the last row's first item, 57.
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.moves == ["0→57"])
        #expect(controller.items[57] == "0")
        #expect(collectionView.contentOffset.y == end)
    }

    /// Away from the edges nothing scrolls; near the top edge the content scrolls back up; once the movement ends
    /// nothing scrolls any more, even with the last position near an edge.
    @Test func onlyTheEdgesScrollAndOnlyWhileMoving() {
        let (host, controller) = makeHost()
        let collectionView = controller.collectionView!
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 240))
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y == 0)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 470))
        host.advance(by: 0.5)
        let down = collectionView.contentOffset.y
        #expect(down > 0)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: down + 10))
        host.advance(by: 0.2)
        #expect(collectionView.contentOffset.y < down)
        host.advance(by: 2)
        #expect(collectionView.contentOffset.y == 0)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 470))
        collectionView.endInteractiveMovement()
        let atEnd = collectionView.contentOffset.y
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y == atEnd)
    }

    /// The standard gesture (`installsStandardGestureForInteractiveMovement`): long press on item 0, drag to
    /// 10 points above the bottom edge and hold still: the content scrolls with the item under the finger; letting
    /// go drops the item at the index path under the finger in the scrolled content, and scrolling stops.
    @Test func theStandardGestureAutoscrollsWhileTheFingerRestsNearTheEdge() {
        let (host, controller) = makeHost()
        let collectionView = controller.collectionView!
        let id = host.touchDown(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.7)
        host.touchMoveAlong(id, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 470))
        let start = collectionView.contentOffset.y
        host.advance(by: 0.5)
        #expect(collectionView.contentOffset.y > start)
        #expect(isNear(controller.centerOnScreen(of: "0"), CGPoint(x: 50, y: 470)))
        host.touchUp(id, at: CGPoint(x: 50, y: 470))
        host.advance(by: 0.5)
        let offset = collectionView.contentOffset.y
        #expect(controller.moves.count == 1)
        #expect(
            controller.items.firstIndex(of: "0")
                == collectionView.indexPathForItem(at: CGPoint(x: 50, y: offset + 470))?.item)
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y == offset)
    }
}
