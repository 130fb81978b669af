/// An object that responds to and handles events, and links the responder chain (`next`).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Called on each object a nib made once all of the nib's objects exist and its outlets and actions are
    /// connected (UIKit declares it on `NSObject`); call `super`.
    open func awakeFromNib() {}

    /// The next responder in the chain: a view's view controller or superview, a controller's view's superview,
    /// the window's application.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder (default `false`).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder` and the responder is in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        return window.changingFirstResponder {
            if let current = window.firstResponder, !current.resignFirstResponder() { return false }
            window.firstResponder = self
            return true
        }
    }

    /// Whether the responder gives up first-responder status when asked (default `true`).
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    var firstResponderWindow: UIWindow? {
        var responder: UIResponder? = self
        while let current = responder {
            if let window = current as? UIWindow { return window }
            if let view = current as? UIView, let window = view.window { return window }
            responder = current.next
        }
        return nil
    }

    /// A touch began; the default passes the event up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes the event up the responder chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes the event up the responder chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes the event up the responder chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A key was pressed; the default passes the event up the responder chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// A key was released; the default passes the event up the responder chain.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The key commands this responder offers (default `nil`); commands are looked for along the responder chain
    /// from the first responder (see Focus/KeyboardRouting.swift).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder can perform an edit action (cut, copy, paste …); the default asks the next responder.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }
}
