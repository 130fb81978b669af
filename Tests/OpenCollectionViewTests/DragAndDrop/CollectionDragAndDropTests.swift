// Host-driven: drives time, touches and diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Seed 000's drag and drop between and within two collection views, driven by long presses and drags in an
/// iPad-sized window. Expected behaviour is UIKit's documented one (UICollectionViewDragDelegate and
/// UICollectionViewDropDelegate reference, "Supporting Drag and Drop in Collection Views").
@MainActor
struct CollectionDragAndDropTests {
    private func makeHost(_ controller: TwoGridsController = TwoGridsController()) -> (HeadlessHost, TwoGridsController)
    {
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        return (host, controller)
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// UIKit enables drag interaction by default on an iPad and not on an iPhone.
    @Test func dragInteractionIsEnabledByDefaultOnlyOnAPad() {
        let (padHost, pad) = makeHost()
        #expect(pad.left.dragInteractionEnabled)
        #expect(padHost.window.bounds.width == 1024)
        let phone = TwoGridsController()
        let phoneHost = HeadlessHost(rootViewController: phone, size: CGSize(width: 390, height: 844))
        phoneHost.layout()
        #expect(!phone.left.dragInteractionEnabled)
        phone.left.dragInteractionEnabled = true
        #expect(phone.left.dragInteractionEnabled)
    }

    /// A long press lifts the item: the drag delegate gives the items, the session begins, and the preview floats
    /// enlarged with a shadow over the cell.
    @Test func longPressLiftsTheItemIntoAScaledShadowedPreview() {
        let (host, controller) = makeHost()
        let start = host.center(of: item(0), in: controller.left)
        let id = host.lift(at: start, dragTo: [])
        host.advance(by: 0.3)
        #expect(controller.leftModel.log.prefix(2) == ["itemsForBeginning 0", "dragSessionWillBegin"])
        #expect(controller.left.hasActiveDrag)
        let previews = host.dragPreviews
        #expect(previews.count == 1)
        // A lifted item is shown enlarged (1.1×, as LiftedItemTests checks for reordering) with a shadow.
        #expect(abs((previews.first?.worldTransform[0] ?? 0) - 1.1) < 0.001)
        #expect(previews.first?.shadow != nil)
        host.touchUp(id, at: start)
        host.advance(by: 1)
    }

    /// Dragging item 0 over item 4 and letting go: the others make room while it is held (item 4 takes item 3's
    /// place and item 0's hidden cell is the gap), the drop delegate gets the source and destination index paths, and the
    /// model and cells follow the move.
    @Test func movesAnItemWithinACollectionView() {
        let (host, controller) = makeHost()
        let left = controller.left!
        let start = host.center(of: item(0), in: left)
        let target = host.center(of: item(4), in: left)
        let place3 = left.layoutAttributesForItem(at: item(3))!.center
        let id = host.lift(at: start, dragTo: [target])
        host.advance(by: 0.5)
        #expect(left.hasActiveDrop)
        #expect(left.hasUncommittedUpdates)
        // The gap opens through the layout as an uncommitted move (UIKit's shadow updates): the collection view
        // answers with the items as they will be, L0's hidden cell at index path 4 and L4 in item 3's place.
        #expect(visibleLabels(left).prefix(6) == ["L1", "L2", "L3", "L4", "L0", "L5"])
        #expect(left.cellForItem(at: item(4))?.isHidden == true)
        #expect(left.cellForItem(at: item(3))?.center == place3)
        #expect(controller.leftModel.items.prefix(5) == ["L0", "L1", "L2", "L3", "L4"])
        host.touchUp(id, at: target)
        host.advance(by: 1)
        #expect(controller.leftModel.lastSources == [item(0)])
        #expect(controller.leftModel.lastDestination == item(4))
        #expect(controller.leftModel.items.prefix(6) == ["L1", "L2", "L3", "L4", "L0", "L5"])
        #expect(visibleLabels(left).prefix(6) == ["L1", "L2", "L3", "L4", "L0", "L5"])
        #expect(left.cellForItem(at: item(4))?.isHidden == false)
        #expect(left.cellForItem(at: item(3))?.center == place3)
        #expect(!left.hasActiveDrag && !left.hasActiveDrop && !left.hasUncommittedUpdates)
        #expect(host.dragPreviews.isEmpty)
        #expect(
            controller.leftModel.log == [
                "itemsForBeginning 0", "dragSessionWillBegin", "dropSessionDidEnter", "dropSessionDidUpdate",
                "performDrop", "dropSessionDidEnd", "dragSessionDidEnd",
            ])
    }

