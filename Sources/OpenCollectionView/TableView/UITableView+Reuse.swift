/// Registering cell and header-footer classes and dequeuing reusable views; the queues are the inner collection
/// view's.
extension UITableView {
    /// `register(_:forCellReuseIdentifier:)`: hands the class to the rows' collection view, or reports one that is
    /// not a table cell.
    func registerCellClass(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass, !(cellClass is UITableViewCell.Type) {
            OpenCollectionViewDiagnostics.report(
                .invalidReuse, "\(cellClass) registered for identifier \(identifier) is not a UITableViewCell")
            return
        }
        contentCollectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`: registers the class for headers and footers of the rows'
    /// collection view, or reports one that is not a header-footer view.
    func registerHeaderFooterClass(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let aClass, !(aClass is UITableViewHeaderFooterView.Type) {
            OpenCollectionViewDiagnostics.report(
                .invalidReuse,
                "\(aClass) registered for identifier \(identifier) is not a UITableViewHeaderFooterView")
            return
        }
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            contentCollectionView.register(aClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// A cell for the row at `indexPath`: a reused one (after `prepareForReuse()`) or a new one of the registered
    /// class. An unregistered identifier is reported (UIKit raises) and answered with a default cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = contentCollectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        if let cell = cell as? UITableViewCell { return cell }
        OpenCollectionViewDiagnostics.report(
            .invalidReuse, "the cell dequeued for identifier \(identifier) is not a UITableViewCell")
        let replacement = UITableViewCell(style: .default, reuseIdentifier: identifier)
        replacement.owningCollectionView = contentCollectionView
        return replacement
    }

    /// A reused cell of `identifier`, a new one of the registered class, or `nil` when none is queued and no class
    /// is registered (the caller then makes one with `init(style:reuseIdentifier:)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let collectionView = contentCollectionView
        if let indexPath = adapter.rowBeingConfigured,
            collectionView.reuse.cellClasses[identifier] != nil || !queue(identifier).isEmpty
        {
            return dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
        let key = ReuseKey(category: .cell, kind: nil, identifier: identifier)
        if let reused = collectionView.reuse.dequeue(key) as? UITableViewCell {
            reused.prepareForReuse()
            reused.owningCollectionView = collectionView
            reused.setNeedsUpdateConfiguration()
            return reused
        }
        guard let cellClass = collectionView.reuse.cellClasses[identifier] as? UITableViewCell.Type else { return nil }
        let made = collectionView.makeRegisteredView(key, registered: cellClass, frame: .zero)
        guard let cell = made as? UITableViewCell else { return nil }
        cell.owningCollectionView = collectionView
        return cell
    }

    private func queue(_ identifier: String) -> [UICollectionReusableView] {
        contentCollectionView.reuse.queues[ReuseKey(category: .cell, kind: nil, identifier: identifier)]?.views ?? []
    }

    /// A reused or new header-footer view of `identifier`, or `nil` when none is queued and no class is
    /// registered.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let collectionView = contentCollectionView
        if let (kind, indexPath) = adapter.boundaryBeingConfigured,
            collectionView.reuse.supplementaryClasses[kind]?[identifier] != nil
        {
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
            if let view = view as? UITableViewHeaderFooterView { return view }
        }
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            let key = ReuseKey(category: .supplementaryView, kind: kind, identifier: identifier)
            if let reused = collectionView.reuse.dequeue(key) as? UITableViewHeaderFooterView {
                reused.prepareForReuse()
                reused.owningCollectionView = collectionView
                return reused
            }
        }
        let registered = collectionView.reuse.supplementaryClasses[UICollectionView.elementKindSectionHeader]?[
            identifier]
        guard let viewClass = registered as? UITableViewHeaderFooterView.Type else { return nil }
        let key = ReuseKey(
            category: .supplementaryView, kind: UICollectionView.elementKindSectionHeader, identifier: identifier)
        let made = collectionView.makeRegisteredView(key, registered: viewClass, frame: .zero)
        guard let view = made as? UITableViewHeaderFooterView else { return nil }
        view.owningCollectionView = collectionView
        return view
    }
}
