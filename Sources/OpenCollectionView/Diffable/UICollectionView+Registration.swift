extension UICollectionView {
    /// A cell class and its configuration for items of one type (iOS 14): dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`; the class is registered on first use.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let reuseIdentifier = "CellRegistration-\(UUID().uuidString)"
        let handler: Handler

        /// Creates a registration.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class, its element kind and its configuration (iOS 14).
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view.
        public typealias Handler =
            @MainActor (
                _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
            ) -> Void

        /// The element kind the registration is for.
        public let elementKind: String
        let reuseIdentifier = "SupplementaryRegistration-\(UUID().uuidString)"
        let handler: Handler

        /// Creates a registration for views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Dequeues a cell of the registration's class and configures it for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if reuse.cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            OpenCollectionViewDiagnostics.report(
                .invalidReuse, "the cell dequeued for a \(Cell.self) registration is a \(type(of: dequeued))")
            return Cell(reuseFrame: dequeued.frame)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Dequeues a supplementary view of the registration's class and kind and configures it.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if reuse.supplementaryClasses[registration.elementKind]?[registration.reuseIdentifier] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            return Supplementary(reuseFrame: dequeued.frame)
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
