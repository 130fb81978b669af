/// Where a supplementary item (a badge, say) attaches to its container: the edges it aligns with, moved by an
/// absolute offset in points or a fractional offset in units of the supplementary item's own size.
///
/// With `[.top, .trailing]` and a fractional offset of `(0.3, -0.3)`, a 20 × 20 badge's top-trailing corner sits on
/// the item's top-trailing corner moved 6 points right and 6 points up (Apple's badge sample).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges aligned.
    public let edges: NSDirectionalRectEdge
    /// The offset: points when `isAbsoluteOffset`, fractions of the supplementary item's size when
    /// `isFractionalOffset`.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool

    /// Whether `offset` is in units of the supplementary item's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges` moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    /// An anchor on `edges` moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    /// Returns an equal anchor (anchors are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The anchor's point on `rect`: per axis the anchored edge (the middle when neither or both edges of the axis
    /// are anchored), moved by the offset (fractional offsets count in units of `elementSize`).
    func point(in rect: CGRect, elementSize: CGSize) -> CGPoint {
        let leading = edges.contains(.leading)
        let trailing = edges.contains(.trailing)
        let top = edges.contains(.top)
        let bottom = edges.contains(.bottom)
        let x = leading == trailing ? rect.midX : (leading ? rect.minX : rect.maxX)
        let y = top == bottom ? rect.midY : (top ? rect.minY : rect.maxY)
        let dx = isAbsoluteOffset ? offset.x : offset.x * elementSize.width
        let dy = isAbsoluteOffset ? offset.y : offset.y * elementSize.height
        return CGPoint(x: x + dx, y: y + dy)
    }
}
