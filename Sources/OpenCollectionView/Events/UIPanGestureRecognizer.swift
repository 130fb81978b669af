/// Recognizes a drag: `began` once the touch moves past a small threshold, `changed` while it moves, `ended`
/// when it lifts. Reports translation and velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The minimum number of touches (default 1).
    open var minimumNumberOfTouches = 1
    /// The maximum number of touches (default unlimited).
    open var maximumNumberOfTouches = Int.max

    /// The distance a touch must move before a pan begins (UIKit's hysteresis is about 10 points).
    static let hysteresis: CGFloat = 10
    /// The time window over which velocity is measured.
    static let velocityWindow: TimeInterval = 0.1

    private var startLocation: CGPoint = .zero
    private var translationOrigin: CGPoint = .zero
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// Creates a pan recognizer that calls `handler` on each state it reports.
    public convenience init(handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget { handler($0 as! UIPanGestureRecognizer) }
    }

    /// The distance moved since the gesture began, in `view`'s coordinate system (the window's when `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        let current = location(in: nil)
        let delta = CGPoint(x: current.x - translationOrigin.x, y: current.y - translationOrigin.y)
        return vectorFromWindow(delta, to: view)
    }

    /// Resets the translation so that it reads `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vectorToWindow(translation, from: view)
        let current = location(in: nil)
        translationOrigin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
    }

    /// The velocity in points per second in `view`'s coordinate system, measured over the last tenth of a second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow })
        else { return .zero }
        let elapsed = last.time - first.time
        guard elapsed > 0 else { return .zero }
        let velocity = CGPoint(
            x: (last.location.x - first.location.x) / elapsed, y: (last.location.y - first.location.y) / elapsed)
        return vectorFromWindow(velocity, to: view)
    }

    private func vectorFromWindow(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return vector }
        let origin = view.convert(CGPoint.zero, from: window)
        let end = view.convert(vector, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    private func vectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(vector, to: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    private func recordSample(_ event: UIEvent) {
        samples.append((event.timestamp, location(in: nil)))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        startLocation = location(in: nil)
        translationOrigin = startLocation
        samples = []
        recordSample(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        recordSample(event)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            if location(in: nil).distance(to: startLocation) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        recordSample(event)
        guard numberOfTouches <= 1 else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        samples = []
    }
}
