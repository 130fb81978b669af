/// Names one of the two views of a transition, for `view(forKey:)` of a transition coordinator's context
/// (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller shown when the transition starts.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller shown when the transition ends.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
