/// A burst of wheel or trackpad deltas: the recent deltas with their times, and the timer that ends the burst when
/// the wheel has been still for `UIScrollView.wheelBurstEndDelay`.
///
/// On iPadOS a trackpad scroll is one gesture, and a paging scroll view settles on a page when it ends. A browser
/// (or any host) sends only the deltas, so the end of the gesture is modelled as the moment the deltas stop.
struct WheelBurst {
    /// The deltas of the last `UIScrollView.wheelVelocityWindow` seconds, oldest first.
    var samples: [(time: TimeInterval, delta: CGPoint)] = []
    /// Fires `wheelBurstEndDelay` after the latest delta.
    var endTimer: ClockTimer?

    /// The burst's speed (points per second, content direction) over the last `window` seconds before `time`.
    func velocity(at time: TimeInterval, window: TimeInterval) -> CGPoint {
        var sum = CGPoint.zero
        for sample in samples where sample.time > time - window {
            sum.x += sample.delta.x
            sum.y += sample.delta.y
        }
        return CGPoint(x: sum.x / window, y: sum.y / window)
    }
}

extension UIScrollView {
    /// How long the wheel must stay still before a burst of deltas counts as one ended scroll gesture.
    static let wheelBurstEndDelay: TimeInterval = 0.12
    /// The span of recent deltas whose speed decides whether an ended burst turns the page.
    static let wheelVelocityWindow: TimeInterval = 0.1
    /// The speed (points per second) above which an ended burst goes on to the next page, as a flick does.
    static let wheelPagingVelocity: CGFloat = 200

    /// Records a wheel delta that moved a paging scroll view and (re)starts the timer that ends the burst.
    func noteWheelDeltaForPaging(_ delta: CGPoint) {
        wheelBurst.endTimer?.invalidate()
        guard isPagingEnabled else {
            wheelBurst = WheelBurst()
            return
        }
        let clock = window?.clock ?? .shared
        let now = clock.now
        wheelBurst.samples.removeAll { $0.time <= now - Self.wheelVelocityWindow }
        wheelBurst.samples.append((now, delta))
        wheelBurst.endTimer = clock.schedule(after: Self.wheelBurstEndDelay) { [weak self] in
            self?.wheelBurstEnded()
        }
    }

    /// Ends a wheel burst on a paging scroll view: the content animates to the nearest page, or to the next page
    /// in the burst's direction when it was still moving faster than a flick (as a trackpad swipe pages on
    /// iPadOS). A finger on the content or a running animation takes precedence.
    private func wheelBurstEnded() {
        let burst = wheelBurst
        wheelBurst = WheelBurst()
        guard isPagingEnabled, !isTracking, motion == nil, let last = burst.samples.last else { return }
        let velocity = burst.velocity(at: last.time, window: Self.wheelVelocityWindow)
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let target = CGPoint(
            x: Self.wheelPage(contentOffset.x, velocity.x, bounds.width, minimum.x, maximum.x),
            y: Self.wheelPage(contentOffset.y, velocity.y, bounds.height, minimum.y, maximum.y))
        if target != contentOffset { setContentOffset(target, animated: true) }
    }

    /// The page offset along one axis an ended burst settles on.
    private static func wheelPage(
        _ offset: CGFloat, _ velocity: CGFloat, _ size: CGFloat, _ low: CGFloat, _ high: CGFloat
    ) -> CGFloat {
        guard size > 0 else { return offset }
        var index = (offset / size).rounded()
        if velocity > wheelPagingVelocity { index = (offset / size).rounded(.down) + 1 }
        if velocity < -wheelPagingVelocity { index = (offset / size).rounded(.up) - 1 }
        return min(max(index * size, low), high)
    }
}
