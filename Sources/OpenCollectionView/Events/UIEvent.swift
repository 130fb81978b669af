/// An event: the touches that changed together, or key presses.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Kinds of events.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The kind of event.
    open var type: EventType { .touches }
    /// When the event happened, in seconds on the window's clock.
    public internal(set) var timestamp: TimeInterval = 0

    var touches: Set<UITouch> = []

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The touches delivered to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}

/// A key on a keyboard and its modifiers.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces.
    public internal(set) var characters: String = ""
    /// The characters without modifiers.
    public internal(set) var charactersIgnoringModifiers: String = ""
    /// The modifier keys held with the key.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The HID usage code the host reported (`"ArrowDown"`, `"Enter"` … as the browser names it, for the web host).
    public internal(set) var keyCodeName: String = ""
}

/// A press of a physical button or key.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// The key, for keyboard presses.
    public internal(set) var key: UIKey?
    /// When the press changed.
    public internal(set) var timestamp: TimeInterval = 0
}

/// An event carrying key presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var presses: Set<UIPress> = []
    open override var type: EventType { .presses }
    /// Every press of the event.
    open var allPresses: Set<UIPress> { presses }
}
