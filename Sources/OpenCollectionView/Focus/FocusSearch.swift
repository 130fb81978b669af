/// Finds where an arrow key moves focus inside a focus group: the member views and the focusable items of member
/// collection views, scored by `FocusGeometry`.
///
/// A collection view is searched through its layout, not its cells, so items off screen are found too, in bands
/// near the focused item (`search(_:from:toward:visit:)`), so the cost follows what is near, not the item count.
@MainActor
enum FocusSearch {
    /// The best candidate from `current` (at `frame`, window coordinates) toward `heading` in `group`.
    static func nearest(
        from current: FocusTarget, frame: CGRect, toward heading: UIFocusHeading, in group: FocusGroup
    ) -> FocusTarget? {
        var best: (target: FocusTarget, score: FocusGeometry.Score)?
        func consider(_ target: FocusTarget, _ rect: CGRect) {
            guard let score = FocusGeometry.score(from: frame, to: rect, heading: heading) else { return }
            if let current = best, !(score < current.score) { return }
            best = (target, score)
        }
        for member in group.members {
            switch member {
            case .view(let view):
                if case .item(let item) = current, item === view { continue }
                consider(.item(view), view.convert(view.bounds, to: nil))
            case .collection(let collectionView):
                var currentIndexPath: IndexPath?
                if case .cell(let owner, let indexPath) = current, owner === collectionView {
                    currentIndexPath = indexPath
                }
                search(collectionView, from: collectionView.convert(frame, from: nil), toward: heading) { band in
                    for (indexPath, rect) in collectionView.focusableItems(in: band) where indexPath != currentIndexPath
                    {
                        consider(.cell(collectionView, indexPath), rect)
                    }
                    return best?.score
                }
            }
        }
        return best?.target
    }

    /// Searches `collectionView`'s layout from `start` (its content coordinates) toward `heading` in bands, each
    /// handed to `visit`, which considers the items in it and answers the best score so far. First the swath: the
    /// strip the focused item sweeps, a screen long and doubling to the end of the content, until it holds a
    /// candidate no item beyond the band could beat (its distance is at most the band's reach). Swath candidates
    /// beat all others, so only when the swath has none does the search widen beside it, the band growing as far
    /// across as along until its best candidate is within reach, across at most a screen on each side: a focus
    /// move goes to what is near, and a million-item grid is never searched whole.
    private static func search(
        _ collectionView: UICollectionView, from start: CGRect, toward heading: UIFocusHeading,
        visit: (CGRect) -> FocusGeometry.Score?
    ) {
        let content = collectionView.focusContentRect
        let screen = max(collectionView.bounds.width, collectionView.bounds.height, 1)
        var reach = screen
        while true {
            let band = Self.band(from: start, toward: heading, reach: reach, across: 0.5, in: content)
            if let best = visit(band), best.outsideSwath == 0, best.distance <= Double(reach) { return }
            if Self.band(band, covers: content, toward: heading) { break }
            reach *= 2
        }
        reach = screen
        while true {
            let across = min(reach / 2, screen)
            let band = Self.band(from: start, toward: heading, reach: reach, across: across, in: content)
            if let best = visit(band), best.distance <= Double(reach) { return }
            if Self.band(band, covers: content, toward: heading), across >= screen { return }
            reach *= 2
        }
    }

    /// The part of `content` from `start` toward `heading`, `reach` beyond `start`'s far edge, and `across`
    /// beyond its sides on the other axis.
    private static func band(
        from start: CGRect, toward heading: UIFocusHeading, reach: CGFloat, across: CGFloat, in content: CGRect
    ) -> CGRect {
        let rect: CGRect
        switch heading {
        case .down:
            rect = CGRect(
                x: start.minX - across, y: start.minY, width: start.width + 2 * across, height: start.height + reach)
        case .up:
            rect = CGRect(
                x: start.minX - across, y: start.minY - reach, width: start.width + 2 * across,
                height: start.height + reach)
        case .right:
            rect = CGRect(
                x: start.minX, y: start.minY - across, width: start.width + reach, height: start.height + 2 * across)
        default:
            rect = CGRect(
                x: start.minX - reach, y: start.minY - across, width: start.width + reach,
                height: start.height + 2 * across)
        }
        return rect.intersection(content)
    }

    /// Whether `band` reaches the end of `content` toward `heading` (or is empty: nothing is left that way).
    private static func band(_ band: CGRect, covers content: CGRect, toward heading: UIFocusHeading) -> Bool {
        if band.isNull || band.isEmpty { return true }
        switch heading {
        case .down: return band.maxY >= content.maxY
        case .up: return band.minY <= content.minY
        case .right: return band.maxX >= content.maxX
        default: return band.minX <= content.minX
        }
    }
}
