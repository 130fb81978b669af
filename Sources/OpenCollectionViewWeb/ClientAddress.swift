/// The address a tab counts against for the per-client tab cap: the socket's peer, or — only when that peer is
/// one of the configured proxies (`--trusted-proxy`, e.g. the nginx in front, `deploy/`) — the address the proxy
/// appended to `X-Forwarded-For` (its last entry: nginx's `$proxy_add_x_forwarded_for` appends the address it saw,
/// while the entries before it come from the client and prove nothing).
struct ClientAddress: Sendable {
    /// Peers whose `X-Forwarded-For` is believed.
    let trustedProxies: Set<String>

    /// The client of a request from `peer` carrying `forwardedFor` (the header's value, if any).
    func client(peer: String, forwardedFor: String?) -> String {
        guard trustedProxies.contains(peer), let forwardedFor,
            let last = forwardedFor.split(separator: ",").last.map(Self.trimmed), !last.isEmpty
        else { return peer }
        return last
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
