import Benchmark
import BenchmarkChecks
import CollectionDiffing
import Foundation

let benchmarks: @Sendable () -> Void = {
    if let mode = RatioMode.fromEnvironment {
        exit(runRatioChecks(diffChecks(smoke: mode == .smoke), enforce: mode == .full) ? 0 : 1)
    }
    for count in [100_000, 1_000_000] {
        let plan = ChurnPlan(count: count)
        let (old, new, updated) = plan.identifiers(sparseInt)
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
        Benchmark("diff \(count) sparse Int ids, 10% deleted/inserted/moved/updated", configuration: configuration) {
            benchmark in
            for _ in benchmark.scaledIterations { blackHole(try diff(from: old, to: new, updated: updated)) }
        }
        Benchmark("diff \(count) sparse Int ids: Dictionary baseline", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(dictionaryBaseline(old: old, new: new)) }
        }
    }
    // Every ratio check once, failing the run when one is over its limit.
    Benchmark(
        "diff ratio checks (exits non-zero over a limit)",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(1), maxIterations: 1)
    ) { _ in
        if !runRatioChecks(diffChecks(smoke: false), enforce: true) { exit(1) }
    }
}
