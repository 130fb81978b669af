import Foundation

/// A figure timed beside its plain-Swift baseline in the same process, with the ratio it must stay under.
///
/// Each round runs the baseline and then the figure; the fastest round of each counts. Times are the thread's CPU
/// time (`CLOCK_THREAD_CPUTIME_ID`), not the wall clock: on a shared, loaded machine the time a thread waits for a
/// core says nothing about the code, while the CPU time it uses does. `OCV_BENCH=full` runs every check on the full inputs and exits
/// non-zero when a ratio is over its limit; `OCV_BENCH=smoke` runs a few rounds on small inputs (under a minute),
/// printing the same table without enforcing the limits (small inputs time too noisily to judge).
/// `OCV_BENCH_FILTER=text` runs only the checks whose name contains `text` (for profiling one of them).
public struct RatioCheck {
    public let name: String
    public let limit: Double
    public let rounds: Int
    public let baseline: () throws -> Void
    public let figure: () throws -> Void
    /// Runs before each timing of the figure, untimed (puts the state the figure changes back).
    public var prepare: () throws -> Void = {}

    /// A check named `name` whose figure must stay within `limit` times its baseline, fastest of `rounds` rounds.
    public init(
        name: String, limit: Double, rounds: Int, baseline: @escaping () throws -> Void,
        figure: @escaping () throws -> Void, prepare: @escaping () throws -> Void = {}
    ) {
        self.name = name
        self.limit = limit
        self.rounds = rounds
        self.baseline = baseline
        self.figure = figure
        self.prepare = prepare
    }
}

/// How a run of the ratio checks was asked for.
public enum RatioMode: String, Sendable {
    case full
    case smoke

    /// The mode asked for by `OCV_BENCH`, or `nil` for a normal benchmark run.
    public static var fromEnvironment: RatioMode? {
        ProcessInfo.processInfo.environment["OCV_BENCH"].flatMap(Self.init)
    }
}

/// The CPU time the calling thread has used, in seconds.
public func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The CPU time `body` takes on this thread, in seconds.
public func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUTime()
    try body()
    return threadCPUTime() - start
}

/// The fastest of `rounds` runs of each, in seconds of CPU time.
public func time(_ check: RatioCheck) throws -> (figure: Double, baseline: Double) {
    var bestFigure = Double.infinity
    var bestBaseline = Double.infinity
    for _ in 0..<max(check.rounds, 1) {
        let baselineTime = try measure(check.baseline)
        try check.prepare()
        let figureTime = try measure(check.figure)
        bestBaseline = min(bestBaseline, baselineTime)
        bestFigure = min(bestFigure, figureTime)
    }
    return (bestFigure, bestBaseline)
}

private func milliseconds(_ value: Double) -> String { String(format: "%9.2f ms", value * 1000) }

/// Runs the checks, prints each figure beside its baseline, and tells whether every ratio is within its limit.
public func runRatioChecks(_ checks: [RatioCheck], enforce: Bool) -> Bool {
    print("figure       baseline     ratio  limit  check")
    var passed = true
    let filter = ProcessInfo.processInfo.environment["OCV_BENCH_FILTER"] ?? ""
    for check in checks where filter.isEmpty || check.name.contains(filter) {
        do {
            let (figure, baseline) = try time(check)
            let ratio = figure / max(baseline, 1e-9)
            let ok = ratio <= check.limit
            if !ok && enforce { passed = false }
            print(
                "\(milliseconds(figure)) \(milliseconds(baseline)) \(String(format: "%6.2f×", ratio))"
                    + " \(String(format: "%5.1f×", check.limit))  \(check.name)\(ok ? "" : "  OVER LIMIT")")
        } catch {
            passed = false
            print("FAILED \(check.name): \(error)")
        }
        fflush(nil)  // every stream: shows each line as it is measured, also through a pipe
    }
    print(passed ? "all ratios within their limits" : "a ratio is over its limit")
    return passed
}
