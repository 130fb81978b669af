import Foundation
@_spi(Host) import OpenCollectionView

/// What the host does with one request: answer it, or upgrade it to a tab's WebSocket.
enum WebRoute {
    case answer(HTTPAnswer)
    case upgrade(WebScreen, key: String)
    /// The host's census (`TabCensus`), answered on the main actor.
    case status
}

/// The host's routes, decided from the request head alone (so they are tested without sockets). Every request
/// must name an allowed host (421 otherwise, against DNS rebinding); a WebSocket upgrade must also come from one
/// of the host's own pages (403 otherwise, `Origin` missing included).
struct WebRoutes: Sendable {
    let screensBySlug: [String: WebScreen]
    let allowList: HostAllowList
    private let index: String
    private let client: String

    init(screens: [WebScreen], allowList: HostAllowList) {
        screensBySlug = Dictionary(screens.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        self.allowList = allowList
        index = WebPages.index(screens)
        client = Self.clientScript()
    }

    func route(_ request: HTTPRequestHead) -> WebRoute {
        guard let host = request.headers["host"] else {
            return .answer(HTTPAnswer(status: 400, body: "a Host header is required\n"))
        }
        guard allowList.allows(hostHeader: host) else {
            return .answer(
                HTTPAnswer(
                    status: 421,
                    body:
                        "this server does not answer to the host \(host); start it with --allow-host NAME to add one\n")
            )
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .answer(HTTPAnswer(status: 405, headers: [("Allow", "GET, HEAD")], body: "only GET and HEAD\n"))
        }
        let path = request.path
        switch path {
        case "/": return .answer(Self.html(index))
        case "/client.js":
            return .answer(HTTPAnswer(status: 200, contentType: "text/javascript; charset=utf-8", body: client))
        case "/favicon.ico": return .answer(HTTPAnswer(status: 204, body: ""))
        case "/status": return .status
        default: break
        }
        if path.hasPrefix("/fonts/") { return .answer(Self.font(path)) }
        if path.hasPrefix("/screen/") {
            guard let screen = screensBySlug[String(path.dropFirst("/screen/".count))] else {
                return .answer(Self.html(WebPages.notFound(path), status: 404))
            }
            return .answer(Self.html(WebPages.screen(screen)))
        }
        if path.hasPrefix("/socket/") {
            guard let screen = screensBySlug[String(path.dropFirst("/socket/".count))] else {
                return .answer(Self.html(WebPages.notFound(path), status: 404))
            }
            guard HostAllowList.isSameOrigin(origin: request.headers["origin"], hostHeader: host) else {
                return .answer(
                    HTTPAnswer(
                        status: 403,
                        body:
                            "WebSocket refused: its Origin (\(request.headers["origin"] ?? "none")) is not this server\n"
                    ))
            }
            if let problem = request.webSocketProblem { return .answer(HTTPAnswer(status: 400, body: problem + "\n")) }
            return .upgrade(screen, key: request.headers["sec-websocket-key"] ?? "")
        }
        return .answer(Self.html(WebPages.notFound(path), status: 404))
    }

    private static func html(_ text: String, status: Int = 200) -> HTTPAnswer {
        HTTPAnswer(status: status, contentType: "text/html; charset=utf-8", body: text)
    }

    /// Serves one of the font faces text is measured with (only those; no other paths); a face of a collection
    /// is served as its own OpenType file.
    private static func font(_ path: String) -> HTTPAnswer {
        let name = String(path.dropFirst("/fonts/".count))
        guard let face = FontFace.all.first(where: { $0.servedFileName == name }),
            let bytes = try? face.servedBytes()
        else { return html(WebPages.notFound(path), status: 404) }
        return HTTPAnswer(
            status: 200, contentType: face.servedContentType, headers: [("Cache-Control", "max-age=86400")],
            bytes: bytes)
    }

    /// The browser client with the `@font-face` rules of the served fonts (those installed) and the fallback
    /// families prepended.
    static func clientScript() -> String {
        let faces = FontFace.all.filter(\.isAvailable).map { face in
            let range = face.cssUnicodeRange.map { "unicode-range:\($0);" } ?? ""
            return "@font-face{font-family:\"\(face.family)\";src:url(\"/fonts/\(face.servedFileName)\");"
                + "font-weight:\(face.weight);font-style:\(face.italic ? "italic" : "normal");\(range)}"
        }.joined()
        let url = Bundle.module.url(forResource: "client", withExtension: "js", subdirectory: "Resources")
        let script = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let fallbacks = FontFace.fallbackFamilies.map { ", \"\($0)\"" }.joined()
        return "window.OCV_FONT_FACES = \(JSONText.string(faces));\n"
            + "window.OCV_FONT_FALLBACKS = \(JSONText.string(fallbacks));\n" + script
    }
}
