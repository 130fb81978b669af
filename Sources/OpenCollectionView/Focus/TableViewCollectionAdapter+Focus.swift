/// The table view's inner collection view passes its focus questions and news to the table's delegate.
extension TableViewCollectionAdapter {
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        guard let tableView, let delegate = tableView.tableDelegate else {
            ImplementationProbe.markDefault()
            return collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
        }
        return delegate.tableView(tableView, canFocusRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        guard let tableView, let delegate = tableView.tableDelegate else { return true }
        return delegate.tableView(tableView, shouldUpdateFocusIn: UITableViewFocusUpdateContext(context))
    }

    func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        guard let tableView, let delegate = tableView.tableDelegate else { return }
        delegate.tableView(tableView, didUpdateFocusIn: UITableViewFocusUpdateContext(context), with: coordinator)
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        guard let tableView else { return nil }
        return tableView.tableDelegate?.indexPathForPreferredFocusedView(in: tableView)
    }

    func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        guard let tableView, let delegate = tableView.tableDelegate else { return collectionView.selectionFollowsFocus }
        return delegate.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }
}
