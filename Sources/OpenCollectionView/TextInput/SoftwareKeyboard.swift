/// The software keyboard of a window scene, as UIKit apps observe it. No keyboard is drawn: its frame is a model
/// that notifications report and keyboard layout guides follow.
///
/// A phone-sized scene (the `.phone` idiom: its shorter side under 600 points) types on a software keyboard, a
/// larger one (an iPad-sized or desktop browser window) on a hardware keyboard, unless the host says otherwise
/// (`HostSession.hasHardwareKeyboard`). With a software keyboard, a first responder that takes text (`UIKeyInput`:
/// a text field, an editable text view, a search bar's field) shows it and resigning hides it. The will-
/// notifications (frame change first, then show or hide) are posted inside the keyboard's animation — 0.25 s on
/// its own curve — so layout the observers change animates with it, as in UIKit, and views constrained to a
/// `keyboardLayoutGuide` move with it; the did-notifications (frame change, then show or hide) follow when it ends.
/// Another text input taking over while the keyboard is up posts the show notifications again with equal begin and
/// end frames, as iOS does. With a hardware keyboard nothing is posted and the guides stay at the safe area's
/// bottom, as on Mac Catalyst.
@MainActor
final class SoftwareKeyboard {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) { self.scene = scene }

    /// The duration UIKit reports for the keyboard's animation (`keyboardAnimationDurationUserInfoKey`).
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit reports for the keyboard's animation: 7, a private curve (`keyboardAnimationCurveUserInfoKey`).
    static let animationCurve = 7

    /// Whether the host says a hardware keyboard is attached; `nil` decides by the scene's size.
    var hardwareKeyboardSetting: Bool? {
        didSet { if oldValue != hardwareKeyboardSetting { update(responderChanged: false) } }
    }

    /// Whether text is typed on the software keyboard.
    var isSoftware: Bool {
        if let hardwareKeyboardSetting { return !hardwareKeyboardSetting }
        return scene.traitCollection.userInterfaceIdiom == .phone
    }

    /// The keyboard's frame in screen coordinates while it is up (its end frame while it animates in), `nil` while
    /// it is hidden.
    private(set) var frame: CGRect?

    /// The did-notifications owed once the running animation ends, and the timer that posts them.
    private var owedDidNotifications: (@MainActor () -> Void)?
    private var owedDidNotificationsTimer: ClockTimer?

    /// The keyboard's height on a screen of `size` whose bottom `bottomInset` points are the home indicator's: the
    /// English keyboard with its QuickType bar, 302 points above that strip in portrait — 336 in all on a 390 × 844
    /// iPhone 12–15 with its 34-point strip, the `keyboardFrameEndUserInfoKey` height iOS 15–17 report there — and
    /// 188 in landscape (209 with the 21-point landscape strip).
    static func height(screen size: CGSize, bottomInset: CGFloat) -> CGFloat {
        (size.height >= size.width ? 302 : 188) + bottomInset
    }

    /// Where the keyboard is when it is up: along the screen's bottom edge, the screen's width.
    private var shownFrame: CGRect {
        let screen = scene.screen.bounds
        let bottomInset = (scene.keyWindow ?? scene.windows.first)?.windowSafeAreaInsets.bottom ?? 0
        let height = min(screen.height, Self.height(screen: screen.size, bottomInset: bottomInset))
        return CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
    }

    /// Shows, moves or hides the keyboard for the scene's first responders, size and keyboard setting.
    /// `responderChanged`: a window's first responder changed, so a keyboard that stays up is shown again.
    func update(responderChanged: Bool) {
        let wanted = isSoftware && scene.windows.contains { !$0.isHidden && $0.firstResponder is any UIKeyInput }
        let end = wanted ? shownFrame : nil
        switch (frame, end) {
        case (nil, nil): return
        case (let begin?, let end?) where begin == end && !responderChanged: return
        default: transition(from: frame, to: end)
        }
    }

    /// Posts the will-notifications inside the keyboard's animation, lays the windows out in it (the guides follow
    /// the new frame), then posts the did-notifications when it ends.
    private func transition(from begin: CGRect?, to end: CGRect?) {
        postOwedDidNotifications()
        guard let shown = end ?? begin else { return }
        let screen = scene.screen.bounds
        let offscreen = CGRect(x: shown.minX, y: screen.maxY, width: shown.width, height: shown.height)
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: begin ?? offscreen,
            UIResponder.keyboardFrameEndUserInfoKey: end ?? offscreen,
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        frame = end
        let showing = end != nil
        let center = NotificationCenter.default
        scene.makeCurrent {
            AnimationContext.run(
                duration: Self.animationDuration, delay: 0, curve: .keyboard,
                changes: {
                    center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
                    center.post(
                        name: showing
                            ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                        object: nil, userInfo: userInfo)
                    for window in scene.windows where !window.isHidden { window.keyboardFrameChanged() }
                }, completion: nil)
        }
        owedDidNotifications = {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
            center.post(
                name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                object: nil, userInfo: userInfo)
        }
        owedDidNotificationsTimer = scene.clock.schedule(after: Self.animationDuration) { [weak self] in
            self?.postOwedDidNotifications()
        }
    }

    /// Posts the did-notifications of the last animation now, if they are still owed (its end, or a new
    /// transition starting before it ended).
    private func postOwedDidNotifications() {
        owedDidNotificationsTimer?.invalidate()
        owedDidNotificationsTimer = nil
        guard let post = owedDidNotifications else { return }
        owedDidNotifications = nil
        scene.makeCurrent { post() }
    }
}

extension UIWindow {
    /// The scene's keyboard moved: the window's keyboard layout guides take its new frame, laid out now (inside
    /// the keyboard's animation, so what they position animates with it). Views owning a guide lay out again too,
    /// for code that reads its `layoutFrame` in `layoutSubviews`.
    func keyboardFrameChanged() {
        layoutEngineHost?.itemGeometryChanged()
        setNeedsLayout()
        markKeyboardGuideOwnersForLayout(in: self)
        layoutIfNeeded()
    }

    private func markKeyboardGuideOwnersForLayout(in view: UIView) {
        if view.layoutState?.keyboardLayoutGuide != nil { view.setNeedsLayout() }
        for subview in view.subviews { markKeyboardGuideOwnersForLayout(in: subview) }
    }
}
