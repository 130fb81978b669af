/// Writes the JSON fragments of the wire protocol: numbers (finite, shortest form) and escaped strings.
enum JSONText {
    /// A number; non-finite values become 0 (JSON has no NaN or infinity).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A quoted, escaped string.
    static func string(_ value: String) -> String {
        var result = "\""
        result.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count)
                    + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// An array of fragments.
    static func array(_ fragments: [String]) -> String { "[" + fragments.joined(separator: ",") + "]" }

    /// An object from keys and fragments, in order.
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
