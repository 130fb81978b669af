/// Finding the views, index paths and attributes of elements.
extension UICollectionView {
    /// The cells on screen (`visibleCells`, which subclasses may override, is in the class).
    var visibleCellsOnScreen: [UICollectionViewCell] {
        let gap = dropGapIndexPath
        return visible.views.compactMap { key, view in
            key.category == .cell && key.indexPath != gap ? view as? UICollectionViewCell : nil
        }
    }

    /// The index paths of the items on screen, sorted.
    var visibleItemIndexPaths: [IndexPath] {
        let gap = dropGapIndexPath
        return visible.views.keys.compactMap { $0.category == .cell && $0.indexPath != gap ? $0.indexPath : nil }
            .sorted()
    }

    /// The cell on screen for the item at `indexPath`, or `nil` when it is not visible.
    func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard indexPath != dropGapIndexPath else { return nil }
        return visible.views[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The supplementary view of `elementKind` on screen at `indexPath`.
    func visibleSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visible.views[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visible.views.compactMap { key, view in
            key.category == .supplementaryView && key.kind == elementKind ? view : nil
        }
    }

    /// The index paths of the supplementary views of `elementKind` on screen, sorted.
    func visibleSupplementaryIndexPaths(ofKind elementKind: String) -> [IndexPath] {
        visible.views.keys.compactMap {
            $0.category == .supplementaryView && $0.kind == elementKind ? $0.indexPath : nil
        }
        .sorted()
    }

    /// The index path of the item whose frame contains `point` (collection-view coordinates), front-most first.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (displayedAttributes(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The index path of a cell on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let indexPath = cell.appliedAttributes?.indexPath,
            visible.views[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] === cell
        else { return nil }
        return indexPath
    }

    /// The index path of a supplementary view on screen.
    public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        guard let attributes = supplementaryView.appliedAttributes,
            visible.views[attributes.elementKey] === supplementaryView
        else { return nil }
        return attributes.indexPath
    }

    /// The layout's attributes for the item at `indexPath`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return displayedAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary element of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return displayedAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
}
