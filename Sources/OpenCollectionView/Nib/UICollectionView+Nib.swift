/// Registering nibs for cells and supplementary views: the registry keeps the nib beside a placeholder class, and a
/// dequeue that finds its queue empty instantiates the nib (reused views are never made again).
extension UICollectionView {
    func registerCellNib(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCellClass(nib == nil ? nil : UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
        if let nib { reuse.nibs[ReuseKey(category: .cell, kind: nil, identifier: identifier)] = nib }
    }

    func registerSupplementaryNib(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
        placeholder: UICollectionReusableView.Type = UICollectionReusableView.self
    ) {
        registerSupplementaryClass(
            nib == nil ? nil : placeholder, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        if let nib { reuse.nibs[ReuseKey(category: .supplementaryView, kind: kind, identifier: identifier)] = nib }
    }

    /// A new view for `key`: the first top-level view of the registered nib that is a `registered` (the
    /// placeholder class), or an instance of `registered` when no nib is registered or the nib has no such view
    /// (reported).
    func makeRegisteredView(
        _ key: ReuseKey, registered: UICollectionReusableView.Type, frame: CGRect
    ) -> UICollectionReusableView {
        if !reuse.nibs.isEmpty, let nib = reuse.nibs[key] {
            let objects = nib.instantiate(withOwner: nil)
            if let view = objects.lazy.compactMap({ $0 as? UICollectionReusableView }).first(where: {
                type(of: $0) == registered || Self.isKind($0, of: registered)
            }) {
                if objects.count > 1 {
                    OpenCollectionViewDiagnostics.report(
                        .invalidNib,
                        "\(nib.fileName): a nib registered for identifier \(key.identifier) must contain exactly one "
                            + "top-level object, a \(registered); it has \(objects.count)")
                }
                view.reuseIdentifier = key.identifier
                return view
            }
            OpenCollectionViewDiagnostics.report(
                .invalidNib,
                "\(nib.fileName): the nib registered for identifier \(key.identifier) has no top-level \(registered)")
        }
        let view = registered.init(reuseFrame: frame)
        view.reuseIdentifier = key.identifier
        return view
    }

    private static func isKind(_ view: UICollectionReusableView, of base: UICollectionReusableView.Type) -> Bool {
        var current: AnyClass? = type(of: view)
        while let type = current {
            if type == base { return true }
            current = _getSuperclass(type)
        }
        return false
    }
}
