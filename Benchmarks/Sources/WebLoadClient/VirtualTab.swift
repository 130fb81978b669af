import Foundation
import NIOCore
import NIOWebSocket

/// One browser tab on an upgraded socket, as `client.js` behaves: it reports a 390 × 844 viewport and its colour
/// scheme, then once its window has arrived flicks the grid once a second (pointer down with a latency ping, as the
/// page sends one at most once a second with input; four moves 80 points and 16 ms apart, about 4,800 points a
/// second; up) and counts every message that arrives while the grid coasts. It reads each frame as it comes, so the
/// server's one frame in flight is released as soon as the bytes are on this side, as a browser's socket does;
/// the server's WebSocket pings are answered with pongs. Frames are counted, never inflated or parsed.
final class VirtualTab: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let tally: TabTally
    /// Set when the run is over: the tab stops flicking and closes.
    private let stop: StopSignal
    /// What the tab does once its window has arrived.
    private let behaviour: Behaviour
    private var messageBytes = 0
    /// Whether the window has arrived and the tab's behaviour has begun.
    private var flicking = false
    private var pingSequence = 0
    /// Wheel steps sent (`reads`), and when the one awaiting its answer went.
    private var wheelSteps = 0
    private var stepSentAt: Double?
    private var nextStep = 0.0
    private var closing = false

    init(tally: TabTally, stop: StopSignal, behaviour: Behaviour = .flicks) {
        self.tally = tally
        self.stop = stop
        self.behaviour = behaviour
    }

    /// What a tab does once its window has arrived.
    enum Behaviour: Sendable {
        /// Flicks the grid once a second until the run stops (the coasting measurement).
        case flicks
        /// Sends nothing, reading what comes, until the run stops (a visit that comes, stays a while and goes).
        case idles
        /// Reads as a person does: one wheel step at a random moment about every `period` seconds (uniformly
        /// between half and one and a half periods apart), timing each step until the next message arrives.
        case reads(period: Double)
    }

    /// The event that starts the tab once the upgrade is complete and the HTTP handlers are gone (a write
    /// before that would reach the HTTP encoder).
    struct Start: Sendable {}

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is Start else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        send(#"{"t":"resize","w":390,"h":844}"#, context: context)
        send(#"{"t":"scheme","c":"light"}"#, context: context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            messageBytes = frame.data.readableBytes
        case .continuation:
            messageBytes += frame.data.readableBytes
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.data)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
            return
        case .connectionClose:
            var payload = frame.data
            let code = payload.readInteger(as: UInt16.self).map(String.init) ?? "1005"
            let reason = payload.readString(length: payload.readableBytes) ?? ""
            if !closing || code != "1000" { tally.closed("\(code) \(reason)") }
            context.close(promise: nil)
            return
        default:
            return
        }
        guard frame.fin else { return }
        tally.frame(bytes: messageBytes)
        if let sent = stepSentAt {
            stepSentAt = nil
            tally.step(latency: ProcessInfo.processInfo.systemUptime - sent)
        }
        guard !flicking else { return }
        flicking = true
        switch behaviour {
        case .flicks: flick(context: context)
        case .idles: idle(context: context)
        case .reads(let period):
            nextStep = ProcessInfo.processInfo.systemUptime + Double.random(in: 0..<period)
            read(context: context, period: period)
        }
    }

    /// Waits for the end of the run, looking four times a second; then closes with 1000.
    private func idle(context: ChannelHandlerContext) {
        guard !stop.isStopped else {
            close(context: context)
            return
        }
        context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(250)) { [self] in idle(context: context) }
    }

    /// Looks four times a second whether the run is over (then closes with 1000) or the next wheel step is due;
    /// each step is followed by the next a random moment later.
    private func read(context: ChannelHandlerContext, period: Double) {
        guard !stop.isStopped else {
            close(context: context)
            return
        }
        let now = ProcessInfo.processInfo.systemUptime
        if now >= nextStep {
            wheelSteps += 1
            // Down and back up in turn, so the list never runs out.
            let delta = wheelSteps % 2 == 1 ? 100 : -100
            stepSentAt = now
            send(#"{"t":"wheel","x":195,"y":500,"dx":0,"dy":\#(delta)}"#, context: context)
            nextStep = now + Double.random(in: (period / 2)...(period * 1.5))
        }
        let wait = max(0.001, min(0.25, nextStep - now))
        context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(wait * 1e9))) { [self] in
            read(context: context, period: period)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !closing { tally.closed("connection dropped") }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        tally.closed("\(error)")
        context.close(promise: nil)
    }

    /// One flick, and the next a second later, until the run stops; then a close with 1000.
    private func flick(context: ChannelHandlerContext) {
        let loop = context.eventLoop.assumeIsolated()
        guard !stop.isStopped else {
            close(context: context)
            return
        }
        pingSequence += 1
        send(#"{"t":"ping","seq":\#(pingSequence)}"#, context: context)
        send(pointer("down", y: 700), context: context)
        for step in 1...4 {
            loop.scheduleTask(in: .milliseconds(Int64(16 * step))) { [self] in
                send(pointer("move", y: 700 - 80 * Double(step)), context: context)
            }
        }
        loop.scheduleTask(in: .milliseconds(80)) { [self] in send(pointer("up", y: 380), context: context) }
        loop.scheduleTask(in: .milliseconds(1000)) { [self] in flick(context: context) }
    }

    /// Closes with 1000, as a page that goes away does, and drops the connection if the server's close frame
    /// has not come back within 2 s.
    private func close(context: ChannelHandlerContext) {
        closing = true
        var reason = context.channel.allocator.buffer(capacity: 6)
        reason.writeInteger(UInt16(1000))
        reason.writeString("done")
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: reason)
        context.writeAndFlush(wrapOutboundOut(close), promise: nil)
        context.eventLoop.assumeIsolated().scheduleTask(in: .seconds(2)) { context.close(promise: nil) }
    }

    /// A pointer message as the page stamps it (`ts` in milliseconds of the page's clock).
    private func pointer(_ phase: String, y: Double) -> String {
        let time = ProcessInfo.processInfo.systemUptime * 1000
        return #"{"t":"\#(phase)","id":1,"x":195,"y":\#(y),"ts":\#(time)}"#
    }

    /// A text message, masked as a browser's.
    private func send(_ text: String, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        let data = context.channel.allocator.buffer(string: text)
        let frame = WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: data)
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }
}
