import Foundation
import Logging
import OpenCollectionView
import ServiceLifecycle

@testable import OpenCollectionViewWeb

#if canImport(Glibc)
    import Glibc
#endif

/// A web host serving on a free loopback port for one test, spoken to over real sockets.
struct LiveHost {
    let port: Int
    let group: ServiceGroup
    private let task: Task<Void, any Error>

    /// Starts a host with `screens` (a plain screen named `grid` when none are given).
    static func start(
        maximumTabs: Int = 8, maximumTabsPerClient: Int = 4, trustedProxies: [String] = [],
        compression: Bool = true
    ) async throws -> LiveHost {
        let screens = await MainActor.run { [WebScreen(slug: "grid", title: "Grid") { UIViewController() }] }
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let host = WebHost(
            screens: screens, port: 0, maximumTabs: maximumTabs, maximumTabsPerClient: maximumTabsPerClient,
            trustedProxies: trustedProxies, compression: compression,
            // The test process shares its main actor with many tests at once: admit by the caps alone.
            maximumInputLag: 0, logger: logger)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        // No cancellation limit: past it the service group stops the whole process, every other test with it, and
        // a test process shares its cores and its main actor with many tests at once.
        let group = host.makeServiceGroup(signals: [], cancellationLimit: nil) { port in continuation.yield(port) }
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw LiveHostError.didNotStart }
        return LiveHost(port: port, group: group, task: task)
    }

    /// Stops the host gracefully and waits for it.
    func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}

enum LiveHostError: Error {
    case didNotStart
    case connectionFailed
}

/// A blocking TCP connection to the live host with a read timeout, for speaking HTTP and WebSocket byte by byte.
/// The timeout is long: the host's tabs live on the main actor, which the tests running beside these share, and a
/// debug build's long main-actor tests can hold it for many seconds on a loaded machine.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32
    private var buffered: [UInt8] = []

    init(port: Int, timeout: TimeInterval = 120) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw LiveHostError.connectionFailed
        }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// The next `count` bytes, or `nil` when the connection ends (or the read times out) first.
    func read(_ count: Int) -> [UInt8]? {
        while buffered.count < count {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard received > 0 else { return nil }
            buffered += chunk[..<received]
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[..<count])
    }

    /// An HTTP response head (status line and headers) and its body when it has a `Content-Length`.
    func readResponse() -> (status: Int, headers: [String: String], body: String)? {
        var head: [UInt8] = []
        while !head.ends(with: [13, 10, 13, 10]) {
            guard let byte = read(1) else { return nil }
            head += byte
        }
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        let body = length > 0 ? read(length).map { String(decoding: $0, as: UTF8.self) } ?? "" : ""
        return (status, headers, body)
    }

    /// Sends a request and reads its response (on a thread of its own: a blocking read on one of Swift's few
    /// cooperative threads would starve the server under test, whose handlers run there too).
    func request(_ lines: [String]) async -> (status: Int, headers: [String: String], body: String)? {
        await Self.offThePool {
            self.send(lines.joined(separator: "\r\n") + "\r\n\r\n")
            return self.readResponse()
        }
    }

    /// Reads server frames until a close frame (on a thread of its own, as `request`).
    func readClose() async -> (code: Int, reason: String)? {
        await Self.offThePool { self.readCloseFrame() }
    }

    private static func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }

    /// A WebSocket upgrade request for `path` naming `host` and `origin` (the host itself when not given).
    static func upgradeLines(
        port: Int, path: String = "/socket/grid", host: String? = nil, origin: String?? = .none,
        extra: [String] = []
    ) -> [String] {
        let hostHeader = host ?? "127.0.0.1:\(port)"
        var lines = [
            "GET \(path) HTTP/1.1", "Host: \(hostHeader)", "Upgrade: websocket", "Connection: Upgrade",
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
        ]
        switch origin {
        case .none: lines.append("Origin: http://\(hostHeader)")
        case .some(.some(let value)): lines.append("Origin: \(value)")
        case .some(.none): break
        }
        return lines + extra
    }

    /// A frame as a browser sends it: masked (unless told otherwise), with the shortest length encoding.
    static func frame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, rsv1: Bool = false)
        -> [UInt8]
    {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if payload.count <= 125 {
            bytes.append(maskBit | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            bytes.append(maskBit | 127)
            bytes += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
        }
        guard masked else { return bytes + payload }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }

    /// Reads one server frame (on a thread of its own, as `request`): its opcode, or `nil` when the connection ends.
    func readFrameOpcode() async -> UInt8? {
        await Self.offThePool { self.readFrame()?.opcode }
    }

    private func readFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard let header = read(2) else { return nil }
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            guard let extended = read(2) else { return nil }
            length = Int(extended[0]) << 8 | Int(extended[1])
        } else if length == 127 {
            guard let extended = read(8) else { return nil }
            length = extended.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let payload = read(length) else { return nil }
        return (header[0] & 0x0F, payload)
    }

    /// Reads server frames until a close frame: its code and reason, or `nil` when the connection ends first.
    private func readCloseFrame() -> (code: Int, reason: String)? {
        while let (opcode, payload) = readFrame() {
            if opcode == 0x8 {
                guard payload.count >= 2 else { return (1005, "") }
                return (Int(payload[0]) << 8 | Int(payload[1]), String(decoding: payload[2...], as: UTF8.self))
            }
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
