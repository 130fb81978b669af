import BenchmarkChecks
import Foundation
@_spi(Host) import OpenCollectionView
@_spi(Benchmarks) import OpenCollectionViewWeb

/// Two browser tabs of the Gallery's million-item grid on the real path (`RecordedTab`) at 390 × 844, driven alike —
/// a fast flick, then coasting, one frame per display tick — one with the accessibility mirror on (as every tab has
/// it), one with its scene not mirrored (`mirrorsAccessibility` cleared, so no tree is built or sent): what the
/// mirror costs a coasting frame in CPU time and bytes.
@MainActor
final class WebMirrorScene {
    let tab: RecordedTab
    private let screen = MillionGridScreen()
    /// The page's clock in milliseconds, as the client stamps pointer messages (`ts`).
    private var pageTime = 1_000.0

    init(mirrored: Bool) {
        let screen = screen
        tab = RecordedTab(screen: WebScreen(slug: "million-item-grid", title: "A million-item grid") { screen })
        try! tab.receive([#"{"t":"resize","w":390,"h":844}"#, #"{"t":"scheme","c":"light"}"#])
        if !mirrored { screen.view.window?.windowScene?.mirrorsAccessibility = false }
        tab.tick()
    }

    /// A fast upward flick in the middle of the window, one pointer message per display tick, then `frames` ticks of
    /// coasting.
    func flickAndCoast(frames: Int) {
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
        for _ in 0..<frames { tick() }
    }

    /// Display ticks `flickAndCoast(frames:)` takes besides its coasting frames.
    static let flickTicks = 6

    private func tick() {
        pageTime += 1_000.0 / 60
        tab.tick()
    }

    private func send(pointer phase: String, y: Double) {
        try! tab.receive([#"{"t":"\#(phase)","id":1,"x":195,"y":\#(y),"ts":\#(pageTime)}"#])
    }
}

/// Issue 26's cost goal: with the accessibility mirror on, a frame of the coasting million grid takes at most 10 %
/// more CPU time and 10 % more bytes than with it off (the same frames, the same run).
@MainActor
enum WebMirrorChecks {
    static let limit = 1.10
    /// Coasting ticks after each flick: two seconds, so the mirror's looks at the tree (once a second while the
    /// grid moves, four times a second once it stops) are all in the figure.
    static let coasting = 120

    /// The CPU-time check, for `runGoalChecks`.
    static func goalChecks(on: WebMirrorScene, off: WebMirrorScene) -> [GoalCheck] {
        [
            GoalCheck(
                name: "tab frame of the 1M grid, flick + coast, accessibility mirror on "
                    + "(baseline: the same tab, mirror off)",
                limit: .ratio(limit), operations: WebMirrorScene.flickTicks + coasting, rounds: 7,
                baseline: { off.flickAndCoast(frames: coasting) }, figure: { on.flickAndCoast(frames: coasting) })
        ]
    }

    /// The bytes check: both tabs flick and coast `rounds` times; prints the bytes a frame with the mirror on and
    /// off, and answers whether the ratio is within the limit (always `true` in a smoke run).
    static func bytesWithinLimit(on: WebMirrorScene, off: WebMirrorScene, rounds: Int, smoke: Bool) -> Bool {
        func perFrame(_ scene: WebMirrorScene) -> Double {
            let frames = scene.tab.frameCount
            let bytes = scene.tab.byteCount
            for _ in 0..<rounds { scene.flickAndCoast(frames: coasting) }
            return Double(scene.tab.byteCount - bytes) / Double(max(scene.tab.frameCount - frames, 1))
        }
        let mirrored = perFrame(on)
        let plain = perFrame(off)
        let ratio = mirrored / max(plain, 1)
        let within = ratio <= limit
        print(
            String(
                format: "%8.0f B    %8.0f B    ≤ %.1f× (%.2f×)  bytes a frame of the 1M grid, flick + coast, "
                    + "accessibility mirror on (baseline: mirror off)%@", mirrored, plain, limit, ratio,
                within ? "" : "  OVER LIMIT"))
        return within || smoke
    }

    /// Runs both checks; answers whether they are within their limits (always `true` in a smoke run).
    static func run(smoke: Bool) -> Bool {
        let on = WebMirrorScene(mirrored: true)
        let off = WebMirrorScene(mirrored: false)
        for scene in [on, off] { scene.flickAndCoast(frames: coasting) }
        let bytes = bytesWithinLimit(on: on, off: off, rounds: smoke ? 2 : 8, smoke: smoke)
        let time = runGoalChecks(goalChecks(on: on, off: off), smoke: smoke)
        return bytes && time
    }
}
