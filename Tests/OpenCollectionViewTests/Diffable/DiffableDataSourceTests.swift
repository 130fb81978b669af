// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Seed 003's setup: a collection view, a cell registration and a diffable data source.
@MainActor
private final class DiffableScreen {
    let collectionView: UICollectionView
    let host: HeadlessHost
    var dataSource: UICollectionViewDiffableDataSource<String, String>!
    var configured: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        host = hostedInWindow(collectionView, size: CGSize(width: 300, height: 400))
        let registration = UICollectionView.CellRegistration<CountingCell, String> { [unowned self] cell, _, item in
            cell.label.text = item
            self.configured.append(item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    func labels() -> [String] {
        collectionView.indexPathsForVisibleItems.map {
            (collectionView.cellForItem(at: $0) as? CountingCell)?.label.text ?? "?"
        }
    }

    func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }
}

@MainActor
struct DiffableDataSourceTests {
    @Test func applyingShowsTheSnapshotAndAnimatesDifferencesKeepingCells() {
        let screen = DiffableScreen()
        screen.dataSource.apply(screen.snapshot([("s", ["a", "b", "c", "d"])]), animatingDifferences: false)
        screen.host.layout()
        #expect(screen.labels() == ["a", "b", "c", "d"])
        let cellC = screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        var completed = false
        screen.dataSource.apply(screen.snapshot([("s", ["c", "a", "x", "d"]), ("t", ["b"])])) { completed = true }
        screen.host.advance(by: 0.5)
        #expect(completed)
        #expect(screen.labels() == ["c", "a", "x", "d", "b"])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "b")
        #expect(screen.dataSource.indexPath(for: "x") == IndexPath(item: 2, section: 0))
        #expect(screen.dataSource.sectionIdentifier(for: 1) == "t")
        #expect(screen.dataSource.index(for: "t") == 1)
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["c", "a", "x", "d", "b"])
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        let screen = DiffableScreen()
        var snapshot = screen.snapshot([("s", ["a", "b"])])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.host.layout()
        let a = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        let b = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        screen.configured = []
        snapshot.reconfigureItems(["a"])
        snapshot.reloadItems(["b"])
        screen.dataSource.apply(snapshot)
        screen.host.advance(by: 0.5)
        #expect(screen.configured.sorted() == ["a", "b"])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === a)
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== b)
        #expect(screen.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func sectionSnapshotsExpandAndCollapseInTheLiveCollectionView() {
        let screen = DiffableScreen()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        screen.dataSource.apply(outline, to: "food", animatingDifferences: false)
        screen.host.layout()
        #expect(screen.labels() == ["Fruit", "Veg"])
        var expanded = screen.dataSource.snapshot(for: "food")
        expanded.expand(["Fruit"])
        screen.dataSource.apply(expanded, to: "food")
        screen.host.advance(by: 0.5)
        #expect(screen.labels() == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(screen.dataSource.snapshot(for: "food").isExpanded("Fruit"))
        var collapsed = screen.dataSource.snapshot(for: "food")
        collapsed.collapse(["Fruit"])
        screen.dataSource.apply(collapsed, to: "food")
        screen.host.advance(by: 0.5)
        #expect(screen.labels() == ["Fruit", "Veg"])
    }

    @Test func reorderingHandlersReceiveTheTransaction() {
        let screen = DiffableScreen()
        screen.dataSource.apply(screen.snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
        screen.host.layout()
        var transactions: [NSDiffableDataSourceTransaction<String, String>] = []
        screen.dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        screen.dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        #expect(!screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))
        screen.collectionView.endInteractiveMovement()
        screen.host.advance(by: 0.5)
        #expect(transactions.count == 1)
        #expect(transactions.first?.finalSnapshot.itemIdentifiers == ["b", "c", "a"])
        #expect(transactions.first?.initialSnapshot.itemIdentifiers == ["a", "b", "c"])
        #expect(transactions.first?.sectionTransactions.first?.sectionIdentifier == "s")
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(screen.labels() == ["b", "c", "a"])
    }

    /// Applies run one after another in the order they were called (UIKit's diffable data source serializes them
    /// too), even when the first one's diff is still being computed off the main actor when the second is called.
    /// `Task.immediate` fixes the call order: each task runs synchronously up to its first suspension, so the big
    /// snapshot is applied first and the small one second.
    @Test func asyncAppliesRunInCallOrder() async {
        let screen = DiffableScreen()
        let big = screen.snapshot([("s", (0..<20_000).map(String.init))])
        let small = screen.snapshot([("s", ["z"])])
        var finished: [String] = []
        let first = Task.immediate {
            await screen.dataSource.apply(big, animatingDifferences: false)
            finished.append("big")
        }
        let second = Task.immediate {
            await screen.dataSource.apply(small, animatingDifferences: false)
            finished.append("small")
        }
        await first.value
        await second.value
        #expect(finished == ["big", "small"])
        screen.host.layout()
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["z"])
        #expect(screen.labels() == ["z"])
    }

    @Test func duplicateIdentifiersNeverCorruptTheCollectionView() {
        let screen = DiffableScreen()
        screen.dataSource.apply(screen.snapshot([("s", ["a", "b"])]), animatingDifferences: false)
        screen.host.layout()
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            var snapshot = screen.dataSource.snapshot()
            snapshot.appendItems(["a", "c"])
            screen.dataSource.apply(snapshot)
            screen.host.advance(by: 0.5)
        }
        #expect(diagnostics.map(\.kind) == [.invalidSnapshot])
        #expect(screen.labels() == ["a", "b", "c"])
    }
}
