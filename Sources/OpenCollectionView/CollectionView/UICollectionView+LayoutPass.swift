/// The layout pass: the layout is prepared when it was invalidated, the offset kept where it belongs, and the views
/// on screen reconciled with the layout's elements, again while self-sizing views invalidate the layout (at most
/// four times); bounds changes are made as UIKit makes them (`LayoutPassState` and `SelfSizingState` hold the
/// state). `layoutSubviews`, `bounds` and `frame` in `UICollectionView.swift` call in here.
extension UICollectionView {
    /// Called by the layout when it is invalidated.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { batchUpdates.countsAreValid = false }
        // After a reload or a batch update the layout may have let go of measured sizes (a compositional layout
        // solves its sections afresh): the views that stay are measured again, as UIKit keeps them sized.
        if context.invalidateEverything || context.invalidateDataSourceCounts { selfSizing.needsRemeasure = true }
        layoutPass.needsPrepare = true
        visible.queriedRect = nil
        layoutPass.addContentOffsetAdjustment(context.contentOffsetAdjustment)
        setNeedsLayout()
    }

    /// Prepares the layout if it was invalidated and takes its content size. In a batch update (`readsContentSize` false) the content size is left for after
    /// `prepare(forCollectionViewUpdates:)`: UIKit does not read it between the two, where a layout keeping its own
    /// model has not applied the update yet.
    func prepareLayoutIfNeeded(readsContentSize: Bool = true) {
        loadCountsIfNeeded()
        guard layoutPass.needsPrepare else { return }
        layoutPass.needsPrepare = false
        visible.queriedRect = nil
        layoutStorage.prepare()
        if readsContentSize { takeContentSizeFromLayout() }
        if layoutPass.pendingContentOffsetAdjustment != .zero {
            let adjustment = layoutPass.takeContentOffsetAdjustment()
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
    }

    /// Sets `contentSize` to the layout's `collectionViewContentSize` (after `prepare()`, and in a batch update after
    /// `prepare(forCollectionViewUpdates:)`, where a layout keeping its own model applies the changes).
    func takeContentSizeFromLayout() {
        var size = layoutStorage.collectionViewContentSize
        if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
            OpenCollectionViewDiagnostics.report(
                .invalidGeometry, "\(type(of: layoutStorage)) returned an invalid content size \(size); using zero")
            size = .zero
        }
        if contentSize != size { contentSize = size }
    }

    /// The work of `layoutSubviews` (outside a reconciliation): prepares the layout, keeps the scroll anchor and the
    /// offset in place and reconciles the visible elements until no self-sizing view invalidates the layout (at most
    /// four passes), then finishes an animated bounds change and updates prefetching.
    func layOutElements() {
        selfSizing.passesLeft = 4
        repeat {
            let anchor = selfSizingAnchor()
            let startOffset = contentOffset
            selfSizing.sizedIndexPaths.removeAll(keepingCapacity: true)
            prepareLayoutIfNeeded()
            if let anchor { keepAnchorInPlace(anchor) }
            keepContentOffsetInShrunkContent(movedFrom: startOffset)
            reconcileVisibleElements()
            selfSizing.passesLeft -= 1
        } while layoutPass.needsPrepare && selfSizing.passesLeft > 0
        selfSizing.sizedIndexPaths.removeAll(keepingCapacity: true)
        selfSizing.invalidation.animation = nil
        if layoutPass.isInAnimatedBoundsChange {
            layoutPass.isInAnimatedBoundsChange = false
            layoutStorage.finalizeAnimatedBoundsChange()
        }
        updatePrefetching()
    }

    /// Pulls the offset back to the end of the content where the content shrank under it since the last pass, and
    /// keeps the collection view's own moves this pass (scroll anchoring, `contentOffsetAdjustment`) inside the
    /// content; an offset set in code outside the content otherwise stays, as UIScrollView's does. Nothing moves
    /// while the user or an animation moves the offset.
    private func keepContentOffsetInShrunkContent(movedFrom start: CGPoint) {
        let previousLimits = layoutPass.lastContentOffsetLimits ?? contentOffsetLimits
        layoutPass.lastContentOffsetLimits = contentOffsetLimits
        guard !isTracking, !isDecelerating, motion == nil else { return }
        var offset = contentOffset
        if offset != start {
            let kept = clampedOffset(offset)
            let startKept = clampedOffset(start)
            if startKept.x == start.x { offset.x = kept.x }
            if startKept.y == start.y { offset.y = kept.y }
        }
        offset = pulledBack(offset, from: previousLimits)
        if offset != contentOffset { contentOffset = offset }
    }

    /// The smallest and largest content offsets at rest.
    var contentOffsetLimits: (minimum: CGPoint, maximum: CGPoint) { (minimumContentOffset, maximumContentOffset) }

    /// `offset` moved back to the end of the content on each axis where the largest offset at rest went down since
    /// `previous` (the content shrank, or the bounds grew) and the offset is past it; likewise to the start where
    /// the smallest offset went up (the inset shrank).
    func pulledBack(_ offset: CGPoint, from previous: (minimum: CGPoint, maximum: CGPoint)) -> CGPoint {
        let (minimum, maximum) = contentOffsetLimits
        var offset = offset
        if maximum.x < previous.maximum.x, offset.x > maximum.x { offset.x = maximum.x }
        if maximum.y < previous.maximum.y, offset.y > maximum.y { offset.y = maximum.y }
        if minimum.x > previous.minimum.x, offset.x < minimum.x { offset.x = minimum.x }
        if minimum.y > previous.minimum.y, offset.y < minimum.y { offset.y = minimum.y }
        return offset
    }

    /// Makes a bounds change (scroll or resize) as UIKit does: `shouldInvalidateLayout(forBoundsChange:)` and
    /// `invalidationContext(forBoundsChange:)` are asked while `collectionView.bounds` still answers the old bounds
    /// (Apple's AdvancedCollectionView sample computes the scroll distance from the two there); then the bounds
    /// change; then `invalidateLayout(with:)` runs, seeing the new bounds (WinObjC's UICollectionView asks, sets,
    /// then invalidates). A size change inside an animation block also brackets the next layout pass with
    /// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
    func changeBounds(to newBounds: CGRect, _ change: () -> Void) {
        let oldBounds = bounds
        guard newBounds != oldBounds, layoutStorage.collectionView === self else {
            change()
            return
        }
        let context =
            layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds)
            ? layoutStorage.invalidationContext(forBoundsChange: newBounds) : nil
        let sizeChanged = newBounds.size != oldBounds.size
        if sizeChanged, UIView.inheritedAnimationDuration > 0, !layoutPass.isInAnimatedBoundsChange {
            layoutPass.isInAnimatedBoundsChange = true
            layoutStorage.prepare(forAnimatedBoundsChange: oldBounds)
        }
        change()
        guard let context, layoutStorage.collectionView === self else { return }
        layoutStorage.invalidateLayout(with: context)
        if sizeChanged { selfSizing.needsRemeasure = true }
    }
}