    /// Dragging from the left collection view to the right one copies: the right one opens a gap at the
    /// destination through its layout, its delegate inserts the item, and the left one keeps its own.
    @Test func copiesAnItemBetweenCollectionViews() {
        let (host, controller) = makeHost()
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        let start = host.center(of: item(2), in: controller.left)
        let target = host.center(of: item(1), in: controller.right)
        let place2 = controller.right.layoutAttributesForItem(at: item(2))!.center
        let id = host.lift(at: start, dragTo: [target])
        host.advance(by: 0.5)
        // The gap is an item the layout places (UIKit's shadow insert): the right collection view counts seven,
        // R1 stands in item 2's place, the gap has a place but no cell of the app's, and the data source still has
        // six items and is asked about none beyond them.
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        #expect(controller.rightModel.items.count == 6)
        #expect(visibleLabels(controller.right) == ["R0", "R1", "R2", "R3", "R4", "R5"])
        #expect(controller.right.layoutAttributesForItem(at: item(1)) != nil)
        #expect(controller.right.cellForItem(at: item(1)) == nil)
        #expect((controller.right.cellForItem(at: item(2)) as? DragCell)?.label.text == "R1")
        #expect(controller.right.cellForItem(at: item(2))?.center == place2)
        #expect(controller.left.cellForItem(at: item(2))?.isHidden == false)
        host.touchUp(id, at: target)
        host.advance(by: 1)
        #expect(controller.rightModel.lastSources == [nil])
        #expect(controller.rightModel.items == ["R0", "L2", "R1", "R2", "R3", "R4", "R5"])
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
        #expect(controller.leftModel.items.count == 12)
        #expect(controller.leftModel.log.last == "dragSessionDidEnd")
        #expect(controller.rightModel.log.contains("dropSessionDidEnd"))
        #expect(host.dragPreviews.isEmpty)
    }

    /// A forbidden drop performs nothing: the drag is cancelled, the preview flies back and neither model changes.
    @Test func aForbiddenDropIsCancelledAndFliesBack() {
        let (host, controller) = makeHost()
        controller.rightModel.propose = { _, _ in UICollectionViewDropProposal(operation: .forbidden) }
        let start = host.center(of: item(0), in: controller.left)
        let target = host.center(of: item(0), in: controller.right)
        let id = host.lift(at: start, dragTo: [target])
        host.touchUp(id, at: target)
        host.advance(by: 0.05)
        #expect(host.dragPreviews.count == 1)
        host.advance(by: 1)
        #expect(!controller.rightModel.log.contains("performDrop"))
        #expect(controller.rightModel.items.count == 6)
        #expect(controller.leftModel.items.count == 12)
        #expect(controller.leftModel.log.last == "dragSessionDidEnd")
        #expect(host.dragPreviews.isEmpty)
        #expect(controller.left.cellForItem(at: item(0))?.isHidden == false)
    }

