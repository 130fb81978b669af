/// A font, as in UIKit, with metrics read from the real font file the renderer draws with (see `FontFace`).
///
/// The system font here is DejaVu Sans (SF Pro is not available off Apple platforms), so widths differ from
/// an iPhone's while staying exactly what the browser draws. See `docs/Deviations.md`.
open class UIFont: NSObject, @unchecked Sendable {
    /// Font weights, with UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS' size and weight for the style at the default (Large) content size.
        var defaults: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    let face: FontFace
    /// The point size.
    public let pointSize: CGFloat
    /// The weight the font was asked for.
    let weight: Weight

    /// The face's metrics and the factor from its units to points, held so that measuring reads neither again.
    private let metrics: TrueTypeFont
    private let scale: CGFloat

    init(face: FontFace, size: CGFloat, weight: Weight) {
        self.face = face
        self.pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        metrics = face.metrics
        scale = pointSize / CGFloat(metrics.unitsPerEm)
        super.init()
    }

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` and `weight` (semibold and heavier use the bold face; light and lighter the
    /// extra-light face).
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let face: FontFace = weight >= .semibold ? .bold : weight <= .light ? .extraLight : .regular
        return UIFont(face: face, size: fontSize, weight: weight)
    }

    /// The bold system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: .oblique, size: fontSize, weight: .regular)
    }

    /// The monospaced system font.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: weight >= .semibold ? .monoBold : .mono, size: fontSize, weight: weight)
    }

    /// The system font; DejaVu Sans' digits already share one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font for a text style at the current content size category (the window scene being worked on), sized by
    /// UIKit's Dynamic Type table; labels with `adjustsFontForContentSizeCategory` follow later changes.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at `traitCollection`'s content size category (the current one when `nil` or
    /// unspecified).
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let defaults = style.defaults
        let font = systemFont(ofSize: defaults.size, weight: defaults.weight)
        return font.resized(
            for: DynamicTypeSource(style: style, sizeAtLarge: defaults.size),
            in: contentSizeCategory(of: traitCollection))
    }

    /// The content size category of `traitCollection`, or the current one when it is `nil` or unspecified.
    static func contentSizeCategory(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UIContentSizeCategory.current : category
    }

    /// Where this font's Dynamic Type size comes from (`nil` for fonts of a fixed size).
    private(set) var dynamicTypeSource: DynamicTypeSource?

    /// This font sized by `source` for `category`, remembering `source`.
    func resized(for source: DynamicTypeSource, in category: UIContentSizeCategory) -> UIFont {
        let font = UIFont(face: face, size: source.pointSize(in: category), weight: weight)
        font.dynamicTypeSource = source
        return font
    }

    /// The system font of this font's size at `weight`, following Dynamic Type as this font does (UIKit's
    /// `preferredFont(forTextStyle:)` with a weight trait added through its font descriptor).
    func withSystemWeight(_ weight: Weight) -> UIFont {
        let font = UIFont.systemFont(ofSize: pointSize, weight: weight)
        font.dynamicTypeSource = dynamicTypeSource
        return font
    }

    /// The font for another content size category: a Dynamic Type font resized, any other font unchanged.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let dynamicTypeSource else { return self }
        return resized(for: dynamicTypeSource, in: category)
    }

    /// A font by PostScript or family name ("DejaVuSans", "DejaVu Sans", "DejaVuSans-Bold" …), or `nil`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let key = fontName.replacingOccurrences(of: " ", with: "").lowercased()
        guard
            let face = FontFace.all.first(where: { $0.fileName.dropLast(4).lowercased() == key })
                ?? FontFace.all.first(where: { $0.family.replacingOccurrences(of: " ", with: "").lowercased() == key })
        else { return nil }
        self.init(face: face, size: fontSize, weight: face.weight >= 700 ? .bold : .regular)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(face: face, size: fontSize, weight: weight) }

    /// The PostScript-style name.
    open var fontName: String { String(face.fileName.dropLast(4)) }
    /// The family name.
    open var familyName: String { face.family }
    /// The distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { CGFloat(metrics.ascender) * scale }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    open var descender: CGFloat { CGFloat(metrics.descender) * scale }
    /// The height of capital letters.
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) * scale }
    /// The height of lowercase x.
    open var xHeight: CGFloat { CGFloat(metrics.xHeight) * scale }
    /// The extra space between lines.
    open var leading: CGFloat { CGFloat(metrics.lineGap) * scale }
    /// The height of a line: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }

    /// The advance of a string on one line, in points: each character from the first face of the fallback chain
    /// that has it (see `FontFallback.swift`), no kerning (see `TrueTypeFont`).
    final func width(of text: Substring) -> CGFloat {
        width(of: FallbackResolver(face: face).advance(of: text))
    }

    /// An advance summed by a `FallbackResolver` of this font's face, in points.
    final func width(of advance: TextAdvance) -> CGFloat {
        CGFloat(advance.ownUnits) * scale + CGFloat(advance.otherEms) * pointSize
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.face == face && other.pointSize == pointSize
    }
    open override var hash: Int { face.hashValue ^ pointSize.hashValue }
    open override var description: String { "<UIFont \(fontName) \(pointSize)pt>" }
}
