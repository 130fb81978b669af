extension NSAttributedString.Key {
    /// The `NSParagraphStyle` of the text's paragraphs (alignment, line spacing, indents, line break mode).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after each character (an `NSNumber` or `CGFloat`; 0 by default).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The strikethrough line (an `NSUnderlineStyle` raw value, as an `Int` or `NSNumber`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline (an `NSUnderlineStyle` raw value, as an `Int` or `NSNumber`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's `UIColor` (the text's colour by default).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough line's `UIColor` (the text's colour by default).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the characters are raised above the baseline (negative: lowered).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
}

/// The lines of underlines and strikethroughs (UIKit's raw values): a style in the low byte, a pattern, and whether
/// only words are lined.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// A style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only words are lined, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
