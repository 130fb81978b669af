/// Edge insets that follow the layout direction: `leading` and `trailing` instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets for each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All-zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// All-zero insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets in left/right terms for a left-to-right layout (the only direction this library lays out).
    public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
