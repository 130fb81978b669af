/// Recognizes one or more taps: touches that go down and up without moving far, within UIKit's time limits.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps (default 1).
    open var numberOfTapsRequired = 1
    /// The number of fingers (default 1).
    open var numberOfTouchesRequired = 1

    /// How far a touch may move and still be a tap (UIKit uses about 10 points).
    static let allowableMovement: CGFloat = 10
    /// How long after one tap ends the next must begin (UIKit's double-tap interval is about 0.35 s).
    static let maximumTapInterval: TimeInterval = 0.35

    private var tapsSoFar = 0
    private var startLocation: CGPoint?
    private var maximumTouches = 0
    private var intervalTimer: ClockTimer?

    /// Creates a tap recognizer that calls `handler` when it recognizes.
    public convenience init(handler: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UITapGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.invalidate()
        if startLocation == nil { startLocation = touches.first?.location(in: nil) }
        maximumTouches = max(maximumTouches, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = startLocation, let touch = touches.first else { return }
        if touch.location(in: nil).distance(to: start) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= 1 else { return }
        guard maximumTouches == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        maximumTouches = 0
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            intervalTimer = schedule(after: Self.maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self.arbiter?.recognizerFinishedOutsideTouches()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func reset() {
        tapsSoFar = 0
        startLocation = nil
        maximumTouches = 0
        intervalTimer?.invalidate()
        intervalTimer = nil
    }
}
