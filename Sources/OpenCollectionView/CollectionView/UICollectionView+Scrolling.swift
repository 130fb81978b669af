/// Scrolling to items, landing exactly on the target even when item sizes are only estimated.
extension UICollectionView {
    /// Scrolls so the item at `indexPath` sits at `scrollPosition` in the visible area (inside the adjusted content
    /// inset), clamped to the content. On an axis without a position the item is made visible with the least
    /// movement.
    ///
    /// When the layout self-sizes, the target and its neighbours are displayed and measured at the destination
    /// before the offset is settled, repeating until the offset no longer changes, so the item lands where asked
    /// (UIKit can stop short when estimates were wrong).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard isValidItem(indexPath) else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "attempt to scroll to invalid index path: \(indexPath)")
            return
        }
        _ = scrollOrthogonalSection(toShow: indexPath, at: scrollPosition, animated: animated)
        let start = contentOffset
        guard var target = offset(showing: indexPath, at: scrollPosition) else { return }
        for _ in 0..<8 {
            guard target != contentOffset else { break }
            contentOffset = target
            layoutIfNeeded()
            guard let settled = offset(showing: indexPath, at: scrollPosition) else { break }
            if settled == target { break }
            target = settled
        }
        guard animated, target != start else {
            if contentOffset != target { contentOffset = target }
            return
        }
        contentOffset = start
        layoutIfNeeded()
        setContentOffset(target, animated: true)
    }

    /// The content offset that shows the item at `indexPath` at `position`.
    private func offset(showing indexPath: IndexPath, at position: ScrollPosition) -> CGPoint? {
        prepareLayoutIfNeeded()
        guard let frame = displayedAttributesForItem(at: indexPath)?.frame else { return nil }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - visibleHeight / 2 - inset.top
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - visibleHeight - inset.top
        } else if canScrollVertically {
            offset.y = leastMovement(offset.y + inset.top, visibleHeight, frame.minY, frame.maxY) - inset.top
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - visibleWidth / 2 - inset.left
        } else if position.contains(.right) {
            offset.x = frame.maxX - visibleWidth - inset.left
        } else if canScrollHorizontally {
            offset.x = leastMovement(offset.x + inset.left, visibleWidth, frame.minX, frame.maxX) - inset.left
        }
        return clampedOffset(offset)
    }

    /// The start of a visible span of `length` (now at `start`) moved the least to contain `low...high`.
    private func leastMovement(_ start: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        if low < start { return low }
        if high > start + length { return min(low, high - length) }
        return start
    }

    /// Where a drag's deceleration should stop: the layout's answer (carousels snap here).
    func layoutDragTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        clampedOffset(
            layoutStorage.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity))
    }
}
