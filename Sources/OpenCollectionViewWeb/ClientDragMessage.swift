@_spi(Host) import OpenCollectionView

/// A drag from outside the page, as `client.js` reports the browser's `dragenter`/`dragover`/`dragleave`/`drop`:
///
///     {"t":"drag","ph":"enter","x":120,"y":300,"items":[{"reps":[{"type":"text/plain"}]}]}
///     {"t":"drag","ph":"drop","x":120,"y":300,"items":[{"reps":[{"type":"text/plain","s":"Hello"}]},
///      {"name":"a.png","reps":[{"type":"image/png","b64":"iVBORw0…"}]}]}
///
/// Each item lists its representations by MIME type, which become uniform type identifiers; on drop, text comes
/// as `s` and file bytes as base64 `b64`, or — when the drop would not fit one socket message — as `"pn": n`, the
/// next n parts sent ahead of it (`ExternalDropParts`; text as its UTF-8 bytes). Data beyond `maximumDataLength` in
/// all (or that a client left out, giving only its `size`) or unreadable base64 does not arrive: the representation
/// carries the reason, reported as a diagnostic when dropped, and loading it fails. A message whose shape is wrong
/// is refused like any other.
enum ClientDragMessage {
    /// The most bytes of data one drop hands over (decoded), inline and in parts together.
    static let maximumDataLength = 4 * 1024 * 1024
    /// The most parts one representation takes.
    static let maximumPartsPerRepresentation = 1024
    /// The most items one drag carries.
    static let maximumItems = 32
    /// The most representations one item carries.
    static let maximumRepresentations = 8

    private struct Raw: Decodable {
        var ph: String?
        var x: Double?
        var y: Double?
        var items: [Item]?
    }

    private struct Item: Decodable {
        var name: String?
        var reps: [Representation]?
    }

    private struct Representation: Decodable {
        var type: String
        var s: String?
        var b64: String?
        var size: Int?
        /// How many of the parts sent ahead hold this representation's data.
        var pn: Int?
    }

    /// Decodes one drag message; a drop takes its representations' data from `parts` and clears them.
    static func decode(_ text: String, parts: inout ExternalDropParts) throws(ClientMessageError) -> HostEvent {
        let raw: Raw
        do {
            raw = try JSONDecoder().decode(Raw.self, from: Data(text.utf8))
        } catch {
            throw .malformed("not a drag message: \(error)")
        }
        guard let phase = raw.ph.flatMap(HostEvent.DragPhase.init(rawValue:)) else {
            throw .malformed("drag needs a phase ph of enter, over, leave or drop")
        }
        guard let x = raw.x, let y = raw.y, x.isFinite, y.isFinite else {
            throw .malformed("drag needs a finite x and y")
        }
        let rawItems = raw.items ?? []
        guard rawItems.count <= maximumItems else {
            throw .malformed("drag carries \(rawItems.count) items, more than \(maximumItems)")
        }
        var budget = maximumDataLength
        var items: [ExternalDragItem] = []
        for rawItem in rawItems {
            let reps = rawItem.reps ?? []
            guard reps.count <= maximumRepresentations else {
                throw .malformed("a drag item has \(reps.count) representations, more than \(maximumRepresentations)")
            }
            guard (rawItem.name?.utf8.count ?? 0) <= 255 else { throw .malformed("a drag item's name is too long") }
            var representations: [ExternalDragItem.Representation] = []
            for rep in reps {
                guard rep.type.utf8.count <= 128 else { throw .malformed("a drag type is too long") }
                let identifier = typeIdentifier(forMIMEType: rep.type)
                guard !representations.contains(where: { $0.typeIdentifier == identifier }) else { continue }
                var representation = ExternalDragItem.Representation(typeIdentifier: identifier)
                if phase == .drop {
                    guard (rep.pn ?? 1) >= 1, (rep.pn ?? 1) <= maximumPartsPerRepresentation else {
                        throw .malformed("a drag representation takes 1 to \(maximumPartsPerRepresentation) parts pn")
                    }
                    fill(
                        &representation, from: rep, mimeType: rep.type, name: rawItem.name, parts: &parts,
                        budget: &budget)
                }
                representations.append(representation)
            }
            items.append(ExternalDragItem(representations: representations, suggestedName: rawItem.name))
        }
        if phase == .drop { parts.reset() }
        return .externalDrag(phase: phase, location: CGPoint(x: x, y: y), items: items)
    }

    /// Puts the dropped bytes in `representation`, or the reason they did not arrive.
    private static func fill(
        _ representation: inout ExternalDragItem.Representation, from rep: Representation, mimeType: String,
        name: String?, parts: inout ExternalDropParts, budget: inout Int
    ) {
        let label = name.map { "\"\($0)\" (\(mimeType))" } ?? mimeType
        var bytes: Data?
        if let count = rep.pn {
            guard let joined = parts.take(count) else {
                let size = rep.size.map { " of \($0) bytes" } ?? ""
                representation.refusal =
                    "the dropped \(label)\(size) came without all of its data (beyond the \(maximumDataLength)-byte "
                    + "drop limit); it is left out"
                return
            }
            bytes = joined
            if mimeType == "text/uri-list" { bytes = Data(firstURI(in: String(decoding: joined, as: UTF8.self)).utf8) }
        } else if let text = rep.s {
            bytes = Data((mimeType == "text/uri-list" ? firstURI(in: text) : text).utf8)
        } else if let base64 = rep.b64 {
            guard let decoded = Data(base64Encoded: base64) else {
                representation.refusal = "the dropped \(label) is not valid base64; it is left out"
                return
            }
            bytes = decoded
        }
        guard let bytes else {
            let size = rep.size.map { " of \($0) bytes" } ?? ""
            representation.refusal =
                "the dropped \(label)\(size) came without data (larger than the \(maximumDataLength)-byte drop "
                + "limit); it is left out"
            return
        }
        guard bytes.count <= budget else {
            representation.refusal =
                "the dropped \(label) of \(bytes.count) bytes exceeds what is left of the \(maximumDataLength)-byte "
                + "drop limit; it is left out"
            return
        }
        budget -= bytes.count
        representation.data = bytes
    }

    /// The first URI of a `text/uri-list` (lines starting with `#` are comments).
    private static func firstURI(in list: String) -> String {
        let lines = list.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.first { !$0.isEmpty && !$0.hasPrefix("#") } ?? ""
    }

    /// The uniform type identifier of a browser MIME type (`Files` and unknown types are `public.data`).
    static func typeIdentifier(forMIMEType mimeType: String) -> String {
        switch mimeType.lowercased() {
        case "text/plain": "public.plain-text"
        case "text/uri-list": "public.url"
        case "text/html": "public.html"
        case "image/png": "public.png"
        case "image/jpeg", "image/jpg": "public.jpeg"
        case "image/gif": "com.compuserve.gif"
        case "image/svg+xml": "public.svg-image"
        case "image/webp": "org.webmproject.webp"
        case "application/pdf": "com.adobe.pdf"
        case "application/json": "public.json"
        case let other where other.hasPrefix("text/"): "public.plain-text"
        default: "public.data"
        }
    }
}
