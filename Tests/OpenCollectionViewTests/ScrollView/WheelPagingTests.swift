// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Wheel and trackpad scrolling over a paging scroll view. `isPagingEnabled`: "the scroll view stops on multiples of
/// the scroll view's bounds when the user scrolls" (UIScrollView documentation), and on iPadOS a trackpad scroll is a
/// gesture that settles on a page when it ends. A host sends only deltas, so the gesture ends when they stop.
@MainActor
struct WheelPagingTests {
    private let pageWidth: CGFloat = 300

    private func makePager(paging: Bool = true) -> (HeadlessHost, UIScrollView, ScrollRecorder) {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 300, height: 400))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: pageWidth, height: 200))
        scrollView.contentSize = CGSize(width: pageWidth * 5, height: 200)
        scrollView.isPagingEnabled = paging
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        host.layout()
        return (host, scrollView, recorder)
    }

    /// Sends `count` wheel deltas of `step` points, one per display frame.
    private func burst(_ host: HeadlessHost, step: CGFloat, count: Int) {
        for _ in 0..<count {
            host.wheel(at: CGPoint(x: 150, y: 100), delta: CGPoint(x: step, y: 0))
            host.advance(by: AnimationClock.frameDuration)
        }
    }

    @Test func aSlowBurstThatEndsShortOfHalfAPageGoesBack() {
        let (host, scrollView, recorder) = makePager()
        burst(host, step: 2, count: 30)
        #expect(scrollView.contentOffset.x == 60)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 0)
        #expect(recorder.log.last == "didEndScrollingAnimation")
    }

    @Test func aSlowBurstPastHalfAPageSettlesOnTheNextPage() {
        let (host, scrollView, _) = makePager()
        burst(host, step: 2, count: 90)
        #expect(scrollView.contentOffset.x == 180)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == pageWidth)
    }

    /// A quick swipe (or one notch of a mouse wheel) still moving fast when it stops turns the page, as a flick does.
    @Test func aFastBurstTurnsThePageInItsDirection() {
        let (host, scrollView, _) = makePager()
        burst(host, step: 30, count: 2)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == pageWidth)
        burst(host, step: -30, count: 2)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 0)
    }

    @Test func theContentWaitsForTheWheelToStayStill() {
        let (host, scrollView, _) = makePager()
        burst(host, step: 2, count: 30)
        host.advance(by: 0.05)
        #expect(scrollView.contentOffset.x == 60)
        burst(host, step: 2, count: 30)
        #expect(scrollView.contentOffset.x == 120)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 0)
    }

    @Test func aBurstNeverLeavesTheContent() {
        let (host, scrollView, _) = makePager()
        burst(host, step: 200, count: 10)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == pageWidth * 4)
    }

    @Test func withoutPagingTheWheelStopsWhereItIs() {
        let (host, scrollView, recorder) = makePager(paging: false)
        burst(host, step: 2, count: 30)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 60)
        #expect(!recorder.log.contains("didEndScrollingAnimation"))
    }
}
