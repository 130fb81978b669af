import OpenCollectionView

/// Where a tab's frames go: the tab's socket, or a recorder in tests.
protocol TabTransport: AnyObject, Sendable {
    /// Sends one frame message; the tab calls this only when the previous frame has been sent
    /// (`BrowserTab.frameWasSent()`).
    func send(frame: String)
    /// Closes the socket with a status code and reason.
    func close(code: UInt16, reason: String)
}

/// One browser tab on the main actor: its own window, root view controller and animation clock (made when the tab
/// reports its viewport), input applied as it arrives, and frame messages at most once per display tick while
/// anything changes or animates. At most one frame is on its way at a time: while the socket still sends one, no
/// new frame is built, and the next one is diffed against the frame actually sent, so a slow browser gets the
/// latest picture rather than a backlog. Latency pings are answered in the next frame message (`pong`).
@MainActor
final class BrowserTab {
    private let screen: WebScreen
    private let transport: any TabTransport
    private(set) var session: HostSession?
    private var differ = RenderTreeDiffer()
    private var frameScheduled = false
    private var needsFrame = false
    /// Whether a frame was handed to the transport and not yet reported sent.
    private(set) var frameInFlight = false
    private var lastFrameTime: TimeInterval = 0
    private var pendingPongs: [Int] = []
    private(set) var isClosed = false

    /// The display tick.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// The most unanswered pings kept; older ones are dropped (the client gives up on them).
    static let maximumPendingPongs = 16

    init(screen: WebScreen, transport: any TabTransport) {
        self.screen = screen
        self.transport = transport
    }

    /// Applies messages from the browser, in order.
    func receive(_ messages: [ClientMessage]) {
        for message in messages { receive(message) }
    }

    /// Applies one message from the browser.
    func receive(_ message: ClientMessage) {
        guard !isClosed else { return }
        switch message {
        case .resize(let size):
            if let session {
                session.handle(.resize(size: size, safeAreaInsets: .zero))
            } else {
                // Each tab has its own clock, so one tab's animations and display links never make another
                // tab's window tick or re-render.
                let session = HostSession(
                    rootViewController: screen.makeViewController(), size: size,
                    clock: AnimationClock(mode: .realTime))
                session.onNeedsFrame = { [weak self] in self?.scheduleFrame() }
                self.session = session
                TabCensus.shared.tabOpened()
            }
        case .event(let event):
            guard let session else {
                close(code: 1008, reason: "input before the first resize")
                return
            }
            session.handle(event)
        case .ping(let seq):
            pendingPongs.append(seq)
            if pendingPongs.count > Self.maximumPendingPongs { pendingPongs.removeFirst() }
        }
        scheduleFrame()
    }

    /// Asks for a frame at the next display tick (or now, when a tick has passed since the last one), unless one
    /// is still being sent: then it follows once that one is out.
    func scheduleFrame() {
        guard !isClosed else { return }
        needsFrame = true
        guard !frameScheduled, !frameInFlight else { return }
        frameScheduled = true
        let delay = max(0, lastFrameTime + Self.frameInterval - ProcessInfo.processInfo.systemUptime)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated { self?.sendFrame() }
        }
    }

    /// Builds and hands over the frame now (tests call this instead of waiting for the tick).
    func sendFrame() {
        frameScheduled = false
        guard let session, !isClosed, !frameInFlight else { return }
        needsFrame = false
        lastFrameTime = ProcessInfo.processInfo.systemUptime
        let pongs = pendingPongs.map(String.init).joined(separator: ",")
        pendingPongs.removeAll()
        var message = differ.message(for: session.renderFrame())
        if !pongs.isEmpty {
            message =
                message.map { String($0.dropLast()) + ",\"pong\":[\(pongs)]}" }
                ?? "{\"t\":\"pong\",\"pong\":[\(pongs)]}"
        }
        if let message {
            frameInFlight = true
            transport.send(frame: message)
        }
        if session.clock.isActive { needsFrame = true }
        if needsFrame, !frameInFlight { scheduleFrame() }
    }

    /// The transport finished sending the last frame: the next one may be built.
    func frameWasSent() {
        frameInFlight = false
        if needsFrame || (session?.clock.isActive ?? false) { scheduleFrame() }
    }

    /// Closes the tab: tears down its window and tells the browser why.
    func close(code: UInt16 = 1000, reason: String = "closed") {
        guard !isClosed else { return }
        tearDown()
        transport.close(code: code, reason: reason)
    }

    /// The socket is gone: tears down the window without a word to the browser.
    func connectionDidEnd() {
        guard !isClosed else { return }
        tearDown()
    }

    private func tearDown() {
        isClosed = true
        if let session {
            session.close()
            TabCensus.shared.tabClosed(window: session.window)
        }
        session = nil
    }
}
