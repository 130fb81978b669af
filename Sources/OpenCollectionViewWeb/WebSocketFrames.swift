import Foundation

/// A message read from a browser's WebSocket (RFC 6455), fragments joined.
enum WebSocketInbound: Equatable {
    case text(String)
    case binary([UInt8])
    case ping([UInt8])
    case pong
    /// The peer's close frame: its status code (absent when the frame carried none) and reason.
    case close(code: UInt16?, reason: String)
}

/// Why a WebSocket was closed while reading; each maps to the close code RFC 6455 §7.4.1 gives it.
enum WebSocketReadError: Error, Equatable, CustomStringConvertible {
    /// A message announced (or grew, fragment by fragment) past the limit: 1009.
    case tooLarge(announced: UInt64, limit: Int)
    /// The frames broke the protocol (unmasked, reserved bits, unknown opcode, bad control frame): 1002.
    case protocolViolation(String)
    /// A text message was not UTF-8: 1007.
    case invalidText

    var description: String {
        switch self {
        case .tooLarge(let announced, let limit): "message of \(announced) bytes exceeds \(limit)"
        case .protocolViolation(let reason): reason
        case .invalidText: "text message is not UTF-8"
        }
    }

    /// The close code to answer with.
    var closeCode: UInt16 {
        switch self {
        case .tooLarge: 1009
        case .protocolViolation: 1002
        case .invalidText: 1007
        }
    }
}

/// Reads client frames and joins fragments into messages. The length in each frame header is checked against
/// `maximumMessageLength` (counting the fragments already received) before any of the payload is read, so an
/// oversized message costs its 14 header bytes, never its length in memory.
struct WebSocketMessageReader<Source: ByteSource> {
    var reader: ByteReader<Source>
    /// The largest text or binary message accepted, in bytes, all fragments together.
    let maximumMessageLength: Int
    /// The fragments of a message still being received (control frames may come between them).
    private var fragments: [UInt8] = []
    private var fragmentedOpcode: UInt8?

    init(_ reader: ByteReader<Source>, maximumMessageLength: Int) {
        self.reader = reader
        self.maximumMessageLength = maximumMessageLength
    }

    /// The next message; throws `WebSocketReadError` for a frame to refuse, `ByteReaderError.endOfStream` when the
    /// peer went away.
    mutating func next() async throws -> WebSocketInbound {
        while true {
            let first = try await reader.byte()
            let second = try await reader.byte()
            let fin = first & 0x80 != 0
            let opcode = first & 0x0F
            guard first & 0x70 == 0 else { throw WebSocketReadError.protocolViolation("reserved bits set") }
            guard second & 0x80 != 0 else {
                throw WebSocketReadError.protocolViolation("client frames must be masked")
            }
            var length = UInt64(second & 0x7F)
            if length == 126 {
                length = try await UInt64(bigEndian: reader.bytes(2))
            } else if length == 127 {
                length = try await UInt64(bigEndian: reader.bytes(8))
                guard length >> 63 == 0 else {
                    throw WebSocketReadError.protocolViolation("frame length has its top bit set")
                }
            }
            let isControl = opcode & 0x08 != 0
            if isControl {
                guard fin, length <= 125 else {
                    throw WebSocketReadError.protocolViolation("control frames must be whole and at most 125 bytes")
                }
            } else {
                let total = UInt64(fragments.count) + length
                guard total <= UInt64(maximumMessageLength) else {
                    throw WebSocketReadError.tooLarge(announced: total, limit: maximumMessageLength)
                }
            }
            let mask = try await reader.bytes(4)
            var payload = try await reader.bytes(Int(length))
            for index in payload.indices { payload[index] ^= mask[index & 3] }
            switch opcode {
            case 0x0:
                guard fragmentedOpcode != nil else {
                    throw WebSocketReadError.protocolViolation("continuation frame without a message to continue")
                }
                fragments.append(contentsOf: payload)
                if fin {
                    let opcode = fragmentedOpcode!
                    let whole = fragments
                    fragments = []
                    fragmentedOpcode = nil
                    return try Self.message(opcode: opcode, payload: whole)
                }
            case 0x1, 0x2:
                guard fragmentedOpcode == nil else {
                    throw WebSocketReadError.protocolViolation("new message before the last one ended")
                }
                if fin { return try Self.message(opcode: opcode, payload: payload) }
                fragmentedOpcode = opcode
                fragments = payload
            case 0x8:
                return try Self.close(payload)
            case 0x9:
                return .ping(payload)
            case 0xA:
                return .pong
            default:
                throw WebSocketReadError.protocolViolation("unknown opcode \(opcode)")
            }
        }
    }

    private static func message(opcode: UInt8, payload: [UInt8]) throws -> WebSocketInbound {
        guard opcode == 0x1 else { return .binary(payload) }
        guard let text = String(bytes: payload, encoding: .utf8) else { throw WebSocketReadError.invalidText }
        return .text(text)
    }

    private static func close(_ payload: [UInt8]) throws -> WebSocketInbound {
        guard payload.count >= 2 else {
            guard payload.isEmpty else { throw WebSocketReadError.protocolViolation("close frame of one byte") }
            return .close(code: nil, reason: "")
        }
        guard let reason = String(bytes: payload.dropFirst(2), encoding: .utf8) else {
            throw WebSocketReadError.invalidText
        }
        return .close(code: UInt16(payload[0]) << 8 | UInt16(payload[1]), reason: reason)
    }
}

extension UInt64 {
    fileprivate init(bigEndian bytes: [UInt8]) {
        self = bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}

/// Writes server frames: unmasked, whole (RFC 6455 §5.1: a server never masks).
enum WebSocketFrameWriter {
    /// One frame with `opcode` and `payload`.
    static func frame(opcode: UInt8, payload: some Collection<UInt8>) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode]
        frame.reserveCapacity(payload.count + 10)
        let count = payload.count
        if count <= 125 {
            frame.append(UInt8(count))
        } else if count <= 0xFFFF {
            frame += [126, UInt8(count >> 8), UInt8(count & 0xFF)]
        } else {
            frame.append(127)
            for shift in stride(from: 56, through: 0, by: -8) {
                frame.append(UInt8((UInt64(count) >> UInt64(shift)) & 0xFF))
            }
        }
        frame.append(contentsOf: payload)
        return frame
    }

    /// A text frame.
    static func text(_ text: String) -> [UInt8] { frame(opcode: 0x1, payload: text.utf8) }

    /// A close frame with `code` and as much of `reason` as fits in a control frame (123 bytes, whole characters).
    static func close(code: UInt16, reason: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(code >> 8), UInt8(code & 0xFF)]
        for character in reason {
            let encoded = Array(String(character).utf8)
            guard bytes.count + encoded.count <= 125 else { break }
            bytes += encoded
        }
        return frame(opcode: 0x8, payload: bytes)
    }

    /// A pong answering a ping's payload.
    static func pong(_ payload: [UInt8]) -> [UInt8] { frame(opcode: 0xA, payload: payload) }
}
