/// Why the content is moving on its own.
enum ScrollMotionReason { case deceleration, animation }

/// A scroll view's running motion: both axes' paths, the clock they run on, and when they started.
@MainActor
final class ScrollMotionRun {
    let x: ScrollMotion
    let y: ScrollMotion
    let reason: ScrollMotionReason
    let startTime: TimeInterval
    let clock: AnimationClock

    init(x: ScrollMotion, y: ScrollMotion, reason: ScrollMotionReason, clock: AnimationClock) {
        self.x = x
        self.y = y
        self.reason = reason
        self.clock = clock
        self.startTime = clock.now
    }
}

extension UIScrollView {
    func startMotion(x: ScrollMotion, y: ScrollMotion, reason: ScrollMotionReason) {
        stopMotion()
        let clock = window?.clock ?? .shared
        let run = ScrollMotionRun(x: x, y: y, reason: reason, clock: clock)
        motion = run
        indicators.show()
        clock.addFrameObserver(run) { [weak self, weak run] time in
            guard let self, let run, self.motion === run else { return }
            self.step(run, at: time)
        }
    }

    /// Stops any motion where it is (no delegate calls).
    func stopMotion() {
        guard let run = motion else { return }
        run.clock.removeFrameObserver(run)
        motion = nil
    }

    private func step(_ run: ScrollMotionRun, at time: TimeInterval) {
        let elapsed = time - run.startTime
        let finished = run.x.isFinished(at: elapsed) && run.y.isFinished(at: elapsed)
        let next =
            finished
            ? CGPoint(x: run.x.target, y: run.y.target)
            : CGPoint(x: run.x.position(at: elapsed), y: run.y.position(at: elapsed))
        if next != contentOffset { contentOffset = next }
        layoutIfNeeded()
        guard finished else { return }
        stopMotion()
        indicators.hideSoon()
        switch run.reason {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
