// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct AnimationTests {
    @Test func modelChangesAtOncePresentationFollowsCurve() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.center = CGPoint(x: 250, y: 50)
                view.alpha = 0
            }, completion: { finished = $0 })
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.alpha == 0)
        host.advance(by: 0.5)
        let presented = view.layer.presentation()!
        #expect(abs(presented.position.x - 150) < 0.01)
        #expect(abs(presented.opacity - 0.5) < 0.01)
        #expect(finished == nil)
        host.advance(by: 0.55)
        #expect(finished == true)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func easeInOutIsSlowAtTheEnds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        UIView.animate(withDuration: 1) { view.center.x = 1050 }
        host.advance(by: 0.1)
        let early = view.layer.presentation()!.position.x - 50
        host.advance(by: 0.4)
        let middle = view.layer.presentation()!.position.x - 50
        #expect(early < 100)
        #expect(abs(middle - 500) < 1)
    }

    @Test func springOvershootsWithLowDamping() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            animations: { view.center.x = 150 })
        var maximum: CGFloat = 0
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            maximum = max(maximum, view.layer.presentation()!.position.x)
        }
        #expect(maximum > 150)
        #expect(view.layer.presentation()!.position.x == 150)
    }

    @Test func performWithoutAnimationAppliesImmediately() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        _ = hostedInWindow(view)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.25 }
        }
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.opacity == 0.25)
    }

    /// A real-time clock reads `ProcessInfo.systemUptime` (the timebase of UIKit's `CACurrentMediaTime()`) and only
    /// a virtual clock moves through `advance(by:)`, by exactly the time asked. Hosted views animate on the host's
    /// virtual clock, which keeps every test here independent of the wall clock; the real-time clock's 60 Hz
    /// run-loop ticking is exercised end to end by the web host (`e2e/`), never by waiting in a unit test.
    @Test func realTimeClocksReadUptimeAndHostsAnimateOnVirtualTime() {
        let before = ProcessInfo.processInfo.systemUptime
        let now = AnimationClock(mode: .realTime).now
        let after = ProcessInfo.processInfo.systemUptime
        #expect(before <= now && now <= after)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = hostedInWindow(view)
        #expect(host.clock.mode == .virtual)
        let start = host.clock.now
        var finished = false
        UIView.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { _ in finished = true })
        host.advance(by: 0.05)
        #expect(!finished)
        host.advance(by: 0.1)
        #expect(finished)
        #expect(abs(host.clock.now - (start + 0.15)) < 1e-9)
    }
}

@MainActor
struct RepeatingAnimationTests {
    /// `.autoreverse` runs there and back over twice the duration, then shows the model value.
    @Test func autoreverseReturnsThenShowsModelValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        var finished = false
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
            completion: { _ in finished = true })
        host.advance(by: 1.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 0.02)
        #expect(!finished)
        host.advance(by: 0.6)
        #expect(finished)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    /// `.repeat` keeps cycling until the animation is removed, which completes it with `false`.
    @Test func repeatCyclesUntilRemoved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hostedInWindow(view)
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.center.x = 150 },
            completion: { finished = $0 })
        host.advance(by: 10.25)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 0.5)
        #expect(finished == nil)
        view.layer.removeAllAnimations()
        #expect(finished == false)
    }
}
