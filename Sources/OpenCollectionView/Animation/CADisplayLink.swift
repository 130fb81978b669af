/// A timer synchronised with the display: calls its handler once per frame of the clock it is added to.
///
/// UIKit's `CADisplayLink(target:selector:)` takes a selector; here the target is a closure (`init(handler:)`),
/// and `add(to:forMode:)` takes the clock. See `docs/Deviations.md`.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var clock: AnimationClock?
    /// Display frames seen since the handler was last called (`nil` before the first call).
    private var framesSinceCall: Int?

    /// The time of the frame being handled.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame the handler is called for.
    public var targetTimestamp: TimeInterval { timestamp + duration * TimeInterval(framesPerCall) }
    /// The time between display frames.
    public var duration: TimeInterval { AnimationClock.frameDuration }
    /// Whether frames are skipped.
    public var isPaused = false

    /// The rates the handler wants to be called at (default `.default`: the display's rate). Below the display's
    /// 60 Hz the handler is called on every n-th frame, as Core Animation picks a factor of the refresh rate: the
    /// factor nearest the preferred rate, or else the fastest one within the maximum.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// The rate the handler wants to be called at, in frames per second (default 0: the display's rate); the factor
    /// of the refresh rate nearest it is used when `preferredFrameRateRange` has no preferred or maximum rate.
    public var preferredFramesPerSecond = 0

    /// How many display frames pass between calls of the handler.
    var framesPerCall: Int {
        let displayRate = 1 / AnimationClock.frameDuration
        let range = preferredFrameRateRange
        let steps: Double
        if let preferred = range.preferred, preferred > 0 {
            steps = (displayRate / Double(preferred)).rounded()
        } else if range.maximum > 0 {
            // The fastest rate not above the maximum (with slack for maxima such as 59.94).
            steps = (displayRate / Double(range.maximum) - 0.01).rounded(.up)
        } else if preferredFramesPerSecond > 0 {
            steps = (displayRate / Double(preferredFramesPerSecond)).rounded()
        } else {
            steps = 1
        }
        return max(1, Int(steps))
    }

    /// Creates a display link that calls `handler` every frame.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts calling the handler on `clock`'s frames (by default the clock of the scene being worked on; see
    /// `UIWindowScene`).
    public func add(to clock: AnimationClock? = nil) {
        let clock = clock ?? UIWindowScene.current.clock
        self.clock = clock
        clock.addFrameObserver(self) { [weak self] time in
            guard let self, !self.isPaused else { return }
            if let seen = self.framesSinceCall.map({ $0 + 1 }), seen < self.framesPerCall {
                self.framesSinceCall = seen
                return
            }
            self.framesSinceCall = 0
            self.timestamp = time
            self.handler(self)
        }
    }

    /// Stops the display link.
    public func invalidate() {
        clock?.removeFrameObserver(self)
        clock = nil
        framesSinceCall = nil
    }
}
