import OpenCollectionView

/// The compositional layouts of the Gallery's catalogue, after Apple's "Implementing Modern Collection Views"
/// sample: each a real use of one building block.
@MainActor
enum CompositionalExample: String, CaseIterable {
    case grid, insetGrid, twoColumns, distinctSections, adaptiveSections, nestedGroups, orthogonalBehaviors
    case badges, pinnedHeaders, sectionBackgrounds, newsFeed, carousel, hundredThousandGrid

    static let headerKind = "header"
    static let footerKind = "footer"
    static let badgeKind = "badge"
    static let backgroundKind = "background"

    /// The catalogue's screens, in order.
    static var galleryScreens: [GalleryScreen] {
        allCases.map { example in
            GalleryScreen(slug: example.slug, title: example.title) {
                CompositionalLayoutViewController(example: example)
            }
        }
    }

    /// The screen's title.
    var title: String {
        switch self {
        case .grid: "Compositional: grid"
        case .insetGrid: "Compositional: inset items grid"
        case .twoColumns: "Compositional: two columns"
        case .distinctSections: "Compositional: distinct sections"
        case .adaptiveSections: "Compositional: adaptive sections"
        case .nestedGroups: "Compositional: nested groups"
        case .orthogonalBehaviors: "Compositional: orthogonal scrolling behaviours"
        case .badges: "Compositional: item badges"
        case .pinnedHeaders: "Compositional: pinned headers and footers"
        case .sectionBackgrounds: "Compositional: section backgrounds"
        case .newsFeed: "Compositional: news feed of estimated heights"
        case .carousel: "Compositional: carousel scaled while scrolling"
        case .hundredThousandGrid: "Compositional: a 100,000-item grid"
        }
    }

    /// The URL slug.
    var slug: String {
        "compositional-"
            + rawValue.replacingOccurrences(of: "([A-Z])", with: "-$1", options: .regularExpression).lowercased()
    }

    /// The item counts per section.
    var counts: [Int] {
        switch self {
        case .grid, .insetGrid, .twoColumns, .badges: [60]
        case .distinctSections, .adaptiveSections: [10, 10, 10, 10, 10]
        case .nestedGroups: [40]
        case .orthogonalBehaviors: Array(repeating: 18, count: 5)
        case .pinnedHeaders, .sectionBackgrounds: [8, 8, 8, 8, 8]
        case .newsFeed: [40]
        case .carousel: [24]
        case .hundredThousandGrid: [100_000]
        }
    }

    /// The layout.
    @MainActor
    func makeLayout() -> UICollectionViewCompositionalLayout {
        switch self {
        case .grid, .hundredThousandGrid: return Self.grid(insets: 0)
        case .insetGrid: return Self.grid(insets: 5)
        case .twoColumns: return UICollectionViewCompositionalLayout(section: Self.columns(2, height: .absolute(44)))
        case .distinctSections:
            return UICollectionViewCompositionalLayout { index, _ in
                Self.columns([1, 5, 3, 2, 4][index % 5], height: .absolute(index % 5 == 1 ? 60 : 44))
            }
        case .adaptiveSections:
            return UICollectionViewCompositionalLayout { index, environment in
                let wide = environment.container.effectiveContentSize.width > 800
                let columns = [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3][index % 3]
                return Self.columns(columns, height: .absolute(index % 3 == 0 ? 44 : 60))
            }
        case .nestedGroups: return UICollectionViewCompositionalLayout(section: Self.nested())
        case .orthogonalBehaviors:
            let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ]
            return UICollectionViewCompositionalLayout { index, _ in
                Self.orthogonal(behaviors[index % behaviors.count])
            }
        case .badges: return UICollectionViewCompositionalLayout(section: Self.badged())
        case .pinnedHeaders: return UICollectionViewCompositionalLayout(section: Self.pinned())
        case .sectionBackgrounds:
            let layout = UICollectionViewCompositionalLayout(section: Self.backgrounds())
            layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
            return layout
        case .newsFeed:
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let section = NSCollectionLayoutSection(
                group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
            return UICollectionViewCompositionalLayout(section: section)
        case .carousel: return UICollectionViewCompositionalLayout(section: Self.carousel())
        }
    }

    static func grid(insets: CGFloat) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func columns(_ count: Int, height: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height), subitem: item, count: count
        )
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    static func header(pinned: Bool = false) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = pinned
        header.zIndex = 2
        guard pinned else { return [header] }
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: footerKind, alignment: .bottom)
        footer.pinToVisibleBounds = true
        footer.zIndex = 2
        return [header, footer]
    }

    static func nested() -> NSCollectionLayoutSection {
        let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let leading = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = insets
        let trailing = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailing.contentInsets = insets
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailing, count: 2)
        return NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
                subitems: [leading, trailingGroup]))
    }

    static func orthogonal(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.boundarySupplementaryItems = header()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    static func badged() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let section = NSCollectionLayoutSection(
            group: .horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return section
    }

    static func pinned() -> NSCollectionLayoutSection {
        let section = columns(1, height: .absolute(44))
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = header(pinned: true)
        return section
    }

    static func backgrounds() -> NSCollectionLayoutSection {
        let section = columns(1, height: .absolute(44))
        section.interGroupSpacing = 5
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        return section
    }

    static func carousel() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(240)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 0, bottom: 40, trailing: 0)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - offset.x - width / 2)
                let scale = max(0.8, 1 - distance / width * 0.4)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }
}

/// A section background: a rounded light card behind the section's items.
final class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
