import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket
import ServiceLifecycle
@_spi(WSInternal) import WSCore

/// One accepted connection: HTTP/1.1 requests answered by the router, or — for a request the host accepts as a
/// tab's socket — a WebSocket upgrade (NIO's upgrader and frame codec, swift-websocket's handler).
///
/// HummingbirdWebSocket's own channel answers every refused upgrade with an empty 400. This one hands a refused
/// upgrade request to the router instead, so the browser (and a script probing the host) gets the real answer:
/// 421 for a foreign `Host`, 403 for a foreign `Origin`, 404 for an unknown screen. It also turns off NIO's
/// automatic error answers so the tab's handler closes a broken socket with its own code and reason
/// (`TabSocket`), and adds `MaskedFrameCheck` (RFC 6455 §5.1: a server must close on an unmasked frame).
struct WebServerChannel: ServerChildChannel, HTTPChannelHandler {
    /// A tab's socket handler, chosen by `shouldUpgrade`.
    typealias SocketHandler =
        @Sendable (WebSocketInboundStream, WebSocketOutboundWriter, Logger, ShutdownNotice) async -> Void

    /// What becomes of an upgrade request.
    enum UpgradeDecision: Sendable {
        case upgrade(SocketHandler)
        /// Answered with this status and text, and the connection closed.
        case refuse(HTTPResponse.Status, String)
    }

    enum Upgrade: Sendable {
        case websocket(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, extensions: [any WebSocketExtension])
        case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
    }

    struct Value: ServerChildChannelValue {
        let upgrade: EventLoopFuture<Upgrade>
        let decision: NIOLockedValueBox<UpgradeDecision?>
        let channel: any Channel
    }

