@_spi(Host) import OpenCollectionView

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
/// latest picture rather than a backlog. Input is answered at once: the batch of messages that brought it is
/// followed by a frame without waiting for the display tick (when no frame is on its way), so a wheel turn is
/// drawn as soon as the window has moved; input that arrives while a frame is on its way is answered as soon as
/// that frame is sent. Latency pings are answered in the next frame message (`pong`).
@MainActor
final class BrowserTab {
    private let screen: WebScreen
    private let transport: any TabTransport
    private(set) var session: HostSession?
    private var differ = RenderTreeDiffer()
    /// The window's accessibility tree as the page mirrors it (`ax`), sent when it changes.
    private var accessibility = AccessibilityMirror()
    /// Captures of the window that build nodes only for views that changed; every one is diffed by `differ`.
    private var capture = RenderChangeCapture()
    private(set) var frameScheduled = false
    /// Bumped whenever a frame is built or scheduled, so a tick scheduled before an input frame does not build a
    /// second frame right after it.
    private var scheduleToken = 0
    /// When the scheduled frame is due (system uptime).
    private(set) var scheduledDeadline: TimeInterval = 0
    private(set) var needsFrame = false
    /// Whether a frame was handed to the transport and not yet reported sent.
    private(set) var frameInFlight = false
    /// Whether input arrived while a frame was on its way: the next frame follows as soon as that one is sent.
    private var inputAwaitsFrame = false
    private var lastFrameTime: TimeInterval = 0
    private var pendingPongs: [Int] = []
    private(set) var isClosed = false

    /// The display tick.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// How much sooner than a tick after the last frame the next one may go.
    static let earlyFrameTolerance: TimeInterval = 0.004
    /// The most unanswered pings kept; older ones are dropped (the client gives up on them).
    static let maximumPendingPongs = 16

    /// How the clock of the tab's window moves: real time for a browser's tab, virtual where a benchmark drives
    /// the display ticks itself (`RecordedTab`).
    private let clockMode: AnimationClock.Mode
    /// Where the time to build each frame sent goes (`ocv_frame_build_seconds`); `nil` in tests and benchmarks.
    private let metrics: WebHostMetrics?

    init(
        screen: WebScreen, transport: any TabTransport, clockMode: AnimationClock.Mode = .realTime,
        metrics: WebHostMetrics? = nil
    ) {
        self.screen = screen
        self.transport = transport
        self.clockMode = clockMode
        self.metrics = metrics
    }

