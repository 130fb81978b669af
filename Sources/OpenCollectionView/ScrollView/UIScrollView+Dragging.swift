/// The pan recognizer a scroll view drags with; it also stops a moving scroll view as soon as a finger lands.
@preconcurrency @MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    private weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        addTarget { [weak self] _ in self?.scrollView?.handlePan() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches <= 1 { scrollView?.touchUp() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.touchUp()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return super.touchesMoved(touches, with: event) }
        // Like UIKit, a scroll view only starts dragging along an axis it can scroll.
        let translation = self.translation(in: nil)
        let horizontal = scrollView.canScrollHorizontally
        let vertical = scrollView.canScrollVertically
        if !horizontal && !vertical {
            // Fail before the pan's own hysteresis check can begin it: a begun pan would hold off the recognizers
            // that wait for it (a row's swipe actions) though it cannot move anything.
            if hypot(translation.x, translation.y) >= Self.hysteresis {
                state = .failed
                return
            }
            return super.touchesMoved(touches, with: event)
        }
        if !horizontal && abs(translation.x) >= Self.hysteresis && abs(translation.y) < Self.hysteresis {
            state = .failed
            return
        }
        if !vertical && abs(translation.y) >= Self.hysteresis && abs(translation.x) < Self.hysteresis {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }
}

extension UIScrollView {
    /// The fraction of an over-scroll that shows during a drag (UIKit's rubber-band constant).
    static let rubberBandCoefficient: CGFloat = 0.55

    func touchDown() {
        tracking = true
        if let motion, motion.reason == .deceleration {
            // Touching moving content stops it where it is, without scrollViewDidEndDecelerating (as in UIKit).
            stopMotion()
            decelerating = false
            self.motion = nil
        }
    }

    func touchUp() {
        if !isDragging { tracking = false }
        hostedRefreshControl?.scrollViewDidScroll()
    }

