import NIOWebSocket
import WSCore

/// Wraps a negotiated extension (permessage-deflate) so that a received message inflating past the size limit
/// closes its socket with 1009 (message too big), as an oversized uncompressed one does. The deflate extension
/// stops inflating at the limit (`maxDecompressedFrameSize`), so a deflate bomb is refused before it is inflated
/// whole; swift-websocket would otherwise answer its error with 1011.
struct InflationLimit: WebSocketExtension {
    let wrapped: any WebSocketExtension

    var name: String { wrapped.name }
    var reservedBits: WebSocketFrame.ReservedBits { wrapped.reservedBits }

    func processReceivedFrame(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws
        -> WebSocketFrame
    {
        do {
            return try await wrapped.processReceivedFrame(frame, context: context)
        } catch {
            throw NIOWebSocketError.invalidFrameLength
        }
    }

    func processFrameToSend(_ frame: WebSocketFrame, context: WebSocketExtensionContext) async throws
        -> WebSocketFrame
    {
        try await wrapped.processFrameToSend(frame, context: context)
    }

    func shutdown() async { await wrapped.shutdown() }
}
