import FlyingSocks
import Foundation
import OpenCollectionView

/// The web host: an HTTP and WebSocket server that shows screens of UIKit-style view controllers in any browser.
///
/// `GET /` lists the screens; `GET /screen/<slug>` loads the browser client, which opens `/socket/<slug>`; each
/// socket is a tab with its own `UIWindow` on the main actor. The server renders render-tree changes to the tab at
/// most once per display tick and applies the tab's pointer, wheel, key and resize input. The process's main
/// thread must run the main run loop (`RunLoop.main.run()`), which drives the main actor and the animation clock.
///
/// ```swift
/// let host = WebHost(screens: [WebScreen(slug: "grid", title: "Grid") { GridViewController() }])
/// Task { try await host.run() }
/// RunLoop.main.run()
/// ```
public struct WebHost: Sendable {
    /// The screens served.
    public let screens: [WebScreen]
    /// The address to bind (default 127.0.0.1).
    public let host: String
    /// The port (default 8080).
    public let port: UInt16
    /// The most tabs open at once; a further tab's socket is closed with code 1013 and the reason.
    public let maximumTabs: Int
    /// The most tabs one client (remote address) may hold open; a further one is closed with code 1013.
    public let maximumTabsPerClient: Int
    /// Host names answered besides `localhost`, `127.0.0.1`, `[::1]` and the bound address; requests naming any
    /// other host are answered 421 (against DNS rebinding).
    public let allowedHosts: [String]
    /// The largest message a browser may send, in bytes; a larger one closes its socket (1009) before it is read.
    public let maximumMessageLength: Int

    /// Creates a host.
    public init(
        screens: [WebScreen], host: String = "127.0.0.1", port: UInt16 = 8080, maximumTabs: Int = 64,
        maximumTabsPerClient: Int = 32, allowedHosts: [String] = [],
        maximumMessageLength: Int = WebHost.defaultMaximumMessageLength
    ) {
        self.screens = screens
        self.host = host
        self.port = port
        self.maximumTabs = maximumTabs
        self.maximumTabsPerClient = maximumTabsPerClient
        self.allowedHosts = allowedHosts
        self.maximumMessageLength = maximumMessageLength
    }

    /// The default `maximumMessageLength`: 64 KiB, far above any message the browser client sends.
    public static let defaultMaximumMessageLength = ClientMessage.maximumLength

    /// The URL of the index page.
    public var url: String { "http://\(host):\(port)/" }

    /// The most connections (pages, scripts, sockets) served at once; further ones are closed on arrival.
    var maximumConnections: Int { maximumTabs + 64 }

    /// Serves until the task is cancelled. Throws `WebHostError.addressInUse` when the port is taken.
    public func run() async throws {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: port)
        } catch {
            throw WebHostError.invalidAddress(host)
        }
        let listener = try Socket(domain: AF_INET, type: .stream)
        try listener.setValue(true, for: .localAddressReuse)
        do {
            try listener.bind(to: address)
        } catch let error as SocketError {
            try? listener.close()
            if case .failed(_, let errno, _) = error, errno == EADDRINUSE {
                throw WebHostError.addressInUse(host: host, port: port)
            }
            throw error
        }
        try listener.listen()
        let pool = SocketPool<Poll>.make(maxEvents: 64)
        try await pool.prepare()
        let server = try AsyncSocket(socket: listener, pool: pool)
        let routes = WebRoutes(
            screens: screens, allowList: HostAllowList(boundAddress: host, extra: allowedHosts))
        let admission = TabAdmission(maximumTabs: maximumTabs, maximumTabsPerClient: maximumTabsPerClient)
        let connections = ConnectionCounter(limit: maximumConnections)
        let maximumMessageLength = maximumMessageLength
        defer { try? listener.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connectionsGroup in
                    for try await socket in server.sockets {
                        guard connections.open() else {
                            try? socket.close()
                            continue
                        }
                        connectionsGroup.addTask {
                            await HostConnection(
                                socket: socket, routes: routes, admission: admission,
                                maximumMessageLength: maximumMessageLength
                            ).serve()
                            connections.close()
                        }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }
}

/// Counts open connections against a limit, from any thread.
final class ConnectionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Counts a new connection; `false` (and not counted) when the limit is reached.
    func open() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard count < limit else { return false }
        count += 1
        return true
    }

    /// Counts a connection that ended.
    func close() {
        lock.lock()
        count -= 1
        lock.unlock()
    }
}

/// Why the web host could not start.
public enum WebHostError: Error, CustomStringConvertible {
    /// Another process listens on the port.
    case addressInUse(host: String, port: UInt16)
    /// The host is not an IPv4 address.
    case invalidAddress(String)

    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            "\(host):\(port) is already in use — stop the other server or choose another port with --port"
        case .invalidAddress(let host): "\(host) is not an IPv4 address to bind (use --host 127.0.0.1 or 0.0.0.0)"
        }
    }
}
