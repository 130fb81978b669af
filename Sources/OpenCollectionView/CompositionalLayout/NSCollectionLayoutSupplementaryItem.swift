/// A view attached to an item or a group of a compositional layout (a badge, a frame), anchored to its container
/// and following the index path of the item it is attached to.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked a view for.
    public let elementKind: String
    /// Where the supplementary item attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary item that meets the container's anchor (`nil`: the same edges as
    /// `containerAnchor`, so the item sits inside the container's corner or edge).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order relative to the item (default 1: above the cell).
    open var zIndex = 1

    /// Creates a supplementary item of `layoutSize` and `elementKind` anchored to its container.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item whose `itemAnchor` point meets its container's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: Optional(itemAnchor))
    }

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Returns a copy with the same size, kind, anchors and z-index.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copy.contentInsets = contentInsets
        copy.zIndex = zIndex
        return copy
    }

    /// The frame of this supplementary item of resolved `size` attached to `container`.
    func frame(size: CGSize, in container: CGRect) -> CGRect {
        let containerPoint = containerAnchor.point(in: container, elementSize: size)
        let anchor = itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
        let local = anchor.point(in: CGRect(origin: .zero, size: size), elementSize: size)
        return CGRect(
            x: containerPoint.x - local.x, y: containerPoint.y - local.y, width: size.width, height: size.height)
    }
}
