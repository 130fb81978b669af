/// The content of a standard list row, header or footer: an image, a text and a secondary text, with their
/// properties and the metrics between them. Start from a factory (`cell()`, `valueCell()`, `groupedHeader()` …) or
/// a list cell's `defaultContentConfiguration()`; `makeContentView()` gives a `UIListContentView`.
public nonisolated struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which system look a configuration started from.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
    }

    let style: Style

    /// The image shown at the leading edge.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes (drawn here in `textProperties`' font and colour; see Deviations).
    public var attributedText: NSAttributedString?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the view's margins grow to its superview's (default `.horizontal` for rows, none for
    /// headers and footers, whose margins come from the list).
    public var axesPreservingSuperviewLayoutMargins: UIAxis
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether text and secondary text sit side by side when both fit (value cells) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between text and secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between text and secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(
        style: Style, textProperties: TextProperties, secondaryTextProperties: TextProperties,
        margins: NSDirectionalEdgeInsets, preservesHorizontalMargins: Bool, sideBySide: Bool = false
    ) {
        self.style = style
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        directionalLayoutMargins = margins
        axesPreservingSuperviewLayoutMargins = preservesHorizontalMargins ? .horizontal : []
        prefersSideBySideTextAndSecondaryText = sideBySide
        imageToTextPadding = 16
        textToSecondaryTextHorizontalPadding = 16
        textToSecondaryTextVerticalPadding = 3
    }

    /// A `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration as it looks in `state`: sidebar rows turn their text white (or tinted) when selected.
    public func updated(for state: any UIConfigurationState) -> Self {
        var copy = self
        let flags = ConfigurationStateFlags(state)
        switch style {
        case .sidebarCell, .sidebarSubtitleCell:
            let color: UIColor? = flags.isSelected ? .white : nil
            copy.textProperties.stateColor = color
            copy.secondaryTextProperties.stateColor = color
            copy.imageProperties.stateTintColor = color
        case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            copy.textProperties.stateColor = flags.isSelected ? .tintColor : nil
        default:
            break
        }
        return copy
    }

    /// The primary text as drawn (attributed text wins, then the transform).
    var displayedText: String? {
        (attributedText?.string ?? text).map(textProperties.transformed)
    }

    /// The secondary text as drawn.
    var displayedSecondaryText: String? {
        (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transformed)
    }

    /// Whether the style is a row (with the list's minimum row height) rather than a header or footer.
    var isRowStyle: Bool {
        switch style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            true
        default:
            false
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.image === rhs.image && lhs.imageProperties == rhs.imageProperties
            && lhs.text == rhs.text && lhs.attributedText == rhs.attributedText
            && lhs.textProperties == rhs.textProperties && lhs.secondaryText == rhs.secondaryText
            && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(text)
        hasher.combine(secondaryText)
        hasher.combine(textProperties)
    }
}
