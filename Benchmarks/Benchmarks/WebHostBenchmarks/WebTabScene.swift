import Benchmark
import BenchmarkChecks
import OpenCollectionView
@_spi(Benchmarks) import OpenCollectionViewWeb

/// One browser tab of the Gallery's million-item grid on the real path (`RecordedTab`): the JSON the browser client
/// sends goes through the message decoder and the tab's inbox, and every frame is built and encoded as the socket
/// sends it, one per display tick of the tab's clock. A fast flick (a touch moved 80 points a display frame, about
/// 4,800 points a second, then lifted) leaves the grid coasting.
@MainActor
final class WebTabScene {
    let tab = RecordedTab(
        screen: WebScreen(slug: "million-item-grid", title: "A million-item grid") { MillionGridScreen() })
    /// The page's clock in milliseconds, as the client stamps pointer messages (`ts`).
    private var pageTime = 1_000.0
    /// A reused buffer for the baseline.
    private var buffer: [UInt8] = []

    init() {
        try! tab.receive([#"{"t":"resize","w":390,"h":844}"#, #"{"t":"scheme","c":"light"}"#])
        tab.tick()
    }

    /// Display ticks the flick takes (each may send a frame).
    static let flickTicks = 6

    /// A fast upward flick in the middle of the window, one pointer message per display tick.
    func flick() {
        var y = 700.0
        send(pointer: "down", y: y)
        for _ in 0..<4 {
            tick()
            y -= 80
            send(pointer: "move", y: y)
        }
        tick()
        send(pointer: "up", y: y)
        tick()
    }

    /// One display tick: the clock moves a frame and the tab sends the frame it asks for.
    func tick() {
        pageTime += 1_000.0 / 60
        tab.tick()
    }

    private func send(pointer phase: String, y: Double) {
        try! tab.receive([#"{"t":"\#(phase)","id":1,"x":195,"y":\#(y),"ts":\#(pageTime)}"#])
    }

    /// A flick and `frames` display ticks of coasting after it.
    func flickAndCoast(frames: Int) {
        flick()
        for _ in 0..<frames { tick() }
    }

    /// The baseline: the last frame's bytes copied into a reused buffer and summed, once per tick — the least any
    /// server does to send a frame of that size.
    func copyFrames(_ count: Int) {
        let frame = tab.lastFrame
        var sum = 0
        for _ in 0..<count {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: frame.utf8)
            for byte in buffer { sum &+= Int(byte) }
        }
        blackHole(sum)
    }

    /// Coasting frames alone, measured apart from the flick: CPU time and bytes per frame sent over `rounds` flicks.
    func coastingFigures(rounds: Int, frames: Int) -> (seconds: Double, bytes: Double, sentPerTick: Double) {
        var seconds = Double.infinity
        var bytes = 0
        var sent = 0
        for _ in 0..<rounds {
            flick()
            let frames0 = tab.frameCount
            let bytes0 = tab.byteCount
            let start = threadCPUTime()
            for _ in 0..<frames { tick() }
            let elapsed = threadCPUTime() - start
            let count = tab.frameCount - frames0
            seconds = min(seconds, elapsed / Double(max(count, 1)))
            bytes += tab.byteCount - bytes0
            sent += count
        }
        return (seconds, Double(bytes) / Double(max(sent, 1)), Double(sent) / Double(rounds * frames))
    }
}

/// Tabs coasting side by side as a live host serves them (issue 33): each display tick builds a frame for every tab
/// in turn, so each frame finds the caches full of the other tabs' windows, render trees and diffs rather than its
/// own.
@MainActor
final class InterleavedTabs {
    let scenes: [WebTabScene]

    init(count: Int) {
        scenes = (0..<count).map { _ in WebTabScene() }
    }

    /// Every tab flicks, then all coast for `frames` display ticks, their ticks taken in turn.
    func flickAndCoast(frames: Int) {
        for scene in scenes { scene.flick() }
        for _ in 0..<frames {
            for scene in scenes { scene.tick() }
        }
    }

    /// The baseline: each tab's last frame copied as `WebTabScene.copyFrames` does, in turn.
    func copyFrames(_ count: Int) {
        for _ in 0..<count {
            for scene in scenes { scene.copyFrames(1) }
        }
    }
}

/// Issue 25's frame goal: a coasting frame of the million-item grid on a tab's real path, ≤ 0.5 ms of CPU; and issue
/// 33's, the same with 16 tabs coasting at once, their frames interleaved as the live host builds them.
@MainActor
func webTabGoalChecks() -> [GoalCheck] {
    let scene = WebTabScene()
    let interleaved = InterleavedTabs(count: 16)
    interleaved.flickAndCoast(frames: 30)
    scene.flickAndCoast(frames: 120)
    let coasting = 60
    let ticks = WebTabScene.flickTicks + coasting
    let figures = scene.coastingFigures(rounds: 5, frames: coasting)
    print(
        String(
            format: "tab of the 1M grid at 390×844, coasting after a fast flick: %.1f µs and %.0f bytes a frame, "
                + "%.0f%% of display ticks sent a frame", figures.seconds * 1e6, figures.bytes,
            figures.sentPerTick * 100))
    return [
        GoalCheck(
            name: "tab frame of the 1M grid, flick + coast (per display tick, decode to bytes sent; "
                + "baseline: copying the frame's bytes)",
            limit: .seconds(0.5e-3), operations: ticks, baseline: { scene.copyFrames(ticks) },
            figure: { scene.flickAndCoast(frames: coasting) }),
        GoalCheck(
            name: "tab frame of the 1M grid, 16 tabs flicking and coasting at once, their frames interleaved "
                + "(per display tick of a tab; baseline: copying each tab's frame)",
            limit: .seconds(0.5e-3), operations: 16 * ticks, rounds: 3,
            baseline: { interleaved.copyFrames(ticks) }, figure: { interleaved.flickAndCoast(frames: coasting) }),
    ]
}
