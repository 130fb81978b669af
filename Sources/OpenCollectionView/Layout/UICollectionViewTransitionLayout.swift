/// A layout between two layouts: every element's attributes interpolated between the current and the next layout
/// by `transitionProgress` (0 shows the current layout, 1 the next), for interactive layout transitions.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends in.
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// Creates a transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// How far the transition has come (0 … 1); changing it invalidates the layout.
    open var transitionProgress: CGFloat = 0 { didSet { invalidateLayout() } }

    /// Stores a value the app interpolates along with the transition.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// A value stored with `updateValue(_:forAnimatedKey:)` (0 when unset).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    open override func prepare() {
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var seen = Set<ElementKey>()
        var result: [UICollectionViewLayoutAttributes] = []
        let elements =
            (currentLayout.layoutAttributesForElements(in: rect) ?? [])
            + (nextLayout.layoutAttributesForElements(in: rect) ?? [])
        for attributes in elements where seen.insert(attributes.elementKey).inserted {
            if let blended = interpolated(attributes.elementKey) { result.append(blended) }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolated(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        interpolated(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    private func attributes(of key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes?
    {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func interpolated(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        let from = attributes(of: key, in: currentLayout)
        let to = attributes(of: key, in: nextLayout)
        guard let base = (to ?? from)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        let start = from ?? to!
        let end = to ?? from!
        base.center = CGPoint(x: mix(start.center.x, end.center.x), y: mix(start.center.y, end.center.y))
        base.size = CGSize(
            width: mix(start.size.width, end.size.width), height: mix(start.size.height, end.size.height))
        base.alpha = mix(from?.alpha ?? 0, to?.alpha ?? 0)
        base.zIndex = transitionProgress < 0.5 ? start.zIndex : end.zIndex
        return base
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }
}
