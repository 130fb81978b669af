/// The look of a navigation bar, as in UIKit: the background and shadow of `UIBarAppearance` plus the attributes
/// of the title and the large title.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Creates an appearance with the default background.
    public override init() { super.init() }

    /// Creates a copy of `barAppearance`, with its text attributes when it is a navigation bar appearance.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
        }
    }

    /// Attributes of the title: `.foregroundColor` and `.font` are drawn (default: label colour, 17 semibold).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title: `.foregroundColor` and `.font` are drawn (default: label colour, 34 bold).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An offset of the title from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero

    /// The title's font (UIKit: 17-point semibold, the `headline` style's weight at body size).
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// The large title's font (UIKit: 34-point bold, `largeTitle` emphasized).
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)

    var resolvedTitleFont: UIFont { titleTextAttributes[.font] as? UIFont ?? Self.titleFont }
    var resolvedTitleColor: UIColor { titleTextAttributes[.foregroundColor] as? UIColor ?? .label }
    var resolvedLargeTitleFont: UIFont { largeTitleTextAttributes[.font] as? UIFont ?? Self.largeTitleFont }
    var resolvedLargeTitleColor: UIColor { largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label }
}
