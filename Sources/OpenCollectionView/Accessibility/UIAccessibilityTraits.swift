/// Constants that describe how an accessibility element behaves, as in UIKit.
///
/// The raw values are UIKit's bits (`UIAccessibilityConstants.h`): `toggleButton` is bit 53 and `supportsZoom` bit 46,
/// the values UIKit exports for `UIAccessibilityTraitToggleButton` and `UIAccessibilityTraitSupportsZoom`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the traits.
    public let rawValue: UInt64

    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element has no traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value changes continuously through `accessibilityIncrement()` and `accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when the reader finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar (a container of tabs).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections, like a navigation bar's title.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element can be zoomed in and out.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 46)
    /// The element toggles a value on and off; with `.button`, VoiceOver calls it a switch button.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
