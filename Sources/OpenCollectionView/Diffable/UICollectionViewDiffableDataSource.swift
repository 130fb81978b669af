import CollectionDiffing

/// A collection view's data source driven by snapshots: apply a snapshot and the collection view animates from
/// what it shows to it — the sectioned diff (minimal moves) becomes one batch update; reloaded items get new cells,
/// reconfigured items keep theirs and are configured again.
///
/// `apply` runs on the main actor; the `async` variants compute the diff off it, so a million-item apply never
/// stalls the UI. Applies run one after another in the order they were called.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Makes the cell for an item (dequeued from the collection view).
    public typealias CellProvider =
        @MainActor (
            _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
        ) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider =
        @MainActor (
            _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
        ) -> UICollectionReusableView?

    /// What the data source does when the user reorders items.
    public struct ReorderingHandlers {
        /// Whether an item may be picked up (reordering is on only when this is set).
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the reorder is applied.
        public var willReorder:
            (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the reorder is applied: update the model from the transaction.
        public var didReorder:
            (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// What the data source does when the user expands or collapses an outline item.
    public struct SectionSnapshotHandlers<ItemType: Hashable & Sendable> {
        public var shouldExpandItem: (@MainActor (ItemType) -> Bool)?
        public var willExpandItem: (@MainActor (ItemType) -> Void)?
        public var shouldCollapseItem: (@MainActor (ItemType) -> Bool)?
        public var willCollapseItem: (@MainActor (ItemType) -> Void)?
        /// Supplies the children of a parent being expanded (lazy outlines).
        public var snapshotForExpandingParentItem:
            (
                @MainActor (ItemType, NSDiffableDataSourceSectionSnapshot<ItemType>)
                    -> NSDiffableDataSourceSectionSnapshot<ItemType>
            )?

        public init() {}
    }

    private weak var collectionView: UICollectionView?
    /// Runs an apply's batch update: the collection view's `performBatchUpdates` (overridable, as UIKit's), or a table
    /// view's when a table's diffable data source drives this one.
    var performUpdates: (@MainActor (_ updates: @escaping () -> Void, _ completion: @escaping (Bool) -> Void) -> Void)?
    /// Reloads for `applySnapshotUsingReloadData`: the collection view's `reloadData()`, or a table view's.
    var reloadAll: (@MainActor () -> Void)?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    private var version = 0
    private var pendingApply: Task<Void, Never>?

    /// Makes supplementary views (headers, footers …).
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Reordering behaviour.
    open var reorderingHandlers = ReorderingHandlers()
    /// Expand and collapse behaviour of outline sections.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates a data source for `collectionView` (and becomes its `dataSource`).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the differences are applied as one batch update, animated when `animatingDifferences`.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyNow(snapshot, changes: nil, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` after computing its differences off the main actor; applies run in call order.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        let previous = pendingApply
        let task = Task { @MainActor in
            await previous?.value
            let old = self.current
            let startVersion = self.version
            let changes = await Task.detached(priority: .userInitiated) { Self.changes(from: old, to: snapshot) }.value
            await withCheckedContinuation { continuation in
                self.applyNow(
                    snapshot, changes: self.version == startVersion ? changes : nil, animated: animatingDifferences
                ) { continuation.resume() }
            }
        }
        pendingApply = task
        await task.value
    }

    /// Shows `snapshot` by reloading the collection view (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        var snapshot = snapshot
        snapshot.clearMarks()
        current = snapshot
        version += 1
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        if let reloadAll { reloadAll() } else { collectionView?.reloadData() }
        // Outside a window, before its first layout pass, the cells wait for that pass (see `performBatchUpdates`).
        if let collectionView, collectionView.window != nil || collectionView.layoutPass.hasLaidOut {
            collectionView.layoutIfNeeded()
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await pendingApply?.value
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows a section snapshot in `section` (its visible items), appending the section when it is new.
    open func apply(
        _ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var full = current
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline last applied to `section`, or `nil` when its items are all roots (no copy of them is made).
    func appliedSectionSnapshot(for section: SectionIdentifierType) -> SectionSnapshot? { sectionSnapshots[section] }

    /// The section's items as a section snapshot (the outline last applied to it, or its items as roots).
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return current.item(inSectionAt: indexPath.section, index: indexPath.item)
    }

    /// The index path of `itemIdentifier`, or `nil`. - Complexity: O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// The section at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of `sectionIdentifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.numberOfItems(inSectionAt: section) : 0
    }

    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        OpenCollectionViewDiagnostics.report(.invalidReuse, "the cell provider returned no cell for \(indexPath)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        OpenCollectionViewDiagnostics.report(
            .invalidReuse, "no supplementary view provider answered for kind \(kind) at \(indexPath)")
        return UICollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        // The collection view already shows the move: it is taken into the snapshot here, once.
        if sourceIndexPath != destinationIndexPath { _ = collectionView.interactiveMovement.takeCommittedMove() }
        guard let (initial, final, section) = moving(sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = Self.transaction(from: initial, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        version += 1
        for section in Set([initial.sections[sourceIndexPath.section], section]) {
            sectionSnapshots[section] = nil
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// The current snapshot and the snapshot with the item at `sourceIndexPath` moved to `destinationIndexPath`
    /// (and the destination's section), or `nil` when nothing moves.
    private func moving(_ sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) -> (
        Snapshot, Snapshot, SectionIdentifierType
    )? {
        guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath),
            current.sections.indices.contains(destinationIndexPath.section)
        else { return nil }
        var final = current
        final.deleteItems([item])
        let section = final.sections[destinationIndexPath.section]
        let siblings = final.itemIdentifiers(inSection: section)
        if destinationIndexPath.item < siblings.count {
            final.insertItems([item], beforeItem: siblings[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        return (current, final, section)
    }

    /// Takes into the snapshot the move the collection view shows while it tells the data source of the end of an
    /// interactive movement, when the data source applies a snapshot in that call instead of letting the default
    /// `moveItemAt` record it: UIKit's table and collection views end with the rows in the applied snapshot's
    /// order, so the applied snapshot is diffed against what the screen shows, not against the order before the
    /// move (which would move the item a second time).
    private func takeCommittedMove() {
        guard let collectionView, let move = collectionView.interactiveMovement.takeCommittedMove(),
            let (initial, final, section) = moving(move.source, to: move.destination)
        else { return }
        current = final
        version += 1
        for section in Set([initial.sections[move.source.section], section]) { sectionSnapshots[section] = nil }
    }

    // MARK: Applying

    private func applyNow(
        _ snapshot: Snapshot, changes precomputed: SectionedChanges?, animated: Bool, completion: (() -> Void)?
    ) {
        takeCommittedMove()
        var snapshot = snapshot
        // Where the reconfigured items are in the snapshot applied (one lookup per marked item).
        let reconfigured = snapshot.reconfiguredItemPositions
        guard let collectionView,
            let changes = precomputed ?? Self.changes(from: current, to: snapshot)
        else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        snapshot.clearMarks()
        version += 1
        let appliedVersion = version
        sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
        let updates = {
            self.current = snapshot
            Self.perform(changes, on: collectionView)
        }
        let finish = { [weak self, weak collectionView] (_: Bool) in
            guard let self, let collectionView else {
                completion?()
                return
            }
            if !reconfigured.isEmpty {
                // Still the snapshot applied: its positions stand; after another change, each item is looked up.
                let indexPaths =
                    self.version == appliedVersion
                    ? snapshot.indexPaths(ofAscending: reconfigured)
                    : reconfigured.compactMap { self.indexPath(for: snapshot.itemIdentifiers[$0]) }
                collectionView.reconfigureItems(at: indexPaths)
            }
            completion?()
        }
        let perform = performUpdates ?? { collectionView.performBatchUpdates($0, completion: $1) }
        if animated {
            perform(updates, finish)
        } else {
            UIView.performWithoutAnimation { perform(updates, finish) }
        }
    }

    /// The batch-update changes between two snapshots, or `nil` (after a diagnostic) when one is inconsistent.
    nonisolated static func changes(from old: Snapshot, to new: Snapshot) -> SectionedChanges? {
        do {
            // The flat item storage, the hash values and the old snapshot's table the snapshots kept: no identifier
            // is hashed again, no table of the old items built again, and (snapshots hold each item once) no
            // duplicate looked for.
            return try diff(
                fromSections: old.sections, items: old.allItems, hashes: old.itemHashes, starts: old.sectionStarts,
                toSections: new.sections, items: new.allItems, hashes: new.itemHashes, starts: new.sectionStarts,
                updatedItems: new.reloadedItemSet, updatedSections: new.reloadedSectionSet, oldIndex: old.itemIndex,
                uniqueItems: true)
        } catch {
            OpenCollectionViewDiagnostics.report(.invalidSnapshot, "\(error)")
            return nil
        }
    }

    private static func perform(_ changes: SectionedChanges, on collectionView: UICollectionView) {
        let sections = changes.sections
        if !sections.deletes.isEmpty { collectionView.deleteSections(IndexSet(sections.deletes)) }
        if !sections.inserts.isEmpty { collectionView.insertSections(IndexSet(sections.inserts)) }
        for move in sections.moves { collectionView.moveSection(move.source, toSection: move.destination) }
        if !sections.reloads.isEmpty { collectionView.reloadSections(IndexSet(sections.reloads)) }
        if !changes.itemDeletes.isEmpty { collectionView.deleteItems(at: indexPaths(changes.itemDeletes)) }
        if !changes.itemInserts.isEmpty { collectionView.insertItems(at: indexPaths(changes.itemInserts)) }
        for move in changes.itemMoves {
            collectionView.moveItem(
                at: IndexPath(item: move.source.item, section: move.source.section),
                to: IndexPath(item: move.destination.item, section: move.destination.section))
        }
        if !changes.itemReloads.isEmpty { collectionView.reloadItems(at: indexPaths(changes.itemReloads)) }
    }

    /// The index paths of `positions`, in a loop (a main-actor function passed to `map` is checked to run on the main
    /// actor once per element).
    private nonisolated static func indexPaths(_ positions: [ItemPosition]) -> [IndexPath] {
        var indexPaths: [IndexPath] = []
        indexPaths.reserveCapacity(positions.count)
        for position in positions { indexPaths.append(IndexPath(item: position.item, section: position.section)) }
        return indexPaths
    }

    private static func transaction(
        from initial: Snapshot, to final: Snapshot
    ) -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
        let sectionTransactions = final.sectionIdentifiers.compactMap {
            section -> NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>? in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            var initialSection = SectionSnapshot()
            initialSection.append(before)
            var finalSection = SectionSnapshot()
            finalSection.append(after)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: initialSection, finalSnapshot: finalSection,
                difference: .betweenIdentifiers(from: before, to: after))
        }
        return NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: .betweenIdentifiers(from: initial.itemIdentifiers, to: final.itemIdentifiers),
            sectionTransactions: sectionTransactions)
    }
}
