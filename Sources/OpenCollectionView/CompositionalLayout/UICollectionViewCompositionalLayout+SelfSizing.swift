/// Self-sizing: cells and boundary views with estimated dimensions report their size when shown; the layout keeps
/// the estimated axes of that size and solves their section again.
extension UICollectionViewCompositionalLayout {
    func shouldInvalidate(
        forPreferred preferredAttributes: UICollectionViewLayoutAttributes,
        original originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard let axes = estimatedAxes(of: originalAttributes) else { return false }
        let preferred = preferredAttributes.size
        var original = originalAttributes.size
        // A uniform-across-siblings cell shows its largest sibling's size, not its own: what counts is whether its
        // own measured size changed.
        if originalAttributes.representedElementCategory == .cell,
            let recorded = preferredItemSizes[originalAttributes.indexPath]
        {
            let uniform = uniformAxes(ofCellAt: originalAttributes.indexPath)
            if uniform.width { original.width = recorded.width }
            if uniform.height { original.height = recorded.height }
        }
        return (axes.width && preferred.width != original.width) || (axes.height && preferred.height != original.height)
    }

    /// Which axes of a cell are `uniformAcrossSiblings`.
    private func uniformAxes(ofCellAt indexPath: IndexPath) -> (width: Bool, height: Bool) {
        guard specs.indices.contains(indexPath.section), let spec = specs[indexPath.section],
            indexPath.item >= 0, solved[indexPath.section].itemCount > indexPath.item
        else { return (false, false) }
        let leaf = spec.leaves[solved[indexPath.section].itemLeaf(indexPath.item)]
        return (leaf.width.kind == .uniform, leaf.height.kind == .uniform)
    }

    /// Keeps the estimated axes of a self-sized element's size for its section's next solve.
    func recordPreferredSize(
        _ preferredAttributes: UICollectionViewLayoutAttributes,
        original originalAttributes: UICollectionViewLayoutAttributes
    ) {
        let indexPath = originalAttributes.indexPath
        let size = preferredAttributes.size
        if let axes = estimatedAxes(of: originalAttributes) {
            let kept = CGSize(
                width: axes.width ? size.width : originalAttributes.size.width,
                height: axes.height ? size.height : originalAttributes.size.height)
            switch originalAttributes.representedElementCategory {
            case .cell:
                preferredItemSizes[indexPath] = kept
            default:
                let section = isLayoutBoundary(originalAttributes) ? -1 : indexPath.section
                let key = BoundaryKey(
                    kind: originalAttributes.representedElementKind ?? "", section: section, index: indexPath.item)
                preferredBoundarySizes[key] = kept
                if section == -1 { needsSolve = true }
            }
        }
    }

    private func isLayoutBoundary(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        layoutBoundaries.contains {
            $0.kind == attributes.representedElementKind && $0.indexInKind == attributes.indexPath.item
        }
            && attributes.indexPath.section == 0
            && !(solved.first?.boundaries.contains { $0.kind == attributes.representedElementKind } ?? false)
    }

    /// The axes of an element the layout fixes when it self-sizes: those not estimated.
    func fixedAxes(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool) {
        guard let axes = estimatedAxes(of: attributes) else { return (false, false) }
        return (!axes.width, !axes.height)
    }

    /// Which axes of an element are estimated (`nil`: none, or not an element of this layout).
    private func estimatedAxes(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
        let indexPath = attributes.indexPath
        var dimensions: (CompositionalSpec.Dimension, CompositionalSpec.Dimension)?
        switch attributes.representedElementCategory {
        case .cell:
            guard specs.indices.contains(indexPath.section), let spec = specs[indexPath.section],
                solved[indexPath.section].itemCount > indexPath.item, indexPath.item >= 0
            else { return nil }
            let leaf = spec.leaves[solved[indexPath.section].itemLeaf(indexPath.item)]
            dimensions = (leaf.width, leaf.height)
        case .supplementaryView:
            let kind = attributes.representedElementKind
            let sectionBoundaries =
                specs.indices.contains(indexPath.section) ? specs[indexPath.section]?.boundaries ?? [] : []
            let layoutBoundaries = CompositionalSpec.boundaries(configuration.boundarySupplementaryItems)
            if let boundary = (sectionBoundaries + layoutBoundaries).first(where: {
                $0.supplementary.kind == kind && $0.indexInKind == indexPath.item
            }) {
                dimensions = (boundary.supplementary.width, boundary.supplementary.height)
            }
        case .decorationView:
            return nil
        }
        guard let (width, height) = dimensions, width.isEstimated || height.isEstimated else { return nil }
        return (width.isEstimated, height.isEstimated)
    }
}
