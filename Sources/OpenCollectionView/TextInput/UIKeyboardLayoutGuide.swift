/// A layout guide that tracks the keyboard's position in its view (UIKit's `UIKeyboardLayoutGuide`, iOS 15):
/// constrain content to its `topAnchor` to keep it above the keyboard.
///
/// While the keyboard is up the guide covers the part of the view below the keyboard's top edge, the view's full
/// width; while it is hidden (or typing is on a hardware keyboard) its top is the bottom of the view's safe area
/// (with `usesBottomSafeArea`, the default) or the view's bottom, as UIKit documents. The guide changes inside the
/// keyboard's animation, so what is constrained to it moves with the keyboard (`SoftwareKeyboard`).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (default `false`). Here the keyboard
    /// is always docked, so this changes nothing.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top rests at the bottom of the view's safe area when the keyboard is hidden (default
    /// `true`, iOS 17); `false` rests it at the view's bottom edge.
    open var usesBottomSafeArea = true {
        didSet {
            guard oldValue != usesBottomSafeArea, let owningView else { return }
            owningView.layoutEngineHost?.itemGeometryChanged()
            owningView.setNeedsLayout()
        }
    }

    override init() {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
        systemKind = .keyboard
    }
}

extension UIView {
    /// The guide tracking the keyboard in this view: its top follows the keyboard's top edge, and rests at the
    /// bottom of the safe area while the keyboard is hidden.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutState?.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.owningView = self
        autoLayout.keyboardLayoutGuide = guide
        return guide
    }

    /// Where the keyboard layout guide's top is, in the view's bounds: the keyboard's top edge while it is up
    /// (never below the guide's resting place), else the resting place.
    var keyboardLayoutGuideTop: CGFloat {
        let resting =
            layoutState?.keyboardLayoutGuide?.usesBottomSafeArea ?? true
            ? bounds.maxY - safeAreaInsets.bottom : bounds.maxY
        guard let window, let keyboard = window.windowScene?.softwareKeyboard.frame else {
            return resting - bounds.minY
        }
        let inWindow = keyboard.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let top = min(resting, max(bounds.minY, convert(inWindow, from: window).minY))
        return top - bounds.minY
    }
}
