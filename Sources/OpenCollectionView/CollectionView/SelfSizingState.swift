/// The self-sizing of a collection view's cells and supplementary views: the passes a layout pass has left to
/// measure views and lay out again for their preferred sizes (at most four), the items whose cells preferred
/// another size in this layout pass (they are no scroll anchor), whether the views on screen are measured again at
/// the next reconciliation (after the layout was invalidated entirely, or for a new size), and the
/// `selfSizingInvalidation` mode with what the views on screen asked of it
/// (`UICollectionView+SelfSizingInvalidation.swift`).
struct SelfSizingState {
    /// Self-sizing passes left in this layout pass.
    var passesLeft = 0
    /// Items whose cells preferred another size in this layout pass (they are no scroll anchor).
    var sizedIndexPaths: Set<IndexPath> = []
    /// Whether the views on screen are measured again at the next reconciliation (the layout was invalidated
    /// entirely, or for a new size).
    var needsRemeasure = false
    /// `selfSizingInvalidation` and what the views on screen asked of it.
    var invalidation = SelfSizingInvalidationState()
}

/// A collection view's self-sizing invalidation mode and the animation its pending requests were made in.
struct SelfSizingInvalidationState {
    var mode = UICollectionView.SelfSizingInvalidation.enabled
    /// The timing of the animation block the latest request was made in, kept until the layout pass that resizes.
    var animation: SelfSizingAnimation?
}

/// The timing of an animation block, kept for the layout pass that follows it.
struct SelfSizingAnimation {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    var options: UIView.AnimationOptions
}
