import Foundation

/// The request line and headers of an HTTP/1.1 request, as the web host needs them. Bodies are not part of the
/// host's protocol: a request announcing one is refused.
struct HTTPRequestHead: Equatable {
    var method: String
    /// The path, without the query.
    var path: String
    var version: String
    /// Header values by lowercased name (a repeated header keeps its first value).
    var headers: [String: String]

    /// The largest request head accepted, in bytes.
    static let maximumLength = 16 * 1024
    /// The most header lines accepted.
    static let maximumHeaderCount = 64

    /// Why a request head was refused (answered with 400, or 505 for another HTTP version).
    enum ParseError: Error, Equatable {
        case malformed(String)
        case unsupportedVersion(String)
    }

    /// Parses a head (without the blank line that ends it).
    init(parsing bytes: [UInt8]) throws(ParseError) {
        guard let text = String(bytes: bytes, encoding: .utf8) else { throw .malformed("request head is not UTF-8") }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst() else { throw .malformed("empty request") }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            throw .malformed("bad request line")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else { throw .unsupportedVersion(String(parts[2])) }
        method = String(parts[0])
        let target = parts[1]
        path = String(target[..<(target.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? target.endIndex)])
        version = String(parts[2])
        guard lines.count <= Self.maximumHeaderCount else { throw .malformed("too many header lines") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw .malformed("bad header line")
            }
            let name = line[..<colon].lowercased()
            guard !name.contains(" "), !name.contains("\t") else { throw .malformed("bad header name") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if headers[name] == nil { headers[name] = value }
        }
        self.headers = headers
    }

    /// Whether the connection stays open after the answer (HTTP/1.1 unless `Connection: close`).
    var keepsAlive: Bool {
        let connection = headers["connection"]?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection.contains("keep-alive") }
        return !connection.contains("close")
    }

    /// Whether this is a WebSocket upgrade request as RFC 6455 §4.2.1 describes it; `nil` when it is one, else
    /// what is missing.
    var webSocketProblem: String? {
        guard method == "GET" else { return "a WebSocket upgrade must be a GET" }
        guard headers["upgrade"]?.lowercased() == "websocket" else { return "Upgrade: websocket is missing" }
        let tokens = (headers["connection"] ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard tokens.contains("upgrade") else { return "Connection: Upgrade is missing" }
        guard headers["sec-websocket-version"] == "13" else { return "Sec-WebSocket-Version must be 13" }
        guard let key = headers["sec-websocket-key"], Data(base64Encoded: key)?.count == 16 else {
            return "Sec-WebSocket-Key must be 16 bytes in base64"
        }
        return nil
    }
}
