/// Changing rows and sections: each change animates from the old layout to the new one through the inner
/// collection view's batch updates; changes between `beginUpdates()` and `endUpdates()`, or in
/// `performBatchUpdates`, animate together.
extension UITableView {
    /// The work of `insertRows(at:with:)` (declared `open` in the class).
    func insertRowsNow(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.insertItems(at: indexPaths) }
    }

    /// The work of `deleteRows(at:with:)` (declared `open` in the class).
    func deleteRowsNow(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.deleteItems(at: indexPaths) }
    }

    /// The work of `reloadRows(at:with:)` (declared `open` in the class).
    func reloadRowsNow(at indexPaths: [IndexPath], with animation: RowAnimation) {
        change(animation) { $0.reloadItems(at: indexPaths) }
    }

    /// The work of `reconfigureRows(at:)` (declared `open` in the class).
    func reconfigureRowsNow(at indexPaths: [IndexPath]) {
        contentCollectionView.reconfigureItems(at: indexPaths)
    }

    /// The work of `moveRow(at:to:)` (declared `open` in the class).
    func moveRowNow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change(.automatic) { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// The work of `insertSections(_:with:)` (declared `open` in the class).
    func insertSectionsNow(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.insertSections(sections) }
    }

    /// The work of `deleteSections(_:with:)` (declared `open` in the class).
    func deleteSectionsNow(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.deleteSections(sections) }
    }

    /// The work of `reloadSections(_:with:)` (declared `open` in the class).
    func reloadSectionsNow(_ sections: IndexSet, with animation: RowAnimation) {
        change(animation) { $0.reloadSections(sections) }
    }

    /// The work of `moveSection(_:toSection:)` (declared `open` in the class).
    func moveSectionNow(_ section: Int, toSection newSection: Int) {
        change(.automatic) { $0.moveSection(section, toSection: newSection) }
    }

    /// The work of `performBatchUpdates(_:completion:)` (declared `open` in the class).
    func performBatchUpdatesNow(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
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

    /// The work of `beginUpdates()` (declared `open` in the class).
    func beginUpdatesNow() {
        pendingUpdates.depth += 1
    }

    /// The work of `endUpdates()` (declared `open` in the class).
    func endUpdatesNow() {
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
