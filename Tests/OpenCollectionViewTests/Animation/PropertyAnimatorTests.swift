// Host-driven: drives time through OpenCollectionView's own API, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIViewPropertyAnimator`, with the values UIKit's documentation gives: "UIViewPropertyAnimator" (states, adding
/// animations, completion positions), "duration" (animations added later run for (1 − fractionComplete) × duration),
/// "fractionComplete", "isReversed", "pausesOnCompletion", "stopAnimation(_:)", "finishAnimation(at:)" and
/// "continueAnimation(withTimingParameters:durationFactor:)".
@MainActor
struct PropertyAnimatorTests {
    /// A 100-point square at the window's origin, and its host.
    private func square() -> (UIView, HeadlessHost) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        return (view, hostedInWindow(view))
    }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    /// The completion positions an animator reported, in order.
    private final class CompletionLog {
        var positions: [UIViewAnimatingPosition] = []
    }

    /// The square and a 1-second linear animator (not started) moving its centre from 50 to 250 points, its
    /// completions logged.
    private func linearSlide() -> (UIView, HeadlessHost, UIViewPropertyAnimator, CompletionLog) {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        let log = CompletionLog()
        animator.addCompletion { log.positions.append($0) }
        return (view, host, animator, log)
    }

    @Test func anAnimatorStartsInactiveAndRunsItsBlocksOnlyWhenStarted() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        // Inactive: the block has not run, nothing moves.
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(view.center.x == 50)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(view.center.x == 250, "the model takes the final value at once, as with UIView.animate")
        host.advance(by: 0.5)
        #expect(abs(presentedX(view) - 150) < 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 0.01)
        host.advance(by: 0.6)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center.x == 250)
    }

    @Test func aPausedAnimatorIsScrubbedByFractionCompleteAndKeepsNoClockTicking() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 250 }
        // Setting fractionComplete on an inactive animator pauses it there (the interactive-animation pattern).
        animator.fractionComplete = 0.25
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        // scrubsLinearly (default true): a paused animator follows a linear curve, so 0.25 is a quarter of the way.
        #expect(abs(presentedX(view) - 100) < 0.5)
        host.advance(by: 2)
        #expect(abs(presentedX(view) - 100) < 0.5, "paused: time does not move it")
        #expect(!host.window.windowScene!.clock.isActive, "a paused animation keeps no clock ticking")
        animator.fractionComplete = 0.75
        #expect(abs(presentedX(view) - 200) < 0.5)
        #expect(animator.fractionComplete == 0.75)
    }

    @Test func resumingAfterScrubbingFinishesTheRestAtTheEnd() {
        let (view, host, animator, log) = linearSlide()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.startAnimation()
        host.advance(by: 0.25)
        #expect(abs(presentedX(view) - 200) < 1)
        host.advance(by: 0.3)
        #expect(log.positions == [.end])
    }

    @Test func reversingRunsBackAndCompletesAtTheStartWithTheStartValues() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 250
            view.alpha = 0.2
        }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 0.6)
        animator.isReversed = true
        host.advance(by: 0.3)
        #expect(abs(presentedX(view) - 110) < 1, "back from 0.6 for 0.3 s: 0.3 of the way")
        host.advance(by: 0.35)
        #expect(positions == [.start])
        // Completing at the start leaves the views at their starting values.
        #expect(view.center.x == 50)
        #expect(view.alpha == 1)
    }

    @Test func stopWithoutFinishingLeavesTheViewsWhereTheyAreAndRunsNoCompletion() {
        let (view, host, animator, log) = linearSlide()
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 150) < 0.5)
        #expect(view.layer.animationKeys() == nil)
        host.advance(by: 1)
        #expect(log.positions.isEmpty)
    }

    @Test func stopThenFinishAtEachPosition() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 250.0), (.start, 50), (.current, 150)] {
            let (view, host, animator, log) = linearSlide()
            animator.startAnimation()
            host.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(log.positions.isEmpty)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(log.positions == [position])
            #expect(abs(view.center.x - expected) < 0.5, "\(position)")
        }
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        let (view, host) = square()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        view.superview!.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.addAnimations { other.center.x = 250 }
        // (1 − 0.5) × 1 s left: halfway through the rest after 0.25 s.
        host.advance(by: 0.25)
        #expect(abs(other.layer.presentation()!.position.x - 150) < 1)
        host.advance(by: 0.3)
        #expect(other.layer.animationKeys() == nil)
        #expect(animator.state == .inactive)
    }

    @Test func aDelayFactorHoldsABlockBackForThatShareOfTheDuration() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ view.center.x = 250 }, delayFactor: 0.5)
        animator.startAnimation()
        host.advance(by: 0.4)
        #expect(abs(presentedX(view) - 50) < 0.5)
        host.advance(by: 0.35)
        #expect(abs(presentedX(view) - 150) < 1)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.pausesOnCompletion = true
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        host.advance(by: 1.2)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(positions.isEmpty)
        // It can still be reversed from there, and pauses again at the start: "the animator remains in the active
        // state when the animation finishes, and it does not execute its completion handler".
        animator.isReversed = true
        animator.startAnimation()
        host.advance(by: 1.1)
        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 0)
        #expect(abs(presentedX(view) - 50) < 0.5)
        #expect(positions.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start])
        #expect(view.center.x == 50)
    }

    @Test func runningPropertyAnimatorStartsAtOnceAfterItsDelay() {
        let (view, host) = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 250 },
            completion: { positions.append($0) })
        #expect(animator.state == .active)
        #expect(animator.delay == 0.5)
        host.advance(by: 0.4)
        #expect(abs(presentedX(view) - 50) < 0.5, "still waiting out the delay at its start value")
        host.advance(by: 0.6)
        #expect(abs(presentedX(view) - 150) < 1)
        host.advance(by: 0.6)
        #expect(positions == [.end])
    }

    @Test func continueAnimationFinishesOverTheGivenShareOfTheDuration() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 250 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        // durationFactor × the original duration: 0.25 × 2 s = 0.5 s for the rest.
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.25)
        host.advance(by: 0.4)
        #expect(positions.isEmpty)
        host.advance(by: 0.2)
        #expect(positions == [.end])
    }

    @Test func aSpringWithLowDampingOvershoots() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 150 }
        animator.startAnimation()
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            maximum = max(maximum, presentedX(view))
        }
        #expect(maximum > 150)
    }

    @Test func aPhysicalSpringTakesItsOwnSettlingTimeAsTheDuration() {
        // UISpringTimingParameters(mass:stiffness:damping:initialVelocity:): "the animator ignores the duration".
        // Critically damped (damping = 2 √(stiffness × mass) = 20): settles in ln(1000) / √100 ≈ 0.69 s.
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        #expect(abs(animator.duration - 0.69) < 0.01)
        #expect(parameters.timingCurveType == .spring)
        #expect(UICubicTimingParameters(animationCurve: .linear).timingCurveType == .builtin)
        #expect(
            UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType
                == .cubic)
    }

    @Test func misuseIsReportedNotFatal() {
        let (view, host) = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        host.advance(by: 0.5)
        animator.stopAnimation(false)
        let (_, reports) = OpenCollectionViewDiagnostics.collect {
            animator.startAnimation()
            animator.addAnimations { view.alpha = 0 }
        }
        #expect(reports.count == 2)
        #expect(animator.state == .stopped)
        let (_, finishing) = OpenCollectionViewDiagnostics.collect {
            UIViewPropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .end)
        }
        #expect(finishing.count == 1)
    }

    @Test func aZeroDurationAnimatorEndsAtOnceWithoutNonFiniteValues() {
        let (view, host) = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(presentedX(view).isFinite)
        host.advance(by: 1.0 / 60)
        #expect(positions == [.end])
        #expect(view.center.x == 250)
    }
}
