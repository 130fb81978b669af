/// Horizontal alignment of text.
public enum NSTextAlignment: Int, Sendable {
    /// Left edge (UIKit's raw value 0).
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Stretched to both edges (drawn left-aligned here; see `docs/Deviations.md`).
    case justified = 3
    /// The script's natural alignment: left for the left-to-right text this library lays out.
    case natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension String {
    /// The size of the string on one line with the attributes' font (17-pt system font by default), as UIKit
    /// measures it: fractional width, height of one line.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        size(in: attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17))
    }

    /// `size(withAttributes:)` with only a font, without building the attributes dictionary.
    @MainActor
    func size(in font: UIFont) -> CGSize {
        // Line by line in place, without an array of lines (bars measure their titles in every layout pass).
        var width: CGFloat = 0
        var lineCount = 1
        var lineStart = startIndex
        while let newline = self[lineStart...].firstIndex(of: "\n") {
            width = Swift.max(width, font.width(of: self[lineStart..<newline]))
            lineStart = index(after: newline)
            lineCount += 1
        }
        width = Swift.max(width, font.width(of: self[lineStart...]))
        return CGSize(width: width, height: font.lineHeight * CGFloat(lineCount))
    }
}
