import Foundation
import Testing

@testable import OpenCollectionViewWeb

/// A frame as a browser sends it (RFC 6455 §5.2: masked, with a 7-, 16- or 64-bit length).
func clientFrame(
    opcode: UInt8, payload: [UInt8], fin: Bool = true, masked: Bool = true, announcedLength: UInt64? = nil,
    reserved: UInt8 = 0
) -> [UInt8] {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | reserved | opcode]
    let length = announcedLength ?? UInt64(payload.count)
    let maskBit: UInt8 = masked ? 0x80 : 0
    if length <= 125 {
        frame.append(maskBit | UInt8(length))
    } else if length <= 0xFFFF {
        frame += [maskBit | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    } else {
        frame.append(maskBit | 127)
        for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((length >> UInt64(shift)) & 0xFF)) }
    }
    guard masked else { return frame + payload }
    let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
    frame += mask
    for (index, byte) in payload.enumerated() { frame.append(byte ^ mask[index % 4]) }
    return frame
}

private func reader(_ bytes: [UInt8], chunk: Int = .max, limit: Int = 64 * 1024)
    -> WebSocketMessageReader<MemoryByteSource>
{
    WebSocketMessageReader(ByteReader(MemoryByteSource(bytes, chunk: chunk)), maximumMessageLength: limit)
}

struct WebSocketFrameTests {
    @Test func aMaskedTextFrameIsReadInAnyChunking() async throws {
        // RFC 6455 §5.7: a single-frame masked text message containing "Hello".
        let rfcExample: [UInt8] = [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]
        for chunk in [1, 3, 1000] {
            var messages = reader(rfcExample, chunk: chunk)
            #expect(try await messages.next() == .text("Hello"))
        }
    }

    @Test func fragmentsAreJoinedAndControlFramesMayComeBetween() async throws {
        // RFC 6455 §5.4: fragments of one message, with a control frame injected in the middle.
        let bytes =
            clientFrame(opcode: 0x1, payload: Array("Hel".utf8), fin: false)
            + clientFrame(opcode: 0x9, payload: [1, 2])
            + clientFrame(opcode: 0x0, payload: Array("lo".utf8))
        var messages = reader(bytes)
        #expect(try await messages.next() == .ping([1, 2]))
        #expect(try await messages.next() == .text("Hello"))
    }

