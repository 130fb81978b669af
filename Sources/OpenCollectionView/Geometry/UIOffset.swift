/// A horizontal and vertical offset, as UIKit defines it.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// The zero offset.
    public static let zero = UIOffset()
}

/// A two-component vector, as Core Graphics defines it.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
