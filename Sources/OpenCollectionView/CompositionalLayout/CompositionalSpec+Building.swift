/// Reading a section's layout objects into plain data.
extension CompositionalSpec {
    /// The spec of `section`, calling custom groups' item providers with `environment`.
    @MainActor
    init(section: NSCollectionLayoutSection, environment: any NSCollectionLayoutEnvironment) {
        var leaves: [Item] = []
        var estimated = false
        let root = Self.item(section.group, environment: environment, leaves: &leaves, estimated: &estimated)
        self.init(
            group: root, leaves: leaves, contentInsets: section.contentInsets,
            interGroupSpacing: section.interGroupSpacing, contentInsetsReference: section.contentInsetsReference,
            supplementariesFollowContentInsets: section.supplementariesFollowContentInsets,
            orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            boundaries: Self.boundaries(section.boundarySupplementaryItems),
            decorations: section.decorationItems.map {
                Decoration(kind: $0.elementKind, contentInsets: $0.contentInsets, zIndex: $0.zIndex)
            },
            hasEstimatedItems: estimated)
    }

    @MainActor
    static func dimension(_ dimension: NSCollectionLayoutDimension) -> Dimension {
        guard dimension.dimension.isFinite, dimension.dimension >= 0 else {
            OpenCollectionViewDiagnostics.report(
                .invalidGeometry,
                "NSCollectionLayoutDimension \(dimension) is not a finite, non-negative value; using zero")
            return Dimension(kind: .absolute, value: 0)
        }
        let kind: Dimension.Kind =
            switch dimension.kind {
            case .fractionalWidth: .fractionalWidth
            case .fractionalHeight: .fractionalHeight
            case .absolute: .absolute
            case .estimated: .estimated
            case .uniformAcrossSiblings: .uniform
            }
        return Dimension(kind: kind, value: dimension.dimension)
    }

    @MainActor
    static func spacing(_ spacing: NSCollectionLayoutSpacing?) -> Spacing? {
        spacing.map { Spacing(value: $0.spacing, isFlexible: $0.isFlexibleSpacing) }
    }

    @MainActor
    static func supplementary(_ item: NSCollectionLayoutSupplementaryItem) -> Supplementary {
        let itemAnchor = item.itemAnchor ?? NSCollectionLayoutAnchor(edges: item.containerAnchor.edges)
        return Supplementary(
            kind: item.elementKind, width: dimension(item.layoutSize.widthDimension),
            height: dimension(item.layoutSize.heightDimension), zIndex: item.zIndex,
            containerEdges: item.containerAnchor.edges, containerOffset: item.containerAnchor.offset,
            containerOffsetIsAbsolute: item.containerAnchor.isAbsoluteOffset, itemEdges: itemAnchor.edges,
            itemOffset: itemAnchor.offset, itemOffsetIsAbsolute: itemAnchor.isAbsoluteOffset)
    }

    @MainActor
    static func boundaries(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> [Boundary] {
        var counts: [String: Int] = [:]
        return items.map { item in
            let index = counts[item.elementKind, default: 0]
            counts[item.elementKind] = index + 1
            return Boundary(
                supplementary: supplementary(item), alignment: item.alignment, extendsBoundary: item.extendsBoundary,
                pinToVisibleBounds: item.pinToVisibleBounds, indexInKind: index)
        }
    }

    @MainActor
    private static func item(
        _ item: NSCollectionLayoutItem, environment: any NSCollectionLayoutEnvironment, leaves: inout [Item],
        estimated: inout Bool
    ) -> Item {
        let spacing = item.edgeSpacing
        var spec = Item(
            width: dimension(item.layoutSize.widthDimension), height: dimension(item.layoutSize.heightDimension),
            contentInsets: item.contentInsets, leading: self.spacing(spacing?.leading),
            top: self.spacing(spacing?.top), trailing: self.spacing(spacing?.trailing),
            bottom: self.spacing(spacing?.bottom), supplementaries: item.supplementaryItems.map(supplementary),
            leafIndex: -1, group: nil)
        if spec.width.isEstimated || spec.height.isEstimated { estimated = true }
        guard let group = item as? NSCollectionLayoutGroup else {
            spec.leafIndex = leaves.count
            leaves.append(spec)
            return spec
        }
        var arrangement = Arrangement.horizontal
        var customFrames: [(frame: CGRect, zIndex: Int)] = []
        switch group.arrangement {
        case .horizontal: arrangement = .horizontal
        case .vertical: arrangement = .vertical
        case .custom(let provider):
            arrangement = .custom
            customFrames = provider(environment).map { ($0.frame, $0.zIndex) }
            // Each custom frame is a cell; they share one leaf entry (no size or insets of their own).
            let leaf = Item(
                width: .init(kind: .absolute, value: 0), height: .init(kind: .absolute, value: 0),
                contentInsets: .zero, leading: nil, top: nil, trailing: nil, bottom: nil, supplementaries: [],
                leafIndex: leaves.count, group: nil)
            spec.leafIndex = leaves.count
            leaves.append(leaf)
        }
        let subitems = group.subitems.map {
            self.item($0, environment: environment, leaves: &leaves, estimated: &estimated)
        }
        for subitem in subitems {
            if spec.height.isEstimated, subitem.height.kind == .fractionalHeight {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "\(group) has an estimated height and a subitem with a fractional height "
                        + "(\(subitem.height.value)): a fractional height cannot be resolved against an estimate; "
                        + "the subitem's height is taken from the group's estimate")
            }
            if spec.width.isEstimated, subitem.width.kind == .fractionalWidth {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "\(group) has an estimated width and a subitem with a fractional width "
                        + "(\(subitem.width.value)): a fractional width cannot be resolved against an estimate; "
                        + "the subitem's width is taken from the group's estimate")
            }
        }
        spec.group = Group(
            arrangement: arrangement, repetition: group.repetition, subitems: subitems,
            interItemSpacing: self.spacing(group.interItemSpacing), customFrames: customFrames)
        return spec
    }
}
