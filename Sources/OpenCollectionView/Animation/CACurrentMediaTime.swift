#if !canImport(Darwin)
    /// Seconds, as Core Foundation measures time intervals.
    public typealias CFTimeInterval = Double
#endif

/// The current time of the Core Animation media clock, in seconds: the clock of the scene being worked on (see
/// `UIWindowScene`) — the real-time clock's `ProcessInfo.systemUptime` outside any host, a headless host's virtual
/// time while the host handles input, lays out or ticks its clock (in display-link handlers, animation completions
/// and layout).
///
/// UIKit's is callable from any thread; this one reads main-actor state, so it is `@MainActor` (see
/// `docs/Deviations.md`).
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIWindowScene.current.clock.now }
