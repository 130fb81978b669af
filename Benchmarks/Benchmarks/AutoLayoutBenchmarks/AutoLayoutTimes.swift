import Foundation
import OpenCollectionView

/// `OCV_BENCH=times`: the Auto Layout figures without the benchmark tool, each the fastest of several rounds in CPU
/// time of the calling thread (on a shared, loaded machine the wall clock counts the time spent waiting for a core),
/// printed beside the bare-loop baseline. `OCV_BENCH_FILTER=text` runs only the figures whose name contains `text`
/// (for profiling one of them). Goals (issue 12): activate + solve + frames under 20 ms, one constant change under
/// 0.5 ms, 100 list cells sized under 8 ms.
@MainActor
func runAutoLayoutTimes() {
    func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    let rounds = Int(ProcessInfo.processInfo.environment["OCV_BENCH_ROUNDS"] ?? "") ?? 15
    let filter = ProcessInfo.processInfo.environment["OCV_BENCH_FILTER"] ?? ""
    func report(_ name: String, prepare: () -> Void = {}, body: () -> Void) {
        guard filter.isEmpty || name.contains(filter) else { return }
        var best = Double.infinity
        for _ in 0..<rounds {
            prepare()
            let start = cpuTime()
            body()
            best = min(best, cpuTime() - start)
        }
        print(String(format: "%9.3f ms  %@", best * 1000, name))
        fflush(nil)
    }
    let grid = ConstraintGridScene()
    report("bare loop of the same 1,000 frames (baseline)") { blackHoleFrames(grid.bareLoopFrames()) }
    report(
        "1,000 views / 4,000 constraints: activate, solve, set frames", prepare: { grid.reset() },
        body: { grid.activateAndSolve() })
    grid.activateAndSolve()
    var toggle = false
    report("1,000 views: change one constant and lay out") {
        toggle.toggle()
        grid.changeConstant(toggle ? 11 : 10)
    }
    let coldCells = CellSizingScene()
    report("100 list cells sized by constraints (warm: each cell measured before)") {
        blackHoleFrames([CGRect(x: 0, y: 0, width: 0, height: coldCells.sizeAll())])
    }
    var fresh: [CellSizingScene] = []
    report(
        "100 new list cells sized by constraints (cold: first measurement)", prepare: { fresh = [CellSizingScene()] },
        body: { _ = fresh.last?.sizeAll() })
    let reuse = CellReuseSizingScene()
    report("100 list items sized with 10 reused cells (new text each time)") {
        blackHoleFrames([CGRect(x: 0, y: 0, width: 0, height: reuse.sizeAll())])
    }
}

/// Keeps a result alive so the optimiser cannot drop the work.
@inline(never)
func blackHoleFrames(_ frames: [CGRect]) {
    if frames.count == Int.max { print(frames) }
}
