/// How important an item is within its focus group; the visible item with the highest priority is the group's
/// primary item, where focus lands when it enters the group (UIKit's `UIFocusGroupPriority`, with its values).
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Creates a priority with the given value.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The lowest priority, every item's by default.
    public static let ignored = UIFocusGroupPriority(0)
    /// The priority the system gives the item last focused in its group.
    public static let previouslyFocused = UIFocusGroupPriority(1000)
    /// An item more important than the others.
    public static let prioritized = UIFocusGroupPriority(2000)
    /// The focused item's priority, the highest possible.
    public static let currentlyFocused = UIFocusGroupPriority(Int.max)

    public static func < (lhs: UIFocusGroupPriority, rhs: UIFocusGroupPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
