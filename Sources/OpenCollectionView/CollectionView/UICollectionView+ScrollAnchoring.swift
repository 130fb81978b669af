/// Keeping what is on screen in place while self-sizing cells resolve their estimated sizes.
///
/// When cells above the visible ones are measured for the first time (scrolling back up through estimated
/// content), the layout moves every item below them. UIKit lets the content jump; here the first visible item that
/// was not itself just measured is the anchor: after the layout is prepared again, the content offset moves by as
/// much as the anchor moved, so it stays where it was on screen (as browsers' scroll anchoring does). Content
/// scrolled to its start stays at its start, as in UIKit and in browsers, which do not anchor at the top.
extension UICollectionView {
    /// An item on screen and where its frame started, in content coordinates.
    struct ScrollAnchor {
        var indexPath: IndexPath
        var origin: CGPoint
    }

    /// The first item intersecting the visible rect whose size was not just preferred by its cell.
    func selfSizingAnchor() -> ScrollAnchor? {
        guard !selfSizing.sizedIndexPaths.isEmpty, batchUpdates.current == nil, interactiveMovement.active == nil else {
            return nil
        }
        let minimum = minimumContentOffset
        let atStart =
            (!canScrollVertically || contentOffset.y <= minimum.y + 0.5)
            && (!canScrollHorizontally || contentOffset.x <= minimum.x + 0.5)
        guard !atStart else { return nil }
        var best: ScrollAnchor?
        for (key, view) in visible.views
        where key.category == .cell && !selfSizing.sizedIndexPaths.contains(key.indexPath) {
            guard let frame = view.appliedAttributes?.frame, frame.intersects(bounds) else { continue }
            if best.map({ key.indexPath < $0.indexPath }) ?? true {
                best = ScrollAnchor(indexPath: key.indexPath, origin: frame.origin)
            }
        }
        return best
    }

    /// Moves the content offset by as much as the anchor moved in the freshly prepared layout, on the axes that
    /// scroll.
    func keepAnchorInPlace(_ anchor: ScrollAnchor) {
        guard let frame = layoutStorage.layoutAttributesForItem(at: anchor.indexPath)?.frame else { return }
        let delta = CGPoint(
            x: canScrollHorizontally ? frame.minX - anchor.origin.x : 0,
            y: canScrollVertically ? frame.minY - anchor.origin.y : 0)
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        shiftContentOffset(by: delta)
    }
}
