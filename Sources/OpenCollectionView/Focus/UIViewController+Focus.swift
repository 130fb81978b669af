/// View controllers are focus environments: the overridable members are declared in `UIViewController`.
extension UIViewController: UIFocusEnvironment {
    /// The environment containing the controller: its view's superview, or its parent.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview ?? parent }

    /// Asks for a focus update, to run at `updateFocusIfNeeded()`, when the controller contains the focused item.
    public func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.setNeedsFocusUpdate(in: self) }

    /// Runs a pending focus update now.
    public func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }
}
