/// Scales custom fonts and values for Dynamic Type along a text style's curve (UIKit's `UIFontMetrics`): a value
/// designed for the default category (`.large`) grows and shrinks as the style's size does in UIKit's size table.
public final class UIFontMetrics: NSObject, Sendable {
    /// The text style whose curve this object follows.
    let textStyle: UIFont.TextStyle

    /// Metrics following the body style's curve.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// Metrics following `textStyle`'s curve.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current content size category; labels with `adjustsFontForContentSizeCategory`
    /// rescale it when the category changes. Pass a font designed for `.large`: as in UIKit, a font that is already
    /// scaled (from `preferredFont(forTextStyle:)`) is scaled again.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current content size category, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the content size category of `traitCollection` (the current one when `nil`).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category (the current one when `nil`), at most `maximumPointSize`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let source = DynamicTypeSource(
            style: textStyle, sizeAtLarge: font.pointSize,
            maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return font.resized(for: source, in: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `value` scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for `traitCollection`'s content size category (the current one when `nil`).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeSource(style: textStyle, sizeAtLarge: value).pointSize(
            in: UIFont.contentSizeCategory(of: traitCollection))
    }
}
