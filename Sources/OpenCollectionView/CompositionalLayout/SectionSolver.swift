/// Solves one compositional layout section from its spec: boundary items, content insets, the group repeated for
/// the section's items along the scroll axis (or across it, for an orthogonal section), and decorations.
///
/// Main/cross terms: "main" is the layout's scroll axis. A section occupies `start ..< end` along it: its extending
/// header items, its top content inset, its groups separated by `interGroupSpacing`, its bottom inset and its
/// footers. Across it the section spans the layout container (the collection view inside its content insets and
/// the content-insets reference), and its groups sit inside the section's content insets.
struct SectionSolver {
    /// Where the section goes.
    struct Placement {
        /// Whether the layout scrolls vertically.
        var vertical: Bool
        /// The layout container's size (the collection view's visible size after the insets reference).
        var container: CGSize
        /// Where the container starts across the scroll axis (the insets reference's leading inset).
        var crossOrigin: CGFloat
        /// The collection view's whole extent across the scroll axis (an orthogonal scroll view spans it).
        var fullCross: CGFloat
        /// Where the section starts along the scroll axis.
        var start: CGFloat
    }

    var spec: CompositionalSpec
    var itemCount: Int
    var placement: Placement
    /// Self-sized sizes of the section's items and boundary items, when known.
    var preferredItemSize: (Int) -> CGSize? = { _ in nil }
    var preferredBoundarySize: (String, Int) -> CGSize? = { _, _ in nil }
    /// Whether any item of the section has a self-sized size (the groups then differ from each other).
    var hasPreferredSizes = false
    /// Problems found, for the caller to report.
    var problems: [String] = []
    /// The section this solve replaces, whose storage it fills (empty when there is none).
    var replaced = SolvedSection()
    /// The group solvers' buffer of placed subitems, kept by the layout from one solve to the next.
    var placedStack: [GroupSolver.Placed] = []

