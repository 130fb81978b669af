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
    /// How far the content moved under the motion since it started (scroll anchoring); added to its path.
    var shift: CGPoint = .zero

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

    /// Moves the content offset by `delta` without the user seeing a jump: a drag in progress and a running
    /// motion move with it.
    func shiftContentOffset(by delta: CGPoint) {
        dragStartOffset.x += delta.x
        dragStartOffset.y += delta.y
        if let motion {
            motion.shift.x += delta.x
            motion.shift.y += delta.y
        }
        contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
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
            ? CGPoint(x: run.x.target + run.shift.x, y: run.y.target + run.shift.y)
            : CGPoint(x: run.x.position(at: elapsed) + run.shift.x, y: run.y.position(at: elapsed) + run.shift.y)
        if next != contentOffset { contentOffset = next }
        layoutIfNeeded()
        guard finished else { return }
        stopMotion()
        indicators.hideSoon()
        switch run.reason {
        case .deceleration:
            decelerating = false
            scrollEventWillReachDelegate(.didEndDecelerating)
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            scrollEventWillReachDelegate(.didEndScrollingAnimation)
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}
