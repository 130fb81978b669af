import Foundation

/// How the elements of two `.layoutAttributes` snapshots differ, element by element, in words: which moved and by how
/// much, which were resized, which changed z-index, alpha or transform, which appeared and which disappeared.
struct LayoutAttributesChange: Equatable {
    /// An element's line split into its name, frame and the rest.
    struct Element: Equatable {
        var frame: CGRect
        var rest: String
    }

    /// The summary of the changes from `reference` to `new` (empty when no element line differs).
    static func summary(from reference: String, to new: String) -> String {
        let (old, oldOrder) = elements(in: reference)
        let (current, currentOrder) = elements(in: new)
        var changed: [String] = []
        for key in oldOrder {
            guard let before = old[key], let after = current[key], before != after else { continue }
            var parts: [String] = []
            let (a, b) = (before.frame, after.frame)
            if a.origin != b.origin {
                parts.append("moved by (\(signed(b.minX - a.minX)), \(signed(b.minY - a.minY)))")
            }
            if a.size != b.size {
                parts.append("resized by (\(signed(b.width - a.width)), \(signed(b.height - a.height)))")
            }
            if a != b { parts.append("frame \(SnapshotText.rect(a)) → \(SnapshotText.rect(b))") }
            if before.rest != after.rest { parts.append("\(before.rest) → \(after.rest)") }
            changed.append("  \(key): " + parts.joined(separator: ", "))
        }
        let appeared = currentOrder.filter { old[$0] == nil }
        let disappeared = oldOrder.filter { current[$0] == nil }
        var text: [String] = []
        if !changed.isEmpty {
            text.append("\(count(changed.count)) moved or changed:\n" + changed.joined(separator: "\n"))
        }
        if !appeared.isEmpty { text.append("\(count(appeared.count)) appeared: " + appeared.joined(separator: ", ")) }
        if !disappeared.isEmpty {
            text.append("\(count(disappeared.count)) disappeared: " + disappeared.joined(separator: ", "))
        }
        return text.joined(separator: "\n")
    }

    /// The element lines of a snapshot by name, and the names in order.
    static func elements(in snapshot: String) -> ([String: Element], [String]) {
        var elements: [String: Element] = [:]
        var order: [String] = []
        for line in snapshot.split(separator: "\n") {
            guard let separator = line.range(of: ": frame = ("),
                let close = line[separator.upperBound...].firstIndex(of: ")")
            else { continue }
            let key = String(line[..<separator.lowerBound])
            let numbers = line[separator.upperBound..<close].split(whereSeparator: { $0 == " " || $0 == ";" })
                .compactMap { Double($0) }
            guard numbers.count == 4 else { continue }
            var rest = String(line[line.index(after: close)...])
            if rest.hasPrefix(", ") { rest.removeFirst(2) }
            elements[key] = Element(
                frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), rest: rest)
            order.append(key)
        }
        return (elements, order)
    }

    private static func signed(_ value: CGFloat) -> String {
        value > 0 ? "+" + SnapshotText.number(value) : SnapshotText.number(value)
    }

    private static func count(_ n: Int) -> String { n == 1 ? "1 element" : "\(n) elements" }
}
