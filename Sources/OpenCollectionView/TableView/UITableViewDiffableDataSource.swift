/// A table view's data source driven by snapshots, as UIKit's: apply a snapshot and the table animates from what it
/// shows to it. Subclass it to give section titles or to allow editing and moving rows; a move updates the snapshot.
///
/// It drives a `UICollectionViewDiffableDataSource` on the table's inner collection view, so applying, diffing and
/// reconfiguring are the collection view's.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item (usually dequeued from the table view).
    public typealias CellProvider =
        @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
        UITableViewCell?

    private let items: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

    /// How inserted and deleted rows animate (default `.automatic`).
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// Creates a data source for `tableView` and becomes its `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        let collectionView = tableView.contentCollectionView
        items = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            [weak tableView] _, indexPath, item in
            guard let tableView else { return nil }
            return cellProvider(tableView, indexPath, item)
        }
        super.init()
        // Applies go through the table view's own (overridable) `performBatchUpdates` and `reloadData`.
        items.performUpdates = { [weak tableView] updates, completion in
            tableView?.performBatchUpdates(updates, completion: completion)
        }
        items.reloadAll = { [weak tableView] in tableView?.reloadData() }
        collectionView.dataSource = tableView.adapter
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { items.snapshot() }

    /// Shows `snapshot`: the differences become one update of the table, animated when `animatingDifferences`
    /// and `defaultRowAnimation` is not `.none`.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        items.apply(
            snapshot, animatingDifferences: animatingDifferences && defaultRowAnimation != .none,
            completion: completion)
    }

    /// Shows `snapshot` after computing its differences off the main actor; applies run in call order.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await items.apply(snapshot, animatingDifferences: animatingDifferences && defaultRowAnimation != .none)
    }

    /// Shows `snapshot` by reloading the table (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        items.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { items.itemIdentifier(for: indexPath) }

    /// The index path of `itemIdentifier`, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { items.indexPath(for: itemIdentifier) }

    /// The section at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { items.sectionIdentifier(for: index) }

    /// The index of `sectionIdentifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { items.index(for: sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        items.numberOfSections(in: tableView.contentCollectionView)
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.collectionView(tableView.contentCollectionView, numberOfItemsInSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = items.collectionView(tableView.contentCollectionView, cellForItemAt: indexPath)
            as? UITableViewCell
        {
            return cell
        }
        OpenCollectionViewDiagnostics.report(
            .invalidReuse, "the cell provider returned no UITableViewCell for \(indexPath)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header titles unless a subclass gives them.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer titles unless a subclass gives them.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are not editable unless a subclass says so (UIKit's diffable default).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Rows do not move unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// A subclass commits deletions and insertions by applying a new snapshot.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { ImplementationProbe.markDefault() }

    /// Moves the item in the current snapshot (the table already shows it moved).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        items.collectionView(tableView.contentCollectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
}
