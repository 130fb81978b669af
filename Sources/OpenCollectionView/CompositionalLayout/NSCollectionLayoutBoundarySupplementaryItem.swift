/// A header or footer of a compositional layout section (or of the whole layout): a supplementary item aligned to
/// an edge or corner of its section, which can extend the section's boundary and pin to the visible bounds.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner of the section the item aligns to.
    public let alignment: NSRectAlignment
    /// How far the item is moved from its aligned position.
    public let offset: CGPoint
    /// Whether the item takes room along the scroll axis so the section's content starts after it (default
    /// `true`); when `false` it overlaps the content.
    open var extendsBoundary = true
    /// Whether the item stays in view while its section is on screen (default `false`).
    open var pinToVisibleBounds = false

    /// Creates a boundary item of `layoutSize` and `elementKind` aligned to `alignment` of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item aligned to `alignment` of its section and moved by `absoluteOffset` points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(
                edges: Self.edges(for: alignment), absoluteOffset: absoluteOffset),
            itemAnchor: nil)
    }

    /// Returns a copy with the same size, kind, alignment, offset and behaviour.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
        copy.contentInsets = contentInsets
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }

    /// The edges an alignment anchors to.
    nonisolated static func edges(for alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
