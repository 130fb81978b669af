@_spi(Host) import OpenCollectionView

/// A message from the browser client, decoded and checked: pointer changes, wheel deltas, keys, viewport size, and
/// latency pings. Anything else is a `ClientMessageError`.
enum ClientMessage: Equatable, Sendable {
    case event(HostEvent)
    case resize(CGSize)
    case contentSizeCategory(UIContentSizeCategory)
    case ping(Int)

    /// The largest message accepted, in bytes.
    static let maximumLength = 64 * 1024
    /// The largest viewport accepted, in points.
    static let maximumViewport: Double = 16_384

    private struct Raw: Decodable {
        var t: String
        var id: Int?
        var x: Double?
        var y: Double?
        var ts: Double?
        var dx: Double?
        var dy: Double?
        var w: Double?
        var h: Double?
        var key: String?
        var chars: String?
        var down: Bool?
        var seq: Int?
        var c: String?
    }

    /// Decodes one text message.
    static func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        guard text.utf8.count <= maximumLength else { throw .tooLarge(text.utf8.count) }
        let raw: Raw
        do {
            raw = try JSONDecoder().decode(Raw.self, from: Data(text.utf8))
        } catch {
            throw .malformed("not a client message: \(error)")
        }
        func finite(_ value: Double?, _ name: String) throws(ClientMessageError) -> Double {
            guard let value, value.isFinite else { throw .malformed("\(raw.t) needs a finite \(name)") }
            return value
        }
        switch raw.t {
        case "down", "move", "up", "cancel":
            guard let id = raw.id else { throw .malformed("\(raw.t) needs an id") }
            let location = CGPoint(x: try finite(raw.x, "x"), y: try finite(raw.y, "y"))
            let timestamp = try raw.ts.map { value throws(ClientMessageError) in try finite(value, "ts") / 1000 }
            return .event(
                .pointer(
                    id: id, phase: HostEvent.PointerPhase(rawValue: raw.t)!, location: location,
                    timestamp: timestamp))
        case "wheel":
            let location = CGPoint(x: try finite(raw.x, "x"), y: try finite(raw.y, "y"))
            let delta = CGPoint(x: try finite(raw.dx, "dx"), y: try finite(raw.dy, "dy"))
            return .event(.wheel(location: location, delta: delta))
        case "key":
            // Limits in bytes and scalars, not characters: one character can carry any number of combining marks.
            guard let key = raw.key, key.utf8.count <= 32 else { throw .malformed("key needs a short key name") }
            var characters = String.UnicodeScalarView()
            characters.append(contentsOf: (raw.chars ?? "").unicodeScalars.prefix(8))
            return .event(.key(name: key, characters: String(characters), isDown: raw.down ?? true))
        case "resize":
            let width = try finite(raw.w, "w")
            let height = try finite(raw.h, "h")
            guard width > 0, height > 0, width <= maximumViewport, height <= maximumViewport else {
                throw .malformed("resize to \(width) × \(height) is out of range")
            }
            return .resize(CGSize(width: width, height: height))
        case "text":
            guard let name = raw.c, name.utf8.count <= 64, let category = UIContentSizeCategory(name: name) else {
                throw .malformed(
                    "text needs a content size category c (extraSmall … accessibilityExtraExtraExtraLarge)")
            }
            return .contentSizeCategory(category)
        case "ping":
            guard let seq = raw.seq else { throw .malformed("ping needs a seq") }
            return .ping(seq)
        default:
            throw .malformed("unknown message type \(raw.t)")
        }
    }
}

/// Why a client message was refused; the socket is closed with this as the reason.
enum ClientMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(Int)
    case malformed(String)
    case binary

    var description: String {
        switch self {
        case .tooLarge(let size): "message of \(size) bytes exceeds \(ClientMessage.maximumLength)"
        case .malformed(let reason): reason
        case .binary: "binary messages are not part of the protocol"
        }
    }

    /// The WebSocket close code: 1009 (too big), 1003 (unsupported data), 1008 (policy violation).
    var closeCode: UInt16 {
        switch self {
        case .tooLarge: 1009
        case .binary: 1003
        case .malformed: 1008
        }
    }
}
