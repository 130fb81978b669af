/// Where a collection view's layout pass stands: whether the layout must be prepared again before it is asked
/// about elements, the content-offset change invalidation contexts asked for (applied once the layout is prepared,
/// as UIKit does), whether a size change made in an animation block awaits `finalizeAnimatedBoundsChange()`, and the
/// content-offset limits of the last pass, which pull the offset back when the content shrinks under it
/// (`UICollectionView.swift`, `layoutSubviews`).
struct LayoutPassState {
    /// Whether the layout was invalidated and is prepared at the next layout pass.
    var needsPrepare = true
    /// Offset changes requested by invalidation contexts, applied after the layout is next prepared (UIKit applies
    /// `contentOffsetAdjustment` with the layout update, not inside `invalidateLayout(with:)`).
    var pendingContentOffsetAdjustment: CGPoint = .zero
    /// Whether a size change inside an animation block awaits `finalizeAnimatedBoundsChange()`.
    var isInAnimatedBoundsChange = false
    /// The smallest and largest content offsets at rest at the last layout pass or update (content shrinking under
    /// the offset pulls it back).
    var lastContentOffsetLimits: (minimum: CGPoint, maximum: CGPoint)?

    /// Whether the collection view has had a layout pass (or applied an update as one).
    var hasLaidOut: Bool { lastContentOffsetLimits != nil }

    /// Adds an invalidation context's `contentOffsetAdjustment` to the one pending.
    mutating func addContentOffsetAdjustment(_ adjustment: CGPoint) {
        pendingContentOffsetAdjustment.x += adjustment.x
        pendingContentOffsetAdjustment.y += adjustment.y
    }

    /// The pending content-offset adjustment, handed over and reset.
    mutating func takeContentOffsetAdjustment() -> CGPoint {
        let adjustment = pendingContentOffsetAdjustment
        pendingContentOffsetAdjustment = .zero
        return adjustment
    }
}
