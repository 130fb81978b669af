/// The directions a focus update can move in (UIKit's `UIFocusHeading`, with its raw values): the arrow keys give
/// up, down, left and right; Tab and Shift-Tab give next and previous.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Toward the top.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Toward the bottom.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Toward the left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Toward the right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// To the next focus group (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// To the previous focus group (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// To the first item.
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// To the last item.
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}
