extension UIScrollView {
    /// The refresh control shown above the content when it is pulled down.
    ///
    /// As in UIKit, setting it adds the control to the scroll view (behind the content) and removes the previous
    /// one; the control places and sizes itself. A control already set on another scroll view moves to this one
    /// and leaves the other without a refresh control (reported through `OpenCollectionViewDiagnostics`).
    public var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            if let old = refreshControlStorage, old.superview === self { old.removeFromSuperview() }
            refreshControlStorage = newValue
            guard let control = newValue else { return }
            if let other = control.superview as? UIScrollView, other !== self, other.refreshControlStorage === control {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "UIRefreshControl is already the refresh control of another scroll view; it moves to this one "
                        + "and the other has none.")
                other.refreshControlStorage = nil
            }
            insertSubview(control, at: 0)
        }
    }

    /// Adds `delta` to the room a refreshing refresh control takes above the content. During a drag the content
    /// stays under the finger: the drag's start is moved so that the rubber band, now measured from the new top,
    /// gives the same offset (UIKit's refresh control host keeps the content still in the same way).
    func refreshControlInsetDidChange(by delta: CGFloat) {
        let offsetBefore = contentOffset
        refreshControlInset += delta
        guard isDragging, bounces, canScrollVertically else { return }
        let low = minimumContentOffset.y
        let dimension = max(bounds.height, 1)
        let translation = panGestureRecognizer.translation(in: self).y
        let raw: CGFloat
        if offsetBefore.y < low {
            // Invert the band `low − (1 − 1/(e·c/d + 1))·d` for the excess `e` that shows as this offset.
            let shown = min(low - offsetBefore.y, dimension * 0.999)
            let excess = (1 / (1 - shown / dimension) - 1) * dimension / Self.rubberBandCoefficient
            raw = low - excess
        } else {
            raw = offsetBefore.y
        }
        dragStartOffset.y = raw + translation
        contentOffset = offsetBefore
    }
}
