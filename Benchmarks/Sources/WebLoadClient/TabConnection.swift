import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// Opens one virtual tab's socket: a TCP connection and the WebSocket handshake written as a browser on the
/// page writes it — `Host` and `Origin` with the port (the host accepts only its own origin, port included),
/// `/socket/<screen>?tab=<id>` with a random tab id (nginx's sticky key), and permessage-deflate offered when
/// compression is on — then a `VirtualTab` on the upgraded channel.
enum TabConnection {
    enum Outcome: Sendable {
        case upgraded(any Channel)
        case refused
    }

    static func open(
        options: LoadOptions, tally: TabTally, stop: StopSignal, group: any EventLoopGroup,
        behaviour: VirtualTab.Behaviour = .flicks
    ) async -> Outcome? {
        let endpoint = options.endpoint
        let tabID = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 36) }.joined()
        var headers = HTTPHeaders()
        headers.add(name: "Host", value: endpoint.hostHeader)
        headers.add(name: "Origin", value: endpoint.origin)
        headers.add(name: "User-Agent", value: "WebLoadClient")
        if options.compression {
            headers.add(name: "Sec-WebSocket-Extensions", value: "permessage-deflate; client_max_window_bits")
        }
        let head = HTTPRequestHead(
            version: .http1_1, method: .GET, uri: "/socket/\(options.screen)?tab=\(tabID)", headers: headers)
        do {
            let upgrade: EventLoopFuture<Outcome> = try await ClientBootstrap(group: group)
                .channelOption(.tcpOption(.tcp_nodelay), value: 1)
                .connect(host: endpoint.host, port: endpoint.port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let upgrader = NIOTypedWebSocketClientUpgrader<Outcome>(
                            maxFrameSize: 1 << 22,
                            upgradePipelineHandler: { channel, _ in
                                channel.eventLoop.makeCompletedFuture {
                                    try channel.pipeline.syncOperations.addHandler(
                                        VirtualTab(tally: tally, stop: stop, behaviour: behaviour))
                                    return .upgraded(channel)
                                }
                            })
                        let configuration = NIOTypedHTTPClientUpgradeConfiguration<Outcome>(
                            upgradeRequestHead: head, upgraders: [upgrader],
                            notUpgradingCompletionHandler: { channel in
                                // A 403 (Origin), 421 (Host) or 404: the host's log says which.
                                tally.closed("upgrade refused")
                                channel.close(promise: nil)
                                return channel.eventLoop.makeSucceededFuture(.refused)
                            })
                        return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                            configuration: .init(upgradeConfiguration: configuration))
                    }
                }
            let outcome = try await upgrade.get()
            if case .upgraded(let channel) = outcome {
                channel.pipeline.fireUserInboundEventTriggered(VirtualTab.Start())
            }
            return outcome
        } catch {
            tally.closed("handshake failed: \(error)")
            return nil
        }
    }
}
