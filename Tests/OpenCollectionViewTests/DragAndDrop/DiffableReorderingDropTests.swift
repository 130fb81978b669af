// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Drops on a collection view whose data source is a `UICollectionViewDiffableDataSource` with
/// `reorderingHandlers`: the drop delegate only lands the item with `coordinator.drop(_:toItemAt:)`, and the data
/// source reorders its snapshot and reports it with `didReorder`. UIKit's reference for
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`, and Apple's sample "Implementing Modern Collection
/// Views", which updates its backing store with `backingStore.applying(transaction.difference)`.
@MainActor
struct DiffableReorderingDropTests {
    @MainActor
    private final class Controller: UIViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        private(set) var collectionView: UICollectionView!
        private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var backingStore = ["A", "B", "C", "D", "E", "F"]
        var transactions: [NSDiffableDataSourceTransaction<Int, String>] = []
        var log: [String] = []
        var canReorder: (String) -> Bool = { _ in true }

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(DragCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, identifier in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! DragCell
                cell.label.text = identifier
                return cell
            }
            dataSource.reorderingHandlers.canReorderItem = { [unowned self] in canReorder($0) }
            dataSource.reorderingHandlers.willReorder = { [unowned self] _ in log.append("willReorder") }
            dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
                log.append("didReorder")
                transactions.append(transaction)
                backingStore = backingStore.applying(transaction.difference) ?? []
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(backingStore)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
            collectionView.dragInteractionEnabled = true
            view.addSubview(collectionView)
        }

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            let identifier = dataSource.itemIdentifier(for: indexPath) ?? ""
            let item = UIDragItem(itemProvider: NSItemProvider(object: identifier))
            item.localObject = identifier
            return [item]
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
        ) {
            log.append("performDrop")
            guard let destination = coordinator.destinationIndexPath else { return }
            for item in coordinator.items { coordinator.drop(item.dragItem, toItemAt: destination) }
        }
    }

    private func dragItem(_ from: Int, to target: Int, in controller: Controller, host: HeadlessHost) {
        let collectionView = controller.collectionView!
        host.dragAndDrop(
            from: host.center(of: IndexPath(item: from, section: 0), in: collectionView),
            to: [host.center(of: IndexPath(item: target, section: 0), in: collectionView)])
    }

    @Test func aDropReordersTheSnapshotAndReportsTheTransaction() {
        let controller = Controller()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 600))
        host.layout()
        dragItem(0, to: 3, in: controller, host: host)
        #expect(controller.log == ["performDrop", "willReorder", "didReorder"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["B", "C", "D", "A", "E", "F"])
        let transaction = controller.transactions.first
        #expect(transaction?.initialSnapshot.itemIdentifiers == ["A", "B", "C", "D", "E", "F"])
        #expect(transaction?.finalSnapshot.itemIdentifiers == ["B", "C", "D", "A", "E", "F"])
        #expect(transaction?.sectionTransactions.map(\.sectionIdentifier) == [0])
        #expect(controller.backingStore == ["B", "C", "D", "A", "E", "F"])
        let labels = (0..<6).map {
            (controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? DragCell)?.label.text
        }
        #expect(labels == ["B", "C", "D", "A", "E", "F"])
        #expect(!controller.collectionView.hasUncommittedUpdates)
        #expect(host.dragPreviews.isEmpty)
    }

    /// An item `canReorderItem` refuses is not reordered by the drop.
    @Test func anItemThatCannotBeReorderedStaysPut() {
        let controller = Controller()
        controller.canReorder = { $0 != "B" }
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 600))
        host.layout()
        dragItem(1, to: 4, in: controller, host: host)
        #expect(controller.log == ["performDrop"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D", "E", "F"])
        #expect(controller.transactions.isEmpty)
    }
}
