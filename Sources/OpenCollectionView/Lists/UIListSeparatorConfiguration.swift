/// How a list row's top and bottom separators look: visibility, insets, colour and visual effect.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list decides (bottom separators between rows; none above the first row or below the last).
        case automatic
        /// Always.
        case visible
        /// Never.
        case hidden
    }

    /// Insets meaning "as the list decides": leading at the row's text, trailing at the row's edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
        trailing: -.greatestFiniteMagnitude)

    /// Whether the separator above the row shows.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the separator below the row shows.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The leading and trailing insets of the top separator (`automaticInsets` by default).
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The leading and trailing insets of the bottom separator (`automaticInsets` by default).
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour (system separator colour).
    public var color = UIColor.separator
    /// The separators' colour while several rows are selected in editing.
    public var multipleSelectionColor = UIColor.separator
    /// A visual effect for the separators, drawn as its flat tint.
    public var visualEffect: UIVisualEffect?

    /// The separators of a list in `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility
            && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets
            && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets && lhs.color == rhs.color
            && lhs.multipleSelectionColor == rhs.multipleSelectionColor && lhs.visualEffect === rhs.visualEffect
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(color)
    }
}
