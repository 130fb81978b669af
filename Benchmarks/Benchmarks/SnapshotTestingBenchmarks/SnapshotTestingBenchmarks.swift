import Benchmark
import BenchmarkChecks
import Foundation
import OpenCollectionViewTesting

/// Issue 27's speed goals for `OpenCollectionViewTesting`: snapshotting a 390 × 844 screen of 50 cells takes under
/// 5 ms (`.svg`, `.hierarchy`, `.layoutAttributes`), beside a same-run baseline of rendering the SVG of that screen
/// alone (the screen already shown and laid out); 100 `.svg` assertions against references on disk take under 2 s.
/// Thread CPU time, fastest of several rounds. `OCV_BENCH=full` exits non-zero over a limit; `OCV_BENCH=smoke` runs
/// one round of each without enforcing them.
@MainActor
func snapshotTestingChecks(smoke: Bool) -> [GoalCheck] {
    let shown = HeadlessHost.showing(FiftyCellsViewController())
    let size = CGSize(width: 390, height: 844)
    let svg = Snapshotting<UIViewController, String>.svg(size: size)
    let hierarchy = Snapshotting<UIViewController, String>.hierarchy(size: size)
    let layoutAttributes = Snapshotting<UICollectionView, String>.layoutAttributes(size: size)
    let references = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-snapshot-bench-\(getpid())")
    let rounds = smoke ? 1 : 7
    func baseline() { blackHole(SVGRenderer.svg(for: shown.renderTree(), size: size)) }
    return [
        GoalCheck(
            name: "snapshot a 390 × 844 screen of 50 cells as .svg (vs rendering its SVG alone)",
            limit: .seconds(0.005), rounds: rounds, baseline: baseline,
            figure: { blackHole(text(of: FiftyCellsViewController(), as: svg)) }),
        GoalCheck(
            name: "snapshot the same screen as .hierarchy", limit: .seconds(0.005), rounds: rounds,
            baseline: baseline, figure: { blackHole(text(of: FiftyCellsViewController(), as: hierarchy)) }),
        GoalCheck(
            name: "snapshot its collection view as .layoutAttributes", limit: .seconds(0.005), rounds: rounds,
            baseline: baseline,
            figure: {
                let screen = FiftyCellsViewController()
                screen.loadViewIfNeeded()
                blackHole(text(of: screen.collectionView, as: layoutAttributes))
            }),
        GoalCheck(
            name: "100 .svg assertions of the screen against references on disk", limit: .seconds(2),
            rounds: smoke ? 1 : 3, baseline: baseline,
            figure: {
                // What `assertSnapshot` does for each, without XCTest's bookkeeping (which needs a test run): take
                // the snapshot, read the reference, compare (the first round writes the references).
                try? FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
                for index in 0..<100 {
                    let file = references.appendingPathComponent("screen.\(index).svg")
                    let new = text(of: FiftyCellsViewController(), as: svg)
                    if let data = try? Data(contentsOf: file) {
                        if svg.diffing.diffV2(svg.diffing.fromData(data), new) != nil {
                            print("screen \(index) differs")
                        }
                    } else {
                        try? svg.diffing.toData(new).write(to: file)
                    }
                }
            }),
    ]
}

/// What `strategy` snapshots of `value`, as `assertSnapshot` takes it.
@MainActor
func text<Value>(of value: Value, as strategy: Snapshotting<Value, String>) -> String {
    var text = ""
    strategy.snapshot(value).run { text = $0 }
    return text
}

let benchmarks: @Sendable () -> Void = {
    if let mode = RatioMode.fromEnvironment {
        // The benchmark runner calls this off the main thread; the views belong to the main actor.
        let passed = DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                runGoalChecks(snapshotTestingChecks(smoke: mode == .smoke), smoke: mode == .smoke)
            }
        }
        exit(passed ? 0 : 1)
    }
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    Benchmark("Baseline: the SVG of a shown 390 × 844 screen of 50 cells", configuration: configuration) { benchmark in
        let shown = await HeadlessHost.showing(FiftyCellsViewController())
        for _ in benchmark.scaledIterations {
            blackHole(await SVGRenderer.svg(for: shown.renderTree(), size: CGSize(width: 390, height: 844)))
        }
    }
    Benchmark("Snapshot a 390 × 844 screen of 50 cells as .svg", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(await text(of: FiftyCellsViewController(), as: .svg(size: CGSize(width: 390, height: 844))))
        }
    }
}
