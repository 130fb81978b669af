import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines wrap at the size's width and the rectangle starts at the first line's top; without it the text is one
    /// line and the rectangle starts at its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (they always do here, as a `UILabel`'s lines, so a measurement
    /// matches the label that shows the text).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds (typographic ones here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated with "…" when text is left over.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement may shrink to and what it came to (UIKit's `NSStringDrawingContext`).
@preconcurrency @MainActor
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to fit (0: no shrinking, the default; text is not shrunk here).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at (1 here).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

extension String {
    /// The rectangle the string takes when drawn in `size` with `attributes` (the font: `.font`, a 17-point system
    /// font when absent, as `size(withAttributes:)`). With `.usesLineFragmentOrigin` lines wrap at `size.width`
    /// as a `UILabel`'s do, only the lines whose bottom fits `size.height` count, and the rectangle's origin is the
    /// top left; without it the string is one line and the origin is its baseline (`y` is minus the ascender).
    /// Sizes are fractional, as UIKit's: round them up (`ceil`) to size views.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
        let rect = Self.boundingRect(of: self, font: font, size: size, options: options)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    @MainActor
    static func boundingRect(of text: String, font: UIFont, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard options.contains(.usesLineFragmentOrigin) else {
            let oneLine = text.replacingOccurrences(of: "\n", with: " ")
            let width = font.width(of: Substring(oneLine))
            return CGRect(x: 0, y: -font.ascender, width: width, height: font.lineHeight)
        }
        let width = size.width > 0 && !size.width.isNaN ? size.width : .greatestFiniteMagnitude
        let lineHeight = font.lineHeight
        // TextKit lays out only the lines whose bottom fits the container's height (always the first); a height of
        // a million lines or more (`greatestFiniteMagnitude`, the usual "unbounded") limits nothing.
        let lines = size.height > 0 && lineHeight > 0 ? (size.height / lineHeight).rounded(.down) : 0
        let fitting = lines.isFinite && lines < 1_000_000 ? Swift.max(1, Int(lines)) : 0
        let layout = TextLayout(
            text: text, font: font, maxWidth: width, numberOfLines: fitting,
            lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byWordWrapping)
        return CGRect(x: 0, y: 0, width: layout.size.width, height: layout.lines.isEmpty ? 0 : layout.size.height)
    }
}

extension NSAttributedString {
    /// The rectangle the attributed string takes in `size`, laid out as a label lays out its `attributedText`
    /// (each run in its font, kerning, baseline offsets and paragraph styles; characters without a font in the
    /// 17-point system font). With `.usesLineFragmentOrigin` lines wrap at `size.width`, only the lines whose bottom
    /// fits `size.height` count (always the first) and the origin is the top left; without it the string is one
    /// line and the origin is its baseline (`y` is minus its ascent). Sizes are fractional, as UIKit's.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = measuredRect(in: size, options: options)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    @MainActor
    private func measuredRect(in size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let defaults = AttributedTextLayout.Defaults(
            font: UIFont.systemFont(ofSize: 17), color: nil, alignment: .natural,
            lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byWordWrapping)
        guard options.contains(.usesLineFragmentOrigin) else {
            let oneLine = NSMutableAttributedString(attributedString: self)
            _ = oneLine.mutableString.replaceOccurrences(
                of: "\n", with: " ", options: [], range: NSRange(location: 0, length: oneLine.length))
            let layout = AttributedTextLayout(
                oneLine, defaults: defaults, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1)
            guard let line = layout.lines.first else { return .zero }
            return CGRect(x: 0, y: -line.baseline, width: line.width, height: layout.size.height)
        }
        let width = size.width > 0 && !size.width.isNaN ? size.width : .greatestFiniteMagnitude
        let layout = AttributedTextLayout(self, defaults: defaults, maxWidth: width, numberOfLines: 0)
        // TextKit lays out only the lines whose bottom fits the container's height (always the first).
        let limit = size.height > 0 && size.height.isFinite ? size.height : .greatestFiniteMagnitude
        var kept = layout.lines.prefix { $0.bottom <= limit }
        if kept.isEmpty, let first = layout.lines.first { kept = [first] }
        guard let last = kept.last else { return .zero }
        let widest = kept.map { $0.indent + $0.width }.max() ?? 0
        return CGRect(x: 0, y: 0, width: widest, height: last.bottom)
    }

    /// The size of the attributed string on one line (see `String.size(withAttributes:)`), each run in its font.
    @MainActor
    public func size() -> CGSize { boundingRect(with: .zero, options: [], context: nil).size }
}
