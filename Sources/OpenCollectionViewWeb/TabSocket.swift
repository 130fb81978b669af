import Foundation
import Logging
import NIOCore
import NIOWebSocket
import OpenCollectionView
import WSCore

/// One upgraded WebSocket serving one `BrowserTab`: a reading loop (messages assembled from frames and checked
/// against the size limit as each frame arrives, decoded and queued in the tab's `TabInbox`) and a writing task
/// (the tab's one frame in flight, then the close frame). Whatever one socket does — too large, garbage, binary,
/// a flood — closes that socket alone. WebSocket pings are answered by swift-websocket as they are read, so a ping
/// flood is slowed by the socket's own back-pressure and queues nothing.
final class TabSocket: TabTransport, @unchecked Sendable {
    private let outbound: WebSocketOutboundWriter
    private let inbox = TabInbox()
    private let metrics: WebHostMetrics
    /// Where the time input waits for the main actor goes (admission reads it).
    private let lag: MainActorLag
    private let logger: Logger
    private let queue: AsyncStream<Outbound>.Continuation
    private let queued: AsyncStream<Outbound>
    private let lock = NSLock()
    private var closeSent = false
    /// Set on the main actor once the tab is made (reading has begun by then), and let go when the socket is done:
    /// the tab holds this socket as its transport, and the two must not keep each other alive once the connection
    /// ends.
    private var tab: BrowserTab? {
        get { lock.withLock { servedTab } }
        set { lock.withLock { servedTab = newValue } }
    }
    private var servedTab: BrowserTab?

    private enum Outbound {
        case frame(String)
        case close(code: UInt16, reason: String)
    }

    init(outbound: WebSocketOutboundWriter, metrics: WebHostMetrics, lag: MainActorLag, logger: Logger) {
        self.outbound = outbound
        self.metrics = metrics
        self.lag = lag
        self.logger = logger
        (queued, queue) = AsyncStream<Outbound>.makeStream()
    }

    // MARK: TabTransport (main actor)

    func send(frame: String) {
        queue.yield(.frame(frame))
    }

    func close(code: UInt16, reason: String) {
        guard
            lock.withLock({ () -> Bool in
                defer { closeSent = true }
                return !closeSent
            })
        else { return }
        metrics.closed(code: code)
        logger.log(
            level: code == 1000 || code == 1001 ? .info : .notice, "closing tab",
            metadata: ["code": "\(code)", "reason": "\(reason)"])
        queue.yield(.close(code: code, reason: reason))
        queue.finish()
    }

    // MARK: Serving

    /// Serves the socket with a tab showing `screen` until either side closes it. When `shutdown` fires (the server
    /// stops gracefully: SIGTERM, SIGINT) the tab is closed with 1001 (going away), which the browser client
    /// answers by reconnecting.
    func serve(screen: WebScreen, inbound: WebSocketInboundStream, maximumMessageLength: Int, shutdown: ShutdownNotice)
        async
    {
        metrics.tabsOpen.increment(by: 1)
        defer { metrics.tabsOpen.decrement(by: 1) }
        // The tab is made on the main actor while the socket is already being read, so a frame that breaks the
        // rules is answered at once even while the main actor is busy with other tabs; what arrives before the tab
        // exists waits in the inbox, and the tab takes it first.
        let made = Task { @MainActor [inbox, metrics] () -> BrowserTab in
            let tab = BrowserTab(screen: screen, transport: self, metrics: metrics)
            self.tab = tab
            let early = inbox.drain()
            if !early.isEmpty { tab.receive(early) }
            return tab
        }
        shutdown.onShutdown { [weak self] in
            guard let self else { return }
            self.close(code: 1001, reason: "server stopping")
            Task { @MainActor [weak self] in self?.tab?.close(code: 1001, reason: "server stopping") }
        }
        async let writing: Void = writeLoop()
        let peerClosed = await readLoop(inbound, maximumMessageLength: maximumMessageLength)
        let tab = await made.value
        await MainActor.run { tab.connectionDidEnd() }
        if peerClosed {
            lock.withLock { closeSent = true }
            queue.finish()
        } else {
            close(code: 1001, reason: "going away")
        }
        await writing
        // Nothing of the tab outlives its connection (the shutdown notice, and its action, end with it too).
        self.tab = nil
    }

