import HTTPTypes
import Logging
import NIOCore
import NIOHTTP1
import WSCore

/// Decides which upgrade requests become tabs and serves them: a request for `/socket/<slug>` of a known screen,
/// naming an allowed `Host` and coming from one of the host's own pages (`Origin`), is upgraded; anything else is
/// left to the router, which answers why not. An upgraded socket over the tab caps is closed at once with 1013 and
/// the reason, so the page can show it.
struct TabSockets: Sendable {
    let screens: [WebScreen]
    let allowList: HostAllowList
    let admission: TabAdmission
    let clients: ClientAddress
    let metrics: WebHostMetrics
    let maximumMessageLength: Int

    /// Upgrades a request for a known screen's socket, from an allowed host and one of the host's own pages, or
    /// says why not with the answer the router gives the same request (421, 404, 403).
    func decide(_ head: HTTPRequestHead, channel: any Channel) -> WebServerChannel.UpgradeDecision {
        let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let host = head.headers["host"].first
        if let refusal = allowList.refusal(hostHeader: host) { return .refuse(refusal.status, refusal.text) }
        guard path.hasPrefix("/socket/"), let screen = screens.first(where: { "/socket/" + $0.slug == path }) else {
            return .refuse(.notFound, "no screen at \(path)\n")
        }
        if let refusal = HostAllowList.originRefusal(origin: head.headers["origin"].first, hostHeader: host) {
            return .refuse(.forbidden, refusal)
        }
        return .upgrade(handler(screen: screen, head: head, channel: channel))
    }

    private func handler(screen: WebScreen, head: HTTPRequestHead, channel: any Channel)
        -> WebServerChannel.SocketHandler
    {
        let peer = channel.remoteAddress?.ipAddress ?? "unknown"
        let client = clients.client(peer: peer, forwardedFor: head.headers["x-forwarded-for"].last)
        return { [admission, metrics, maximumMessageLength] inbound, outbound, logger, notice in
            var logger = logger
            logger[metadataKey: "client"] = "\(client)"
            logger[metadataKey: "screen"] = "\(screen.slug)"
            if let refusal = await admission.admit(client: client) {
                logger.notice("tab refused", metadata: ["code": "1013", "reason": "\(refusal)"])
                metrics.closed(code: 1013)
                metrics.refused(reason: refusal.label)
                try? await outbound.close(.init(codeNumber: 1013), reason: refusal.description)
                return
            }
            logger.info("tab opened")
            await TabSocket(outbound: outbound, metrics: metrics, lag: admission.lag, logger: logger).serve(
                screen: screen, inbound: inbound, maximumMessageLength: maximumMessageLength, shutdown: notice)
            await admission.release(client: client)
            logger.info("tab ended")
        }
    }
}
