import Benchmark
import BenchmarkChecks
import Foundation
import OpenCollectionView

/// A million-item flow section sized by `collectionView(_:layout:sizeForItemAt:)` from a model array, as a real
/// data source keeps its sizes: an insert shifts the model, so the sizes of the other items move with them.
@MainActor
final class ModelSizedGridScene: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let host: HeadlessHost
    private var inserted = 0

    /// Sizes that repeat every 15 items (`periodic`, the grid of the other benchmarks), or scattered by a hash of
    /// the index, as real content is. Greedy lines refilled after an insert fall back in step with the old ones
    /// within a few lines for scattered sizes; a period can keep them out of step to the end of the section.
    init(count: Int = 1_000_000, periodic: Bool = true) {
        sizes = (0..<count).map { index in
            let key = periodic ? index : Int(truncatingIfNeeded: (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) >> 40)
            return CGSize(width: 60 + CGFloat(key % 5) * 10, height: 60 + CGFloat(key % 3) * 10)
        }
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let controller = UIViewController()
        host = HeadlessHost(rootViewController: controller)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        controller.view.addSubview(collectionView)
        host.layout()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }

    /// Inserts one item (alternately at the front and in the middle) and lays out again.
    func insertOne() {
        inserted += 1
        let item = inserted % 2 == 0 ? 0 : sizes.count / 2
        collectionView.performBatchUpdates {
            self.sizes.insert(CGSize(width: 75, height: 65), at: item)
            self.collectionView.insertItems(at: [IndexPath(item: item, section: 0)])
        }
        collectionView.layoutIfNeeded()
    }

    /// Moves one item ten places on (alternately near the front and in the middle), as each step of a drag's gap
    /// or of an interactive movement does, and lays out again.
    func moveOne() {
        inserted += 1
        let item = inserted % 2 == 0 ? 100 : sizes.count / 2
        collectionView.performBatchUpdates {
            self.sizes.insert(self.sizes.remove(at: item), at: item + 10)
            self.collectionView.moveItem(
                at: IndexPath(item: item, section: 0), to: IndexPath(item: item + 10, section: 0))
        }
        collectionView.layoutIfNeeded()
    }
}

extension MillionGridScene {
    /// Jumps back and forth between two places a few hundred thousand rows apart, as `scrollToItem` far away
    /// does: every visible cell leaves and a new screenful arrives.
    func farJumps(_ count: Int) {
        for jump in 0..<count {
            let row = jump % 2 == 0 ? 200_000 : 20_000 + jump % 1000
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(row) * 88)
            collectionView.layoutIfNeeded()
        }
    }

    /// Moves 40 plain views (the visible cells' count) to new frames: what any jump must do at the least.
    static func moveForty(_ views: [UIView], jump: Int) {
        for (index, view) in views.enumerated() {
            view.frame = CGRect(
                x: CGFloat(index % 4) * 88, y: CGFloat(jump * 1000 + index / 4 * 88), width: 80, height: 80)
        }
    }
}

/// Issue 13's scrolling goals as checks timed beside their baselines (`OCV_BENCH=full` or `smoke`).
@MainActor
func scrollingGoalChecks() -> [GoalCheck] {
    let grid = MillionGridScene()
    let varied = MillionGridScene(variedSizes: true)
    let modelSized = ModelSizedGridScene()
    let scattered = ModelSizedGridScene(periodic: false)
    var plainSizes = modelSized.sizes
    let views = (0..<40).map { _ in UIView() }
    return [
        GoalCheck(
            name: "far jump, 1M grid, 40 visible cells (baseline: move 40 plain views)", limit: .seconds(500e-6),
            operations: 100, baseline: { for jump in 0..<100 { MillionGridScene.moveForty(views, jump: jump) } },
            figure: { grid.farJumps(100) }),
        GoalCheck(
            name: "insert one into 1M items sized by sizeForItemAt, lay out (baseline: insert into a [CGSize])",
            limit: .seconds(5e-3), operations: 10,
            baseline: { for _ in 0..<10 { plainSizes.insert(CGSize(width: 75, height: 65), at: 0) } },
            figure: { for _ in 0..<10 { scattered.insertOne() } }),
        GoalCheck(
            name: "move one item ten places within 1M items sized by sizeForItemAt, lay out (a drag's gap step)",
            limit: .seconds(5e-3), operations: 10,
            baseline: { for _ in 0..<10 { plainSizes.insert(CGSize(width: 75, height: 65), at: 0) } },
            figure: { for _ in 0..<10 { scattered.moveOne() } }),
        GoalCheck(
            name: "the same with sizes repeating every 15 items (lines never fall back in step; limit 5× that goal)",
            limit: .seconds(25e-3), operations: 10,
            baseline: { for _ in 0..<10 { plainSizes.insert(CGSize(width: 75, height: 65), at: 0) } },
            figure: { for _ in 0..<10 { modelSized.insertOne() } }),
        GoalCheck(
            name: "first solve of 1M items sized by sizeForItemAt (baseline: bare loop over the same sizes)",
            limit: .ratio(3), rounds: 3,
            baseline: { blackHoleFrames(bareLoopVariedFrames(count: 1_000_000, width: 390)) },
            figure: { varied.relayout() }),
    ]
}

