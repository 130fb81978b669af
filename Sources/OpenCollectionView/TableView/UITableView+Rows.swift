/// Finding rows, cells and headers, scrolling to rows, and selecting them from code.
extension UITableView {
    // MARK: Cells and index paths

    /// The cell showing the row at `indexPath`, or `nil` when the row is not on screen.
    func visibleCell(forRow indexPath: IndexPath) -> UITableViewCell? {
        contentCollectionView.updateVisibleRowsIfReloadPending()
        return contentCollectionView.cellForItem(at: indexPath) as? UITableViewCell
    }

    /// The index path of the row `cell` shows, or `nil` when it shows none.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { contentCollectionView.indexPath(for: cell) }

    /// The index path of the row at `point` (in the table's coordinates, which are content coordinates).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { contentCollectionView.indexPathForItem(at: point) }

    /// The rows whose frames meet `rect`, in index-path order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let layout = contentCollectionView.collectionViewLayout
        contentCollectionView.prepareLayoutIfNeeded()
        return (layout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .map(\.indexPath)
            .sorted()
    }

    /// The cells on screen, in index-path order.
    var visibleCellsOnScreen: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { cellForRow(at: $0) } ?? []
    }

    /// The index paths of the rows on screen, in order.
    var visibleRowIndexPaths: [IndexPath]? {
        contentCollectionView.updateVisibleRowsIfReloadPending()
        return contentCollectionView.indexPathsForVisibleItems.sorted()
    }

    /// The frame of the row at `indexPath`, in the table's coordinates.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        contentCollectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The area `section` takes — its header, rows and footer, with the spacing around them — in the table's
    /// coordinates, as wide as the table (`.zero` for a section the table does not have).
    func sectionRect(_ section: Int) -> CGRect {
        contentCollectionView.prepareLayoutIfNeeded()
        guard let layout = contentCollectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.solved.indices.contains(section)
        else { return .zero }
        // The solved section's extent along y includes its header, content insets and footer, unpinned.
        let solved = layout.solved[section]
        return CGRect(x: 0, y: solved.start, width: bounds.width, height: solved.end - solved.start)
    }

    /// The frame of `section`'s header, in the table's coordinates (`.zero` when it has none).
    public func rectForHeader(inSection section: Int) -> CGRect {
        contentCollectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The frame of `section`'s footer, in the table's coordinates (`.zero` when it has none).
    public func rectForFooter(inSection section: Int) -> CGRect {
        contentCollectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame ?? .zero
    }

    /// The header view of `section` when it is on screen and is a `UITableViewHeaderFooterView`.
    func visibleHeaderView(forSection section: Int) -> UITableViewHeaderFooterView? {
        boundaryView(UICollectionView.elementKindSectionHeader, section)
    }

    /// The footer view of `section` when it is on screen and is a `UITableViewHeaderFooterView`.
    func visibleFooterView(forSection section: Int) -> UITableViewHeaderFooterView? {
        boundaryView(UICollectionView.elementKindSectionFooter, section)
    }

    private func boundaryView(_ kind: String, _ section: Int) -> UITableViewHeaderFooterView? {
        contentCollectionView.updateVisibleRowsIfReloadPending()
        let view = contentCollectionView.supplementaryView(
            forElementKind: kind, at: IndexPath(item: 0, section: section))
        return view as? UITableViewHeaderFooterView
            ?? (view as? TableHeaderFooterContainer)?.hostedView as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least movement that shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position: UICollectionView.ScrollPosition
        switch scrollPosition {
        case .top: position = .top
        case .middle: position = .centeredVertically
        case .bottom: position = .bottom
        case .none:
            contentCollectionView.layoutIfNeeded()
            contentCollectionView.scrollRectToVisible(rectForRow(at: indexPath), animated: animated)
            return
        }
        contentCollectionView.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    // MARK: Selection

    /// The selected row (the first selected, with several), or `nil`.
    public var indexPathForSelectedRow: IndexPath? { contentCollectionView.indexPathsForSelectedItems?.first }

    /// The selected rows in selection order, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let selected = contentCollectionView.indexPathsForSelectedItems ?? []
        return selected.isEmpty ? nil : selected
    }

    /// Selects the row at `indexPath` (or clears the selection for `nil`) without calling the delegate, and
    /// scrolls it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        contentCollectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if let indexPath, scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row at `indexPath` without calling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        contentCollectionView.deselectItem(at: indexPath, animated: animated)
    }
}
