import FlyingSocks
import Foundation
import OpenCollectionView

/// One upgraded WebSocket serving one `BrowserTab`: a reading loop (frames checked against the limits before they
/// are read, messages decoded and queued in the tab's `TabInbox`) and a writing task (the tab's one frame in
/// flight, pongs, the close frame). Whatever one socket does — too large, garbage, binary, a flood — closes that
/// socket alone.
final class TabConnection: TabTransport, @unchecked Sendable {
    private let socket: AsyncSocket
    private let inbox: TabInbox
    private let outbound: AsyncStream<Outbound>.Continuation
    private let outboundStream: AsyncStream<Outbound>
    private let lock = NSLock()
    private var closeSent = false
    private var finished = false
    private var pendingControlFrames = 0
    /// Set once, on the main actor, before any message is read.
    private var tab: BrowserTab?

    /// The most pongs waiting to be written before a ping flood closes the socket.
    static let maximumPendingControlFrames = 8
    /// How long the peer has to answer our close frame before the connection is dropped.
    static let closeTimeout: Duration = .seconds(2)

    private enum Outbound {
        case frame([UInt8])
        case control([UInt8])
        case close([UInt8])
    }

    init(socket: AsyncSocket, inbox: TabInbox = TabInbox()) {
        self.socket = socket
        self.inbox = inbox
        (outboundStream, outbound) = AsyncStream<Outbound>.makeStream()
    }

    // MARK: TabTransport (main actor)

    func send(frame: String) {
        outbound.yield(.frame(WebSocketFrameWriter.text(frame)))
    }

    func close(code: UInt16, reason: String) {
        lock.lock()
        let first = !closeSent
        closeSent = true
        lock.unlock()
        guard first else { return }
        outbound.yield(.close(WebSocketFrameWriter.close(code: code, reason: reason)))
        outbound.finish()
        // A peer that never answers the close frame is dropped.
        shutDownAfter(Self.closeTimeout + .seconds(1))
    }

    // MARK: Running

    /// Serves the socket until either side closes it, with a tab showing `screen`; `reader` holds the bytes that
    /// followed the upgrade request. The caller closes the socket afterwards.
    func run(screen: WebScreen, reader: ByteReader<SocketByteSource>, maximumMessageLength: Int) async {
        let tab = await MainActor.run { BrowserTab(screen: screen, transport: self) }
        self.tab = tab
        let writer = Task { await self.writeLoop() }
        var messages = WebSocketMessageReader(reader, maximumMessageLength: maximumMessageLength)
        let ending = await readLoop(&messages, tab: tab)
        await MainActor.run { tab.connectionDidEnd() }
        close(code: 1001, reason: "going away")
        await writer.value
        switch ending {
        case .peerClosed, .peerGone:
            break
        case .weClosed(let framingIntact):
            // RFC 6455 §7.1.1: wait (briefly) for the peer's close frame, reading and dropping what comes before
            // it, so unread input does not reset the connection before the browser has read our close frame.
            shutDownAfter(Self.closeTimeout)
            if framingIntact {
                while let message = try? await messages.next() {
                    if case .close = message { break }
                }
            } else {
                while (try? await messages.reader.bytes(1)) != nil {
                    _ = try? await messages.reader.bytes(messages.reader.buffered)
                }
            }
        }
        lock.withLock {
            finished = true
            socket.shutDown()
        }
    }

    private enum Ending {
        case peerClosed
        case peerGone
        case weClosed(framingIntact: Bool)
    }

    private func readLoop(_ messages: inout WebSocketMessageReader<SocketByteSource>, tab: BrowserTab) async -> Ending {
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let inbound: WebSocketInbound
            do {
                inbound = try await messages.next()
            } catch let error as WebSocketReadError {
                await closeTab(code: error.closeCode, reason: error.description)
                return .weClosed(framingIntact: false)
            } catch {
                return .peerGone
            }
            switch inbound {
            case .text(let text):
                let elapsed = clock.now - start
                let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                do {
                    if try inbox.accept(text: text, at: time) {
                        Task { @MainActor [inbox] in tab.receive(inbox.drain()) }
                    }
                } catch {
                    await closeTab(code: error.closeCode, reason: error.description)
                    return .weClosed(framingIntact: true)
                }
            case .binary:
                let error = ClientMessageError.binary
                await closeTab(code: error.closeCode, reason: error.description)
                return .weClosed(framingIntact: true)
            case .ping(let payload):
                guard queueControl(WebSocketFrameWriter.pong(payload)) else {
                    await closeTab(code: 1008, reason: "ping flood")
                    return .weClosed(framingIntact: true)
                }
            case .pong:
                continue
            case .close(let code, _):
                // RFC 6455 §5.5.1: answer with a close frame echoing the status code (§7.4: one that may be sent).
                let reply = code.map {
                    (1000...4999).contains($0) && ![1004, 1005, 1006, 1015].contains($0) ? $0 : 1002
                }
                await closeTab(code: reply ?? 1000, reason: "")
                return .peerClosed
            }
        }
    }

    /// Shuts the socket down after `delay` unless the connection has finished by then (the descriptor may by
    /// then belong to another connection, so the check and the shutdown happen under the lock).
    private func shutDownAfter(_ delay: Duration) {
        Task {
            try await Task.sleep(for: delay)
            self.lock.withLock {
                if !self.finished { self.socket.shutDown() }
            }
        }
    }

    private func closeTab(code: UInt16, reason: String) async {
        let tab = tab
        await MainActor.run { tab?.close(code: code, reason: reason) }
        close(code: code, reason: reason)
    }

    private func queueControl(_ frame: [UInt8]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard pendingControlFrames < Self.maximumPendingControlFrames else { return false }
        pendingControlFrames += 1
        outbound.yield(.control(frame))
        return true
    }

    private func writeLoop() async {
        for await item in outboundStream {
            do {
                switch item {
                case .frame(let bytes):
                    try await socket.write(Data(bytes))
                    let tab = tab
                    Task { @MainActor in tab?.frameWasSent() }
                case .control(let bytes):
                    try await socket.write(Data(bytes))
                    lock.withLock { pendingControlFrames -= 1 }
                case .close(let bytes):
                    try await socket.write(Data(bytes))
                    return
                }
            } catch {
                socket.shutDown()
                return
            }
        }
    }
}
