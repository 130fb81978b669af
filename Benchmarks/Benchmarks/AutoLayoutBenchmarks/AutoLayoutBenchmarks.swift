import Benchmark
import Foundation
import OpenCollectionView

/// Auto Layout: solving 1,000 views held by 4,000 constraints (against a bare loop computing the same frames and
/// against kiwisolver on the same system, `Benchmarks/kiwi/grid_solve.py`), re-solving after one constant change,
/// and sizing 100 list cells by their constraints.
let benchmarks: @Sendable () -> Void = {
    if ProcessInfo.processInfo.environment["OCV_BENCH"] == "times" {
        if Thread.isMainThread {
            MainActor.assumeIsolated { runAutoLayoutTimes() }
        } else {
            DispatchQueue.main.sync { runAutoLayoutTimes() }
        }
        exit(0)
    }
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    Benchmark("Auto Layout 1,000 views / 4,000 constraints: activate and solve", configuration: .init(metrics: metrics))
    { benchmark in
        let scene = await ConstraintGridScene()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            await scene.activateAndSolve()
            benchmark.stopMeasurement()
            await scene.reset()
        }
    }
    Benchmark(
        "Auto Layout 1,000 views: bare loop of the same frames (baseline)", configuration: .init(metrics: metrics)
    ) { benchmark in
        let scene = await ConstraintGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(await scene.bareLoopFrames()) }
        benchmark.stopMeasurement()
    }
    Benchmark("Auto Layout 1,000 views: change one constant and lay out", configuration: .init(metrics: metrics)) {
        benchmark in
        let scene = await ConstraintGridScene()
        await scene.activateAndSolve()
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations { await scene.changeConstant(CGFloat(10 + iteration % 2)) }
        benchmark.stopMeasurement()
    }
    Benchmark("Auto Layout: size 100 list cells by constraints", configuration: .init(metrics: metrics)) { benchmark in
        let scene = await CellSizingScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(await scene.sizeAll()) }
        benchmark.stopMeasurement()
    }
    Benchmark(
        "Auto Layout: size 100 list items with 10 reused cells (new text each time)",
        configuration: .init(metrics: metrics)
    ) { benchmark in
        let scene = await CellReuseSizingScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(await scene.sizeAll()) }
        benchmark.stopMeasurement()
    }
}
