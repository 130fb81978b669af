import FlyingFox
import OpenCollectionView

/// One browser tab on the main actor: its own window and root view controller (made when the tab reports its
/// viewport), input applied as it arrives, and at most one frame message per display tick while anything changes
/// or animates. Latency pings are answered in the next frame message (`pong`: the sequence numbers).
@MainActor
final class BrowserTab {
    private let screen: WebScreen
    private let send: @Sendable (WSMessage) -> Void
    private var session: HostSession?
    private var differ = RenderTreeDiffer()
    private var frameScheduled = false
    private var lastFrameTime: TimeInterval = 0
    private var pendingPongs: [Int] = []
    private(set) var isClosed = false

    /// The display tick.
    static let frameInterval: TimeInterval = 1.0 / 60

    init(screen: WebScreen, send: @escaping @Sendable (WSMessage) -> Void) {
        self.screen = screen
        self.send = send
    }

    /// Handles one message from the browser; a bad one closes the tab with the reason.
    func receive(_ message: WSMessage) {
        guard !isClosed else { return }
        let decoded: ClientMessage
        do {
            switch message {
            case .text(let text): decoded = try ClientMessage.decode(text)
            case .data: throw ClientMessageError.binary
            case .close:
                close()
                return
            }
        } catch let error as ClientMessageError {
            close(code: error.closeCode, reason: error.description)
            return
        } catch {
            close(code: 1011, reason: "\(error)")
            return
        }
        switch decoded {
        case .resize(let size):
            if let session {
                session.handle(.resize(size: size, safeAreaInsets: .zero))
            } else {
                let session = HostSession(rootViewController: screen.makeViewController(), size: size)
                session.onNeedsFrame = { [weak self] in self?.scheduleFrame() }
                self.session = session
            }
        case .event(let event):
            guard let session else {
                close(code: 1008, reason: "input before the first resize")
                return
            }
            session.handle(event)
        case .ping(let seq):
            pendingPongs.append(seq)
        }
        scheduleFrame()
    }

    /// Sends the next frame at the next display tick (or now, when a tick has passed since the last one).
    func scheduleFrame() {
        guard !frameScheduled, !isClosed else { return }
        frameScheduled = true
        let delay = max(0, lastFrameTime + Self.frameInterval - ProcessInfo.processInfo.systemUptime)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            MainActor.assumeIsolated { self?.sendFrame() }
        }
    }

    private func sendFrame() {
        frameScheduled = false
        guard let session, !isClosed else { return }
        lastFrameTime = ProcessInfo.processInfo.systemUptime
        let pongs = pendingPongs.map(String.init).joined(separator: ",")
        pendingPongs.removeAll()
        if var message = differ.message(for: session.renderFrame()) {
            if !pongs.isEmpty { message = String(message.dropLast()) + ",\"pong\":[\(pongs)]}" }
            send(.text(message))
        } else if !pongs.isEmpty {
            send(.text("{\"t\":\"pong\",\"pong\":[\(pongs)]}"))
        }
        if session.clock.isActive { scheduleFrame() }
    }

    /// Closes the tab: tears down its window and tells the browser why.
    func close(code: UInt16 = 1000, reason: String = "closed") {
        guard !isClosed else { return }
        isClosed = true
        session?.close()
        session = nil
        send(.close(WSCloseCode(code, reason: String(reason.prefix(120)))))
    }
}
