// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Reordering beyond the flow layout: in a compositional grid, a list and a custom waterfall layout, by the
/// interactive movement API (`beginInteractiveMovementForItem`, `updateInteractiveMovementTargetPosition`,
/// `endInteractiveMovement`/`cancelInteractiveMovement`) and by drag and drop with a `.move` proposal inserting at
/// the destination. Expected behaviour is UIKit's documented one: "Reordering Items Interactively" (the other items
/// move out of the way while the item moves, the data source's `moveItemAt` is called once at the end), the
/// `UICollectionViewLayoutInvalidationContext` reference (the moving items' previous and target index paths), and
/// "Supporting Drag and Drop in Collection Views".
@MainActor
struct ReorderingInEveryLayoutTests {
    private func makeHost(_ kind: ReorderLayoutKind) -> (HeadlessHost, LayoutReorderController) {
        let controller = LayoutReorderController(kind: kind)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 800))
        host.layout()
        return (host, controller)
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func center(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// While item 0 is held over item 3's place, the layout's attributes already have it there: the items between
    /// shift back one place (item 1 takes item 0's place), the moving cell follows the finger, every item keeps its
    /// size, and the data source hears of the move once, when it ends.
    @Test(arguments: ReorderLayoutKind.allCases)
    func interactiveMovementShiftsTheOtherItemsInTheLayout(_ kind: ReorderLayoutKind) {
        let (host, controller) = makeHost(kind)
        let collectionView = controller.collectionView!
        let before = (0..<6).map { collectionView.layoutAttributesForItem(at: item($0))!.frame }
        let sizes = (0..<6).map { controller.cell(showing: "\($0)")?.bounds.size }
        #expect(collectionView.beginInteractiveMovementForItem(at: item(0)))
        let finger = center(before[3])
        collectionView.updateInteractiveMovementTargetPosition(finger)
        host.advance(by: 0.5)
        #expect(controller.label(at: 3) == "0")
        #expect((0..<3).map { controller.label(at: $0) } == ["1", "2", "3"])
        #expect(controller.cell(showing: "0")?.center == finger)
        #expect(controller.model.moves.isEmpty)
        for index in 0..<6 { #expect(controller.cell(showing: "\(index)")?.bounds.size == sizes[index]) }
        if kind != .waterfall {
            // Same-sized places: item 1 sits exactly where item 0 was, item 3 where item 2 was.
            #expect(controller.cell(showing: "1")?.frame == before[0])
            #expect(controller.cell(showing: "3")?.frame == before[2])
            #expect(collectionView.layoutAttributesForItem(at: item(0))?.frame == before[0])
        } else {
            // In the waterfall, item 1 is placed first: the top of the first column.
            #expect(controller.cell(showing: "1")?.frame.origin == before[0].origin)
        }
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.model.moves == ["0→3"])
        #expect(controller.model.items.prefix(5) == ["1", "2", "3", "0", "4"])
        #expect((0..<5).map { controller.label(at: $0) } == ["1", "2", "3", "0", "4"])
        #expect(controller.cell(showing: "0")?.bounds.size == sizes[0])
        #expect(collectionView.cellForItem(at: item(3))?.transform == .identity)
    }

    /// A custom layout hears of every step of the movement through invalidation contexts naming the moving item's
    /// previous and target index paths, and carries its per-item state (the waterfall's heights) along; a cancelled
    /// movement steps back the same way and the data source is not told.
    @Test func aCustomLayoutFollowsTheMovementThroughInvalidationContexts() {
        let (host, controller) = makeHost(.waterfall)
        let collectionView = controller.collectionView!
        let layout = collectionView.collectionViewLayout as! TestWaterfallLayout
        let heights = layout.heights
        let before = (0..<6).map { collectionView.layoutAttributesForItem(at: item($0))!.frame }
        #expect(collectionView.beginInteractiveMovementForItem(at: item(1)))
        collectionView.updateInteractiveMovementTargetPosition(center(before[4]))
        host.advance(by: 0.5)
        #expect(layout.movementContexts == ["1→4"])
        #expect(collectionView.layoutAttributesForItem(at: item(4))?.size.height == heights[1])
        // Moving the finger within the item's new place (index 4 in the new layout) changes no index path.
        let place = collectionView.layoutAttributesForItem(at: item(4))!.center
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: place.x + 1, y: place.y + 1))
        #expect(layout.movementContexts == ["1→4"])
        collectionView.cancelInteractiveMovement()
        host.advance(by: 0.5)
        #expect(layout.movementContexts == ["1→4", "4→1"])
        #expect(layout.heights == heights)
        #expect(controller.model.moves.isEmpty)
        #expect((0..<6).map { collectionView.layoutAttributesForItem(at: item($0))!.frame } == before)
    }

    /// Dragging item 0 onto item 3's place and letting go: the gap opens at the destination while the drag is
    /// held (the dragged item's cell is hidden, the others make room), the drop delegate gets index path 3, and
    /// the model and the cells follow. The gap opens through the layout (UIKit's shadow updates hand it an
    /// uncommitted move), so every layout — the custom waterfall too — shows while hovering exactly the arrangement
    /// the drop leaves, each item keeping its own size. In the waterfall, once item 0 takes place 3 the finger is
    /// over item 4 (heights differ): the gap stays until the finger moves, so a touch reported again at the same
    /// point, and the lift of the finger there, leave it at 3.
    @Test(arguments: ReorderLayoutKind.allCases)
    func dragAndDropReorders(_ kind: ReorderLayoutKind) {
        let (host, controller) = makeHost(kind)
        let collectionView = controller.collectionView!
        (collectionView.collectionViewLayout as? TestWaterfallLayout)?.carriesHeightsThroughUpdates = true
        let before = (0..<6).map { collectionView.layoutAttributesForItem(at: item($0))!.frame }
        let sizes = (0..<6).map { controller.cell(showing: "\($0)")?.bounds.size }
        let target = host.center(of: item(3), in: collectionView)
        let id = host.lift(at: host.center(of: item(0), in: collectionView), dragTo: [target])
        host.advance(by: 0.5)
        host.touchMove(id, to: target)
        host.advance(by: 0.5)
        let hovering = (0..<6).map { controller.cell(showing: "\($0)")?.frame }
        let shown = controller.cell(showing: "0").flatMap { collectionView.indexPath(for: $0) }
        #expect(shown == item(3))
        #expect((0..<6).map { controller.cell(showing: "\($0)")?.bounds.size } == sizes)
        #expect(collectionView.hasActiveDrag && collectionView.hasActiveDrop)
        #expect(collectionView.hasUncommittedUpdates)
        #expect(controller.model.proposedDestinations.last == shown)
        #expect(controller.cell(showing: "0")?.isHidden == true)
        #expect(controller.cell(showing: "1")?.center != center(before[1]))
        if kind != .waterfall {
            #expect(controller.cell(showing: "1")?.center == center(before[0]))
            #expect(controller.cell(showing: "4")?.center == center(before[4]))
        }
        host.touchUp(id, at: target)
        host.advance(by: 1)
        let order = ["1", "2", "3", "0", "4"]
        #expect((0..<6).map { controller.cell(showing: "\($0)")?.frame } == hovering)
        #expect((0..<6).map { controller.cell(showing: "\($0)")?.bounds.size } == sizes)
        #expect(controller.model.moves == ["0→3"])
        #expect(Array(controller.model.items.prefix(5)) == order)
        #expect((0..<5).map { controller.label(at: $0) } == order)
        #expect(controller.cell(showing: "0")?.isHidden == false)
        #expect(!collectionView.hasActiveDrag && !collectionView.hasActiveDrop && !collectionView.hasUncommittedUpdates)
        #expect(host.dragPreviews.isEmpty)
    }

    /// `reorderingCadence` holds the destination until the touch rests over it: `.immediate` moves the items at
    /// once, `.fast` after a short rest, `.slow` after a longer one, and a drag passing quickly over items with
    /// `.slow` does not disturb them (UIKit's `UICollectionView.ReorderingCadence`).
    @Test func reorderingCadenceWaitsForTheTouchToRest() {
        func dragOverItem3(_ cadence: UICollectionView.ReorderingCadence) -> (
            HeadlessHost, LayoutReorderController, Int, CGPoint
        ) {
            let (host, controller) = makeHost(.compositionalGrid)
            controller.collectionView.reorderingCadence = cadence
            let target = host.center(of: item(3), in: controller.collectionView)
            let id = host.lift(at: host.center(of: item(0), in: controller.collectionView), dragTo: [target])
            return (host, controller, id, target)
        }
        func gapAt3(_ controller: LayoutReorderController) -> Bool {
            controller.model.proposedDestinations.last == item(3)
        }
        let immediate = dragOverItem3(.immediate)
        #expect(gapAt3(immediate.1))
        let fast = dragOverItem3(.fast)
        let slow = dragOverItem3(.slow)
        #expect(!gapAt3(fast.1) && !gapAt3(slow.1))
        #expect(fast.1.model.proposedDestinations == [item(0)])
        #expect(slow.1.model.proposedDestinations == [item(0)])
        fast.0.advance(by: 0.3)
        slow.0.advance(by: 0.3)
        #expect(gapAt3(fast.1))
        #expect(!gapAt3(slow.1))
        slow.0.advance(by: 0.4)
        #expect(gapAt3(slow.1))
        #expect(slow.1.model.proposedDestinations == [item(0), item(3)])
        slow.0.touchUp(slow.2, at: slow.3)
        slow.0.advance(by: 1)
        #expect(slow.1.model.moves == ["0→3"])
    }
}

