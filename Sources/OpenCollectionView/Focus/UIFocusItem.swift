/// An object that can take focus (UIKit's `UIFocusItem`): a view, or a custom item in a view.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// The item's frame, in its parent environment's view's coordinates (a view's `frame`).
    var frame: CGRect { get }
    /// Whether the item has focus.
    var isFocused: Bool { get }
    /// How the item shows that it has focus (`nil`: the system's halo).
    var focusEffect: UIFocusEffect? { get }
    /// The item's importance in its focus group.
    var focusGroupPriority: UIFocusGroupPriority { get }
}

extension UIFocusItem {
    /// Default: the system's halo.
    public var focusEffect: UIFocusEffect? { nil }
    /// Default: `ignored`.
    public var focusGroupPriority: UIFocusGroupPriority { .ignored }
}
