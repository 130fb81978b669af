import Benchmark
import BenchmarkChecks
import Foundation
import OpenCollectionView

/// The ratio checks of the snapshot and apply goals: issue 13's, building a 100k-item snapshot within 3× an array
/// and a Dictionary of the same identifiers; issue 32's, applying a 100k snapshot with 10% deleted, inserted and
/// moved and 10% reconfigured, animated or not, within 8× that baseline — timed as an app waits for it: `apply` and
/// the layout pass that puts the new cells on screen (`ApplyScene.apply`; the next round's set-up checks that the
/// first screen shows the new items).
@MainActor
func snapshotChecks(smoke: Bool) -> [RatioCheck] {
    let count = smoke ? 10_000 : 100_000
    let rounds = smoke ? 2 : 9
    let identifiers = (0..<count).map(sparseInt)
    let oldSnapshot = snapshot(of: identifiers)
    var newSnapshot = snapshot(of: churned(identifiers))
    newSnapshot.reconfigureItems(reconfigured(identifiers))
    var checks = [
        RatioCheck(
            name: "snapshot: append \(count) Int items", limit: 3, rounds: rounds,
            baseline: { blackHole(arrayAndDictionaryBaseline(identifiers)) },
            figure: { blackHole(snapshot(of: identifiers)) })
    ]
    let scene = ApplyScene()
    for animated in [false, true] {
        checks.append(
            RatioCheck(
                name: "apply \(count) items, 10%/10%/10% churn + 10% reconfigured, then layout, "
                    + "\(animated ? "animated" : "not animated")", limit: 8,
                rounds: smoke ? 2 : 5, baseline: { blackHole(arrayAndDictionaryBaseline(identifiers)) },
                figure: { scene.apply(newSnapshot, animated: animated) },
                prepare: { try scene.reset(to: oldSnapshot) }))
    }
    return checks
}

let benchmarks: @Sendable () -> Void = {
    if let mode = RatioMode.fromEnvironment {
        // The benchmark tool registers benchmarks off the main thread; the UI work runs on the main queue.
        let passed = DispatchQueue.main.sync {
            MainActor.assumeIsolated {
                runRatioChecks(snapshotChecks(smoke: mode == .smoke), enforce: mode == .full)
            }
        }
        exit(passed ? 0 : 1)
    }
    let identifiers = (0..<100_000).map(sparseInt)
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    Benchmark("snapshot: append 100000 Int items", configuration: .init(metrics: metrics)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(snapshot(of: identifiers)) }
    }
    Benchmark("snapshot: array + Dictionary of 100000 Int (baseline)", configuration: .init(metrics: metrics)) {
        benchmark in
        for _ in benchmark.scaledIterations { blackHole(arrayAndDictionaryBaseline(identifiers)) }
    }
    // With nothing marked, these hand out stored arrays (or the empty one): the malloc count must stay 0.
    var multiSection = NSDiffableDataSourceSnapshot<Int, Int>()
    multiSection.appendSections([0, 1, 2])
    for section in 0..<3 {
        multiSection.appendItems(Array(identifiers[(section * 1000)..<((section + 1) * 1000)]), toSection: section)
    }
    let marked = multiSection
    Benchmark(
        "snapshot queries with nothing marked (mallocs must be 0)",
        configuration: .init(
            metrics: [.mallocCountTotal],
            thresholds: [.mallocCountTotal: .init(absolute: [.p100: 0])])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(marked.itemIdentifiers)
            blackHole(marked.reloadedItemIdentifiers)
            blackHole(marked.reconfiguredItemIdentifiers)
            blackHole(marked.reloadedSectionIdentifiers)
        }
    }
    // Every ratio check once, failing the run when one is over its limit.
    Benchmark(
        "snapshot and apply ratio checks (exits non-zero over a limit)",
        configuration: .init(metrics: [.wallClock], maxDuration: .seconds(1), maxIterations: 1)
    ) { _ in
        let passed = await MainActor.run { runRatioChecks(snapshotChecks(smoke: false), enforce: true) }
        if !passed { exit(1) }
    }
}
