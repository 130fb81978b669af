/// The data source and delegate of a table view's inner collection view: it answers the collection view's
/// questions with the table's data source and delegate, in the table's terms — rows for items, `willSelectRowAt`
/// for `shouldSelectItemAt`, header titles and views for supplementary views — and passes on the scroll-view
/// events with the table as the scroll view.
@MainActor
final class TableViewCollectionAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var tableView: UITableView?

    /// The row whose cell the data source is being asked for (a dequeue without an index path uses it).
    private(set) var rowBeingConfigured: IndexPath?
    /// The header or footer whose view is being asked for.
    private(set) var boundaryBeingConfigured: (kind: String, indexPath: IndexPath)?
    /// Header and footer views the delegate gave while the layout asked which sections have them, by kind and
    /// section, handed out when the collection view asks for the view.
    private var probedViews: [String: [Int: UIView]] = [:]

    // MARK: Counts and cells

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let tableView, let dataSource = tableView.dataSource else { return 0 }
        return dataSource.numberOfSections(in: tableView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let tableView, let dataSource = tableView.dataSource else { return 0 }
        return dataSource.tableView(tableView, numberOfRowsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard let tableView, let dataSource = tableView.dataSource else { return UITableViewCell(frame: .zero) }
        rowBeingConfigured = indexPath
        defer { rowBeingConfigured = nil }
        let cell = dataSource.tableView(tableView, cellForRowAt: indexPath)
        cell.owningCollectionView = collectionView
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = UITableViewCell.unreusedIdentifier }
        tableView.configureEditingControls(of: cell, at: indexPath)
        return cell
    }

    // MARK: Headers and footers

    /// Whether `section` has a header (or footer, by `kind`): a title from the data source or a view from the
    /// delegate. A view is kept for when the collection view asks for it.
    func hasBoundary(_ kind: String, in section: Int) -> Bool {
        if title(kind, in: section) != nil { return true }
        if probedViews[kind]?[section] != nil { return true }
        guard let view = delegateView(kind, in: section) else { return false }
        probedViews[kind, default: [:]][section] = view
        return true
    }

    /// Forgets the probed views (a reload, or the delegate changed).
    func forgetProbedViews() { probedViews.removeAll() }

    private func title(_ kind: String, in section: Int) -> String? {
        guard let tableView, let dataSource = tableView.dataSource else { return nil }
        return kind == UICollectionView.elementKindSectionHeader
            ? dataSource.tableView(tableView, titleForHeaderInSection: section)
            : dataSource.tableView(tableView, titleForFooterInSection: section)
    }

    private func delegateView(_ kind: String, in section: Int) -> UIView? {
        guard let tableView, let delegate = tableView.tableDelegate else { return nil }
        boundaryBeingConfigured = (kind, IndexPath(item: 0, section: section))
        defer { boundaryBeingConfigured = nil }
        return kind == UICollectionView.elementKindSectionHeader
            ? delegate.tableView(tableView, viewForHeaderInSection: section)
            : delegate.tableView(tableView, viewForFooterInSection: section)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if UITableView.isTableBoundaryKind(kind) {
            return hostingContainer(for: tableView?.tableBoundaryView(ofKind: kind), kind, indexPath, collectionView)
        }
        let section = indexPath.section
        let view = probedViews[kind]?.removeValue(forKey: section) ?? delegateView(kind, in: section)
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooter.owningCollectionView = collectionView
            return headerFooter
        }
        if let view { return hostingContainer(for: view, kind, indexPath, collectionView) }
        let titled = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: UITableViewHeaderFooterView.titleReuseIdentifier, for: indexPath)
        (titled as? UITableViewHeaderFooterView)?.textLabel?.text = title(kind, in: section)
        return titled
    }

    /// A container showing `view` (any view) as the supplementary element of `kind`.
    private func hostingContainer(
        for view: UIView?, _ kind: String, _ indexPath: IndexPath, _ collectionView: UICollectionView
    ) -> UICollectionReusableView {
        let container =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TableHeaderFooterContainer.reuseIdentifier, for: indexPath)
            as? TableHeaderFooterContainer ?? TableHeaderFooterContainer(frame: .zero)
        container.hostedView = view
        return container
    }

    // MARK: Moving

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        tableView?.canMoveRow(at: indexPath) ?? false
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let tableView, let dataSource = tableView.dataSource else { return }
        dataSource.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        guard let tableView, let delegate = tableView.tableDelegate else { return proposedIndexPath }
        return delegate.tableView(
            tableView, targetIndexPathForMoveFromRowAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    // MARK: Highlighting and selection

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        guard let tableView, let delegate = tableView.tableDelegate else { return true }
        return delegate.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, didHighlightRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }

    /// `willSelectRowAt`: the same row selects it; another row is selected instead (with `didSelectRowAt`);
    /// `nil` selects nothing. In single selection the row selected before is then deselected through
    /// `willDeselectRowAt` and `didDeselectRowAt`, before `didSelectRowAt`, as in UIKit; where `willDeselectRowAt`
    /// answers `nil` it stays selected beside the new row.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        guard let tableView, let delegate = tableView.tableDelegate else { return true }
        guard let target = delegate.tableView(tableView, willSelectRowAt: indexPath) else { return false }
        let keptOthers = deselectOthers(than: target, collectionView, tableView, delegate)
        guard target != indexPath || keptOthers else { return true }
        collectionView.selection.items.insert(target)
        collectionView.cellForItem(at: target)?.isSelected = true
        delegate.tableView(tableView, didSelectRowAt: target)
        return false
    }

    /// In single selection, deselects the rows selected other than `target` where `willDeselectRowAt` lets it,
    /// calling `didDeselectRowAt` for each; whether any row stayed selected.
    private func deselectOthers(
        than target: IndexPath, _ collectionView: UICollectionView, _ tableView: UITableView,
        _ delegate: any UITableViewDelegate
    ) -> Bool {
        guard !collectionView.currentAllowsMultipleSelection else { return false }
        var kept = false
        for selected in collectionView.indexPathsForSelectedItems ?? [] where selected != target {
            guard let row = delegate.tableView(tableView, willDeselectRowAt: selected) else {
                kept = true
                continue
            }
            collectionView.deselectItem(at: row, animated: true)
            delegate.tableView(tableView, didDeselectRowAt: row)
        }
        return kept
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        guard let tableView, let delegate = tableView.tableDelegate else { return true }
        return delegate.tableView(tableView, willDeselectRowAt: indexPath) == indexPath
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, didSelectRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: Display

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let tableView, let cell = cell as? UITableViewCell else { return }
        tableView.tableDelegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        collectionView.reuse.queues[UITableViewCell.unreusedKey] = nil
        guard let tableView, let cell = cell as? UITableViewCell else { return }
        tableView.tableDelegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let tableView, let delegate = tableView.tableDelegate, !UITableView.isTableBoundaryKind(elementKind)
        else { return }
        let shown = (view as? TableHeaderFooterContainer)?.hostedView ?? view
        if elementKind == UICollectionView.elementKindSectionHeader {
            delegate.tableView(tableView, willDisplayHeaderView: shown, forSection: indexPath.section)
        } else {
            delegate.tableView(tableView, willDisplayFooterView: shown, forSection: indexPath.section)
        }
    }

    // MARK: Scrolling (`scrollViewDidScroll` comes from the table view itself)

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewWillBeginDragging(tableView)
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewWillEndDragging(
            tableView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewDidEndDragging(tableView, willDecelerate: decelerate)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewWillBeginDecelerating(tableView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewDidEndDecelerating(tableView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard let tableView else { return }
        tableView.delegate?.scrollViewDidEndScrollingAnimation(tableView)
    }
}
