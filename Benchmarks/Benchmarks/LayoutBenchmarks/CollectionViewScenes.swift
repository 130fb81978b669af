import Benchmark
import OpenCollectionView

/// A million-item flow grid in a headless host, as the Gallery's grid: the scene for layout, query, update and
/// scrolling benchmarks.
@MainActor
final class MillionGridScene: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private(set) var count: Int
    let variedSizes: Bool
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let host: HeadlessHost

    init(count: Int = 1_000_000, variedSizes: Bool = false) {
        self.count = count
        self.variedSizes = variedSizes
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let controller = UIViewController()
        host = HeadlessHost(rootViewController: controller)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        if variedSizes { collectionView.delegate = self }
        controller.view.addSubview(collectionView)
        host.layout()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 60 + CGFloat(indexPath.item % 5) * 10, height: 60 + CGFloat(indexPath.item % 3) * 10) }

    /// Invalidates and prepares the whole layout again.
    func relayout() {
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
    }

    /// Asks for the elements of one screenful somewhere in the middle.
    func queryVisibleRect(times: Int) {
        let middle = collectionView.contentSize.height / 2
        for index in 0..<times {
            let rect = CGRect(x: 0, y: middle + CGFloat(index % 100) * 37, width: 390, height: 844)
            blackHole(layout.layoutAttributesForElements(in: rect))
        }
    }

    /// Inserts one item at the front and lays out again.
    func insertOne() {
        collectionView.performBatchUpdates {
            self.count += 1
            self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        collectionView.layoutIfNeeded()
    }

    /// Pulls the grid down past its top and back, 2 points a frame within the first 90 points of pull (short of
    /// the refresh threshold, so the spinner's spokes are revealed and hidden again), as a finger pulling to
    /// refresh does; run with a refresh control set.
    func pullFrames(_ frames: Int) {
        var offset = CGPoint.zero
        var step: CGFloat = -2
        for _ in 0..<frames {
            offset.y += step
            if offset.y <= -90 || offset.y >= 0 { step = -step }
            collectionView.contentOffset = offset
            collectionView.layoutIfNeeded()
        }
    }

    /// Scrolls by 4 points a frame, as a steady finger does.
    func scrollFrames(_ frames: Int) {
        var offset = collectionView.contentOffset
        for _ in 0..<frames {
            offset.y += 4
            if offset.y > collectionView.contentSize.height - 844 { offset.y = 0 }
            collectionView.contentOffset = offset
            collectionView.layoutIfNeeded()
        }
    }
}

/// The same frames a uniform flow grid has, computed in a bare loop into an array: the baseline for the layout.
func bareLoopFrames(count: Int, width: CGFloat) -> [CGRect] {
    let side: CGFloat = 80
    let spacing: CGFloat = 8
    let columns = Int((width + spacing) / (side + spacing))
    let pitch = side + (width - CGFloat(columns) * side) / CGFloat(columns - 1)
    var frames = [CGRect](repeating: .zero, count: count)
    for item in 0..<count {
        let row = item / columns
        frames[item] = CGRect(
            x: CGFloat(item % columns) * pitch, y: CGFloat(row) * (side + spacing), width: side, height: side)
    }
    return frames
}

/// The greedy line filling of varied sizes in a bare loop (no justification): the baseline for varied layouts.
func bareLoopVariedFrames(count: Int, width: CGFloat) -> [CGRect] {
    var frames = [CGRect](repeating: .zero, count: count)
    var x: CGFloat = 0
    var y: CGFloat = 0
    var lineHeight: CGFloat = 0
    for item in 0..<count {
        let size = CGSize(width: 60 + CGFloat(item % 5) * 10, height: 60 + CGFloat(item % 3) * 10)
        if x > 0, x + size.width > width {
            x = 0
            y += lineHeight + 8
            lineHeight = 0
        }
        frames[item] = CGRect(origin: CGPoint(x: x, y: y), size: size)
        x += size.width + 8
        lineHeight = max(lineHeight, size.height)
    }
    return frames
}

/// Layout, query, update and scrolling benchmarks of the million-item grid (issue 4's speed goals).
func collectionViewBenchmarks() {
    let timing = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))

    Benchmark("Bare loop: 1M uniform frames", configuration: timing) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bareLoopFrames(count: 1_000_000, width: 390)) }
    }
    Benchmark("Flow layout: prepare 1M uniform items", configuration: timing) { benchmark in
        let scene = await MillionGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.relayout() }
        benchmark.stopMeasurement()
    }
    Benchmark("Bare loop: 1M varied frames", configuration: timing) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bareLoopVariedFrames(count: 1_000_000, width: 390)) }
    }
    Benchmark("Flow layout: prepare 1M varied items (delegate sizes)", configuration: timing) { benchmark in
        let scene = await MillionGridScene(variedSizes: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.relayout() }
        benchmark.stopMeasurement()
    }
    Benchmark(
        "Flow layout: visible-rect query in 1M items (×1000)",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5))
    ) { benchmark in
        let scene = await MillionGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.queryVisibleRect(times: 1000) }
        benchmark.stopMeasurement()
    }
    Benchmark("Insert one item into 1M and lay out again", configuration: timing) { benchmark in
        let scene = await MillionGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            await scene.insertOne()
        }
        benchmark.stopMeasurement()
    }
    Benchmark("Steady scrolling: 1M grid, 600 frames", configuration: timing) { benchmark in
        let scene = await MillionGridScene()
        await scene.scrollFrames(600)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.scrollFrames(600) }
        benchmark.stopMeasurement()
    }
    // Pulling to refresh must allocate nothing per frame either: the refresh control follows the offset and
    // reveals its spinner's spokes with colours made once. The one malloc a sample allowed is the benchmark's own
    // task hop (`await`), which steady scrolling shows too; `OCV_BENCH=full` counts the frames alone (0).
    let noMallocs = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5),
        thresholds: [.mallocCountTotal: .init(absolute: [.p100: 1])])
    Benchmark("Pull to refresh: 1M grid, 600 frames of pulling", configuration: noMallocs) { benchmark in
        let scene = await MillionGridScene()
        await MainActor.run { scene.collectionView.refreshControl = UIRefreshControl() }
        await scene.pullFrames(600)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.pullFrames(600) }
        benchmark.stopMeasurement()
    }
}
