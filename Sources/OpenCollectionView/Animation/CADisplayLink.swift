/// A timer synchronised with the display: calls its handler once per frame of the clock it is added to.
///
/// UIKit's `CADisplayLink(target:selector:)` takes a selector; here the target is a closure (`init(handler:)`),
/// and `add(to:forMode:)` takes the clock. See `docs/Deviations.md`.
@preconcurrency @MainActor
public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var clock: AnimationClock?
    private var lastFrame: TimeInterval?

    /// The time of the frame being handled.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame.
    public var targetTimestamp: TimeInterval { timestamp + duration }
    /// The time between frames.
    public var duration: TimeInterval { AnimationClock.frameDuration }
    /// Whether frames are skipped.
    public var isPaused = false

    /// Creates a display link that calls `handler` every frame.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts calling the handler on `clock`'s frames (by default the clock of the scene being worked on; see
    /// `UIWindowScene`).
    public func add(to clock: AnimationClock? = nil) {
        let clock = clock ?? UIWindowScene.current.clock
        self.clock = clock
        clock.addFrameObserver(self) { [weak self] time in
            guard let self, !self.isPaused else { return }
            self.timestamp = time
            self.handler(self)
        }
    }

    /// Stops the display link.
    public func invalidate() {
        clock?.removeFrameObserver(self)
        clock = nil
    }
}
