/// The one clock that drives animations, scrolling physics, gesture time-outs and display-link ticks.
///
/// The shared clock runs in real time: while anything is animating, a 60 Hz timer on the run loop of the main
/// actor's thread advances it, so running that run loop lets animations play, as in UIKit. (Swift Testing on Linux
/// runs main-actor tests off the main thread, so there a test waits with `RunLoop.current.run(until:)`; see
/// `docs/Deviations.md`.) A virtual clock (the headless host's) moves
/// only when `advance(by:)` is called, in steps of one display frame, which makes tests deterministic.
@MainActor
public final class AnimationClock {
    /// How the clock's time moves.
    public enum Mode: Sendable {
        /// Wall-clock time (`ProcessInfo.systemUptime`), ticking at 60 Hz on the main run loop while needed.
        case realTime
        /// Time that moves only through `advance(by:)`.
        case virtual
    }

    /// The real-time clock every window uses unless a host gives it another.
    public static let shared = AnimationClock(mode: .realTime)

    /// The length of one display frame.
    public static let frameDuration: TimeInterval = 1.0 / 60.0

    /// How this clock's time moves.
    public let mode: Mode

    private var virtualNow: TimeInterval = 0

    /// Creates a clock.
    public init(mode: Mode) { self.mode = mode }

    /// The current time in seconds.
    public var now: TimeInterval {
        switch mode {
        case .realTime: ProcessInfo.processInfo.systemUptime
        case .virtual: virtualNow
        }
    }

    private var timers: [ClockTimer] = []
    private var frameObservers: [ObjectIdentifier: @MainActor (TimeInterval) -> Void] = [:]
    private var tickTimer: Timer?

    /// Whether anything is waiting for the clock (timers, animations, display links).
    public var isActive: Bool { !timers.isEmpty || !frameObservers.isEmpty }

    /// Whether something runs on every frame (an animation, a coasting scroll view, a display link): what is drawn
    /// may change at each tick. A clock with only timers waiting changes nothing until the first one fires.
    @_spi(Host) public var hasFrameObservers: Bool { !frameObservers.isEmpty }

    /// When the next timer still waiting fires (the clock's time), or `nil` when none waits.
    @_spi(Host) public var nextTimerFireTime: TimeInterval? {
        var next: TimeInterval?
        for timer in timers where !timer.isInvalidated {
            if next.map({ timer.fireTime < $0 }) ?? true { next = timer.fireTime }
        }
        return next
    }

    /// Runs `action` once `delay` seconds from now.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockTimer {
        let timer = ClockTimer(fireTime: now + max(0, delay), action: action)
        timers.append(timer)
        startTickingIfNeeded()
        return timer
    }

    /// Calls `observer` once per display frame with the frame's time, until `removeFrameObserver(_:)`.
    func addFrameObserver(_ owner: AnyObject, _ observer: @escaping @MainActor (TimeInterval) -> Void) {
        frameObservers[ObjectIdentifier(owner)] = observer
        startTickingIfNeeded()
    }

    /// Stops calling the frame observer registered for `owner`.
    func removeFrameObserver(_ owner: AnyObject) { frameObservers[ObjectIdentifier(owner)] = nil }

    /// Moves a virtual clock forward by `duration`, one display frame at a time, firing what falls due.
    public func advance(by duration: TimeInterval) {
        precondition(mode == .virtual, "advance(by:) moves virtual clocks only; the shared clock follows real time")
        let end = virtualNow + duration
        while virtualNow < end - 1e-9 {
            virtualNow = min(end, virtualNow + Self.frameDuration)
            tick()
        }
    }

    /// Drops every timer and frame observer and stops ticking: the clock's window scene is gone (a closed browser
    /// tab), so nothing it would run could be seen. The shared clock is never stopped.
    func stopAll() {
        guard self !== Self.shared else { return }
        timers.removeAll()
        frameObservers.removeAll()
        stopTicking()
    }

    /// The scene this clock animates: it is made current while the clock fires (see `UIWindowScene`).
    weak var scene: UIWindowScene?

    /// One frame: fire due timers in time order, then notify frame observers.
    func tick() {
        if let scene {
            scene.makeCurrent { fireFrame() }
        } else {
            fireFrame()
        }
    }

    private func fireFrame() {
        let time = now
        while let index = nextDueTimer(at: time) {
            let timer = timers.remove(at: index)
            if !timer.isInvalidated { timer.fire() }
        }
        for observer in Array(frameObservers.values) { observer(time) }
        if mode == .realTime && !isActive { stopTicking() }
    }

    private func nextDueTimer(at time: TimeInterval) -> Int? {
        timers.removeAll { $0.isInvalidated }
        var best: Int?
        for (index, timer) in timers.enumerated() where timer.fireTime <= time + 1e-9 {
            if best == nil || timer.fireTime < timers[best!].fireTime { best = index }
        }
        return best
    }

    private func startTickingIfNeeded() {
        guard mode == .realTime, tickTimer == nil else { return }
        let timer = Timer(timeInterval: Self.frameDuration, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        RunLoop.current.add(timer, forMode: .common)
        tickTimer = timer
    }

    private func stopTicking() {
        tickTimer?.invalidate()
        tickTimer = nil
    }
}

/// A one-shot timer on an `AnimationClock`.
@MainActor
final class ClockTimer {
    let fireTime: TimeInterval
    private var action: (@MainActor () -> Void)?

    init(fireTime: TimeInterval, action: @escaping @MainActor () -> Void) {
        self.fireTime = fireTime
        self.action = action
    }

    var isInvalidated: Bool { action == nil }

    func invalidate() { action = nil }

    func fire() {
        let action = self.action
        self.action = nil
        action?()
    }
}
