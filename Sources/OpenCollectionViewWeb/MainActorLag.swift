import Foundation

/// How late the main actor runs what the tabs give it: every batch of input a socket hands over records the time from
/// being queued to being run. Every tab's window lives on the main actor, so this lag is what each reader waits on
/// before a wheel step is even looked at; admission refuses new tabs while it is high (`TabAdmission`), before the
/// tabs already open pass their latency goal. The figure is a moving average that decays towards zero with the time
/// since the last input (half of it in `halfLife`), so an idle host reads as unloaded without any timer running.
final class MainActorLag: @unchecked Sendable {
    private let lock = NSLock()
    private var average = 0.0
    private var updated = 0.0
    /// The weight of one new sample in the average.
    static let sampleWeight = 0.05
    /// Seconds after which the average halves when no input arrives.
    static let halfLife = 1.0

    /// Records that work queued `seconds` ago has begun.
    func record(_ seconds: Double, now: Double = ProcessInfo.processInfo.systemUptime) {
        lock.withLock {
            average = decayed(at: now) * (1 - Self.sampleWeight) + max(0, seconds) * Self.sampleWeight
            updated = now
        }
    }

    /// The average lag now, in seconds.
    func current(now: Double = ProcessInfo.processInfo.systemUptime) -> Double {
        lock.withLock { decayed(at: now) }
    }

    private func decayed(at now: Double) -> Double {
        average * pow(0.5, max(0, now - updated) / Self.halfLife)
    }
}
