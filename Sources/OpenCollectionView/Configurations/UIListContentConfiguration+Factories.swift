/// The system looks of list content, with UIKit's fonts, colours and margins at the default content size. Row
/// styles keep 11 points above and below the text and take their horizontal margins from the cell (16 points on a
/// phone, 20 on wider windows); header and footer styles carry the list's own margins.
extension UIListContentConfiguration {
    private static func text(_ style: UIFont.TextStyle, _ color: UIColor, weight: UIFont.Weight? = nil)
        -> TextProperties
    {
        var font = UIFont.preferredFont(forTextStyle: style)
        // Bold headers keep following Dynamic Type, as UIKit's do.
        if let weight { font = font.withSystemWeight(weight) }
        return TextProperties(font: font, color: color)
    }

    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private static func row(_ style: Style, secondary: TextProperties, sideBySide: Bool = false) -> Self {
        Self(
            style: style, textProperties: text(.body, .label), secondaryTextProperties: secondary,
            margins: rowMargins, preservesHorizontalMargins: true, sideBySide: sideBySide)
    }

    private static func boundary(
        _ style: Style, _ text: TextProperties, top: CGFloat, bottom: CGFloat
    ) -> Self {
        Self(
            style: style, textProperties: text, secondaryTextProperties: Self.text(.subheadline, .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16),
            preservesHorizontalMargins: true)
    }

    /// A row: body text, secondary text below it.
    public static func cell() -> Self { row(.cell, secondary: text(.subheadline, .secondaryLabel)) }

    /// A row with a subtitle below the text.
    public static func subtitleCell() -> Self { row(.subtitleCell, secondary: text(.subheadline, .secondaryLabel)) }

    /// A row with a value at the trailing edge (side by side when both fit).
    public static func valueCell() -> Self {
        row(.valueCell, secondary: text(.body, .secondaryLabel), sideBySide: true)
    }

    /// A plain list's header: headline text.
    public static func plainHeader() -> Self {
        boundary(.plainHeader, text(.headline, .label), top: 8, bottom: 8)
    }

    /// A plain list's footer: footnote text in secondary label colour.
    public static func plainFooter() -> Self {
        boundary(.plainFooter, text(.footnote, .secondaryLabel), top: 8, bottom: 8)
    }

    /// A grouped list's header: uppercase footnote text in secondary label colour.
    public static func groupedHeader() -> Self {
        var configuration = boundary(.groupedHeader, text(.footnote, .secondaryLabel), top: 16, bottom: 7)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A grouped list's footer: footnote text in secondary label colour.
    public static func groupedFooter() -> Self {
        boundary(.groupedFooter, text(.footnote, .secondaryLabel), top: 7, bottom: 16)
    }

    /// A prominent inset-grouped header: bold title 3 text.
    public static func prominentInsetGroupedHeader() -> Self {
        boundary(.prominentInsetGroupedHeader, text(.title3, .label, weight: .bold), top: 16, bottom: 8)
    }

    /// An extra-prominent inset-grouped header: bold title 2 text.
    public static func extraProminentInsetGroupedHeader() -> Self {
        boundary(.extraProminentInsetGroupedHeader, text(.title2, .label, weight: .bold), top: 16, bottom: 8)
    }

    /// A header (the plain header; list cells used as headers get their appearance's).
    public static func header() -> Self { plainHeader() }

    /// A footer (the plain footer; list cells used as footers get their appearance's).
    public static func footer() -> Self { plainFooter() }

    /// A sidebar row: tinted image, white text when selected.
    public static func sidebarCell() -> Self { row(.sidebarCell, secondary: text(.subheadline, .secondaryLabel)) }

    /// A sidebar row with a subtitle.
    public static func sidebarSubtitleCell() -> Self {
        row(.sidebarSubtitleCell, secondary: text(.subheadline, .secondaryLabel))
    }

    /// A sidebar row next to other content: tinted text when selected.
    public static func accompaniedSidebarCell() -> Self {
        row(.accompaniedSidebarCell, secondary: text(.subheadline, .secondaryLabel))
    }

    /// A sidebar row next to other content, with a subtitle.
    public static func accompaniedSidebarSubtitleCell() -> Self {
        row(.accompaniedSidebarSubtitleCell, secondary: text(.subheadline, .secondaryLabel))
    }

    /// A sidebar's section header: headline text.
    public static func sidebarHeader() -> Self {
        boundary(.sidebarHeader, text(.headline, .label), top: 11, bottom: 11)
    }
}
