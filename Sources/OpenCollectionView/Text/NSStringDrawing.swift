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
    /// The rectangle the attributed string takes in `size` (see `String.boundingRect(with:options:attributes:
    /// context:)`), measured in the font of its first character: runs in other fonts are measured in that one
    /// (see docs/Deviations.md).
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let font =
            length > 0
            ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? UIFont.systemFont(ofSize: 17)
            : UIFont.systemFont(ofSize: 17)
        return string.boundingRect(with: size, options: options, attributes: [.font: font], context: context)
    }

    /// The size of the attributed string unwrapped (see `String.size(withAttributes:)`), in its first character's
    /// font.
    @MainActor
    public func size() -> CGSize {
        let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
        return string.size(in: font ?? UIFont.systemFont(ofSize: 17))
    }
}