    let responder: HTTPChannelHandler.Responder
    let http1: HTTP1Channel.Configuration
    let webSocket: WebSocketServerConfiguration
    let extensionBuilders: [any WebSocketExtensionBuilder]
    /// Decides on the request head alone whether an upgrade request becomes a tab's socket.
    let shouldUpgrade: @Sendable (HTTPRequestHead, any Channel) -> UpgradeDecision

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let chosen = NIOLockedValueBox<UpgradeDecision?>(nil)
            let negotiated = NIOLockedValueBox<[any WebSocketExtension]>([])
            let builders = extensionBuilders
            let upgrader = NIOTypedWebSocketServerUpgrader<Upgrade>(
                maxFrameSize: webSocket.maxFrameSize,
                enableAutomaticErrorHandling: false,
                shouldUpgrade: { channel, head in
                    let decision = shouldUpgrade(head, channel)
                    chosen.withLockedValue { $0 = decision }
                    guard case .upgrade = decision else { return channel.eventLoop.makeSucceededFuture(nil) }
                    var requestFields = HTTPFields()
                    for (name, value) in head.headers {
                        if let field = HTTPField.Name(name) {
                            requestFields.append(HTTPField(name: field, value: value))
                        }
                    }
                    var responseHeaders = HTTPHeaders()
                    if let (fields, extensions) = try? builders.serverExtensionNegotiation(
                        requestHeaders: requestFields)
                    {
                        negotiated.withLockedValue { $0 = extensions.map(InflationLimit.init(wrapped:)) }
                        for field in fields { responseHeaders.add(name: field.name.rawName, value: field.value) }
                    }
                    return channel.eventLoop.makeSucceededFuture(responseHeaders)
                },
                upgradePipelineHandler: { channel, _ in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(MaskedFrameCheck())
                        let asyncChannel = try NIOAsyncChannel<WebSocketFrame, WebSocketFrame>(
                            wrappingChannelSynchronously: channel,
                            configuration: .init(isOutboundHalfClosureEnabled: true))
                        return Upgrade.websocket(asyncChannel, extensions: negotiated.withLockedValue { $0 })
                    }
                })
            let http1 = http1
            let notUpgrading = NIOTypedHTTPServerUpgradeConfiguration<Upgrade>(
                upgraders: [upgrader],
                notUpgradingCompletionHandler: { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let operations = channel.pipeline.syncOperations
                        try operations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                        try operations.addHandler(
                            HTTPConnectionStateHandler(
                                idleTimeout: http1.idleTimeout.map { .nanoseconds($0.nanoseconds) }, logger: logger))
                        return Upgrade.http(
                            try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                                wrappingChannelSynchronously: channel,
                                configuration: .init(isOutboundHalfClosureEnabled: true)))
                    }
                })
            var configuration = NIOUpgradableHTTPServerPipelineConfiguration<Upgrade>(
                upgradeConfiguration: notUpgrading)
            configuration.enablePipelining = false
            // NIO answers a request head it cannot parse — over the size or line limits included — with 400 and
            // closes the connection; nothing else would, since the head never reaches a handler.
            configuration.enableErrorHandling = true
            configuration.enableResponseHeaderValidation = false
            configuration.decoderConfiguration.maxHeaderFieldSize = http1.httpDecoder.maxHeaderFieldSize
            configuration.decoderConfiguration.maxHeaderListSize = http1.httpDecoder.maxHeaderListSize
            configuration.decoderConfiguration.maxHeaderFieldCount = http1.httpDecoder.maxHeaderFieldCount
            let upgrade = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
                configuration: configuration)
            // A client must send its first request head within the idle timeout (afterwards
            // `HTTPConnectionStateHandler` keeps it); one that connects and says nothing is dropped.
            if let idleTimeout = http1.idleTimeout {
                let drop = channel.eventLoop.scheduleTask(in: idleTimeout) { channel.close(promise: nil) }
                upgrade.whenComplete { _ in drop.cancel() }
            }
            return Value(upgrade: upgrade, decision: chosen, channel: channel)
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.upgrade.get() {
            case .http(let http):
                if case .refuse(let status, let text) = value.decision.withLockedValue({ $0 }) {
                    await refuse(http, status: status, text: text)
                } else {
                    await handleHTTP(asyncChannel: http, logger: logger)
                }
            case .websocket(let asyncChannel, let extensions):
                guard case .upgrade(let handler) = value.decision.withLockedValue({ $0 }) else { return }
                let configuration = WebSocketHandler.Configuration(
                    extensions: extensions, autoPing: webSocket.autoPing, closeTimeout: webSocket.closeTimeout,
                    validateUTF8: false, maxFrameSize: webSocket.maxFrameSize)
                let notice = ShutdownNotice()
                // Detached, so swift-websocket's handler does not see the service group's graceful shutdown (it
                // would close with 1000 at once); the tab closes itself with 1001 when the notice fires, and this
                // connection — which the server waits for — lasts until the close handshake is done.
                let socket = Task.detached {
                    _ = try? await WebSocketHandler.handle(
                        type: .server, configuration: configuration, asyncChannel: asyncChannel,
                        context: SocketContext(logger: logger)
                    ) { inbound, outbound, context in
                        await handler(inbound, outbound, context.logger, notice)
                    }
                }
                await withGracefulShutdownHandler {
                    await withTaskCancellationHandler {
                        await socket.value
                    } onCancel: {
                        socket.cancel()
                    }
                } onGracefulShutdown: {
                    notice.fire()
                }
            }
        } catch {
            logger.debug("connection ended", metadata: ["error": "\(error)"])
            try? await value.channel.close()
        }
    }

    /// Answers a refused upgrade request and closes the connection. (NIO's upgrade handler passes the request
    /// head on before a handler for it is in place, so the router cannot answer it.)
    private func refuse(
        _ http: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, status: HTTPResponse.Status, text: String
    ) async {
        try? await http.executeThenClose { _, outbound in
            let body = ByteBuffer(string: text)
            try await outbound.write(
                .head(
                    HTTPResponse(
                        status: status,
                        headerFields: [
                            .connection: "close", .contentType: "text/plain; charset=utf-8",
                            .contentLength: "\(body.readableBytes)",
                        ])))
            try await outbound.write(.body(body))
            try await outbound.write(.end(nil))
        }
    }

    struct SocketContext: WebSocketContext {
        let logger: Logger
    }
}

/// Closes a socket whose peer sends an unmasked frame (RFC 6455 §5.1), which swift-websocket accepts.
final class MaskedFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        guard frame.maskKey != nil else {
            context.fireErrorCaught(UnmaskedFrameError())
            return
        }
        context.fireChannelRead(data)
    }
}

/// A browser's frame came unmasked.
struct UnmaskedFrameError: Error {}
