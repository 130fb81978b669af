// Host-driven: steps the headless host's virtual clock, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// `CACurrentMediaTime()` is the clock animations and display links run on. Apple's documentation
/// (QuartzCore, `CACurrentMediaTime()`): "the current Core Animation absolute time", the host's monotonic clock in
/// seconds — the time base of `CADisplayLink.timestamp` and of an animation's `beginTime`, so a display-link handler
/// reading it sees the frame's time and an animation's completion sees its start plus its duration.
@MainActor
struct MediaTimeTests {
    @Test func outsideAnyHostItIsTheSystemUptime() {
        let before = ProcessInfo.processInfo.systemUptime
        let now: CFTimeInterval = CACurrentMediaTime()
        let after = ProcessInfo.processInfo.systemUptime
        #expect(before <= now && now <= after)
    }

    @Test func displayLinkHandlersReadTheFrameTimeOfTheHostsClock() {
        let host = hostedInWindow(UIView())
        var readings: [(timestamp: CFTimeInterval, media: CFTimeInterval)] = []
        let link = CADisplayLink { link in readings.append((link.timestamp, CACurrentMediaTime())) }
        link.add(to: host.clock)
        host.advance(by: 0.1)
        link.invalidate()
        #expect(readings.count == 6)
        #expect(readings.allSatisfy { $0.timestamp == $0.media })
        #expect(readings.last!.media > readings.first!.media)
    }

    @Test func itAdvancesWithTheHostsVirtualClock() {
        let host = hostedInWindow(UIView())
        let start = host.scene.makeCurrent { CACurrentMediaTime() }
        #expect(start == host.clock.now)
        host.advance(by: 0.5)
        let later = host.scene.makeCurrent { CACurrentMediaTime() }
        #expect(abs(later - start - 0.5) < 1e-9)
    }

    @Test func anAnimationCompletionSeesItsStartPlusItsDuration() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = hostedInWindow(view)
        let start = host.clock.now
        var completedAt: CFTimeInterval?
        UIView.animate(
            withDuration: 0.25, animations: { view.alpha = 0 },
            completion: { _ in
                completedAt = CACurrentMediaTime()
            })
        host.advance(by: 0.5)
        let time = try #require(completedAt)
        #expect(time >= start + 0.25 - 1e-9 && time < start + 0.25 + 1.0 / 60)
    }
}
