/// Names one of the two view controllers of a transition, for `viewController(forKey:)` of a transition
/// coordinator's context (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller shown when the transition starts: the one pushed over, popped, presenting or dismissed.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown when the transition ends: the one pushed, revealed by a pop, presented or revealed
    /// by a dismissal.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}
