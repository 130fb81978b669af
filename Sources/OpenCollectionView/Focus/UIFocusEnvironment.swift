/// Something in the focus hierarchy — a view, a view controller, a focus item — that takes part in focus updates:
/// it names where focus should go inside it, may veto an update and hears about each one (UIKit's
/// `UIFocusEnvironment`). Views and view controllers conform.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go inside this environment, most preferred first.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment containing this one (a view's superview or view controller).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// Asks for a focus update when this environment contains the focused item.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether the focus update in `context` may happen; every environment containing the previous or next item
    /// is asked.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved into, out of or within this environment; animations added to `coordinator` run alongside.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group this environment defines, or `nil` to belong to the parent's.
    var focusGroupIdentifier: String? { get }
}

extension UIFocusEnvironment {
    /// Default: no focus group of its own.
    public var focusGroupIdentifier: String? { nil }
}