    func handlePan() {
        switch panGestureRecognizer.state {
        case .began:
            stopMotion()
            panGestureRecognizer.setTranslation(.zero, in: self)
            dragStartOffset = contentOffset
            dragLockedAxis = nil
            dragging = true
            indicators.show()
            scrollEventWillReachDelegate(.willBeginDragging)
            delegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardAsDragBegins()
        case .changed:
            dismissKeyboardAsDragMoves(to: panGestureRecognizer.location(in: nil))
            var translation = panGestureRecognizer.translation(in: self)
            if isDirectionalLockEnabled { translation = lockedToDominantAxis(translation) }
            contentOffset = rubberBanded(
                CGPoint(
                    x: canScrollHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
                    y: canScrollVertically ? dragStartOffset.y - translation.y : contentOffset.y))
        case .ended, .cancelled:
            endDrag(velocity: panGestureRecognizer.state == .ended ? panGestureRecognizer.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// With `isDirectionalLockEnabled`, a drag that starts clearly along one axis (more than twice as far along
    /// it as across, as UIKit locks) moves only along that axis until the finger lifts; a diagonal start moves
    /// freely. The axis is decided once the finger has moved 10 points.
    private func lockedToDominantAxis(_ translation: CGPoint) -> CGPoint {
        if dragLockedAxis == nil, hypot(translation.x, translation.y) >= 10 {
            let x = abs(translation.x)
            let y = abs(translation.y)
            dragLockedAxis = x > 2 * y ? .horizontal : y > 2 * x ? .vertical : .free
        }
        switch dragLockedAxis {
        case .horizontal: return CGPoint(x: translation.x, y: 0)
        case .vertical: return CGPoint(x: 0, y: translation.y)
        case .free, nil: return translation
        }
    }

    /// Applies the rubber band to an offset past the content's edges: `(1 − 1/(x·c/d + 1))·d`.
    func rubberBanded(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        func band(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            guard bounces else { return min(max(value, low), high) }
            func resist(_ excess: CGFloat) -> CGFloat {
                (1 - 1 / (excess * Self.rubberBandCoefficient / max(dimension, 1) + 1)) * dimension
            }
            if value < low { return low - resist(low - value) }
            if value > high { return high + resist(value - high) }
            return value
        }
        return CGPoint(
            x: band(offset.x, minimum.x, maximum.x, bounds.width),
            y: band(offset.y, minimum.y, maximum.y, bounds.height))
    }

    private func endDrag(velocity fingerVelocity: CGPoint) {
        let velocity = CGPoint(
            x: canScrollHorizontally ? -fingerVelocity.x : 0, y: canScrollVertically ? -fingerVelocity.y : 0)
        let rate = decelerationRate.rawValue
        let natural = clampedOffset(
            CGPoint(
                x: contentOffset.x + ScrollMotion.projectedDistance(velocity: velocity.x, rate: rate),
                y: contentOffset.y + ScrollMotion.projectedDistance(velocity: velocity.y, rate: rate)))
        var target =
            isPagingEnabled ? pageTarget(velocity: velocity) : dragTarget(proposed: natural, velocity: velocity)
        let velocityPerMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: velocityPerMillisecond, targetContentOffset: pointer)
        }
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let motionX = ScrollMotion.afterDrag(
            offset: contentOffset.x, velocity: velocity.x, target: target.x, naturalTarget: natural.x,
            minimum: minimum.x, maximum: maximum.x, rate: rate, bounces: bounces, paging: isPagingEnabled)
        let motionY = ScrollMotion.afterDrag(
            offset: contentOffset.y, velocity: velocity.y, target: target.y, naturalTarget: natural.y,
            minimum: minimum.y, maximum: maximum.y, rate: rate, bounces: bounces, paging: isPagingEnabled)
        let willDecelerate = !(motionX.isFinished(at: 0) && motionY.isFinished(at: 0))
        dragging = false
        tracking = false
        hostedRefreshControl?.scrollViewDidScroll()
        scrollEventWillReachDelegate(.didEndDragging(willDecelerate: willDecelerate))
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate {
            delegate?.scrollViewWillBeginDecelerating(self)
            decelerating = true
            startMotion(x: motionX, y: motionY, reason: .deceleration)
        } else {
            indicators.hideSoon()
        }
    }

    /// The page a flick lands on: the next page in the direction of a fast enough flick, else the nearest page,
    /// and never more than one page from where the drag began (UIKit's paging rule).
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(
            _ offset: CGFloat, _ start: CGFloat, _ velocity: CGFloat, _ size: CGFloat, _ low: CGFloat,
            _ high: CGFloat
        ) -> CGFloat {
            guard size > 0 else { return offset }
            let startPage = (start / size).rounded()
            var index = (offset / size).rounded()
            if velocity > 200 { index = (offset / size).rounded(.down) + 1 }
            if velocity < -200 { index = (offset / size).rounded(.up) - 1 }
            index = min(max(index, startPage - 1), startPage + 1)
            return min(max(index * size, low), high)
        }
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(
            x: page(contentOffset.x, dragStartOffset.x, velocity.x, bounds.width, minimum.x, maximum.x),
            y: page(contentOffset.y, dragStartOffset.y, velocity.y, bounds.height, minimum.y, maximum.y))
    }

    // MARK: Wheel and trackpad

    /// Scrolls by a wheel or trackpad delta (points, content direction), clamped to the content, as the pointer
    /// scrolling of iPadOS and Mac Catalyst does; calls `scrollViewDidScroll`. A paging scroll view settles on a
    /// page when the burst of deltas ends (`UIScrollView+WheelPaging.swift`).
    public func scroll(byWheelDelta delta: CGPoint) {
        guard isScrollEnabled else { return }
        stopMotion()
        let proposed = CGPoint(
            x: canScrollHorizontally ? contentOffset.x + delta.x : contentOffset.x,
            y: canScrollVertically ? contentOffset.y + delta.y : contentOffset.y)
        let clamped = clampedOffset(proposed)
        if clamped != contentOffset {
            indicators.show()
            contentOffset = clamped
            indicators.hideSoon()
            noteWheelDeltaForPaging(delta)
        }
    }

    /// Whether a wheel delta would move this scroll view (used to find which scroll view under the pointer
    /// takes the wheel).
    func canConsumeWheel(_ delta: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        if delta.y != 0, canScrollVertically,
            (delta.y > 0 && contentOffset.y < maximum.y) || (delta.y < 0 && contentOffset.y > minimum.y)
        {
            return true
        }
        if delta.x != 0, canScrollHorizontally,
            (delta.x > 0 && contentOffset.x < maximum.x) || (delta.x < 0 && contentOffset.x > minimum.x)
        {
            return true
        }
        return false
    }
}
