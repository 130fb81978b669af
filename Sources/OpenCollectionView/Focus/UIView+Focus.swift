/// The focus properties a view stores once one is set, and the halo it shows while focused.
@MainActor
struct ViewFocusSettings {
    var groupIdentifier: String?
    var effect: UIFocusEffect?
    var groupPriority = UIFocusGroupPriority.ignored
    var halo: FocusHaloView?
}

/// Views are focus items: the overridable members are declared in `UIView`; these complete UIKit's
/// `UIFocusEnvironment` and `UIFocusItem`.
extension UIView: UIFocusItem {
    /// Whether the view has focus.
    public var isFocused: Bool { window?.focusSystemIfCreated?.isFocused(self) ?? false }

    /// The environment containing the view: its view controller when it is one's view, else its superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { owningViewController ?? superview }

    /// Asks for a focus update when the view contains the focused item; it runs at `updateFocusIfNeeded()`,
    /// resolving the view's preferred focus.
    public func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.setNeedsFocusUpdate(in: self) }

    /// Runs a pending focus update now.
    public func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }

    func focusSettings(update: (inout ViewFocusSettings) -> Void) {
        var settings = focusSettings ?? ViewFocusSettings()
        update(&settings)
        focusSettings = settings
    }

    /// Shows the focus ring described by the view's `focusEffect` (the system halo when it has none).
    func installFocusHalo() {
        let effect = focusEffect ?? UIFocusEffect.effect()
        let halo = focusSettings?.halo ?? FocusHaloView()
        halo.configure(for: self, effect: effect as? UIFocusHaloEffect ?? .systemHalo())
        if halo.superview !== self { addSubview(halo) }
        focusSettings(update: { $0.halo = halo })
    }

    /// Takes the focus ring away.
    func removeFocusHalo() {
        guard let halo = focusSettings?.halo else { return }
        halo.removeFromSuperview()
        focusSettings(update: { $0.halo = nil })
    }
}
