import Foundation
import OpenCollectionView

/// How the text strategies write numbers and geometry: short, locale-free and the same on every machine.
enum SnapshotText {
    /// `value` rounded to thousandths, without a trailing `.0` (`-0` is written `0`; NaN and infinities by name).
    static func number(_ value: CGFloat) -> String {
        let value = Double(value)
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A rectangle as UIKit's descriptions write it: `(x y; width height)`.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)) \(number(rect.origin.y)); \(number(rect.size.width)) \(number(rect.size.height)))"
    }

    /// An affine transform as `[a, b, c, d, tx, ty]`.
    static func transform(_ t: CGAffineTransform) -> String {
        "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]"
    }

    /// Text quoted for a one-line description: newlines and quotes escaped.
    static func quoted(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "'\(escaped)'"
    }
}
