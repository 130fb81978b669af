import Foundation

/// The data of a drop from outside the page that does not fit one socket message, sent ahead of the drop message
/// in parts (`{"t":"dpart","b64":"…"}`, base64, each under the message limit) and taken by its representations in
/// order (`"pn": n` takes the next n parts).
///
/// At most `ClientDragMessage.maximumDataLength` bytes are kept; parts beyond are discarded, so the representation
/// that needed them arrives without data and says why. The parts are cleared with every drop.
struct ExternalDropParts: Sendable {
    private var parts: [Data] = []
    private var next = 0
    /// The bytes kept.
    private var length = 0

    /// Keeps `part` if it fits under the limit.
    mutating func append(_ part: Data) {
        guard length + part.count <= ClientDragMessage.maximumDataLength else { return }
        parts.append(part)
        length += part.count
    }

    /// The next `count` parts joined, or `nil` (taking what is left) when fewer than `count` remain.
    mutating func take(_ count: Int) -> Data? {
        guard count > 0 else { return nil }
        guard next + count <= parts.count else {
            next = parts.count
            return nil
        }
        var joined = Data()
        for part in parts[next..<(next + count)] { joined.append(part) }
        next += count
        return joined
    }

    /// Forgets every part.
    mutating func reset() { self = ExternalDropParts() }
}
