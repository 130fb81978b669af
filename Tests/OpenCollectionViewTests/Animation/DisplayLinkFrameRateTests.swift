// Host-driven: steps the headless host's virtual clock, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// `CADisplayLink.preferredFrameRateRange` and `CAFrameRateRange`. Expected values: Apple's documentation —
/// `CAFrameRateRange.init(minimum:maximum:preferred:)` with `preferred` defaulting to `nil`; `.default` is
/// `CAFrameRateRangeDefault`, the zero range that lets the system choose (`init()`); a display link's
/// `preferredFrameRateRange` defaults to it. `preferredFramesPerSecond`'s page: the rate actually used is a factor
/// of the display's maximum refresh rate (on a 60 Hz display 60, 30, 20, 15 …), so on the host's 60 Hz clock a
/// preferred 30 Hz calls the handler on every other frame.
@MainActor
struct DisplayLinkFrameRateTests {
    @Test func frameRateRangeValues() {
        let range = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        #expect(range.minimum == 30 && range.maximum == 60 && range.preferred == 60)
        #expect(CAFrameRateRange(minimum: 10, maximum: 20).preferred == nil)
        #expect(CAFrameRateRange.default == CAFrameRateRange())
        #expect(CAFrameRateRange.default.minimum == 0 && CAFrameRateRange.default.maximum == 0)
        #expect(range.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)))
        #expect(!range.isEqual(to: .default))
    }

    /// Calls of a display link's handler over 0.2 s (12 frames of 60 Hz), and the gap it reports to the next call.
    private func calls(configure: (CADisplayLink) -> Void) -> (count: Int, gap: TimeInterval) {
        let host = hostedInWindow(UIView())
        var count = 0
        var gap: TimeInterval = 0
        let link = CADisplayLink { link in
            count += 1
            gap = link.targetTimestamp - link.timestamp
        }
        configure(link)
        link.add(to: host.clock)
        host.advance(by: 0.2)
        link.invalidate()
        return (count, gap)
    }

    @Test func byDefaultTheHandlerRunsEveryFrame() {
        let link = CADisplayLink { _ in }
        #expect(link.preferredFrameRateRange == .default)
        #expect(link.preferredFramesPerSecond == 0)
        let result = calls { _ in }
        #expect(result.count == 12)
        #expect(abs(result.gap - 1.0 / 60) < 1e-9)
    }

    @Test func aPreferredThirtyHertzRunsEveryOtherFrame() {
        let result = calls { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 60, preferred: 30) }
        #expect(result.count == 6)
        #expect(abs(result.gap - 2.0 / 60) < 1e-9)
    }

    @Test func aMaximumAloneGivesTheFastestFactorWithinIt() {
        let result = calls { $0.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 25) }
        #expect(result.count == 4)  // 20 Hz: every third frame
    }

    @Test func preferredFramesPerSecondSkipsFramesToo() {
        let result = calls { $0.preferredFramesPerSecond = 15 }
        #expect(result.count == 3)  // every fourth frame
    }
}
