import Foundation

/// An HTTP/1.1 response with a whole body, as the web host sends its pages, scripts and fonts.
struct HTTPAnswer: Equatable {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    init(status: Int, contentType: String = "text/plain; charset=utf-8", headers: [(String, String)] = [], body: String)
    {
        self.init(status: status, contentType: contentType, headers: headers, bytes: Array(body.utf8))
    }

    init(status: Int, contentType: String, headers: [(String, String)] = [], bytes: [UInt8]) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = bytes
    }

    static func == (lhs: HTTPAnswer, rhs: HTTPAnswer) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body
            && lhs.headers.map { $0.0 + ":" + $0.1 }
                == rhs.headers.map { $0.0 + ":" + $0.1 }
    }

    /// The reason phrase of the status codes the host answers with.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }

    /// The bytes on the wire; `keepAlive` says whether the connection stays open, `includeBody` is false for HEAD.
    func encoded(keepAlive: Bool, includeBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + (includeBody ? body : [])
    }
}