    /// Letting go over no drop target cancels: the preview flies back to the item's cell, enlarged no more.
    @Test func aCancelledDragFliesBackToItsCell() {
        let (host, controller) = makeHost()
        let start = host.center(of: item(1), in: controller.left)
        let id = host.lift(at: start, dragTo: [CGPoint(x: 860, y: 100)])
        host.touchUp(id, at: CGPoint(x: 860, y: 100))
        host.advance(by: 0.2)
        let midway = host.dragPreviews.first
        #expect(midway != nil)
        if let midway {
            #expect(midway.worldTransform[12] < 860)
        }
        host.advance(by: 1)
        #expect(host.dragPreviews.isEmpty)
        #expect(!controller.left.hasActiveDrag)
        #expect(controller.leftModel.items == (0..<12).map { "L\($0)" })
    }

    /// A drop whose data must load goes through a placeholder: the placeholder cell shows at once, and when the
    /// data arrives later the placeholder becomes the real item; committing again is a diagnostic, not a crash.
    @Test func aPlaceholderIsFilledWhenTheDataArrivesLater() {
        let (host, controller) = makeHost()
        let pending = PendingLoads()
        controller.leftModel.makeDragItem = { string in
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
                completion in
                pending.add { completion(Data(string.utf8), nil) }
                return nil
            }
            return UIDragItem(itemProvider: provider)
        }
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        host.dragAndDrop(
            from: host.center(of: item(3), in: controller.left), to: [host.center(of: item(2), in: controller.right)])
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        #expect(controller.rightModel.items.count == 6)
        #expect((controller.right.cellForItem(at: item(2)) as? DragCell)?.label.text == "Loading…")
        #expect(controller.right.hasUncommittedUpdates)
        #expect(visibleLabels(controller.right) == ["R0", "R1", "Loading…", "R2", "R3", "R4", "R5"])
        pending.runAll()
        host.advance(by: 1)
        #expect(controller.rightModel.items == ["R0", "R1", "L3", "R2", "R3", "R4", "R5"])
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
        #expect(!controller.right.hasUncommittedUpdates)
        let context = controller.rightModel.placeholders.first
        let (committed, diagnostics) = OpenCollectionViewDiagnostics.collect {
            context?.commitInsertion { _ in Issue.record("a second commit must not reach the data source") }
        }
        #expect(committed == false)
        #expect(diagnostics.map(\.kind) == [.misuse])
    }

    /// A placeholder whose data fails to load is deleted.
    @Test func aPlaceholderIsDeletedWhenTheLoadFails() {
        let (host, controller) = makeHost()
        let pending = PendingLoads()
        controller.leftModel.makeDragItem = { _ in
            let provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) {
                completion in
                pending.add { completion(nil, CocoaError(.fileReadNoSuchFile)) }
                return nil
            }
            return UIDragItem(itemProvider: provider)
        }
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        host.dragAndDrop(
            from: host.center(of: item(0), in: controller.left), to: [host.center(of: item(0), in: controller.right)])
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        pending.runAll()
        host.advance(by: 1)
        #expect(controller.right.numberOfItems(inSection: 0) == 6)
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
    }

    /// With `insertIntoDestinationIndexPath` the item under the drag is highlighted instead of a gap opening, and
    /// the drop lands into it.
    @Test func insertIntoHighlightsTheTargetItem() {
        let (host, controller) = makeHost()
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        }
        var into: IndexPath?
        controller.rightModel.performDrop = { _, coordinator in
            into = coordinator.destinationIndexPath
            coordinator.drop(
                coordinator.items[0].dragItem, intoItemAt: coordinator.destinationIndexPath!,
                rect: CGRect(x: 20, y: 20, width: 40, height: 40))
        }
        let target = host.center(of: item(1), in: controller.right)
        let id = host.lift(at: host.center(of: item(0), in: controller.left), dragTo: [target])
        #expect(controller.right.cellForItem(at: item(1))?.isHighlighted == true)
        #expect(
            controller.right.cellForItem(at: item(2))?.center
                == controller.right.layoutAttributesForItem(at: item(2))?.center)
        host.touchUp(id, at: target)
        host.advance(by: 1)
        #expect(into == item(1))
        #expect(controller.right.cellForItem(at: item(1))?.isHighlighted == false)
        #expect(host.dragPreviews.isEmpty)
    }

    /// A delegate giving no items lifts nothing and reports it; an index path out of range in a drop is reported
    /// and the preview fades instead of crashing.
    @Test func badDelegateAnswersAreDiagnosedNotFatal() {
        let (host, controller) = makeHost()
        controller.leftModel.makeDragItem = nil
        let empty = EmptyDragDelegate()
        controller.left.dragDelegate = empty
        let (_, none) = OpenCollectionViewDiagnostics.collect {
            host.dragAndDrop(from: host.center(of: item(0), in: controller.left), to: [CGPoint(x: 100, y: 400)])
        }
        #expect(none.contains { $0.message.contains("itemsForBeginning") })
        #expect(!controller.left.hasActiveDrag)

        controller.left.dragDelegate = controller.leftModel
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        controller.rightModel.performDrop = { _, coordinator in
            coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 99, section: 3))
        }
        let (_, outOfRange) = OpenCollectionViewDiagnostics.collect {
            host.dragAndDrop(
                from: host.center(of: item(0), in: controller.left),
                to: [host.center(of: item(0), in: controller.right)])
        }
        #expect(outOfRange.contains { $0.message.contains("names no item") })
        #expect(host.dragPreviews.isEmpty)
    }

    /// Holding a drag near the bottom edge scrolls the collection view, faster nearer the edge (iOS's drag
    /// autoscroll), and the drop goes where the scrolled content is.
    @Test func holdingNearAnEdgeAutoscrollsFasterNearerTheEdge() {
        let (host, controller) = makeHost(TwoGridsController(left: (0..<90).map { "L\($0)" }))
        let left = controller.left!
        let start = host.center(of: item(0), in: left)
        let id = host.lift(at: start, dragTo: [CGPoint(x: start.x, y: 650)])
        let before = left.contentOffset.y
        host.advance(by: 0.5)
        let slow = left.contentOffset.y - before
        host.touchMoveAlong(id, from: CGPoint(x: start.x, y: 650), to: CGPoint(x: start.x, y: 695))
        let middle = left.contentOffset.y
        host.advance(by: 0.5)
        let fast = left.contentOffset.y - middle
        #expect(slow > 0)
        #expect(fast > slow)
        host.touchMoveAlong(id, from: CGPoint(x: start.x, y: 695), to: CGPoint(x: start.x, y: 350))
        let offset = left.contentOffset.y
        host.advance(by: 0.5)
        #expect(left.contentOffset.y == offset)
        host.touchUp(id, at: CGPoint(x: start.x, y: 350))
        host.advance(by: 1)
        let destination = controller.leftModel.lastDestination
        #expect((destination?.item ?? 0) > 6)
        #expect(controller.leftModel.items[destination?.item ?? 0] == "L0")
    }
}

/// A drag delegate that gives no items.
@MainActor
private final class EmptyDragDelegate: UICollectionViewDragDelegate {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] { [] }
}

/// Loads that complete when the test says so (the data arriving "later", without waiting on a clock).
final class PendingLoads: @unchecked Sendable {
    private let lock = NSLock()
    private var loads: [@Sendable () -> Void] = []

    func add(_ load: @escaping @Sendable () -> Void) { lock.withLock { loads.append(load) } }

    func runAll() {
        let all = lock.withLock {
            defer { loads.removeAll() }
            return loads
        }
        for load in all { load() }
    }
}

@MainActor
extension HeadlessHost {
    /// Moves finger `id` from `start` to `end`, a display frame per 10 points; returns `end`.
    @discardableResult
    func touchMoveAlong(_ id: Int, from start: CGPoint, to end: CGPoint) -> CGPoint {
        let steps = max(1, Int((hypot(end.x - start.x, end.y - start.y) / 10).rounded(.up)))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            touchMove(
                id, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            advance(by: AnimationClock.frameDuration)
        }
        return end
    }
}
