import Foundation

/// One of issue 13's goals timed in the same process as its baseline: a figure per operation with a limit in
/// seconds, or as a ratio to the baseline's.
///
/// Times are the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), the fastest of several rounds: on a shared, loaded
/// machine the time a thread waits for a core says nothing about the code. `OCV_BENCH=full` runs every check and
/// exits non-zero over a limit; `OCV_BENCH=smoke` runs one round each, printing the table without enforcing it.
/// `OCV_BENCH_FILTER=text` runs only the checks whose name contains `text`.
public struct GoalCheck {
    public enum Limit: Sendable {
        /// At most this many seconds per operation.
        case seconds(Double)
        /// At most this multiple of the baseline.
        case ratio(Double)
    }

    public let name: String
    public let limit: Limit
    /// Operations per round (the figure is per operation).
    public var operations = 1
    public var rounds = 5
    public let baseline: @MainActor () -> Void
    public let figure: @MainActor () -> Void

    /// A check named `name`: `figure` per operation against `limit`, beside `baseline`.
    public init(
        name: String, limit: Limit, operations: Int = 1, rounds: Int = 5, baseline: @escaping @MainActor () -> Void,
        figure: @escaping @MainActor () -> Void
    ) {
        self.name = name
        self.limit = limit
        self.operations = operations
        self.rounds = rounds
        self.baseline = baseline
        self.figure = figure
    }
}

/// Runs the checks, prints each figure beside its baseline and limit, and tells whether all are within.
@MainActor
public func runGoalChecks(_ checks: [GoalCheck], smoke: Bool) -> Bool {
    func format(_ seconds: Double) -> String {
        seconds < 1e-3 ? String(format: "%8.1f µs", seconds * 1e6) : String(format: "%8.2f ms", seconds * 1e3)
    }
    print("figure/op    baseline/op   limit         check")
    var passed = true
    let filter = ProcessInfo.processInfo.environment["OCV_BENCH_FILTER"] ?? ""
    for check in checks where filter.isEmpty || check.name.contains(filter) {
        var figure = Double.infinity
        var baseline = Double.infinity
        for _ in 0..<(smoke ? 1 : check.rounds) {
            var start = threadCPUTime()
            check.baseline()
            baseline = min(baseline, (threadCPUTime() - start) / Double(check.operations))
            start = threadCPUTime()
            check.figure()
            figure = min(figure, (threadCPUTime() - start) / Double(check.operations))
        }
        let within: Bool
        let limit: String
        switch check.limit {
        case .seconds(let seconds):
            within = figure <= seconds
            limit = "≤" + format(seconds)
        case .ratio(let ratio):
            within = figure <= ratio * baseline
            limit = String(format: "≤ %.1f× (%.2f×)", ratio, figure / max(baseline, 1e-12))
        }
        if !within && !smoke { passed = false }
        print("\(format(figure))  \(format(baseline))  \(limit)  \(check.name)\(within ? "" : "  OVER LIMIT")")
        fflush(nil)
    }
    print(passed ? "all goals within their limits" : "a goal is over its limit")
    return passed
}
