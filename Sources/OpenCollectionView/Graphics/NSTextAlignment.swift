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
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
        let lines = split(separator: "\n", omittingEmptySubsequences: false)
        let width = lines.map { font.width(of: $0) }.max() ?? 0
        return CGSize(width: width, height: font.lineHeight * CGFloat(max(lines.count, 1)))
    }
}
