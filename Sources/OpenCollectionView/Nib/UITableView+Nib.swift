/// Registering nibs for rows and headers and footers: they go to the rows' collection view with the table's cell
/// classes as placeholders, so dequeuing finds them as it finds registered classes.
extension UITableView {
    func registerCellNib(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        contentCollectionView.registerCellClass(
            nib == nil ? nil : UITableViewCell.self, forCellWithReuseIdentifier: identifier)
        if let nib {
            contentCollectionView.reuse.nibs[ReuseKey(category: .cell, kind: nil, identifier: identifier)] = nib
        }
    }

    func registerHeaderFooterNib(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            contentCollectionView.registerSupplementaryNib(
                nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier,
                placeholder: UITableViewHeaderFooterView.self)
        }
    }
}
