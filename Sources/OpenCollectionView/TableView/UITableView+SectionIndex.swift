/// The section index: titles from the data source's `sectionIndexTitles(for:)` in a strip at the trailing edge;
/// touching one scrolls the section the data source names for it to the top.
extension UITableView {
    /// Asks the data source for the index titles again (with every reload and update); the index shows only
    /// with at least `sectionIndexMinimumDisplayRowCount` rows.
    func reloadSectionIndexTitles() {
        var titles: [String] = []
        if let dataSource, let given = dataSource.sectionIndexTitles(for: self) {
            let minimum = sectionIndexMinimumDisplayRowCount
            let rows =
                minimum > 0
                ? (0..<dataSource.numberOfSections(in: self)).reduce(0) {
                    $0 + dataSource.tableView(self, numberOfRowsInSection: $1)
                } : 0
            if rows >= minimum { titles = given }
        }
        sectionIndexView.titles = titles
        setNeedsLayout()
    }

    /// Keeps the index strip at the trailing edge of the visible area, between the content insets.
    func layoutSectionIndex() {
        let visible = bounds
        let insets = adjustedContentInset
        let width = TableSectionIndexView.width
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? visible.minX + safeAreaInsets.left
            : visible.maxX - safeAreaInsets.right - width
        let frame = CGRect(
            x: x, y: visible.minY + insets.top, width: width,
            height: max(visible.height - insets.top - insets.bottom, 0))
        if sectionIndexView.frame != frame { sectionIndexView.frame = frame }
        if subviews.last !== sectionIndexView { bringSubviewToFront(sectionIndexView) }
    }

    /// Scrolls to the section of the index title at `index`: its header (or first row) at the top of the visible
    /// area, as far as the content allows.
    func scrollToSectionIndexTitle(at index: Int) {
        let titles = sectionIndexView.titles
        guard let dataSource, titles.indices.contains(index) else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard section >= 0, section < numberOfSections else { return }
        contentCollectionView.layoutIfNeeded()
        var target = rectForHeader(inSection: section)
        if target == .zero, numberOfRows(inSection: section) > 0 {
            target = rectForRow(at: IndexPath(row: 0, section: section))
        }
        let insets = adjustedContentInset
        let maximum = max(contentSize.height + insets.bottom - bounds.height, -insets.top)
        let y = min(max(target.minY - insets.top, -insets.top), maximum)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}
