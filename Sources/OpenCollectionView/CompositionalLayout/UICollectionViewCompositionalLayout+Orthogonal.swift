/// Orthogonal sections: the scroll views their items live in, and where each behaviour comes to rest.
extension UICollectionViewCompositionalLayout {
    /// The speed (points per second) above which a released group-paging drag goes on to the next group.
    static let groupPagingVelocity: CGFloat = 200

    /// Brings the existing orthogonal scroll views in line with the solved sections (frame, content size,
    /// behaviour); removes those whose section no longer scrolls orthogonally.
    func syncOrthogonalScrollViews() {
        for (section, scrollView) in orthogonalScrollViews {
            guard solved.indices.contains(section), let band = solved[section].orthogonal else {
                scrollView.removeFromSuperview()
                orthogonalScrollViews[section] = nil
                continue
            }
            configure(scrollView, band: band, section: section)
        }
    }

    private func configure(_ scrollView: OrthogonalScrollView, band: SolvedSection.Orthogonal, section: Int) {
        if scrollView.frame != band.frame { scrollView.frame = band.frame }
        let contentSize =
            isVertical
            ? CGSize(width: band.contentLength, height: band.frame.height)
            : CGSize(width: band.frame.width, height: band.contentLength)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        scrollView.behavior = band.behavior
        if let properties = sectionObjects[section]?.orthogonalScrollingProperties {
            let parentRate = collectionView?.decelerationRate.rawValue ?? UIScrollView.DecelerationRate.normal.rawValue
            scrollView.decelerationRate = .init(rawValue: properties.effectiveRate(parentRate: parentRate))
            scrollView.bounces = properties.bounce != .never
            scrollView.alwaysBounceHorizontal = isVertical && properties.bounce == .always
            scrollView.alwaysBounceVertical = !isVertical && properties.bounce == .always
        }
        if !scrollView.isTracking, !scrollView.isDecelerating, scrollView.motion == nil {
            let clamped = scrollView.clampedOffset(scrollView.contentOffset)
            if clamped != scrollView.contentOffset { scrollView.contentOffset = clamped }
        }
    }

    /// The scroll view an element's view belongs in: its orthogonal section's, for items and their supplementary
    /// items; `nil` (the collection view itself) for everything else.
    func orthogonalScrollView(for attributes: UICollectionViewLayoutAttributes) -> OrthogonalScrollView? {
        let section = attributes.indexPath.section
        guard attributes.representedElementCategory != .decorationView, let collectionView,
            solved.indices.contains(section), let band = solved[section].orthogonal
        else { return nil }
        if attributes.representedElementCategory == .supplementaryView {
            let kind = attributes.representedElementKind
            if solved[section].boundaries.contains(where: { $0.kind == kind })
                || layoutBoundaries.contains(where: { $0.kind == kind })
            {
                return nil
            }
        }
        if let scrollView = orthogonalScrollViews[section] { return scrollView }
        let scrollView = OrthogonalScrollView(section: section, layout: self)
        orthogonalScrollViews[section] = scrollView
        configure(scrollView, band: band, section: section)
        collectionView.insertSubview(scrollView, at: 0)
        return scrollView
    }

    /// An orthogonal section scrolled: its elements move, so the collection view asks again and lays out now.
    func orthogonalOffsetDidChange(in scrollView: OrthogonalScrollView) {
        guard let collectionView, orthogonalScrollViews[scrollView.section] === scrollView else { return }
        invalidateLayout(with: Self.makeInvalidationContext())
        if !collectionView.visible.isReconciling { collectionView.layoutIfNeeded() }
    }

    /// Where an orthogonal section's scroll view comes to rest after a drag released at `velocity` (points per
    /// second) that would naturally stop at `proposed`, the drag having started at `start`.
    func orthogonalRestingOffset(
        for scrollView: OrthogonalScrollView, proposed: CGPoint, velocity: CGPoint, from start: CGPoint
    ) -> CGPoint {
        guard solved.indices.contains(scrollView.section), let band = solved[scrollView.section].orthogonal else {
            return proposed
        }
        let section = solved[scrollView.section]
        guard section.groupCount > 0 else { return proposed }
        let along: (CGPoint) -> CGFloat = { self.isVertical ? $0.x : $0.y }
        func rest(_ group: Int) -> CGFloat { section.groupStart(group) - band.firstGroupStart }
        func nearestGroup(to offset: CGFloat) -> Int {
            var low = 0
            var high = section.groupCount - 1
            while low < high {
                let middle = (low + high) / 2
                if rest(middle + 1) <= offset { low = middle + 1 } else { high = middle }
            }
            if low + 1 < section.groupCount, abs(rest(low + 1) - offset) < abs(rest(low) - offset) { return low + 1 }
            return low
        }
        let target: CGFloat
        switch band.behavior {
        case .none, .continuous, .paging:
            return proposed
        case .continuousGroupLeadingBoundary:
            target = rest(nearestGroup(to: along(proposed)))
        case .groupPaging, .groupPagingCentered:
            let startGroup = nearestGroup(to: along(start))
            let speed = along(velocity)
            var group = nearestGroup(to: along(scrollView.contentOffset))
            if speed > Self.groupPagingVelocity { group = startGroup + 1 }
            if speed < -Self.groupPagingVelocity { group = startGroup - 1 }
            group = min(max(group, max(0, startGroup - 1)), min(section.groupCount - 1, startGroup + 1))
            target = rest(group)
        }
        let minimum = scrollView.minimumContentOffset
        let maximum = scrollView.maximumContentOffset
        return isVertical
            ? CGPoint(x: min(max(target, minimum.x), maximum.x), y: proposed.y)
            : CGPoint(x: proposed.x, y: min(max(target, minimum.y), maximum.y))
    }

    /// Scrolls an orthogonal section's scroll view so the item at `indexPath` shows at `position` along the
    /// section's axis; returns whether the item is in an orthogonal section.
    func scrollOrthogonalSection(
        toShow indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool
    )
        -> Bool
    {
        guard solved.indices.contains(indexPath.section), solved[indexPath.section].orthogonal != nil,
            indexPath.item < solved[indexPath.section].itemCount,
            let attributes = itemAttributes(at: indexPath),
            let scrollView = orthogonalScrollView(for: attributes)
        else { return false }
        let frame = solved[indexPath.section].itemFrame(indexPath.item)
        let length = isVertical ? scrollView.bounds.width : scrollView.bounds.height
        let low = isVertical ? frame.minX : frame.minY
        let high = isVertical ? frame.maxX : frame.maxY
        let current = isVertical ? scrollView.contentOffset.x : scrollView.contentOffset.y
        var offset = current
        if position.contains(isVertical ? .left : .top) {
            offset = low
        } else if position.contains(isVertical ? .centeredHorizontally : .centeredVertically) {
            offset = (low + high) / 2 - length / 2
        } else if position.contains(isVertical ? .right : .bottom) {
            offset = high - length
        } else if low < current {
            offset = low
        } else if high > current + length {
            offset = high - length
        }
        let target = scrollView.clampedOffset(
            isVertical
                ? CGPoint(x: offset, y: scrollView.contentOffset.y) : CGPoint(x: scrollView.contentOffset.x, y: offset))
        if target != scrollView.contentOffset { scrollView.setContentOffset(target, animated: animated) }
        return true
    }
}
