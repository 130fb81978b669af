/// A finger (or pointer) on the screen: where it is, where it was, and which view and recognizers it belongs to.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The kind of input that made the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// When the touch last changed, in seconds on the window's clock.
    public internal(set) var timestamp: TimeInterval = 0
    /// How many taps in quick succession this touch belongs to.
    public internal(set) var tapCount = 1
    /// The kind of input.
    public internal(set) var type: TouchType = .direct
    /// The view the touch began in (the hit-test result).
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The recognizers receiving this touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []

    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero

    /// The location in `view`'s coordinates (the window's when `nil`).
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The previous location in `view`'s coordinates (the window's when `nil`).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}