    /// Reads messages until the peer closes (`true`) or the socket breaks a rule or the tab is closed (`false`).
    private func readLoop(_ inbound: WebSocketInboundStream, maximumMessageLength: Int) async -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        var frames = inbound.makeAsyncIterator()
        var message = ByteBuffer()
        var messageIsText = true
        var inMessage = false
        while true {
            let frame: WebSocketDataFrame
            do {
                guard let next = try await frames.next() else { return true }
                frame = next
            } catch NIOWebSocketError.invalidFrameLength {
                await refuse(code: 1009, reason: "message exceeds \(maximumMessageLength) bytes")
                return false
            } catch is UnmaskedFrameError {
                await refuse(code: 1002, reason: "frames from a browser must be masked")
                return false
            } catch {
                if lock.withLock({ closeSent }) { return false }
                await refuse(code: 1002, reason: "broken frame")
                return false
            }
            switch frame.opcode {
            case .text, .binary:
                guard !inMessage else {
                    await refuse(code: 1002, reason: "a new message began inside a fragmented one")
                    return false
                }
                message.clear()
                messageIsText = frame.opcode == .text
            case .continuation:
                guard inMessage else {
                    await refuse(code: 1002, reason: "a continuation frame outside a message")
                    return false
                }
            }
            let length = message.readableBytes + frame.data.readableBytes
            guard length <= maximumMessageLength else {
                await refuse(code: 1009, reason: "message of \(length) bytes exceeds \(maximumMessageLength)")
                return false
            }
            var data = frame.data
            message.writeBuffer(&data)
            inMessage = !frame.fin
            guard frame.fin else { continue }
            guard messageIsText else {
                let error = ClientMessageError.binary
                await refuse(code: error.closeCode, reason: error.description)
                return false
            }
            guard let text = message.getString(at: message.readerIndex, length: message.readableBytes),
                text.utf8.elementsEqual(message.readableBytesView)
            else {
                await refuse(code: 1007, reason: "text that is not UTF-8")
                return false
            }
            let elapsed = clock.now - start
            let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            do {
                if try inbox.accept(text: text, at: time) {
                    let queued = ProcessInfo.processInfo.systemUptime
                    Task { @MainActor [inbox, lag, metrics, weak self] in
                        let waited = ProcessInfo.processInfo.systemUptime - queued
                        lag.record(waited)
                        metrics.inputWaited(seconds: waited)
                        // Before the tab is made its maker drains the inbox (`serve`).
                        guard let tab = self?.tab else { return }
                        tab.receive(inbox.drain())
                    }
                }
            } catch {
                if case .flood = error { metrics.inputDropped.increment() }
                await refuse(code: error.closeCode, reason: error.description)
                return false
            }
        }
    }

    /// Closes the socket with `code` at once, then the tab: the browser hears why without waiting for the main
    /// actor (which may be busy with other tabs for a while), and the tab's own close finds the socket closed.
    private func refuse(code: UInt16, reason: String) async {
        let tab = tab
        close(code: code, reason: reason)
        await MainActor.run { tab?.close(code: code, reason: reason) }
    }

    /// A close frame's reason cut to whole characters within the 123 bytes a close frame has room for
    /// (RFC 6455 §5.5: control frames carry at most 125 bytes, two of them the code); a browser fails a socket
    /// whose close frame is longer.
    static func closeReason(_ reason: String) -> String {
        var cut = ""
        var length = 0
        for character in reason {
            length += character.utf8.count
            guard length <= 123 else { break }
            cut.append(character)
        }
        return cut
    }

    private func writeLoop() async {
        for await item in queued {
            do {
                switch item {
                case .frame(let text):
                    try await outbound.write(.text(text))
                    metrics.framesSent.increment()
                    metrics.bytesSent.increment(by: text.utf8.count)
                    let tab = tab
                    Task { @MainActor in tab?.frameWasSent() }
                case .close(let code, let reason):
                    try await outbound.close(.init(codeNumber: Int(code)), reason: Self.closeReason(reason))
                    return
                }
            } catch {
                return
            }
        }
    }
}
