/// Finds where an arrow key moves focus inside a focus group: the member views and the focusable items of member
/// collection views, scored by `FocusGeometry`.
///
/// A collection view is searched through its layout, not its cells, so items off screen are found too. The search
/// looks in a band running from the focused item toward the heading, a screen long at first and doubling until it
/// holds a candidate in the focused item's swath that no item beyond the band could beat (an item past the band is
/// at least the band's reach away, and the distance is never less than that gap) or it reaches the end of the
/// content.
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
                let content = collectionView.focusContentRect
                let start = collectionView.convert(frame, from: nil)
                var reach = max(collectionView.bounds.width, collectionView.bounds.height, 1)
                while true {
                    let band = Self.band(from: start, toward: heading, reach: reach, in: content)
                    for (indexPath, rect) in collectionView.focusableItems(in: band) where indexPath != currentIndexPath
                    {
                        consider(.cell(collectionView, indexPath), rect)
                    }
                    if let best, best.score.outsideSwath == 0, best.score.distance <= Double(reach) { break }
                    if Self.band(band, covers: content, toward: heading) { break }
                    reach *= 2
                }
            }
        }
        return best?.target
    }

    /// The part of `content` from `start` toward `heading`, `reach` beyond `start`'s far edge, across the whole
    /// content on the other axis.
    private static func band(from start: CGRect, toward heading: UIFocusHeading, reach: CGFloat, in content: CGRect)
        -> CGRect
    {
        let rect: CGRect
        switch heading {
        case .down:
            rect = CGRect(x: content.minX, y: start.minY, width: content.width, height: start.height + reach)
        case .up:
            rect = CGRect(x: content.minX, y: start.minY - reach, width: content.width, height: start.height + reach)
        case .right:
            rect = CGRect(x: start.minX, y: content.minY, width: start.width + reach, height: content.height)
        default:
            rect = CGRect(x: start.minX - reach, y: content.minY, width: start.width + reach, height: content.height)
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
