/// Answering attribute queries from the solved sections: binary search to the sections and groups in a rect,
/// pinning, orthogonal offsets and visible-items handlers applied, attribute objects made only for what is returned.
extension UICollectionViewCompositionalLayout {
    // MARK: Layout-wide boundary items

    func layoutBoundaryExtent(_ boundaries: [CompositionalSpec.Boundary], leading: Bool) -> CGFloat {
        var extent: CGFloat = 0
        for boundary in boundaries where boundary.extendsBoundary {
            let side = SectionSolver.side(of: boundary.alignment, vertical: isVertical)
            guard side == (leading ? .leading : .trailing) else { continue }
            let size = layoutBoundarySize(boundary)
            extent = max(extent, isVertical ? size.height : size.width)
        }
        return extent
    }

    private func layoutBoundarySize(_ boundary: CompositionalSpec.Boundary) -> CGSize {
        let container = geometry.visible
        var size = CGSize(
            width: max(0, boundary.supplementary.width.resolve(in: container)),
            height: max(0, boundary.supplementary.height.resolve(in: container)))
        let key = BoundaryKey(kind: boundary.supplementary.kind, section: -1, index: boundary.indexInKind)
        if let preferred = preferredBoundarySizes[key] {
            if boundary.supplementary.width.isEstimated { size.width = preferred.width }
            if boundary.supplementary.height.isEstimated { size.height = preferred.height }
        }
        return size
    }

    /// Places the layout's own headers before the first section and footers after the last; sets the content size.
    func placeLayoutBoundaries(_ boundaries: [CompositionalSpec.Boundary], contentEnd: CGFloat) {
        let footerExtent = layoutBoundaryExtent(boundaries, leading: false)
        let headerExtent = layoutBoundaryExtent(boundaries, leading: true)
        let cross = isVertical ? geometry.visible.width : geometry.visible.height
        let end = contentEnd + footerExtent
        func rect(_ main: CGFloat, _ length: CGFloat) -> CGRect {
            isVertical
                ? CGRect(x: 0, y: main, width: cross, height: length)
                : CGRect(x: main, y: 0, width: length, height: cross)
        }
        layoutBoundaries = boundaries.map { boundary in
            let side = SectionSolver.side(of: boundary.alignment, vertical: isVertical)
            let band: CGRect
            switch (boundary.extendsBoundary, side) {
            case (true, .leading): band = rect(0, headerExtent)
            case (true, .trailing): band = rect(contentEnd, footerExtent)
            default: band = rect(headerExtent, contentEnd - headerExtent)
            }
            var supplementary = boundary.supplementary
            let size = layoutBoundarySize(boundary)
            supplementary.width = .init(kind: .absolute, value: size.width)
            supplementary.height = .init(kind: .absolute, value: size.height)
            return SolvedSection.Boundary(
                kind: supplementary.kind, indexInKind: boundary.indexInKind, frame: supplementary.frame(in: band),
                zIndex: supplementary.zIndex, pins: boundary.pinToVisibleBounds, isLeading: side != .trailing)
        }
        contentExtent = isVertical ? CGSize(width: cross, height: end) : CGSize(width: end, height: cross)
    }

    // MARK: Geometry helpers

    /// The visible span along the scroll axis, inside the adjusted content inset.
    var visibleMainRange: (start: CGFloat, end: CGFloat) {
        guard let collectionView else { return (0, 0) }
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        return isVertical
            ? (bounds.minY + inset.top, bounds.maxY - inset.bottom)
            : (bounds.minX + inset.left, bounds.maxX - inset.right)
    }

    /// How far an orthogonal section's elements are moved by its scroll view (zero for other sections).
    func orthogonalShift(_ section: Int) -> CGPoint {
        guard let scrollView = orthogonalScrollViews[section] else { return .zero }
        let offset = scrollView.contentOffset
        return CGPoint(x: -offset.x, y: -offset.y)
    }

    /// A boundary item's frame with pinning applied, within `limits` (the span it may travel along the axis).
    func pinnedFrame(_ boundary: SolvedSection.Boundary, within limits: (start: CGFloat, end: CGFloat)) -> CGRect {
        guard boundary.pins else { return boundary.frame }
        let visible = visibleMainRange
        var frame = boundary.frame
        if isVertical {
            if boundary.isLeading {
                frame.origin.y = max(frame.minY, min(visible.start, limits.end - frame.height))
            } else {
                frame.origin.y = min(frame.minY, max(visible.end - frame.height, limits.start))
            }
        } else {
            if boundary.isLeading {
                frame.origin.x = max(frame.minX, min(visible.start, limits.end - frame.width))
            } else {
                frame.origin.x = min(frame.minX, max(visible.end - frame.width, limits.start))
            }
        }
        return frame
    }

    func boundaryAttributes(
        _ boundary: SolvedSection.Boundary, section: Int, within limits: (start: CGFloat, end: CGFloat)
    ) -> UICollectionViewLayoutAttributes {
        let attributes = Self.makeAttributes()
        attributes.setElement(category: .supplementaryView, kind: boundary.kind)
        attributes.indexPath = IndexPath(item: boundary.indexInKind, section: max(0, section))
        attributes.frame = pinnedFrame(boundary, within: limits)
        attributes.zIndex = boundary.zIndex
        return attributes
    }

    func sectionLimits(_ section: SolvedSection) -> (start: CGFloat, end: CGFloat) {
        isVertical
            ? (section.contentFrame.minY, section.contentFrame.maxY)
            : (section.contentFrame.minX, section.contentFrame.maxX)
    }

    var layoutLimits: (start: CGFloat, end: CGFloat) { (0, isVertical ? contentExtent.height : contentExtent.width) }

    /// The index of the first section ending at or after `main` (binary search).
    func firstSection(endingAfter main: CGFloat) -> Int {
        var low = 0
        var high = solved.count
        while low < high {
            let middle = (low + high) / 2
            if solved[middle].end < main { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
