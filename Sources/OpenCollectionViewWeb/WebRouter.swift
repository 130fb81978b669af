import Foundation
import HTTPTypes
import Hummingbird
@_spi(Host) import OpenCollectionView

/// The host's HTTP routes on Hummingbird: the index, screen pages, the client script, fonts, health, metrics and
/// the census. Every request passes `HostPolicyMiddleware` first (421 for a foreign `Host`, 405, no bodies). A
/// request for `/socket/<slug>` reaches a route only when it was not upgraded to a WebSocket (`WebServerChannel`
/// hands refused upgrades to the router), so the route says why: 403 for a foreign or missing `Origin`, 404 for an
/// unknown screen, 400 otherwise.
enum WebRouter {
    /// What the routes need besides the screens.
    struct Context: Sendable {
        let screens: [WebScreen]
        let allowList: HostAllowList
        let metrics: WebHostMetrics
        let readiness: WebHostReadiness
    }

    static func make(_ context: Context) -> Router<BasicRequestContext> {
        let screensBySlug = Dictionary(context.screens.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let index = WebPages.index(context.screens)
        let client = clientScript()
        let mirror = resource("accessibility", withExtension: "js")
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: NotFoundPageMiddleware())
        router.add(middleware: HostPolicyMiddleware(allowList: context.allowList))
        router.get("/") { _, _ in html(index) }
        router.get("/client.js") { _, _ in
            answer(.ok, contentType: "text/javascript; charset=utf-8", body: client)
        }
        router.get("/accessibility.js") { _, _ in
            answer(.ok, contentType: "text/javascript; charset=utf-8", body: mirror)
        }
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/healthz") { _, _ in
            context.readiness.isReady
                ? answer(.ok, body: "ok\n") : answer(.serviceUnavailable, body: "starting or stopping\n")
        }
        router.get("/metrics") { _, _ in
            answer(.ok, contentType: "text/plain; version=0.0.4; charset=utf-8", body: context.metrics.exposition)
        }
        router.get("/status") { _, _ in
            answer(.ok, contentType: "application/json", body: await MainActor.run { TabCensus.shared.json })
        }
        router.get("/fonts/:file") { _, request in
            font(named: request.parameters.get("file") ?? "")
        }
        router.get("/screen/:slug") { request, routeContext in
            guard let screen = screensBySlug[routeContext.parameters.get("slug") ?? ""] else {
                return html(WebPages.notFound(request.uri.path), status: .notFound)
            }
            return html(WebPages.screen(screen))
        }
        // A route of the screen's app (`HostRouting`, docs/WebHost.md "Browser history"): the same page, whose client
        // hands the route to the window; a path that is not a route is not found.
        router.get("/screen/:slug/**") { request, routeContext in
            let route = routeContext.parameters.getCatchAll().joined(separator: "/")
            guard let screen = screensBySlug[routeContext.parameters.get("slug") ?? ""],
                HostRoute.problem(with: route) == nil
            else {
                return html(WebPages.notFound(request.uri.path), status: .notFound)
            }
            return html(WebPages.screen(screen))
        }
        router.get("/socket/:slug") { request, routeContext in
            guard screensBySlug[routeContext.parameters.get("slug") ?? ""] != nil else {
                return html(WebPages.notFound(request.uri.path), status: .notFound)
            }
            if let refusal = HostAllowList.originRefusal(
                origin: request.headers[.origin], hostHeader: request.head.authority)
            {
                return answer(.forbidden, body: refusal)
            }
            return answer(
                .badRequest, body: "a WebSocket upgrade (Upgrade: websocket, version 13, a key) is required\n")
        }
        return router
    }

    static func answer(
        _ status: HTTPResponse.Status, contentType: String = "text/plain; charset=utf-8", body: String,
        headers: HTTPFields = [:]
    ) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    static func html(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        answer(status, contentType: "text/html; charset=utf-8", body: text)
    }

    /// Serves one of the font faces text is measured with (only those; no other paths); a face of a collection
    /// is served as its own OpenType file.
    private static func font(named name: String) -> Response {
        guard let face = FontFace.all.first(where: { $0.servedFileName == name }),
            let bytes = try? face.servedBytes()
        else { return html(WebPages.notFound("/fonts/" + name), status: .notFound) }
        return Response(
            status: .ok,
            headers: [.contentType: face.servedContentType, .cacheControl: "max-age=86400"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A text file of the target's `Resources` folder.
    static func resource(_ name: String, withExtension fileExtension: String) -> String {
        let url = Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Resources")
        return url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    }

    /// The browser client with the `@font-face` rules of the served fonts (those installed) and the fallback
    /// families (ending in the browser's own `sans-serif`) prepended.
    static func clientScript() -> String {
        let faces = FontFace.all.filter(\.isAvailable).map { face in
            let range = face.cssUnicodeRange.map { "unicode-range:\($0);" } ?? ""
            return "@font-face{font-family:\"\(face.family)\";src:url(\"/fonts/\(face.servedFileName)\");"
                + "font-weight:\(face.weight);font-style:\(face.italic ? "italic" : "normal");\(range)}"
        }.joined()
        let script = resource("client", withExtension: "js")
        // The browser's own sans-serif last: characters no served face has (a fallback face the server lacks) are
        // drawn with the browser's fonts rather than as empty boxes (the server measures them with a stand-in,
        // `TrueTypeFont.standIn(for:)`).
        let fallbacks = FontFace.fallbackFamilies.map { ", \"\($0)\"" }.joined() + ", sans-serif"
        return "window.OCV_FONT_FACES = \(JSONText.string(faces));\n"
            + "window.OCV_FONT_FALLBACKS = \(JSONText.string(fallbacks));\n" + script
    }
}

/// Answers paths no route serves with the host's own not-found page rather than an empty 404.
struct NotFoundPageMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return WebRouter.html(WebPages.notFound(request.uri.path), status: .notFound)
        }
    }
}

/// Whether the host takes requests: false until the server is bound and again once it starts stopping, so
/// `GET /healthz` tells a load balancer when to send traffic.
final class WebHostReadiness: @unchecked Sendable {
    private let lock = NSLock()
    private var ready = false

    var isReady: Bool { lock.withLock { ready } }

    func set(_ value: Bool) { lock.withLock { ready = value } }
}
