import FlyingSocks
import Foundation

/// One accepted TCP connection: HTTP/1.1 requests (kept alive) until one upgrades to a tab's WebSocket. A request
/// head must arrive whole within `headTimeout` and `HTTPRequestHead.maximumLength` bytes; requests with bodies are
/// refused, since nothing the host serves takes one.
struct HostConnection {
    let socket: AsyncSocket
    let routes: WebRoutes
    let admission: TabAdmission
    let maximumMessageLength: Int
    /// How long a client has to send a request head (a slow or idle client is dropped after it).
    static let headTimeout: Duration = .seconds(15)

    func serve() async {
        socket.tuneForFrames()
        var reader = ByteReader(SocketByteSource(socket: socket))
        requests: while true {
            let watchdog = ShutdownWatchdog(socket: socket, after: Self.headTimeout)
            let bytes: [UInt8]
            do {
                bytes = try await reader.head(limit: HTTPRequestHead.maximumLength)
                watchdog.disarm()
            } catch ByteReaderError.tooLong {
                watchdog.disarm()
                await send(HTTPAnswer(status: 431, body: "request head too large\n"), keepAlive: false)
                break requests
            } catch {
                watchdog.disarm()
                break requests
            }
            let request: HTTPRequestHead
            do {
                request = try HTTPRequestHead(parsing: bytes)
            } catch {
                switch error {
                case .unsupportedVersion(let version):
                    await send(HTTPAnswer(status: 505, body: "\(version) is not supported\n"), keepAlive: false)
                case .malformed(let reason):
                    await send(HTTPAnswer(status: 400, body: reason + "\n"), keepAlive: false)
                }
                break requests
            }
            if request.headers["transfer-encoding"] != nil
                || (request.headers["content-length"].map { $0 != "0" } ?? false)
            {
                await send(HTTPAnswer(status: 400, body: "requests with a body are not served\n"), keepAlive: false)
                break requests
            }
            var route = routes.route(request)
            if case .status = route {
                let census = await MainActor.run { TabCensus.shared.json }
                route = .answer(HTTPAnswer(status: 200, contentType: "application/json", body: census))
            }
            switch route {
            case .answer(let answer):
                let keepAlive = request.keepsAlive && answer.status < 400
                await send(answer, keepAlive: keepAlive, includeBody: request.method != "HEAD")
                if !keepAlive { break requests }
            case .upgrade(let screen, let key):
                await upgrade(screen: screen, key: key, reader: reader)
                break requests
            case .status:
                break requests
            }
        }
        try? socket.close()
    }

    private func send(_ answer: HTTPAnswer, keepAlive: Bool, includeBody: Bool = true) async {
        try? await socket.write(Data(answer.encoded(keepAlive: keepAlive, includeBody: includeBody)))
    }

    private func upgrade(screen: WebScreen, key: String, reader: ByteReader<SocketByteSource>) async {
        do {
            try await socket.write(Data(WebSocketHandshake.response(forKey: key).utf8))
        } catch {
            return
        }
        let client = socket.clientAddress
        if let refusal = await admission.admit(client: client) {
            // Refused after the upgrade, so the browser sees the reason in its close event (1013: try again later).
            try? await socket.write(Data(WebSocketFrameWriter.close(code: 1013, reason: refusal.description)))
            try? await Task.sleep(for: .milliseconds(100))
            return
        }
        await TabConnection(socket: socket).run(
            screen: screen, reader: reader, maximumMessageLength: maximumMessageLength)
        await admission.release(client: client)
    }
}

/// Shuts a socket down after a delay unless disarmed first, waking a read that would otherwise wait forever.
final class ShutdownWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var armed = true
    private var task: Task<Void, Never>?

    init(socket: AsyncSocket, after delay: Duration) {
        task = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard let self else { return }
            self.lock.withLock {
                if self.armed, !Task.isCancelled { socket.shutDown() }
            }
        }
    }

    /// Stops the watchdog; after this returns it never touches the socket.
    func disarm() {
        lock.lock()
        armed = false
        lock.unlock()
        task?.cancel()
    }
}
