/// Where one rectangle sits against another: along an edge, at a corner, or nowhere in particular.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Along the top edge.
    case top
    /// At the top-leading corner.
    case topLeading
    /// Along the leading edge.
    case leading
    /// At the bottom-leading corner.
    case bottomLeading
    /// Along the bottom edge.
    case bottom
    /// At the bottom-trailing corner.
    case bottomTrailing
    /// Along the trailing edge.
    case trailing
    /// At the top-trailing corner.
    case topTrailing
}
