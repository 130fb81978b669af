/// The metrics of a list section in one appearance at one container width (UIKit's, at the default content size):
/// rows estimated and at least 44 points tall, margins of 16 points on containers narrower than 414 points and 20 on
/// wider ones, inset-grouped sections inset by the margin with 10-point corners, 35 points above grouped sections
/// without a header.
struct ListMetrics: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var containerWidth: CGFloat

    /// A row's estimated height, and the least height a row takes.
    static let rowHeight: CGFloat = 44
    /// The corner radius of inset-grouped sections.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The space above a grouped section without a header.
    static let groupedSectionSpacing: CGFloat = 35
    /// How far sidebar rows are inset from the sidebar's edges.
    static let sidebarInset: CGFloat = 10

    /// The horizontal layout margin: 16 points on compact widths, 20 from 414 points (the Plus and Max phones, pads).
    var margin: CGFloat { containerWidth >= 414 ? 20 : 16 }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

    func sectionInsets(hasHeader: Bool) -> NSDirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain:
            return .zero
        case .grouped:
            return NSDirectionalEdgeInsets(
                top: hasHeader ? 0 : Self.groupedSectionSpacing, leading: 0, bottom: 0, trailing: 0)
        case .insetGrouped:
            return NSDirectionalEdgeInsets(
                top: hasHeader ? 0 : Self.groupedSectionSpacing, leading: margin, bottom: 0, trailing: margin)
        case .sidebar:
            return NSDirectionalEdgeInsets(top: 0, leading: Self.sidebarInset, bottom: 0, trailing: Self.sidebarInset)
        }
    }

    /// The margins of a row's content: the list margin on both sides.
    var rowMargins: NSDirectionalEdgeInsets {
        let side = appearance == .sidebar ? margin - Self.sidebarInset + 6 : margin
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The corner radius of the section's first and last rows.
    var sectionCornerRadius: CGFloat { appearance == .insetGrouped ? Self.insetGroupedCornerRadius : 0 }
}

/// A compositional layout section made from a list configuration; it remembers the configuration so the list's
/// cells can draw its separators, corners and accessories and the collection view can ask it for swipe actions.
@MainActor
final class ListLayoutSection: NSCollectionLayoutSection {
    let listConfiguration: UICollectionLayoutListConfiguration
    let metrics: ListMetrics

    init(configuration: UICollectionLayoutListConfiguration, containerWidth: CGFloat) {
        listConfiguration = configuration
        metrics = ListMetrics(appearance: configuration.appearance, containerWidth: containerWidth)
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        super.init(group: .vertical(layoutSize: rowSize, subitems: [item]))
        contentInsets = metrics.sectionInsets(hasHeader: configuration.headerMode == .supplementary)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let boundarySize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.rowHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            if configuration.appearance == .plain {
                header.pinToVisibleBounds = true
                header.zIndex = 2
            }
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        boundarySupplementaryItems = boundaries
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = ListLayoutSection(configuration: listConfiguration, containerWidth: metrics.containerWidth)
        copy.contentInsets = contentInsets
        copy.interGroupSpacing = interGroupSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        return copy
    }
}

extension NSCollectionLayoutSection {
    /// A list section: rows that size themselves from their content (estimated 44 points), laid out in the
    /// configuration's appearance, with its headers and footers; mix it with other sections in a section provider.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        ListLayoutSection(
            configuration: configuration, containerWidth: layoutEnvironment.container.effectiveContentSize.width)
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list in `configuration`; it gives the collection view the list's
    /// background colour.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        ListCompositionalLayout(listConfiguration: configuration)
    }

    /// The list section the layout made for `section`, when it is one.
    func listSection(at section: Int) -> ListLayoutSection? {
        guard sectionObjects.indices.contains(section) else { return nil }
        return sectionObjects[section] as? ListLayoutSection
    }
}

/// The layout `UICollectionViewCompositionalLayout.list(using:)` makes: list sections throughout, and the list's
/// background colour on the collection view.
@MainActor
final class ListCompositionalLayout: UICollectionViewCompositionalLayout {
    let listConfiguration: UICollectionLayoutListConfiguration

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init(
            sectionProvider: { _, environment in
                NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
            }, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    required init?(coder: NSCoder) { nil }

    private weak var backgroundOwner: UICollectionView?

    /// Gives the collection view the list's background colour, once, when the layout first prepares for it.
    override func prepare() {
        super.prepare()
        guard let collectionView, backgroundOwner !== collectionView else { return }
        backgroundOwner = collectionView
        collectionView.backgroundColor = listConfiguration.resolvedBackgroundColor
    }
}

extension UICollectionView {
    /// The list configuration of `section`, when the layout made it from one (what swipe actions are read from).
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listSection(at: section)?.listConfiguration
    }
}
