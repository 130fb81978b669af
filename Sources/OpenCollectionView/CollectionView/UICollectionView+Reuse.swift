/// Registering view classes and dequeuing reusable cells and supplementary views.
extension UICollectionView {
    /// `register(_:forCellWithReuseIdentifier:)`: records the cell class, or reports one that is not a cell.
    func registerCellClass(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        if !reuse.nibs.isEmpty { reuse.nibs[ReuseKey(category: .cell, kind: nil, identifier: identifier)] = nil }
        guard let cellClass else {
            reuse.cellClasses[identifier] = nil
            return
        }
        guard let viewClass = cellClass as? UICollectionViewCell.Type else {
            OpenCollectionViewDiagnostics.report(
                .invalidReuse, "\(cellClass) registered for identifier \(identifier) is not a UICollectionViewCell")
            return
        }
        reuse.cellClasses[identifier] = viewClass
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: records the view class, or reports one that is
    /// not a reusable view.
    func registerSupplementaryClass(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        if !reuse.nibs.isEmpty {
            reuse.nibs[ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier)] = nil
        }
        guard let viewClass else {
            reuse.supplementaryClasses[elementKind]?[identifier] = nil
            return
        }
        guard let reusableClass = viewClass as? UICollectionReusableView.Type else {
            OpenCollectionViewDiagnostics.report(
                .invalidReuse,
                "\(viewClass) registered for kind \(elementKind), identifier \(identifier) is not a "
                    + "UICollectionReusableView")
            return
        }
        reuse.supplementaryClasses[elementKind, default: [:]][identifier] = reusableClass
    }

    /// A cell for the item at `indexPath`: one from the queue of `identifier` (after `prepareForReuse()`), or a
    /// new one of the registered class. An unregistered identifier is reported (UIKit raises) and answered with a
    /// plain cell, so nothing crashes.
    public func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        if let cell = batchUpdates.reconfiguringCell, cell.reuseIdentifier == identifier { return cell }
        let view = dequeue(
            ReuseKey(category: .cell, kind: nil, identifier: identifier), registered: reuse.cellClasses[identifier],
            kindName: "UICollectionElementKindCell", indexPath: indexPath)
        if let cell = view as? UICollectionViewCell { return cell }
        OpenCollectionViewDiagnostics.report(
            .invalidReuse, "the view dequeued for identifier \(identifier) is not a UICollectionViewCell")
        return UICollectionViewCell(frame: view.frame)
    }

    /// A supplementary view of `elementKind` for `indexPath`, from the queue of `identifier` or newly made.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(
            ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier),
            registered: reuse.supplementaryClasses[elementKind]?[identifier], kindName: elementKind,
            indexPath: indexPath)
    }

    private func dequeue(
        _ key: ReuseKey, registered: UICollectionReusableView.Type?, kindName: String, indexPath: IndexPath
    ) -> UICollectionReusableView {
        let attributes = visible.attributesBeingDisplayed.flatMap { $0.indexPath == indexPath ? $0 : nil }
        let view: UICollectionReusableView
        if let reused = reuse.dequeue(key) {
            view = reused
            view.prepareForReuse()
        } else {
            var viewClass = registered
            if viewClass == nil {
                OpenCollectionViewDiagnostics.report(
                    .invalidReuse,
                    "could not dequeue a view of kind: \(kindName) with identifier \(key.identifier) - must register "
                        + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
                viewClass = key.category == .cell ? UICollectionViewCell.self : UICollectionReusableView.self
            }
            view = makeRegisteredView(key, registered: viewClass!, frame: attributes?.frame ?? .zero)
        }
        view.owningCollectionView = self
        (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
        if let attributes { applyLayoutAttributes(attributes, to: view) }
        return view
    }

    /// A decoration view of the kind in `attributes`, from its queue or made from the layout's registration.
    func dequeueDecorationView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let kind = attributes.representedElementKind ?? ""
        let key = ReuseKey(category: .decorationView, kind: kind, identifier: kind)
        if let reused = reuse.dequeue(key) {
            reused.prepareForReuse()
            return reused
        }
        guard let viewClass = layoutStorage.decorationClasses[kind] else {
            OpenCollectionViewDiagnostics.report(
                .invalidReuse,
                "could not dequeue a view of kind: \(kind) with identifier \(kind) - the layout must register a "
                    + "class for the decoration view kind")
            return nil
        }
        let view = viewClass.init(reuseFrame: attributes.frame)
        view.reuseIdentifier = kind
        return view
    }

    /// Puts a view that left the screen in its reuse queue.
    func enqueue(_ view: UICollectionReusableView, category: ElementCategory, kind: String?) {
        guard let identifier = view.reuseIdentifier else { return }
        reuse.enqueue(view, for: ReuseKey(category: category, kind: kind, identifier: identifier))
    }
}
