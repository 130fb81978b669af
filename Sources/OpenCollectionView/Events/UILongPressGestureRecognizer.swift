/// Recognizes a press held for `minimumPressDuration` without moving more than `allowableMovement`; continuous:
/// `began` when the time passes, `changed` as the finger moves, `ended` when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the press must last (default 0.5 s).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the gesture begins (default 10 points).
    open var allowableMovement: CGFloat = 10
    /// The number of fingers (default 1).
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press (default 0).
    open var numberOfTapsRequired = 0

    private var startLocation: CGPoint?
    private var pressTimer: ClockTimer?

    /// Creates a long-press recognizer that calls `handler` on each state it reports.
    public convenience init(handler: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UILongPressGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            if state == .possible { state = .failed } else { state = .cancelled }
            return
        }
        guard numberOfTouches == numberOfTouchesRequired, state == .possible else { return }
        startLocation = location(in: nil)
        pressTimer = schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.pendingState == nil else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start = startLocation, location(in: nil).distance(to: start) > allowableMovement {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        pressTimer?.invalidate()
        pressTimer = nil
        startLocation = nil
    }
}