/// Interactive movement across the sections of a compositional layout: the item leaves a gap in its section and
/// opens one in the other, and `moveItemAt` gets index paths in both sections (UIKit's "Reordering Items
/// Interactively": items may move between sections unless the delegate redirects them).
@MainActor
struct ReorderingAcrossSectionsTests {
    @MainActor
    private final class TwoSections: NSObject, UICollectionViewDataSource {
        var sections = [["a0", "a1", "a2", "a3"], ["b0", "b1", "b2", "b3"]]
        var moves: [String] = []

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            sections[section].count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! DragCell
            cell.label.text = sections[indexPath.section][indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard sourceIndexPath != destinationIndexPath else { return }
            moves.append("\(sourceIndexPath)→\(destinationIndexPath)")
            let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        }
    }

    @Test func anItemMovesIntoAnotherSection() {
        let source = TwoSections()
        let controller = UIViewController()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            collectionViewLayout: ReorderLayoutKind.compositionalGrid.makeLayout())
        collectionView.register(DragCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        controller.view.addSubview(collectionView)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 800))
        host.layout()
        func label(_ item: Int, _ section: Int) -> String? {
            (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? DragCell)?.label.text
        }
        let b1 = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.frame
        let a3 = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: b1.midX, y: b1.midY))
        host.advance(by: 0.5)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.numberOfItems(inSection: 1) == 5)
        #expect(label(1, 1) == "a0")
        #expect(label(2, 1) == "b1")
        #expect(source.moves.isEmpty)
        // Section 0's last place is empty now: a3 moved back into a2's.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect((0..<3).map { label($0, 0) } == ["a1", "a2", "a3"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX != a3.maxX)
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(source.moves == ["[0, 0]→[1, 1]"])
        #expect(source.sections == [["a1", "a2", "a3"], ["b0", "a0", "b1", "b2", "b3"]])
    }
}
