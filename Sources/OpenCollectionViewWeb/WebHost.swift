import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWSCompression
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import OpenCollectionView
import ServiceLifecycle
import UnixSignals

/// The web host: an HTTP and WebSocket server (Hummingbird on SwiftNIO) that shows screens of UIKit-style view
/// controllers in any browser.
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
    /// The port (default 8080; 0 lets the system choose one, reported to `run(onServerRunning:)`).
    public let port: Int
    /// The most tabs open at once; a further tab's socket is closed with code 1013 and the reason.
    public let maximumTabs: Int
    /// The most tabs one client (remote address) may hold open; a further one is closed with code 1013.
    public let maximumTabsPerClient: Int
    /// Host names answered besides `localhost`, `127.0.0.1`, `[::1]` and the bound address; requests naming any
    /// other host are answered 421 (against DNS rebinding).
    public let allowedHosts: [String]
    /// The largest message a browser may send, in bytes; a larger one closes its socket (1009) before it is read.
    public let maximumMessageLength: Int
    /// Proxies (peer addresses) whose `X-Forwarded-For` names the client for the per-client tab cap.
    public let trustedProxies: [String]
    /// Whether permessage-deflate is negotiated with browsers that offer it.
    public let compression: Bool
    /// The compression window (9–15 bits) for frames to browsers, and the most the host asks browsers to use for
    /// theirs: zlib keeps 4 × 2^bits bytes a socket for it.
    public let compressionWindowBits: Int
    /// zlib's memory level (1–9) for frames to browsers: 2^(level + 9) bytes a socket for the compressor's hash.
    public let compressionMemoryLevel: Int
    /// The main actor's input lag (seconds, a moving average) above which new tabs are refused with 1013 while
    /// the tabs already open keep being served; 0 admits by the tab caps alone.
    public let maximumInputLag: Double
    /// Where the host logs connections, limit hits and closes.
    public let logger: Logger

    /// Creates a host.
    public init(
        screens: [WebScreen], host: String = "127.0.0.1", port: Int = 8080, maximumTabs: Int = 64,
        maximumTabsPerClient: Int = 32, allowedHosts: [String] = [],
        maximumMessageLength: Int = WebHost.defaultMaximumMessageLength, trustedProxies: [String] = [],
        compression: Bool = true, compressionWindowBits: Int = WebHost.defaultCompressionWindowBits,
        compressionMemoryLevel: Int = WebHost.defaultCompressionMemoryLevel,
        maximumInputLag: Double = WebHost.defaultMaximumInputLag,
        logger: Logger = Logger(label: "OpenCollectionView.WebHost")
    ) {
        self.screens = screens
        self.host = host
        self.port = port
        self.maximumTabs = maximumTabs
        self.maximumTabsPerClient = maximumTabsPerClient
        self.allowedHosts = allowedHosts
        self.maximumMessageLength = maximumMessageLength
        self.trustedProxies = trustedProxies
        self.compression = compression
        self.compressionWindowBits = min(15, max(9, compressionWindowBits))
        self.compressionMemoryLevel = min(9, max(1, compressionMemoryLevel))
        self.maximumInputLag = maximumInputLag
        self.logger = logger
    }

    /// The default `compressionWindowBits`: 12 (zlib's default, 15, keeps 256 KB a tab for the compressor alone).
    /// Frames are small JSON diffs of the last frame; measured on the million grid's coasting frames, 12 bits and
    /// memory level 4 send 171 bytes a frame against 150 with zlib's defaults, for about 230 KB less a tab
    /// (docs/WebHost.md, "Memory").
    public static let defaultCompressionWindowBits = 12
    /// The default `compressionMemoryLevel`: 4 (zlib's default is 8).
    public static let defaultCompressionMemoryLevel = 4

    /// The default `maximumInputLag`: 50 ms on average, half the 100 ms a reader's wheel step may take at the 95th
    /// percentile (docs/WebHost.md, "Capacity").
    public static let defaultMaximumInputLag = 0.05

    /// The default `maximumMessageLength`: 64 KiB, far above any message the browser client sends.
    public static let defaultMaximumMessageLength = ClientMessage.maximumLength

    /// The URL of the index page.
    public var url: String { "http://\(host):\(port)/" }

    /// The most connections (pages, scripts, sockets) served at once; further ones wait in the listen backlog.
    var maximumConnections: Int { maximumTabs + 64 }
    /// How long a connection may stay silent before it is closed (a request head must arrive within it).
    static let idleTimeout: TimeAmount = .seconds(15)
    /// How long a browser has to answer the server's close frame.
    static let closeTimeout: Duration = .seconds(2)
    /// How long a graceful shutdown (SIGTERM, SIGINT) may take before what is left is cancelled.
    static let shutdownTimeout: Duration = .seconds(4)

    /// Serves until the task is cancelled or the process gets SIGTERM or SIGINT (then it stops accepting, closes
    /// every tab with 1001 and returns). `onServerRunning` gets the bound port. Throws
    /// `WebHostError.addressInUse` when the port is taken.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        do {
            try await makeServiceGroup(signals: [.sigterm, .sigint], onServerRunning: onServerRunning).run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw WebHostError.addressInUse(host: host, port: port)
        }
    }

    /// The host as a service group: the server and its readiness, shut down gracefully on `signals`. What is
    /// left after the graceful shutdown's time is cancelled; if that takes longer than `cancellationLimit`, the
    /// service group stops the process (swift-service-lifecycle's guarantee that a stopping server exits). Tests
    /// that run many hosts in one process pass `nil`.
    func makeServiceGroup(
        signals: [UnixSignal], cancellationLimit: Duration? = .seconds(1),
        onServerRunning: @escaping @Sendable (Int) async -> Void
    ) -> ServiceGroup {
        let readiness = WebHostReadiness()
        let application = makeApplication(readiness: readiness, onServerRunning: onServerRunning)
        var configuration = ServiceGroupConfiguration(
            services: [
                .init(service: application), .init(service: ReadinessService(readiness: readiness)),
            ],
            gracefulShutdownSignals: signals, logger: logger)
        configuration.maximumGracefulShutdownDuration = Self.shutdownTimeout
        configuration.maximumCancellationDuration = cancellationLimit
        return ServiceGroup(configuration: configuration)
    }

    func makeApplication(
        readiness: WebHostReadiness, onServerRunning: @escaping @Sendable (Int) async -> Void
    ) -> some Service {
        let metrics = WebHostMetrics()
        let allowList = HostAllowList(boundAddress: host, extra: allowedHosts)
        let router = WebRouter.make(
            .init(screens: screens, allowList: allowList, metrics: metrics, readiness: readiness))
        let sockets = TabSockets(
            screens: screens, allowList: allowList,
            admission: TabAdmission(
                maximumTabs: maximumTabs, maximumTabsPerClient: maximumTabsPerClient, maximumLag: maximumInputLag),
            clients: ClientAddress(trustedProxies: Set(trustedProxies)), metrics: metrics,
            maximumMessageLength: maximumMessageLength)
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: maximumMessageLength,
            extensions: compression
                ? [
                    .perMessageDeflate(
                        clientMaxWindow: compressionWindowBits, serverMaxWindow: compressionWindowBits,
                        memoryLevel: compressionMemoryLevel, maxDecompressedFrameSize: maximumMessageLength,
                        minFrameSizeToCompress: 256)
                ]
                : [],
            autoPing: .enabled(timePeriod: .seconds(30)), closeTimeout: Self.closeTimeout)
        var configuration = HTTP1Channel.Configuration(idleTimeout: Self.idleTimeout)
        configuration.httpDecoder = .init(
            maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 16 * 1024, maxHeaderFieldCount: 64)
        let http1 = configuration
        let server = HTTPServerBuilder { responder in
            WebServerChannel(
                responder: responder, http1: http1, webSocket: webSocket,
                extensionBuilders: webSocket.extensions, shouldUpgrade: sockets.decide(_:channel:))
        }
        let logger = logger
        return Application(
            router: router, server: server,
            configuration: .init(
                address: .hostname(host, port: port), serverName: nil, backlog: 256, reuseAddress: true,
                availableConnectionsDelegate: MaximumAvailableConnections(maximumConnections, logger: logger)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                logger.info("serving", metadata: ["address": "\(channel.localAddress.map { "\($0)" } ?? "?")"])
                readiness.set(true)
                await onServerRunning(port)
            },
            logger: logger)
    }
}

/// Marks the host not ready as soon as a graceful shutdown begins (it is shut down before the server, being
/// listed after it), so `/healthz` turns away new traffic while the tabs close.
struct ReadinessService: Service {
    let readiness: WebHostReadiness

    func run() async throws {
        try? await gracefulShutdown()
        readiness.set(false)
    }
}

/// Why the web host could not start.
public enum WebHostError: Error, CustomStringConvertible {
    /// Another process listens on the port.
    case addressInUse(host: String, port: Int)

    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            "\(host):\(port) is already in use — stop the other server or choose another port with --port"
        }
    }
}
