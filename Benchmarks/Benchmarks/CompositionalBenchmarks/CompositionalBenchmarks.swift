import Benchmark
import OpenCollectionView

/// The 100,000-item compositional grid: preparing it against a bare loop computing the same frames, a
/// visible-rect query, inserting one item, and the memory a laid-out grid keeps.
let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]
    Benchmark("Compositional 100k grid: prepare", configuration: .init(metrics: metrics)) { benchmark in
        let scene = await CompositionalGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.relayout() }
        benchmark.stopMeasurement()
    }
    Benchmark(
        "Compositional 100k grid: bare loop of the same frames (baseline)", configuration: .init(metrics: metrics)
    ) { benchmark in
        let scene = await CompositionalGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(await scene.bareLoopFrames()) }
        benchmark.stopMeasurement()
    }
    Benchmark("Compositional 100k grid: visible-rect query", configuration: .init(metrics: metrics)) { benchmark in
        let scene = await CompositionalGridScene()
        benchmark.startMeasurement()
        await scene.queryVisibleRect(times: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }
    Benchmark("Compositional 100k grid: insert one and lay out", configuration: .init(metrics: metrics)) {
        benchmark in
        let scene = await CompositionalGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.insertOne() }
        benchmark.stopMeasurement()
    }
}
