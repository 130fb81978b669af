import FlyingFox
import FlyingSocks
@_spi(Host) import OpenCollectionView

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
    /// The most tabs open at once; further sockets are refused with 503.
    public let maximumTabs: Int

    /// Creates a host.
    public init(screens: [WebScreen], host: String = "127.0.0.1", port: UInt16 = 8080, maximumTabs: Int = 32) {
        self.screens = screens
        self.host = host
        self.port = port
        self.maximumTabs = maximumTabs
    }

    /// The URL of the index page.
    public var url: String { "http://\(host):\(port)/" }

    /// Serves until the task is cancelled. Throws `WebHostError.addressInUse` when the port is taken.
    public func run() async throws {
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: port)
        } catch {
            throw WebHostError.invalidAddress(host)
        }
        let server = HTTPServer(address: address, logger: .disabled)
        let tabs = TabCounter(limit: maximumTabs)
        let screensBySlug = Dictionary(screens.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let index = WebPages.index(screens)
        let client = Self.clientScript()
        await server.appendRoute("GET /") { _ in Self.html(index) }
        await server.appendRoute("GET /client.js") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8"], body: Data(client.utf8))
        }
        await server.appendRoute("GET /favicon.ico") { _ in HTTPResponse(statusCode: .noContent) }
        await server.appendRoute("GET /fonts/*") { request in Self.font(request.path) }
        await server.appendRoute("GET /screen/*") { request in
            let slug = String(request.path.dropFirst("/screen/".count))
            guard let screen = screensBySlug[slug] else { return Self.html(WebPages.notFound(request.path), .notFound) }
            return Self.html(WebPages.screen(screen))
        }
        await server.appendRoute("GET /socket/*") { request in
            let slug = String(request.path.dropFirst("/socket/".count))
            guard let screen = screensBySlug[slug] else { return Self.html(WebPages.notFound(request.path), .notFound) }
            guard Self.isSameOrigin(request) else {
                return HTTPResponse(statusCode: .forbidden, body: Data("cross-origin WebSocket refused".utf8))
            }
            guard await tabs.acquire() else {
                return HTTPResponse(statusCode: .serviceUnavailable, body: Data("too many open tabs".utf8))
            }
            let handler = WebSocketHTTPHandler(
                handler: MessageFrameWSHandler(handler: TabSocketHandler(screen: screen, tabs: tabs)))
            let response = try await handler.handleRequest(request)
            if response.statusCode != .switchingProtocols { await tabs.release() }
            return response
        }
        await server.appendRoute("*") { request in Self.html(WebPages.notFound(request.path), .notFound) }
        let port = port
        Task {
            try await server.waitUntilListening()
            ListeningSocketTuning.disableNagle(onListeningPort: port)
        }
        do {
            try await server.run()
        } catch let error as SocketError {
            if case .failed(_, let errno, _) = error, errno == EADDRINUSE {
                throw WebHostError.addressInUse(host: host, port: port)
            }
            throw error
        }
    }

    /// A WebSocket upgrade is same-origin when it has no `Origin` header (not a browser page) or its origin's
    /// host and port are the request's `Host`.
    static func isSameOrigin(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headers[HTTPHeader("Origin")] else { return true }
        guard let host = request.headers[.host] else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }

    private static func html(_ text: String, _ status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/html; charset=utf-8"], body: Data(text.utf8))
    }

    /// Serves one of the font files text is measured with (only those; no other paths).
    private static func font(_ path: String) -> HTTPResponse {
        let name = String(path.dropFirst("/fonts/".count))
        guard let face = FontFace.all.first(where: { $0.fileName == name }),
            let data = try? Data(contentsOf: face.fileURL)
        else { return html(WebPages.notFound(path), .notFound) }
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: "font/ttf", HTTPHeader("Cache-Control"): "max-age=86400"],
            body: data)
    }

    /// The browser client with the `@font-face` rules of the served fonts prepended.
    static func clientScript() -> String {
        let faces = FontFace.all.map {
            "@font-face{font-family:\"\($0.family)\";src:url(\"/fonts/\($0.fileName)\");font-weight:\($0.weight);"
                + "font-style:\($0.italic ? "italic" : "normal");}"
        }.joined()
        let url = Bundle.module.url(forResource: "client", withExtension: "js", subdirectory: "Resources")
        let script = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        return "window.OCV_FONT_FACES = \(JSONText.string(faces));\n" + script
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