    /// Applies messages from the browser, in order.
    func receive(_ messages: [ClientMessage]) {
        for message in messages { receive(message) }
        guard messages.contains(where: \.isInput), needsFrame, !isClosed else { return }
        if frameInFlight {
            // Answered the moment the socket is free (`frameWasSent`), not a display tick later.
            inputAwaitsFrame = true
        } else {
            sendFrame()
        }
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
                    clock: AnimationClock(mode: clockMode))
                session.onNeedsFrame = { [weak self] in self?.scheduleFrame() }
                // The page mirrors the window's accessibility tree, so the app sees an assistive technology running
                // (`UIAccessibility.isVoiceOverRunning`) and its posted notifications are kept for the page.
                session.scene.mirrorsAccessibility = true
                // Every control and item is reachable from the keyboard, as iOS's Full Keyboard Access makes them: on
                // the web every keyboard user needs it (WCAG 2.1.1).
                session.scene.isFullKeyboardAccessEnabled = true
                session.onCopy = { [weak self] text in
                    self?.pendingClipboard = text
                    self?.scheduleFrame()
                }
                self.session = session
                TabCensus.shared.tabOpened()
            }
        case .event(let event):
            guard let session else {
                close(code: 1008, reason: "input before the first resize")
                return
            }
            session.handle(event)
        case .contentSizeCategory(let category):
            guard let session else {
                close(code: 1008, reason: "text size before the first resize")
                return
            }
            session.scene.makeCurrent { session.scene.preferredContentSizeCategorySetting = category }
        case .userInterfaceStyle(let style):
            guard let session else {
                close(code: 1008, reason: "colour scheme before the first resize")
                return
            }
            session.scene.makeCurrent { session.scene.userInterfaceStyleSetting = style }
        case .displayScale(let scale):
            guard let session else {
                close(code: 1008, reason: "display scale before the first resize")
                return
            }
            session.scene.makeCurrent { session.scene.displayScaleSetting = scale }
        case .ping(let seq):
            pendingPongs.append(seq)
            if pendingPongs.count > Self.maximumPendingPongs { pendingPongs.removeFirst() }
        case .dropPart:
            // The inbox keeps parts for the drop message that follows; a part reaching the tab carries nothing.
            return
        case .accessibility(let id, let action):
            // An element gone since the page saw it is diagnosed and ignored (`AccessibilityTree.perform`).
            guard let session else { return }
            session.scene.makeCurrent { _ = AccessibilityTree.perform(action, onElementWithID: id, in: session.window) }
            accessibility.forceNextUpdate()
        case .route(let route):
            guard let session else {
                close(code: 1008, reason: "route before the first resize")
                return
            }
            // A string that is not a route, or a route the app does not know, is diagnosed and ignored
            // (`HostSession.open(route:)`); the next frame answers with the route that shows either way (`"ra":N`).
            session.open(route: route)
            routeAnswersDue += 1
        }
        scheduleFrame()
    }

    /// Asks for a frame at the next display tick (or now, when a tick has passed since the last frame sent),
    /// unless one is still being sent: then it follows once that one is out. A frame already scheduled later (a
    /// poll of a running clock) is brought forward.
    func scheduleFrame() {
        guard !isClosed else { return }
        needsFrame = true
        schedule(after: 0)
    }

    /// Schedules the frame no sooner than `minimumDelay` from now and one display tick after the last frame sent.
    private func schedule(after minimumDelay: TimeInterval) {
        guard !frameInFlight else { return }
        let now = ProcessInfo.processInfo.systemUptime
        // A frame a little early is sent at once rather than woken up for later: the clock's ticks already pace
        // animation frames, and on a loaded machine every extra wake-up costs a scheduling delay.
        let deadline = max(now + minimumDelay, lastFrameTime + Self.frameInterval - Self.earlyFrameTolerance)
        if frameScheduled, scheduledDeadline <= deadline + 0.0005 { return }
        frameScheduled = true
        scheduledDeadline = deadline
        scheduleToken &+= 1
        let token = scheduleToken
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, deadline - now)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.scheduleToken == token else { return }
                self.sendFrame()
            }
        }
    }

    /// Builds and hands over the frame now (tests call this instead of waiting for the tick).
    func sendFrame() {
        frameScheduled = false
        scheduleToken &+= 1
        guard let session, !isClosed, !frameInFlight else { return }
        let buildStart = DispatchTime.now().uptimeNanoseconds
        // The thread's processor time too, where it is reported (a clock read a frame; tests and benchmarks skip it).
        let cpuStart = metrics == nil ? 0 : ThreadCPUClock.nanoseconds()
        needsFrame = false
        inputAwaitsFrame = false
        let pongs = pendingPongs.map(String.init).joined(separator: ",")
        pendingPongs.removeAll()
        session.scene.makeCurrent {
            session.window.layoutIfNeeded()
            capture.capture(session.window)
        }
        var message = differ.message(for: capture)
        var extras = pongs.isEmpty ? [] : ["\"pong\":[\(pongs)]"]
        extras += textInputFields(session)
        extras += externalDropFields(session)
        extras += outgoingDragFields(session)
        extras += routeFields(session)
        if let tree = session.scene.makeCurrent({ accessibility.update(from: session.window) }) {
            extras.append("\"ax\":" + tree)
        }
        extras += titleAndAnnouncementFields(session)
        if !extras.isEmpty {
            let fields = extras.joined(separator: ",")
            message =
                message.map { String($0.dropLast()) + "," + fields + "}" }
                ?? "{\"t\":\"\(pongs.isEmpty ? "state" : "pong")\"," + fields + "}"
        }
        if let message {
            // Only a frame actually sent starts the display tick: a poll that found nothing new (the clock is
            // active but had not ticked yet) must not hold back the frame of the tick that follows it.
            lastFrameTime = ProcessInfo.processInfo.systemUptime
            frameInFlight = true
            // The main actor's time for this frame: layout, capture, diff and encoding (a poll that found nothing
            // to send is not a frame and is not counted).
            if let metrics {
                metrics.frameBuilt(
                    nanoseconds: DispatchTime.now().uptimeNanoseconds - buildStart,
                    cpuNanoseconds: ThreadCPUClock.nanoseconds() &- cpuStart)
            }
            transport.send(frame: message)
        }
        // A frame sent is followed up once the socket has it (`frameWasSent`); a look that found nothing, now.
        if message == nil { scheduleNextLook(session, afterFrame: false) }
    }

    /// Schedules the next look at the window, if one is due: a frame asked for, the clock's poll
    /// (`clockPollDelay`), or the accessibility tree that waited out its interval (or fell due while a frame was
    /// out), which would otherwise stay stale until the next change.
    private func scheduleNextLook(_ session: HostSession, afterFrame: Bool) {
        if needsFrame {
            scheduleFrame()
        } else if let poll = clockPollDelay(session, frameSent: afterFrame) {
            schedule(after: poll)
        } else if let wait = accessibility.pendingWait() {
            schedule(after: wait)
        }
    }

    /// How long until the window is looked at again without being told, or `nil`: animations (and coasting, display
    /// links) change what is drawn without telling the window, so while one runs the tab polls once a tick; a timer
    /// that is only waiting (the scroll indicators' half second before they fade, a gesture's time-out) changes
    /// nothing until it fires, so the tab looks a frame after that instead of polling every tick until then (a
    /// reader's wheel step polled the window 30 times for nothing).
    private func clockPollDelay(_ session: HostSession, frameSent: Bool) -> TimeInterval? {
        let clock = session.clock
        if clock.hasFrameObservers { return frameSent ? 0 : Self.frameInterval }
        guard let fireTime = clock.nextTimerFireTime else { return nil }
        return max(0, fireTime - clock.now) + Self.frameInterval
    }

    /// The focused text input's caret as last sent (`ti`), so it goes out only when it changes.
    private var sentTextInputCaret: CGRect?
    /// Text copied or cut in the window, for the browser's clipboard (`clip`).
    private var pendingClipboard: String?

    /// The text-input fields of the next message: `ti`, the focused text input's caret rectangle (or `null` once
    /// nothing takes text), and `clip`, text to put on the browser's clipboard.
    private func textInputFields(_ session: HostSession) -> [String] {
        var fields: [String] = []
        let caret = session.focusedTextInputCaretRect
        if caret != sentTextInputCaret {
            sentTextInputCaret = caret
            let rect = caret.map { [$0.minX, $0.minY, $0.width, $0.height].map { JSONText.number(Double($0)) } }
            fields.append("\"ti\":" + (rect.map { "[" + $0.joined(separator: ",") + "]" } ?? "null"))
        }
        if let clip = pendingClipboard {
            pendingClipboard = nil
            fields.append("\"clip\":" + JSONText.string(clip))
        }
        return fields
    }

    /// The operation last sent for a drag from outside the page (`dnd`), so it goes out only when it changes.
    private var sentExternalDropOperation: UIDropOperation?

    /// The drag-and-drop field of the next message: `dnd`, what dropping the drag from outside the page would do
    /// where it is ("copy", "move", "forbidden", "cancel"; `null` once no such drag is over the window), which the
    /// client turns into the browser's `dropEffect`.
    private func externalDropFields(_ session: HostSession) -> [String] {
        let operation = session.externalDropOperation
        guard operation != sentExternalDropOperation else { return [] }
        sentExternalDropOperation = operation
        let name: String? =
            switch operation {
            case .copy: "copy"
            case .move: "move"
            case .forbidden: "forbidden"
            case .cancel: "cancel"
            case nil: nil
            }
        return ["\"dnd\":" + (name.map { "\"\($0)\"" } ?? "null")]
    }

    /// The outgoing drag's text as last sent (`dout`), so it goes out only when it changes.
    private var sentOutgoingDragText: String?

    /// The field of the next message for a drag that may leave the page: `dout`, the text an in-app drag carries
    /// (`HostSession.outgoingDragText`; `null` once none is lifted). While it is a string the client lets the
    /// browser's own drag take over when the pointer leaves, carrying the text to another page or the desktop.
    private func outgoingDragFields(_ session: HostSession) -> [String] {
        let text = session.outgoingDragText
        guard text != sentOutgoingDragText else { return [] }
        sentOutgoingDragText = text
        return ["\"dout\":" + (text.map(JSONText.string) ?? "null")]
    }

    /// The title of the shown screen as last sent (`title`), so it goes out only when it changes.
    private var sentTitle: String?

    /// The page's title and what its live region speaks: `"title"`, the window's shown screen title
    /// (`UIWindow.shownScreenTitle`) when it changed, which the page makes its title and level-1 heading; `"ann"`,
    /// the last of the accessibility notifications posted since the last frame that speak — an announcement's,
    /// layout change's or scroll's string, and for a screen change its string or else the new screen's title (VoiceOver
    /// reads the new screen's first element; a page's reader learns of the new screen from its title).
    private func titleAndAnnouncementFields(_ session: HostSession) -> [String] {
        var fields: [String] = []
        let title = session.window.shownScreenTitle
        if title != sentTitle, let title {
            sentTitle = title
            fields.append("\"title\":" + JSONText.string(title))
        }
        let notifications = session.scene.takeAccessibilityNotifications()
        guard !notifications.isEmpty else { return fields }
        let spoken = notifications.compactMap { posted -> String? in
            switch posted.notification {
            case .screenChanged: posted.text ?? title
            case .announcement, .layoutChanged, .pageScrolled: posted.text
            default: nil
            }
        }
        if let text = spoken.last { fields.append("\"ann\":" + JSONText.string(text)) }
        return fields
    }

    /// The app's route as last sent (`route`), so it goes out only when it changes.
    private var sentRoute: String?
    /// How many `route` messages came since the last frame: the next one answers them (`"ra":N`), so the page
    /// knows which of the routes it sent the window's route follows.
    private var routeAnswersDue = 0

    /// The browser-history fields of the next message: `route`, the app's route (`HostSession.route`) when it
    /// changed or `route` messages await their answer, then with `"ra":N`, how many it answers; nothing for a window whose controllers
    /// do not route. The page adds, goes back to or replaces its history entry to match (`client.js`, "Browser
    /// history").
    private func routeFields(_ session: HostSession) -> [String] {
        let answers = routeAnswersDue
        routeAnswersDue = 0
        guard let route = session.route, route != sentRoute || answers > 0 else { return [] }
        sentRoute = route
        return ["\"route\":" + JSONText.string(route)] + (answers > 0 ? ["\"ra\":\(answers)"] : [])
    }

    /// The transport finished sending the last frame: the next one may be built.
    func frameWasSent() {
        frameInFlight = false
        if inputAwaitsFrame, needsFrame {
            sendFrame()
        } else if let session {
            scheduleNextLook(session, afterFrame: true)
        }
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
        // The last frame's nodes, as captured, diffed and mirrored, are of no use to a closed tab: let them go now,
        // whoever still holds the tab for a moment (a frame's completion on its way, a scheduled tick).
        capture = RenderChangeCapture()
        differ = RenderTreeDiffer()
        accessibility = AccessibilityMirror()
        pendingPongs = []
    }
}

extension ClientMessage {
    /// Whether the message wants an answer at once: input that may change the window, or a latency ping (which
    /// must not wait a display tick, or it would measure the tick rather than the input's way to the screen).
    fileprivate var isInput: Bool {
        switch self {
        case .event, .ping, .accessibility, .route: true
        case .resize, .contentSizeCategory, .userInterfaceStyle, .displayScale, .dropPart: false
        }
    }
}
