import CompressNIO
import Foundation
import NIOCore
import Testing

@testable import OpenCollectionViewWeb

/// What one socket may send, checked on a live host: each broken rule closes that socket with RFC 6455's code and
/// a reason (docs/WebHost.md, "Limits").
@Suite(.serialized)
struct SocketLimitTests {
    private static let resize = RawConnection.frame(opcode: 0x1, Array(#"{"t":"resize","w":200,"h":300}"#.utf8))

    private func closeCode(
        after bytes: [UInt8], compression: Bool = false, extra: [String] = []
    ) async throws -> (code: Int, reason: String)? {
        let host = try await LiveHost.start(compression: compression)
        defer { Task { await host.stop() } }
        let connection = try RawConnection(port: host.port)
        #expect(await connection.request(RawConnection.upgradeLines(port: host.port, extra: extra))?.status == 101)
        connection.send(Self.resize + bytes)
        return await connection.readClose()
    }

    @Test func anOversizedFrameIsRefusedFromItsHeader() async throws {
        // The header announces 8 MB; none of the payload is sent, so the close can only come from the header.
        var header: [UInt8] = [0x81, 0xFF]
        header += (0..<8).reversed().map { UInt8((UInt64(8 << 20) >> (8 * UInt64($0))) & 0xFF) }
        header += [1, 2, 3, 4]
        let close = try await closeCode(after: header)
        #expect(close?.code == 1009)
        #expect(close?.reason == "message exceeds 65536 bytes")
    }

    @Test func fragmentsMayNotAddUpPastTheLimit() async throws {
        let part = [UInt8](repeating: 0x20, count: 40_000)
        let close = try await closeCode(
            after: RawConnection.frame(opcode: 0x1, part, fin: false) + RawConnection.frame(opcode: 0x0, part))
        #expect(close?.code == 1009)
        #expect(close?.reason == "message of 80000 bytes exceeds 65536")
    }

    @Test func framesBreakingTheProtocolAreRefused() async throws {
        // RFC 6455 §5.1: a server closes the connection on an unmasked frame.
        #expect(try await closeCode(after: RawConnection.frame(opcode: 0x1, [0x7B], masked: false))?.code == 1002)
        #expect(try await closeCode(after: RawConnection.frame(opcode: 0x0, [0x20]))?.code == 1002)
        // §5.5: control frames are never fragmented.
        #expect(try await closeCode(after: RawConnection.frame(opcode: 0x9, [1], fin: false))?.code == 1002)
    }

    @Test func whatIsNotTheProtocolClosesWithItsCode() async throws {
        #expect(try await closeCode(after: RawConnection.frame(opcode: 0x2, [1, 2, 3]))?.code == 1003)
        #expect(try await closeCode(after: RawConnection.frame(opcode: 0x1, [0xC3, 0x28]))?.code == 1007)
        let garbage = try await closeCode(after: RawConnection.frame(opcode: 0x1, Array("{not json".utf8)))
        #expect(garbage?.code == 1008)
        // The reason fits a close frame (RFC 6455 §5.5: 125 bytes with the code) or the browser fails the socket.
        #expect((garbage?.reason.utf8.count ?? 999) <= 123)
    }

    @Test func aCompressedMessageInflatingPastTheLimitIsRefused() async throws {
        // A deflate bomb: 4 MB of spaces compress to a few KB, within every frame limit.
        var input = ByteBuffer(repeating: 0x20, count: 4 << 20)
        let payload = Array(try input.compress(with: .deflate()).readableBytesView)
        #expect(payload.count < 65_536)
        let close = try await closeCode(
            after: RawConnection.frame(opcode: 0x1, payload, rsv1: true), compression: true,
            extra: ["Sec-WebSocket-Extensions: permessage-deflate"])
        #expect(close?.code == 1009)
    }

    @Test func permessageDeflateIsNegotiatedWhenOffered() async throws {
        let host = try await LiveHost.start()
        defer { Task { await host.stop() } }
        let offered = RawConnection.upgradeLines(
            port: host.port, extra: ["Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits"])
        let answer = await (try RawConnection(port: host.port)).request(offered)
        #expect(answer?.headers["sec-websocket-extensions"]?.hasPrefix("permessage-deflate") == true)
        let plain = await (try RawConnection(port: host.port)).request(RawConnection.upgradeLines(port: host.port))
        #expect(plain?.headers["sec-websocket-extensions"] == nil)
    }

    @Test func aGracefulShutdownClosesEveryTabGoingAway() async throws {
        let host = try await LiveHost.start()
        let connection = try RawConnection(port: host.port)
        #expect(await connection.request(RawConnection.upgradeLines(port: host.port))?.status == 101)
        connection.send(Self.resize)
        // The tab's first frame says it is open (a fixed wait would not, on a loaded machine).
        #expect(await connection.readFrameOpcode() == 0x1)
        async let stopped: Void = host.stop()
        let close = await connection.readClose()
        await stopped
        // 1001 "going away": the browser client reconnects (to this process's successor or another worker).
        #expect(close?.code == 1001)
        #expect(close?.reason == "server stopping")
    }
}
