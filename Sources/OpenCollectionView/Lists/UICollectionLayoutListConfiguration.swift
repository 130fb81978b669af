/// The look of a list section of a compositional layout: its appearance (plain, grouped, inset grouped, sidebar),
/// headers and footers, separators, background colour and the swipe actions of its rows. Make a layout from it with
/// `UICollectionViewCompositionalLayout.list(using:)` or a section with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Edge-to-edge rows on the system background, headers pinned while their section shows.
        case plain
        /// Full-width rows in sections on the grouped background.
        case grouped
        /// Sections inset from the edges with rounded corners (10 points).
        case insetGrouped
        /// A sidebar: rounded selection in the tint colour, no separators.
        case sidebar
        /// A sidebar on the plain background.
        case sidebarPlain
    }

    /// What heads each section.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none
        /// A header supplementary view (`UICollectionView.elementKindSectionHeader`).
        case supplementary
        /// The first item of each section, drawn as a header (an outline's parent, usually).
        case firstItemInSection
    }

    /// What ends each section.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none
        /// A footer supplementary view (`UICollectionView.elementKindSectionFooter`).
        case supplementary
    }

    /// Gives the swipe actions of the row at an index path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// Adjusts the separators of the row at an index path.
    public typealias ItemSeparatorHandler =
        @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's appearance.
    public let appearance: Appearance
    /// Whether rows show separators (default `true`, `false` for sidebars).
    public var showsSeparators: Bool
    /// The separators every row starts from.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts each row's separators.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; `nil` for the appearance's (system background for plain lists, grouped
    /// background for grouped ones).
    public var backgroundColor: UIColor?
    /// The actions revealed by swiping a row from its leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row from its trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// What heads each section (default `.none`).
    public var headerMode = HeaderMode.none
    /// What ends each section (default `.none`).
    public var footerMode = FooterMode.none
    /// Extra space above each section's header; `nil` for the appearance's (none).
    public var headerTopPadding: CGFloat?

    /// A configuration for a list in `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background colour drawn: `backgroundColor` or the appearance's.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }
}
