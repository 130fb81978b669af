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
    // While scrolling, each frame asks for nearly the rect it asked for before: after one sweep over the 100
    // positions the queries below answer from the attributes already made (the layout's attribute cache).
    Benchmark(
        "Compositional 100k grid: visible-rect query while scrolling",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo)
    ) { benchmark in
        let scene = await CompositionalGridScene()
        await scene.queryVisibleRect(times: 100)
        benchmark.startMeasurement()
        await scene.queryVisibleRect(times: benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }
    // A rect never asked for before: every attribute object is made anew.
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
    // The heap a laid-out grid keeps, before any attributes beyond its first screen are asked for: bytes allocated
    // and not freed while building and laying out a grid of 100,000 items, and of 1,000 (the fixed cost of the
    // window, the collection view and one screen of cells). Per item: the difference over the 99,000 items between
    // them, against the baseline of one `CGRect` (32 bytes) per item that an array of frames would keep.
    for count in [1_000, 100_000] {
        Benchmark(
            "Compositional grid of \(count) items: heap kept after laying out",
            configuration: .init(metrics: [.memoryLeakedBytes, .mallocCountTotal], maxIterations: 5)
        ) { benchmark in
            var scenes: [CompositionalGridScene] = []
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scenes.append(await CompositionalGridScene(count: count)) }
            benchmark.stopMeasurement()
            blackHole(scenes)
        }
    }
    Benchmark("Four orthogonal rows: a scrolling frame", configuration: .init(metrics: frameMetrics)) { benchmark in
        let scene = await OrthogonalRowsScene()
        for _ in 0..<60 { await scene.scrollOneFrame() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.scrollOneFrame() }
        benchmark.stopMeasurement()
    }
    Benchmark("Four orthogonal rows: an idle frame (baseline)", configuration: .init(metrics: frameMetrics)) {
        benchmark in
        let scene = await OrthogonalRowsScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.idleFrame() }
        benchmark.stopMeasurement()
    }
}

/// Per-frame figures: each iteration is one display frame, so the percentiles and the maximum are frame times.
let frameMetrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