    @Test func anOversizedMessageIsRefusedFromItsHeaderBeforeAnyPayloadIsRead() async throws {
        // Only the header of an 8 MB frame is there: the payload never arrives, yet the reader refuses at once.
        let header = clientFrame(opcode: 0x1, payload: [], announcedLength: 8 * 1024 * 1024)
        var messages = reader(header, limit: 64 * 1024)
        await #expect(throws: WebSocketReadError.tooLarge(announced: 8 * 1024 * 1024, limit: 64 * 1024)) {
            try await messages.next()
        }
        #expect(WebSocketReadError.tooLarge(announced: 1, limit: 0).closeCode == 1009)
    }

    @Test func fragmentsMayNotAddUpPastTheLimit() async throws {
        let fragment = [UInt8](repeating: 0x61, count: 40)
        let bytes =
            clientFrame(opcode: 0x1, payload: fragment, fin: false)
            + clientFrame(opcode: 0x0, payload: fragment, fin: false)
            + clientFrame(opcode: 0x0, payload: fragment)
        var messages = reader(bytes, limit: 100)
        await #expect(throws: WebSocketReadError.tooLarge(announced: 120, limit: 100)) { try await messages.next() }
    }

    @Test func aLengthWithTheTopBitSetIsAProtocolError() async throws {
        var messages = reader(clientFrame(opcode: 0x1, payload: [], announcedLength: 1 << 63))
        await #expect(throws: WebSocketReadError.protocolViolation("frame length has its top bit set")) {
            try await messages.next()
        }
    }

    @Test func framesBreakingTheProtocolAreRefusedWith1002() async throws {
        // RFC 6455 §5.1: a server must close the connection on an unmasked client frame.
        var unmasked = reader(clientFrame(opcode: 0x1, payload: Array("hi".utf8), masked: false))
        await #expect(throws: WebSocketReadError.protocolViolation("client frames must be masked")) {
            try await unmasked.next()
        }
        var reserved = reader(clientFrame(opcode: 0x1, payload: [], reserved: 0x40))
        await #expect(throws: WebSocketReadError.protocolViolation("reserved bits set")) { try await reserved.next() }
        var unknown = reader(clientFrame(opcode: 0x3, payload: []))
        await #expect(throws: WebSocketReadError.protocolViolation("unknown opcode 3")) { try await unknown.next() }
        // RFC 6455 §5.5: control frames are at most 125 bytes and never fragmented.
        var longPing = reader(clientFrame(opcode: 0x9, payload: [UInt8](repeating: 0, count: 126)))
        await #expect(throws: WebSocketReadError.self) { try await longPing.next() }
        var stray = reader(clientFrame(opcode: 0x0, payload: [1]))
        await #expect(throws: WebSocketReadError.self) { try await stray.next() }
        #expect(WebSocketReadError.protocolViolation("x").closeCode == 1002)
    }

    @Test func textThatIsNotUTF8IsRefusedWith1007() async throws {
        var messages = reader(clientFrame(opcode: 0x1, payload: [0xC3, 0x28]))
        await #expect(throws: WebSocketReadError.invalidText) { try await messages.next() }
        #expect(WebSocketReadError.invalidText.closeCode == 1007)
    }

    @Test func binaryCloseAndPongAreReported() async throws {
        let bytes =
            clientFrame(opcode: 0x2, payload: [9, 8, 7]) + clientFrame(opcode: 0xA, payload: [])
            + clientFrame(opcode: 0x8, payload: [0x03, 0xE8] + Array("bye".utf8))
        var messages = reader(bytes)
        #expect(try await messages.next() == .binary([9, 8, 7]))
        #expect(try await messages.next() == .pong)
        #expect(try await messages.next() == .close(code: 1000, reason: "bye"))
        await #expect(throws: ByteReaderError.endOfStream) { try await messages.next() }
    }

    @Test func serverFramesUseTheShortestLengthAndAreUnmasked() {
        // RFC 6455 §5.2: 7-bit lengths up to 125, 126 + 16 bits up to 65535, 127 + 64 bits above.
        #expect(WebSocketFrameWriter.text("Hello") == [0x81, 0x05] + Array("Hello".utf8))
        let medium = WebSocketFrameWriter.frame(opcode: 0x1, payload: [UInt8](repeating: 0, count: 126))
        #expect(Array(medium.prefix(4)) == [0x81, 126, 0x00, 126])
        let large = WebSocketFrameWriter.frame(opcode: 0x1, payload: [UInt8](repeating: 0, count: 65_536))
        #expect(Array(large.prefix(10)) == [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0])
        #expect(large.count == 65_536 + 10)
    }

    @Test func closeFramesCarryTheCodeAndAReasonCutToWholeCharacters() {
        let frame = WebSocketFrameWriter.close(code: 1009, reason: String(repeating: "é", count: 100))
        #expect(frame[0] == 0x88)
        #expect(Int(frame[1]) == frame.count - 2)
        #expect(frame[1] <= 125)
        #expect(frame[2] == 0x03 && frame[3] == 0xF1)
        #expect(String(bytes: frame[4...], encoding: .utf8) != nil)
    }

    @Test func theHandshakeAnswersTheKeyAsRFC6455Does() {
        // RFC 6455 §1.3: the key "dGhlIHNhbXBsZSBub25jZQ==" is answered with "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=".
        #expect(WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        // FIPS 180-4 test vector: SHA-1("abc").
        let abc = WebSocketHandshake.sha1(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(abc == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test func theByteReaderFindsARequestHeadAndKeepsWhatFollows() async throws {
        let bytes = Array("GET / HTTP/1.1\r\nHost: x\r\n\r\nNEXT".utf8)
        var reader = ByteReader(MemoryByteSource(bytes, chunk: 5))
        let head = try await reader.head(limit: 1024)
        #expect(String(bytes: head, encoding: .utf8) == "GET / HTTP/1.1\r\nHost: x")
        #expect(try await reader.bytes(4) == Array("NEXT".utf8))
        var endless = ByteReader(MemoryByteSource([UInt8](repeating: 0x41, count: 5000)))
        await #expect(throws: ByteReaderError.tooLong(limit: 1024)) { try await endless.head(limit: 1024) }
    }
}
