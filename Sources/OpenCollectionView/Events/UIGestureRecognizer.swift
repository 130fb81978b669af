/// The base class of gesture recognizers, with UIKit's state machine, failure requirements, delegate and
/// `cancelsTouchesInView`.
///
/// Targets are closures (`addTarget(_:)`, `init(handler:)`) because Linux Swift has no selectors; see
/// `docs/Deviations.md`. Subclasses drive `state` from the touch methods, as UIKit subclasses do.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete recognizer's success (the same value as `ended`, as in UIKit).
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }
    }

    /// Creates a recognizer with no targets.
    public override init() { super.init() }

    /// Creates a recognizer that calls `handler` on every state change it reports.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    private final var targets: [(@MainActor (UIGestureRecognizer) -> Void)] = []

    /// Adds a closure called whenever the recognizer reports an action (recognized, began, changed, ended,
    /// cancelled) — UIKit's `addTarget(_:action:)`.
    public func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) { targets.append(handler) }

    /// Removes every target.
    public func removeAllTargets() { targets.removeAll() }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// Whether the recognizer takes touches (default `true`); disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }

    /// Whether recognizing cancels the touches in the view (default `true`).
    open var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only after this recognizer fails (default `false`).
    open var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only after this recognizer fails (default `true`).
    open var delaysTouchesEnded = true

    /// The delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A name for debugging.
    open var name: String?

    // MARK: State

    private var storedState: State = .possible

    /// The current state. Subclasses set it; a transition to `began`/`recognized` waits while a recognizer this
    /// one requires to fail has not failed yet.
    open var state: State {
        get { storedState }
        set { arbiter?.recognizer(self, requests: newValue) ?? applyState(newValue) }
    }

    /// A state change the arbiter approved: store it and tell the targets.
    func applyState(_ newValue: State) {
        storedState = newValue
        switch newValue {
        case .began, .changed, .ended, .cancelled:
            for target in targets { target(self) }
        case .possible, .failed:
            break
        }
    }

    /// The state a recognizer asked for while waiting on failure requirements.
    var pendingState: State?

    /// The touch-dispatch round the recognizer is part of.
    weak var arbiter: GestureArbiter?

    // MARK: Failure requirements

    var failureRequirements: [WeakRecognizer] = []

    /// This recognizer recognizes only after `otherGestureRecognizer` fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Touches

    var trackedTouches: [UITouch] = []

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { convertFromWindow($0, to: view) } ?? .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of one tracked touch in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        trackedTouches[touchIndex].location(in: view)
    }

    var lastLocation: CGPoint?

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return point }
        return view.convert(point, from: window)
    }

    /// Stops tracking `touch`.
    open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }

    /// Subclass hook: touches began.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Subclass hook: return to `.possible` and clear per-gesture data; called after a gesture finishes.
    open func reset() {}

    /// Whether this recognizer, when it recognizes, prevents `preventedGestureRecognizer` (default `true`).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` can prevent this one (default `true`).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (default `false`).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default `false`).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Schedules `action` on the view's window clock; the recognizer uses it for time-outs (long press, taps).
    final func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        (view?.window?.clock ?? .shared).schedule(after: delay, action)
    }

    /// Ends a continuous gesture when its last touch lifts: `ended` if it had begun, `failed` if it never did.
    func endContinuousGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Cancels a continuous gesture: `cancelled` if it had begun, `failed` if it never did.
    func cancelContinuousGesture() { state = state == .possible ? .failed : .cancelled }

    func resetAfterGesture() {
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        reset()
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// The delegate of a gesture recognizer; every method is optional, with UIKit's defaults.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (default `true`).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize at the same time (default `false`).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer must wait for `otherGestureRecognizer` to fail (default `false`).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for this one to fail (default `false`).
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer receives `touch` (default `true`).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}

extension UIView {
    /// `gestureRecognizers`: the recognizers attached to the view.
    var attachedGestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { recognizer.view = nil }
            gestureRecognizerStorage = newValue ?? []
            for recognizer in gestureRecognizerStorage { recognizer.view = self }
        }
    }

    /// `addGestureRecognizer(_:)`: attaches a recognizer (moving it from any other view).
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.detachGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`: detaches a recognizer.
    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
