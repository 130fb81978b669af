/// What a view shows when there is no content to show (iOS 17): an image (or, loading, an activity indicator), a
/// text, a secondary text and up to two buttons, stacked and centred over a background. Start from `empty()`,
/// `loading()` or `search()`; set it as a view controller's `contentUnavailableConfiguration` or give it to a
/// `UIContentUnavailableView`.
///
/// A configuration with no image, text or button shows nothing but its background, as in UIKit.
public nonisolated struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// Which system configuration a configuration started from.
    enum Style: Hashable, Sendable { case empty, loading, search }

    let style: Style

    /// The image shown above the text.
    public var image: UIImage?
    /// How the image (or the loading configuration's activity indicator) is drawn.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; it wins over `text` and is drawn in `textProperties`' font and colour
    /// (see Deviations).
    public var attributedText: AttributedString?
    /// How the primary text is drawn.
    public var textProperties: TextProperties
    /// The secondary text; until set, the value the configuration's state gives (a search's "No results for …").
    public var secondaryText: String? {
        get { customSecondaryText ?? stateSecondaryText }
        set { customSecondaryText = .some(newValue) }
    }
    private var customSecondaryText: String??
    var stateSecondaryText: String?
    /// The secondary text with attributes; it wins over `secondaryText`.
    public var secondaryAttributedText: AttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The primary button; shown when it has a title or an image.
    public var button = UIButton.Configuration.plain()
    /// The primary button's action, menu, role and whether it is enabled.
    public var buttonProperties = ButtonProperties()
    /// The secondary button, below the primary one; shown when it has a title or an image.
    public var secondaryButton = UIButton.Configuration.plain()
    /// The secondary button's action, menu, role and whether it is enabled.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the image, texts and buttons line up (default `.center`).
    public var alignment = Alignment.center
    /// The axes on which the view's margins add the safe area of its superview (default both).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.both
    /// The margins between the content and the edges of the view.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 10
    /// The space between the text and the secondary text.
    public var textToSecondaryTextPadding: CGFloat = 5
    /// The space between the texts and the buttons.
    public var textToButtonPadding: CGFloat = 20
    /// The space between the primary and secondary buttons.
    public var buttonToSecondaryButtonPadding: CGFloat = 10
    /// The background behind the content (default `.clear()`).
    public var background = UIBackgroundConfiguration.clear()

    init(style: Style, textProperties: TextProperties, secondaryTextProperties: TextProperties) {
        self.style = style
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
    }

    /// The configuration to customize for an empty state: nothing shown yet, a bold `title2` text in `label` colour
    /// above a `body` secondary text in `secondaryLabel` colour.
    public static func empty() -> Self {
        Self(
            style: .empty, textProperties: TextProperties(font: titleFont, color: .label),
            secondaryTextProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel))
    }

    /// The configuration for content that is loading: an activity indicator above "Loading…" in the secondary
    /// style (`body`, `secondaryLabel`).
    public static func loading() -> Self {
        var configuration = Self(
            style: .loading,
            textProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel),
            secondaryTextProperties: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel))
        configuration.text = "Loading…"
        return configuration
    }

    /// The configuration for a search with no results: the magnifying glass and "No Results"; updated for a state
    /// with search text, the secondary text says `No results for “<text>”`.
    public static func search() -> Self {
        var configuration = empty()
        configuration = Self(
            style: .search, textProperties: configuration.textProperties,
            secondaryTextProperties: configuration.secondaryTextProperties)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    private static var titleFont: UIFont { .preferredFont(forTextStyle: .title2).withSystemWeight(.bold) }

    /// A `UIContentUnavailableView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// This configuration for `state`: a search configuration takes the state's search text into its secondary
    /// text (unless the app set one).
    public func updated(for state: any UIConfigurationState) -> Self {
        var copy = self
        if style == .search {
            let searchText = (state as? UIContentUnavailableConfigurationState)?.searchText ?? ""
            copy.stateSecondaryText = searchText.isEmpty ? nil : "No results for “\(searchText)”"
        }
        return copy
    }

    /// The primary text as drawn (attributed text wins).
    var displayedText: String? { attributedText.map { String($0.characters) } ?? text }
    /// The secondary text as drawn.
    var displayedSecondaryText: String? { secondaryAttributedText.map { String($0.characters) } ?? secondaryText }
    /// Whether the loading configuration's activity indicator takes the image's place.
    var showsActivityIndicator: Bool { style == .loading && image == nil }
}
