// Host-driven: drives time, touches and diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// The gap of a drop opens through the layout. UIKit shows a drag hovering with `insertAtDestinationIndexPath` as
/// uncommitted "shadow updates": the layout is handed an insert (or, for an item of the same collection view, a
/// move) it prepares for like any batch update, the collection view counts the gap while `hasUncommittedUpdates`
/// is true, and the update is taken back before the app's own updates (UIKit raises instead: a reload under a drop
/// fails with "Could not compute initial update value after shadow updates", openradar 42180829).
@MainActor
struct DropGapThroughLayoutTests {
    private func makeHost() -> (HeadlessHost, TwoGridsController) {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        return (host, controller)
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// A custom layout is prepared for the gap as for an insert, and for its removal as for a delete, and counts
    /// it in between.
    @Test func aCustomLayoutIsHandedTheGapAsAnInsert() {
        let (host, controller) = makeHost()
        let layout = UpdateRecordingLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        controller.right.setCollectionViewLayout(layout, animated: false)
        host.layout()
        let id = host.lift(
            at: host.center(of: item(2), in: controller.left), dragTo: [host.center(of: item(1), in: controller.right)])
        host.advance(by: 0.5)
        // The finger crosses item 0's place on its way: the gap opened there first, then moved.
        #expect(layout.updates == ["insert 0", "delete 0", "insert 1"])
        #expect(layout.preparedCounts.last == 7)
        #expect(controller.right.hasUncommittedUpdates)
        host.touchMove(id, to: CGPoint(x: 860, y: 400))
        host.advance(by: 0.5)
        #expect(layout.updates.suffix(2) == ["insert 1", "delete 1"])
        #expect(layout.preparedCounts.last == 6)
        #expect(!controller.right.hasUncommittedUpdates)
        host.touchUp(id, at: CGPoint(x: 860, y: 400))
        host.advance(by: 1)
        #expect(controller.rightModel.items.count == 6)
    }

    /// Under the gap a flow layout sizes every item as its own (the delegate is asked only about items it has),
    /// and the gap takes the size of the dragged item's preview.
    @Test func flowLayoutItemsKeepTheirSizesAndTheGapTakesThePreviewsSize() {
        let (host, controller) = makeHost()
        let sizer = LabelWidthSizer(model: controller.rightModel)
        controller.right.delegate = sizer
        controller.right.collectionViewLayout.invalidateLayout()
        host.layout()
        let sizes = controller.rightModel.items.map { sizer.size(of: $0) }
        let id = host.lift(
            at: host.center(of: item(2), in: controller.left), dragTo: [host.center(of: item(1), in: controller.right)])
        host.advance(by: 0.5)
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        #expect(sizer.askedBeyondTheModel.isEmpty)
        let shown = controller.rightModel.items.map { label in
            controller.right.visibleCells.first { ($0 as? DragCell)?.label.text == label }?.bounds.size
        }
        #expect(shown == sizes)
        // The gap is no cell of the app's: it is left out of the visible cells and the display delegate methods.
        #expect(controller.right.indexPathsForVisibleItems == [0, 2, 3, 4, 5, 6].map(item))
        #expect(controller.right.visibleCells.allSatisfy { $0 is DragCell })
        #expect(sizer.displayedCellsNotOfTheApp == 0)
        // The lifted L2 cell is 80 × 80; its preview has the cell's size (enlarged by a transform).
        #expect(controller.right.layoutAttributesForItem(at: item(1))?.size == CGSize(width: 80, height: 80))
        host.touchUp(id, at: host.center(of: item(1), in: controller.right))
        host.advance(by: 1)
        #expect(controller.rightModel.items == ["R0", "L2", "R1", "R2", "R3", "R4", "R5"])
        #expect(sizer.askedBeyondTheModel.isEmpty)
        #expect(sizer.displayedCellsNotOfTheApp == 0)
    }

    /// An update the app makes while the gap is open closes the gap first, so the update's index paths mean what
    /// the data source means and nothing is reported; the next move of the drag opens the gap again.
    @Test func anUpdateWhileTheGapIsOpenClosesItFirst() {
        let (host, controller) = makeHost()
        let target = host.center(of: item(1), in: controller.right)
        let id = host.lift(at: host.center(of: item(2), in: controller.left), dragTo: [target])
        host.advance(by: 0.5)
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            controller.rightModel.items.append("R6")
            controller.right.insertItems(at: [item(6)])
            host.advance(by: 0.5)
        }
        #expect(diagnostics.isEmpty)
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        #expect(visibleLabels(controller.right) == ["R0", "R1", "R2", "R3", "R4", "R5", "R6"])
        host.touchMove(id, to: CGPoint(x: target.x + 1, y: target.y))
        host.advance(by: 0.5)
        #expect(controller.right.numberOfItems(inSection: 0) == 8)
        host.touchUp(id, at: CGPoint(x: target.x + 1, y: target.y))
        host.advance(by: 1)
        #expect(controller.rightModel.items == ["R0", "L2", "R1", "R2", "R3", "R4", "R5", "R6"])
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
    }

