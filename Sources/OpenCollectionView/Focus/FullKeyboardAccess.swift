/// Full Keyboard Access (iOS: Settings → Accessibility → Keyboards): every control and item reachable and operable
/// from a hardware keyboard. iOS moves an accessibility cursor over the elements; here the window's focus system
/// does the moving, and with the setting on its items include every enabled control (buttons, bar buttons,
/// switches, sliders, steppers, segmented and page controls) and every collection and table view item, whatever
/// `allowsFocus` says. Space and Return activate the focused control as VoiceOver's double tap does, and the arrow
/// keys adjust the one that has a value (`KeyboardAdjustable`). The web host turns it on: on the web every keyboard
/// user needs it (see `docs/Deviations.md`).
extension UIWindowScene {
    /// Whether Full Keyboard Access is on for the scene (default `false`, as on a device where the setting is off).
    @_spi(Host) public var isFullKeyboardAccessEnabled: Bool {
        get { keyboardAccessEnabled }
        set { keyboardAccessEnabled = newValue }
    }
}

extension UIView {
    /// Whether the view's scene has Full Keyboard Access on.
    var isUnderFullKeyboardAccess: Bool { window?.windowScene?.keyboardAccessEnabled ?? false }
}

/// A control whose value the arrow keys change while it has focus under Full Keyboard Access, as VoiceOver's swipes
/// up and down adjust it: a slider, a stepper, a segmented or page control.
@MainActor
protocol KeyboardAdjustable: UIControl {
    /// Moves the value one step up (`by: 1`) or down (`by: -1`); answers whether anything could change.
    func adjustFromKeyboard(by step: Int) -> Bool
}

extension UIControl {
    /// Space or Return on the focused control: `accessibilityActivate()`, else a touch down and up at its centre, as
    /// VoiceOver's double tap and Full Keyboard Access's activation do, so the control runs its own touch handling
    /// (a switch flips, a bar button runs its action, a button shows its menu).
    func activateFromKeyboard() {
        guard isEnabled, !accessibilityActivate(), let window else { return }
        let center = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
        window.tapForActivation(at: center, touchID: Self.keyboardActivationTouchID)
    }

    /// The touch id of keyboard activations (apart from any host's pointer ids and VoiceOver's).
    private static let keyboardActivationTouchID = -27
}

/// Under Full Keyboard Access the arrow keys move the thumb by a tenth of the range, as VoiceOver's swipes do.
extension UISlider: KeyboardAdjustable {
    func adjustFromKeyboard(by step: Int) -> Bool {
        if step > 0 { accessibilityIncrement() } else { accessibilityDecrement() }
        return true
    }
}

/// Under Full Keyboard Access the arrow keys move to the next or previous page, as VoiceOver's swipes do.
extension UIPageControl: KeyboardAdjustable {
    func adjustFromKeyboard(by step: Int) -> Bool {
        if step > 0 { accessibilityIncrement() } else { accessibilityDecrement() }
        return true
    }
}
