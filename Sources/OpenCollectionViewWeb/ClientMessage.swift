@_spi(Host) import OpenCollectionView

/// A message from the browser client, decoded and checked: pointer changes, wheel deltas, keys, text input (typed,
/// composed and pasted text), drags from outside the page (`ClientDragMessage`), viewport size, and latency pings.
/// Anything else is a `ClientMessageError`.
enum ClientMessage: Equatable, Sendable {
    case event(HostEvent)
    case resize(CGSize)
    case contentSizeCategory(UIContentSizeCategory)
    /// The browser's `prefers-color-scheme`: `{"t":"scheme","c":"dark"}` or `"light"`.
    case userInterfaceStyle(UIUserInterfaceStyle)
    /// The browser's `devicePixelRatio` (its zoom changes it): `{"t":"scale","px":2}`.
    case displayScale(CGFloat)
    case ping(Int)
    /// An assistive technology acted on a mirrored element: `{"t":"ax","id":123,"a":"activate"}` (`increment`,
    /// `decrement`, `custom:N`, `scroll:up|down|left|right`).
    case accessibility(id: Int, action: AccessibilityAction)
    /// Part of the data of the drop that follows (`ExternalDropParts`): `{"t":"dpart","b64":"…"}`.
    case dropPart(Data)
    /// The route the page's history entry names: `{"t":"route","r":"controls"}`, sent after the first `resize` when
    /// the page's URL names one, and when the browser goes back or forward. A string that is not a route
    /// (`HostRoute.problem(with:)`: too long, other characters) is decoded all the same and diagnosed and ignored
    /// by `HostSession.open(route:)`, so a stale or odd URL never closes the tab.
    case route(String)

    /// The largest message accepted, in bytes.
    static let maximumLength = 64 * 1024
    /// The display scales accepted: a browser zoomed from 25 % to 500 % on displays of 1× to 3×.
    static let displayScales: ClosedRange<Double> = 0.25...16
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
        var s: String?
        var sel: [Int]?
        var mods: String?
        var b64: String?
        var a: String?
        var r: String?
        var px: Double?
    }

    /// Decodes one text message on its own (a drop finds no parts sent ahead of it).
    static func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        var parts = ExternalDropParts()
        return try decode(text, dropParts: &parts)
    }

    /// Decodes one text message of a tab's stream, a drop taking its data from the parts sent ahead of it.
    static func decode(_ text: String, dropParts: inout ExternalDropParts) throws(ClientMessageError) -> ClientMessage {
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
            guard let mods = raw.mods, !mods.isEmpty else {
                return .event(.key(name: key, characters: String(characters), isDown: raw.down ?? true))
            }
            return .event(
                .modifiedKey(
                    name: key, characters: String(characters), modifiers: try modifiers(mods),
                    isDown: raw.down ?? true))
        case "insert", "commit", "paste":
            guard let text = raw.s else { throw .malformed("\(raw.t) needs a text s") }
            switch raw.t {
            case "insert": return .event(.insertText(text))
            case "commit": return .event(.commitMarkedText(text))
            default: return .event(.paste(text))
            }
        case "compose":
            guard let text = raw.s else { throw .malformed("compose needs a text s") }
            let length = text.utf16.count
            let selection = raw.sel ?? [length, 0]
            guard selection.count == 2, selection[0] >= 0, selection[1] >= 0, selection[0] <= length,
                selection[1] <= length - selection[0]
            else { throw .malformed("compose needs a selection sel of [start, length] inside s") }
            return .event(.setMarkedText(text, selectedRange: NSRange(location: selection[0], length: selection[1])))
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
        case "scheme":
            switch raw.c {
            case "dark": return .userInterfaceStyle(.dark)
            case "light": return .userInterfaceStyle(.light)
            default: throw .malformed("scheme needs a colour scheme c (light or dark)")
            }
        case "scale":
            let scale = try finite(raw.px, "px")
            guard displayScales.contains(scale) else {
                throw .malformed(
                    "scale \(scale) is out of range (\(displayScales.lowerBound) … \(displayScales.upperBound))")
            }
            return .displayScale(CGFloat(scale))
        case "drag":
            return .event(try ClientDragMessage.decode(text, parts: &dropParts))
        case "dpart":
            guard let base64 = raw.b64, let data = Data(base64Encoded: base64) else {
                throw .malformed("dpart needs base64 data b64")
            }
            return .dropPart(data)
        case "route":
            guard let route = raw.r else { throw .malformed("route needs a route r") }
            return .route(route)
        case "ping":
            guard let seq = raw.seq else { throw .malformed("ping needs a seq") }
            return .ping(seq)
        case "ax":
            guard let id = raw.id, let name = raw.a, let action = accessibilityAction(name) else {
                throw .malformed("ax needs an element id and an action a (activate, increment, decrement, custom:N)")
            }
            return .accessibility(id: id, action: action)
        default:
            throw .malformed("unknown message type \(raw.t)")
        }
    }
}

/// An accessibility action by its name in an `ax` message.
private func accessibilityAction(_ name: String) -> AccessibilityAction? {
    switch name {
    case "activate": return .activate
    case "increment": return .increment
    case "decrement": return .decrement
    case "focus": return .focus
    case "scroll:up": return .scroll(.up)
    case "scroll:down": return .scroll(.down)
    case "scroll:left": return .scroll(.left)
    case "scroll:right": return .scroll(.right)
    default:
        guard name.hasPrefix("custom:"), let index = Int(name.dropFirst("custom:".count)), (0..<64).contains(index)
        else { return nil }
        return .customAction(index)
    }
}

/// Modifier keys from their letters in a key message: s(hift), c(ontrol), a(lt), m(eta, the command key).
private func modifiers(_ letters: String) throws(ClientMessageError) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    for letter in letters {
        switch letter {
        case "s": flags.insert(.shift)
        case "c": flags.insert(.control)
        case "a": flags.insert(.alternate)
        case "m": flags.insert(.command)
        default: throw .malformed("key modifiers mods are letters of s, c, a, m")
        }
    }
    return flags
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