    /// A reload while the gap is open drops the gap with everything else; the next move opens it again.
    @Test func aReloadWhileTheGapIsOpenDropsIt() {
        let (host, controller) = makeHost()
        let target = host.center(of: item(2), in: controller.right)
        let id = host.lift(at: host.center(of: item(0), in: controller.left), dragTo: [target])
        host.advance(by: 0.5)
        #expect(controller.right.numberOfItems(inSection: 0) == 7)
        controller.rightModel.items.removeLast()
        controller.right.reloadData()
        host.advance(by: 0.5)
        #expect(controller.right.numberOfItems(inSection: 0) == 5)
        #expect(visibleLabels(controller.right) == ["R0", "R1", "R2", "R3", "R4"])
        host.touchMove(id, to: CGPoint(x: target.x, y: target.y + 1))
        host.advance(by: 0.5)
        #expect(controller.right.numberOfItems(inSection: 0) == 6)
        host.touchUp(id, at: CGPoint(x: target.x, y: target.y + 1))
        host.advance(by: 1)
        #expect(controller.rightModel.items == ["R0", "R1", "L0", "R2", "R3", "R4"])
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
    }
}

/// A flow layout that records the batch updates it is prepared for ("insert 1", "delete 1", "move 0→3") and the
/// item count of each preparation.
final class UpdateRecordingLayout: UICollectionViewFlowLayout {
    private(set) var updates: [String] = []
    private(set) var preparedCounts: [Int] = []

    override func prepare() {
        super.prepare()
        preparedCounts.append(collectionView?.numberOfItems(inSection: 0) ?? 0)
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert: updates.append("insert \(update.indexPathAfterUpdate?.item ?? -1)")
            case .delete: updates.append("delete \(update.indexPathBeforeUpdate?.item ?? -1)")
            case .move:
                updates.append(
                    "move \(update.indexPathBeforeUpdate?.item ?? -1)→\(update.indexPathAfterUpdate?.item ?? -1)")
            default: updates.append("other")
            }
        }
    }
}

/// Sizes each item of a grid by its label (wider for longer labels, taller for later digits) and records any
/// index path it is asked about that its model does not have.
@MainActor
final class LabelWidthSizer: NSObject, UICollectionViewDelegateFlowLayout {
    let model: DragGridModel
    private(set) var askedBeyondTheModel: [IndexPath] = []
    /// Cells that `willDisplay` or `didEndDisplaying` named that the data source did not make.
    private(set) var displayedCellsNotOfTheApp = 0

    init(model: DragGridModel) { self.model = model }

    func size(of label: String) -> CGSize {
        CGSize(width: 40 + 10 * CGFloat(label.count), height: 40 + 5 * CGFloat(label.last?.wholeNumberValue ?? 0))
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if !(cell is DragCell) { displayedCellsNotOfTheApp += 1 }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if !(cell is DragCell) { displayedCellsNotOfTheApp += 1 }
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard model.items.indices.contains(indexPath.item) else {
            askedBeyondTheModel.append(indexPath)
            return .zero
        }
        return size(of: model.items[indexPath.item])
    }
}
