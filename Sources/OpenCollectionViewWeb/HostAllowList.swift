import HTTPTypes

/// The host names the server answers to, checked against every request's `Host` header. A web page on another
/// site can point its own domain name at 127.0.0.1 (DNS rebinding) and then reach this server as "same origin";
/// its requests still carry that domain in `Host`, so answering only to known names stops it.
struct HostAllowList: Sendable, Equatable {
    /// The allowed names, lowercased, IPv6 addresses without brackets.
    let names: Set<String>

    /// The loopback names (`localhost`, `127.0.0.1`, `::1`), the bound address unless it is a wildcard, and
    /// `extra`.
    init(boundAddress: String, extra: [String] = []) {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1"]
        if boundAddress != "0.0.0.0", boundAddress != "::" { names.insert(Self.normalized(boundAddress)) }
        for name in extra { names.insert(Self.normalized(name)) }
        self.names = names
    }

    /// Whether a `Host` header value (`name`, `name:port`, `[v6]:port`) names this server.
    func allows(hostHeader: String) -> Bool {
        guard let name = Self.hostName(fromHostHeader: hostHeader) else { return false }
        return names.contains(name)
    }

    /// The host name of a `Host` header value, lowercased, without port, brackets or a trailing dot; `nil` when the
    /// value is not of that form.
    static func hostName(fromHostHeader value: String) -> String? {
        var rest = Substring(value)
        let name: Substring
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = rest[rest.index(after: rest.startIndex)..<close]
            rest = rest[rest.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return nil }
        } else if let colon = rest.firstIndex(of: ":") {
            name = rest[..<colon]
            rest = rest[colon...]
        } else {
            name = rest
            rest = ""
        }
        if rest.hasPrefix(":") {
            let port = rest.dropFirst()
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCIIDigit) else { return nil }
        }
        let normalized = normalized(String(name))
        guard !normalized.isEmpty,
            normalized.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0 != "/" && $0 != "@" })
        else { return nil }
        return normalized
    }

    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        while name.hasSuffix(".") { name.removeLast() }
        return name
    }

    /// Why a request naming `hostHeader` is not answered — 400 without a `Host`, 421 for a name not allowed —, or
    /// `nil` when it is. The router's middleware and the socket upgrade both answer with it.
    func refusal(hostHeader: String?) -> (status: HTTPResponse.Status, text: String)? {
        guard let host = hostHeader else { return (.badRequest, "a Host header is required\n") }
        guard allows(hostHeader: host) else {
            return (
                .misdirectedRequest,
                "this server does not answer to the host \(host); start it with --allow-host NAME to add one\n"
            )
        }
        return nil
    }

    /// Why a socket from a page of `origin` is refused (403), or `nil` when the page is one of this server's.
    static func originRefusal(origin: String?, hostHeader: String?) -> String? {
        isSameOrigin(origin: origin, hostHeader: hostHeader)
            ? nil : "WebSocket refused: its Origin (\(origin ?? "none")) is not this server\n"
    }

    /// Whether a WebSocket upgrade comes from one of this server's own pages: its `Origin` must be present (a
    /// request without one is not from a page of ours and is treated like a foreign one) and name the very host
    /// and port of `Host`.
    static func isSameOrigin(origin: String?, hostHeader: String?) -> Bool {
        guard let origin, let hostHeader else { return false }
        let lowered = origin.lowercased()
        let host = hostHeader.lowercased()
        return lowered == "http://\(host)" || lowered == "https://\(host)"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
