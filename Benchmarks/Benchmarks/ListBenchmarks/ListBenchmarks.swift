import Benchmark
import BenchmarkChecks
import Foundation
import OpenCollectionView

/// Issue 11's speed goal: a list of 100,000 self-sizing rows opens in under 3× the time of a fixed-height list of the
/// same count, measuring only the rows it shows. `OCV_BENCH=full` (or `smoke`) runs the ratio check and issue 24's
/// self-sizing invalidation goal (`SelfSizingInvalidationBenchmarks.swift`); a normal run times both opens and
/// reports how many rows the self-sizing list configured.
@MainActor
func listChecks(smoke: Bool) -> [RatioCheck] {
    let count = smoke ? 10_000 : 100_000
    return [
        RatioCheck(
            name: "open a \(count)-row self-sizing list vs fixed 44-point rows", limit: 3, rounds: smoke ? 2 : 5,
            baseline: { _ = ListScene(count: count, selfSizing: false) },
            figure: { _ = ListScene(count: count, selfSizing: true) })
    ]
}

let benchmarks: @Sendable () -> Void = {
    if let mode = RatioMode.fromEnvironment {
        Benchmark("list ratio check (exits non-zero over the limit)", configuration: .init(maxIterations: 1)) { _ in
            let passed = await MainActor.run {
                let scene = ListScene(count: mode == .smoke ? 10_000 : 100_000, selfSizing: true)
                print("self-sizing list: \(scene.configuredRows) rows configured (measured) to open")
                let ratios = runRatioChecks(listChecks(smoke: mode == .smoke), enforce: mode == .full)
                let goals = runGoalChecks(selfSizingInvalidationChecks(smoke: mode == .smoke), smoke: mode == .smoke)
                return ratios && goals
            }
            exit(passed ? 0 : 1)
        }
        return
    }
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    Benchmark("List 100k rows: open, self-sizing rows", configuration: .init(metrics: metrics, maxIterations: 20)) {
        benchmark in
        for _ in benchmark.scaledIterations { blackHole(await ListScene(count: 100_000, selfSizing: true)) }
    }
    Benchmark(
        "List 100k rows: open, fixed 44-point rows (baseline)",
        configuration: .init(metrics: metrics, maxIterations: 20)
    ) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await ListScene(count: 100_000, selfSizing: false)) }
    }
    let measured = BenchmarkMetric.custom("rows configured to open")
    Benchmark("List 100k rows: rows measured to open", configuration: .init(metrics: [measured], maxIterations: 3)) {
        benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.measurement(measured, await ListScene(count: 100_000, selfSizing: true).configuredRows)
        }
    }
}