/// Issue 24's pull-to-refresh goal: steady pulling with a refresh control allocates nothing per frame, as steady
/// scrolling does. Prints the allocations of 600 frames of pulling beside the same pull without a refresh control
/// and tells whether the goal holds (`OCV_BENCH=full` or `smoke`, `OCV_BENCH_FILTER` as the goal checks take it).
@MainActor
func pullToRefreshAllocationCheck(smoke: Bool) -> Bool {
    let name = "pull to refresh, 1M grid: mallocs per 600 frames (goal 0)"
    let filter = ProcessInfo.processInfo.environment["OCV_BENCH_FILTER"] ?? ""
    guard filter.isEmpty || name.contains(filter) else { return true }
    let scene = MillionGridScene()
    scene.pullFrames(600)
    guard let plain = mallocCount({ scene.pullFrames(600) }) else {
        print("(malloc interposer not linked: \(name) not measured)")
        return true
    }
    scene.collectionView.refreshControl = UIRefreshControl()
    scene.pullFrames(600)
    let total = mallocCount({ scene.pullFrames(600) }) ?? 0
    print(
        "\(String(repeating: " ", count: max(0, 8 - String(total).count)))\(total) mallocs "
            + "(without a refresh control: \(plain))  ≤ 0  \(name)" + (total == 0 || smoke ? "" : "  OVER LIMIT"))
    fflush(nil)
    return total == 0 || smoke
}

@inline(never)
func blackHoleFrames(_ frames: [CGRect]) { blackHole(frames.count) }

/// Far jumps, steady scrolling's allocations and incremental re-solving (issue 13's scrolling goals).
func scrollingBenchmarks() {
    if let mode = ProcessInfo.processInfo.environment["OCV_BENCH"], mode == "full" || mode == "smoke" {
        // The benchmark runner calls this off the main thread; the views belong to the main actor.
        let passed = DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                let smoke = mode == "smoke"
                let timed = runGoalChecks(scrollingGoalChecks() + splitViewResizeGoalChecks(), smoke: smoke)
                let pull = pullToRefreshAllocationCheck(smoke: smoke)
                return splitViewResizeAllocationCheck(smoke: smoke) && pull && timed
            }
        }
        exit(passed ? 0 : 1)
    }
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    Benchmark("Far jump: 1M grid, 40 visible cells", configuration: .init(metrics: metrics)) { benchmark in
        let scene = await MillionGridScene()
        await scene.farJumps(4)
        benchmark.startMeasurement()
        await scene.farJumps(benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }
    Benchmark("Far jump baseline: move 40 plain views", configuration: .init(metrics: metrics)) { benchmark in
        let views = await MainActor.run { (0..<40).map { _ in UIView() } }
        benchmark.startMeasurement()
        for jump in benchmark.scaledIterations { await MillionGridScene.moveForty(views, jump: jump) }
        benchmark.stopMeasurement()
    }
    Benchmark("Steady scrolling: 1M grid, one frame", configuration: .init(metrics: metrics)) { benchmark in
        let scene = await MillionGridScene()
        await scene.scrollFrames(600)
        benchmark.startMeasurement()
        await scene.scrollFrames(benchmark.scaledIterations.count)
        benchmark.stopMeasurement()
    }
    Benchmark(
        "Flow layout: insert one into 1M model-sized items and lay out",
        configuration: .init(metrics: metrics, maxDuration: .seconds(5))
    ) { benchmark in
        let scene = await ModelSizedGridScene()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { await scene.insertOne() }
        benchmark.stopMeasurement()
    }
}
