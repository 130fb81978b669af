@_spi(Host) import OpenCollectionView

/// A browser tab on the real path without a socket, for benchmarks: text messages go through the decoder and the
/// inbox a socket's reading task uses, the tab applies them and builds its frames exactly as it sends them, and
/// each frame is counted where a socket would write it. The window's clock is virtual: `tick()` moves it one
/// display frame and builds the frame that tick schedules, as the real-time clock and the tab's scheduler do.
@_spi(Benchmarks)
@MainActor
public final class RecordedTab {
    private final class Recorder: TabTransport, @unchecked Sendable {
        var frames = 0
        var bytes = 0
        var lastFrame = ""

        func send(frame: String) {
            frames += 1
            bytes += frame.utf8.count
            lastFrame = frame
        }

        func close(code: UInt16, reason: String) {}
    }

    private let recorder = Recorder()
    private let inbox = TabInbox()
    private let tab: BrowserTab

    /// A tab showing `screen` that has received nothing yet (the first message must be a `resize`).
    public init(screen: WebScreen) {
        tab = BrowserTab(screen: screen, transport: recorder, clockMode: .virtual)
    }

    /// Frames sent so far.
    public var frameCount: Int { recorder.frames }
    /// Bytes of all frames sent so far (UTF-8, as written to the socket before WebSocket framing).
    public var byteCount: Int { recorder.bytes }
    /// The last frame message sent.
    public var lastFrame: String { recorder.lastFrame }

    /// Receives text messages as one batch read from the socket, as the browser client sends them (`docs/WebHost.md`).
    public func receive(_ texts: [String]) throws {
        for text in texts { _ = try inbox.accept(text: text, at: ProcessInfo.processInfo.systemUptime) }
        tab.receive(inbox.drain())
        finishSending()
    }

    /// Moves the window's clock one display frame and builds the frame that tick asks for (if any).
    public func tick() {
        guard let clock = tab.session?.clock else { return }
        let nextTimer = clock.nextTimerFireTime
        clock.advance(by: AnimationClock.frameDuration)
        // As the live tab polls (`BrowserTab.clockPollDelay`): every tick while something animates, and after a
        // timer fired; not while timers only wait.
        let timerFired = nextTimer.map { $0 <= clock.now + 1e-9 } ?? false
        if tab.needsFrame || clock.hasFrameObservers || timerFired { tab.sendFrame() }
        finishSending()
    }

    /// The transport wrote the frame handed to it: the tab may build the next one.
    private func finishSending() {
        if tab.frameInFlight { tab.frameWasSent() }
    }

    /// Closes the tab and tears down its window.
    public func close() { tab.close() }
}
