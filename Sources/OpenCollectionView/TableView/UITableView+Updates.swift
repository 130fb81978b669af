/// Changing rows and sections: each change animates from the old layout to the new one through the inner
/// collection view's batch updates; changes between `beginUpdates()` and `endUpdates()`, or in
/// `performBatchUpdates`, animate together.
extension UITableView {
    /// Inserts rows (the data source already has them).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.insertItems(at: indexPaths) }
    }

    /// Deletes rows (the data source no longer has them).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.deleteItems(at: indexPaths) }
    }

    /// Reloads rows: their cells are asked for again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.reloadItems(at: indexPaths) }
    }

    /// Reconfigures rows: their cells stay and are configured again by the data source.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        contentCollectionView.reconfigureItems(at: indexPaths)
    }

    /// Moves a row (the data source already moved it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change(.automatic) { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.insertSections(sections) }
    }

    /// Deletes sections.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.deleteSections(sections) }
    }

    /// Reloads sections.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.reloadSections(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        change(.automatic) { $0.moveSection(section, toSection: newSection) }
    }

    /// Applies the changes `updates` makes as one animated update; `completion` runs when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        invalidateSectionsForUpdate()
        contentCollectionView.performBatchUpdates(updates, completion: completion)
    }

    /// `performBatchUpdates` with a non-escaping `updates` closure, as UIKit declares it (`NS_NOESCAPE`); see
    /// `UICollectionView.performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates(Optional(updates), completion: completion)
        }
    }

    /// Starts a group of changes that `endUpdates()` animates together (groups nest). With no changes inside,
    /// the pair makes rows measure their heights again, animated.
    public func beginUpdates() {
        pendingUpdates.depth += 1
    }

    /// Ends a group of changes begun with `beginUpdates()`, animating them together.
    public func endUpdates() {
        guard pendingUpdates.depth > 0 else { return }
        pendingUpdates.depth -= 1
        guard pendingUpdates.depth == 0 else { return }
        let changes = pendingUpdates.changes
        let animated = changes.isEmpty || pendingUpdates.isAnimated
        pendingUpdates = PendingTableUpdates()
        let collectionView = contentCollectionView
        let apply = {
            self.invalidateSectionsForUpdate()
            if changes.isEmpty {
                collectionView.collectionViewLayout.invalidateLayout()
                collectionView.performBatchUpdates(nil)
            } else {
                collectionView.performBatchUpdates {
                    for change in changes { change(collectionView) }
                }
            }
        }
        if animated { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    /// Records a change inside `beginUpdates()`/`endUpdates()`, or applies it as its own update.
    private func change(_ animation: RowAnimation, _ body: @escaping @MainActor (UICollectionView) -> Void) {
        if pendingUpdates.depth > 0 {
            pendingUpdates.changes.append(body)
            if animation != .none { pendingUpdates.isAnimated = true }
            return
        }
        let collectionView = contentCollectionView
        let apply = {
            self.invalidateSectionsForUpdate()
            collectionView.performBatchUpdates { body(collectionView) }
        }
        if animation == .none { UIView.performWithoutAnimation(apply) } else { apply() }
    }

    /// Headers and footers may come and go with the update: the layout asks for the sections again, and the
    /// section index for its titles.
    private func invalidateSectionsForUpdate() {
        adapter.forgetProbedViews()
        reloadSectionIndexTitles()
    }
}

/// The changes recorded between `beginUpdates()` and `endUpdates()`.
struct PendingTableUpdates {
    var depth = 0
    var changes: [@MainActor (UICollectionView) -> Void] = []
    /// Whether any change asked for an animation (all `.none` applies the group without animation).
    var isAnimated = false
}