    private var vertical: Bool { placement.vertical }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    mutating func solve() -> SolvedSection {
        var section = SolvedSection(reusingStorageOf: &replaced)
        section.itemCount = itemCount
        let insets = spec.contentInsets
        let mainStartInset = vertical ? insets.top : insets.leading
        let mainEndInset = vertical ? insets.bottom : insets.trailing
        let crossStartInset = vertical ? insets.leading : insets.top
        let crossEndInset = vertical ? insets.trailing : insets.bottom
        let container = placement.container
        let crossLength = cross(container)
        let box = groupBox()

        var groupSolver = GroupSolver()
        swap(&groupSolver.placedStack, &placedStack)
        groupSolver.layOut(spec.group, size: box, budget: Int.max, into: &section.template)
        swap(&groupSolver.placedStack, &placedStack)
        problems += groupSolver.problems
        section.itemsPerGroup = max(1, section.template.cells.count)
        section.groupCount = (itemCount + section.itemsPerGroup - 1) / section.itemsPerGroup

        // Boundary items: their sizes first, for the extents they add.
        let followsInsets = spec.supplementariesFollowContentInsets
        let boundaryCrossStart = placement.crossOrigin + (followsInsets ? crossStartInset : 0)
        let boundaryCrossLength = max(0, crossLength - (followsInsets ? crossStartInset + crossEndInset : 0))
        let boundaryContainer =
            vertical
            ? CGSize(width: boundaryCrossLength, height: container.height)
            : CGSize(width: container.width, height: boundaryCrossLength)
        var sizes: [CGSize] = []
        var headerExtent: CGFloat = 0
        var footerExtent: CGFloat = 0
        for boundary in spec.boundaries {
            let supplementary = boundary.supplementary
            var size = CGSize(
                width: max(0, supplementary.width.resolve(in: boundaryContainer)),
                height: max(0, supplementary.height.resolve(in: boundaryContainer)))
            if let preferred = preferredBoundarySize(supplementary.kind, boundary.indexInKind) {
                if supplementary.width.isEstimated { size.width = preferred.width }
                if supplementary.height.isEstimated { size.height = preferred.height }
            }
            sizes.append(size)
            guard boundary.extendsBoundary else { continue }
            switch Self.side(of: boundary.alignment, vertical: vertical) {
            case .leading: headerExtent = max(headerExtent, main(size))
            case .trailing: footerExtent = max(footerExtent, main(size))
            case .neither: break
            }
        }

        let start = placement.start
        let contentStart = start + headerExtent
        let groupsStart = contentStart + mainStartInset
        let groupsEnd: CGFloat
        if spec.orthogonalScrollingBehavior != .none {
            groupsEnd = layOutOrthogonal(
                &section, box: box, groupsStart: groupsStart, crossStartInset: crossStartInset,
                crossEndInset: crossEndInset)
        } else {
            section.groupsAlongX = !vertical
            let crossStart = placement.crossOrigin + crossStartInset
            section.firstGroupOrigin =
                vertical ? CGPoint(x: crossStart, y: groupsStart) : CGPoint(x: groupsStart, y: crossStart)
            if spec.hasEstimatedItems && hasPreferredSizes {
                groupsEnd = layOutVaried(&section, box: box, from: groupsStart, acrossFrom: crossStart)
            } else {
                let length = main(section.template.size)
                section.groupPitch = length + spec.interGroupSpacing
                let count = CGFloat(section.groupCount)
                groupsEnd = groupsStart + (count == 0 ? 0 : count * length + (count - 1) * spec.interGroupSpacing)
            }
        }
        let contentEnd = groupsEnd + mainEndInset
        section.start = start
        section.end = contentEnd + footerExtent
        section.frame = rect(
            main: start, cross: placement.crossOrigin, mainLength: section.end - start, crossLength: crossLength)
        section.contentFrame = rect(
            main: contentStart, cross: placement.crossOrigin, mainLength: contentEnd - contentStart,
            crossLength: crossLength)

        for (index, boundary) in spec.boundaries.enumerated() {
            let side = Self.side(of: boundary.alignment, vertical: vertical)
            let band: CGRect
            switch (boundary.extendsBoundary, side) {
            case (true, .leading):
                band = rect(
                    main: start, cross: boundaryCrossStart, mainLength: headerExtent, crossLength: boundaryCrossLength)
            case (true, .trailing):
                band = rect(
                    main: contentEnd, cross: boundaryCrossStart, mainLength: footerExtent,
                    crossLength: boundaryCrossLength)
            default:
                band = rect(
                    main: contentStart, cross: boundaryCrossStart, mainLength: contentEnd - contentStart,
                    crossLength: boundaryCrossLength)
            }
            var supplementary = boundary.supplementary
            supplementary.width = .init(kind: .absolute, value: sizes[index].width)
            supplementary.height = .init(kind: .absolute, value: sizes[index].height)
            section.boundaries.append(
                SolvedSection.Boundary(
                    kind: supplementary.kind, indexInKind: boundary.indexInKind, frame: supplementary.frame(in: band),
                    zIndex: supplementary.zIndex, pins: boundary.pinToVisibleBounds, isLeading: side != .trailing))
        }
        for decoration in spec.decorations {
            let insets = decoration.contentInsets
            let frame = section.frame
            section.decorations.append(
                SolvedSection.Decoration(
                    kind: decoration.kind,
                    frame: CGRect(
                        x: frame.minX + insets.leading, y: frame.minY + insets.top,
                        width: max(0, frame.width - insets.leading - insets.trailing),
                        height: max(0, frame.height - insets.top - insets.bottom)),
                    zIndex: decoration.zIndex - 1))
        }
        return section
    }

    /// Which end of the section an alignment puts a boundary item at, along the scroll axis.
    enum Side { case leading, trailing, neither }

    static func side(of alignment: NSRectAlignment, vertical: Bool) -> Side {
        let edges = NSCollectionLayoutBoundarySupplementaryItem.edges(for: alignment)
        let leadingEdge: NSDirectionalRectEdge = vertical ? .top : .leading
        let trailingEdge: NSDirectionalRectEdge = vertical ? .bottom : .trailing
        if edges.contains(leadingEdge) { return .leading }
        if edges.contains(trailingEdge) { return .trailing }
        return .neither
    }
}
