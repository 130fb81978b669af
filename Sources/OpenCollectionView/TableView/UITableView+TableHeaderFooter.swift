/// The table header and footer views: layout-wide boundary items of the rows' compositional layout, above the
/// first section and below the last, full width, as tall as the view's frame.
extension UITableView {
    /// The element kind of the table header view in the rows' collection view.
    static let tableHeaderKind = "UITableView.tableHeaderView"
    /// The element kind of the table footer view in the rows' collection view.
    static let tableFooterKind = "UITableView.tableFooterView"

    /// Whether `kind` is the table header's or footer's element kind.
    static func isTableBoundaryKind(_ kind: String) -> Bool { kind == tableHeaderKind || kind == tableFooterKind }

    /// The table header or footer view shown as the element of `kind`, if it is one of theirs.
    func tableBoundaryView(ofKind kind: String) -> UIView? {
        switch kind {
        case Self.tableHeaderKind: tableHeaderView
        case Self.tableFooterKind: tableFooterView
        default: nil
        }
    }

    /// A header or footer view was set: the layout gets boundary items of the views' current heights.
    func tableBoundaryViewsDidChange(old: UIView?, new: UIView?) {
        if let old, old !== new, old.superview is TableHeaderFooterContainer { old.removeFromSuperview() }
        for kind in [Self.tableHeaderKind, Self.tableFooterKind] {
            for case let container as TableHeaderFooterContainer
                in contentCollectionView.visibleSupplementaryViews(ofKind: kind)
            {
                container.hostedView = tableBoundaryView(ofKind: kind)
            }
        }
        guard let layout = contentCollectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else {
            return
        }
        let configuration =
            layout.configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration
            ?? UICollectionViewCompositionalLayoutConfiguration()
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if let tableHeaderView {
            items.append(Self.tableBoundaryItem(Self.tableHeaderKind, height: tableHeaderView.frame.height, .top))
        }
        if let tableFooterView {
            items.append(Self.tableBoundaryItem(Self.tableFooterKind, height: tableFooterView.frame.height, .bottom))
        }
        configuration.boundarySupplementaryItems = items
        layout.configuration = configuration
        contentCollectionView.setNeedsLayout()
        setNeedsLayout()
    }

    private static func tableBoundaryItem(
        _ kind: String, height: CGFloat, _ alignment: NSRectAlignment
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(max(height, 0))),
            elementKind: kind, alignment: alignment)
    }
}
