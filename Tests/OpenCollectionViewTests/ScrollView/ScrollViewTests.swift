// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var log: [String] = []
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    var overrideTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if log.last != "didScroll" { log.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let overrideTarget { targetContentOffset.pointee = overrideTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
}

@MainActor
struct ScrollViewTests {
    private func makeScrollView(contentHeight: CGFloat = 5000) -> (HeadlessHost, UIScrollView, ScrollRecorder) {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        return (host, scrollView, recorder)
    }

    @Test func defaultsMatchUIKit() {
        let scrollView = UIScrollView()
        #expect(scrollView.bounces)
        #expect(!scrollView.isPagingEnabled)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.contentOffset == .zero)
    }

    /// A slow drag held still at the end moves the content by exactly the finger's travel and does not decelerate.
    @Test func dragMovesContentWithFinger() {
        let (host, scrollView, recorder) = makeScrollView()
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5, hold: 0.2)
        // 200 points in 30 frames: the pan begins on the second move, 13.3 points in (past UIKit's 10-point
        // hysteresis), and the content follows the finger from there on without jumping.
        #expect(abs(scrollView.contentOffset.y - (200 - 2 * 200 / 30.0)) < 1e-9)
        #expect(scrollView.contentOffset.x == 0)
        #expect(recorder.log == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    }

    /// A flick decelerates with UIKit's curve: the content ends about v / (1 − ln rate) further —
    /// v · 1 / (−ln 0.998 · 1000) seconds — and the delegate hears the whole sequence in UIKit's order.
    @Test func flickDeceleratesByUIKitsCurveAndStops() {
        let (host, scrollView, recorder) = makeScrollView(contentHeight: 20000)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 280), duration: 0.1)
        let released = scrollView.contentOffset.y
        let velocity = recorder.releaseVelocity!.y * 1000
        #expect(abs(velocity - 1200) < 1)
        let expectedTravel = velocity / (-log(0.998) * 1000)
        #expect(abs(recorder.proposedTarget!.y - (released + expectedTravel)) < 0.5)
        #expect(scrollView.isDecelerating)
        host.advance(by: 1)
        let partway = scrollView.contentOffset.y
        #expect(partway > released && partway < released + expectedTravel)
        host.advance(by: 6)
        #expect(!scrollView.isDecelerating)
        #expect(abs(scrollView.contentOffset.y - recorder.proposedTarget!.y) < 0.001)
        #expect(
            recorder.log == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "didScroll", "didEndDecelerating",
            ])
    }

    @Test func delegateCanRetargetDeceleration() {
        let (host, scrollView, recorder) = makeScrollView(contentHeight: 20000)
        recorder.overrideTarget = CGPoint(x: 0, y: 300)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 280), duration: 0.1)
        host.advance(by: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func dragPastTopRubberBandsAndBouncesBack() {
        let (host, scrollView, recorder) = makeScrollView()
        let finger = host.touchDown(at: CGPoint(x: 160, y: 100))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.touchMove(finger, to: CGPoint(x: 160, y: 100 + CGFloat(step) * 10))
        }
        // Finger moved 200 points down, 190 after the hysteresis; the band shows less than that.
        let pulled = -scrollView.contentOffset.y
        let expected = (1 - 1 / (190 * 0.55 / 480 + 1)) * 480
        #expect(abs(pulled - expected) < 0.01)
        host.advance(by: 0.3)
        host.touchUp(finger, at: CGPoint(x: 160, y: 300))
        #expect(recorder.log.contains("didEndDragging(true)"))
        host.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test func pagingStopsOnPageBoundaries() {
        let (host, scrollView, _) = makeScrollView(contentHeight: 480 * 5)
        scrollView.isPagingEnabled = true
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.1)
        host.advance(by: 3)
        #expect(scrollView.contentOffset.y == 480)
        // A slow short drag snaps back to the nearest page.
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 350), duration: 0.5, hold: 0.2)
        host.advance(by: 3)
        #expect(scrollView.contentOffset.y == 480)
    }

    @Test func wheelScrollsAndClamps() {
        let (host, scrollView, recorder) = makeScrollView(contentHeight: 1000)
        host.wheel(at: CGPoint(x: 100, y: 100), delta: CGPoint(x: 0, y: 300))
        #expect(scrollView.contentOffset.y == 300)
        host.wheel(at: CGPoint(x: 100, y: 100), delta: CGPoint(x: 0, y: 5000))
        #expect(scrollView.contentOffset.y == 520)
        #expect(recorder.log == ["didScroll"])
    }

    @Test func animatedSetContentOffsetEndsWithScrollingAnimationCallback() {
        let (host, scrollView, recorder) = makeScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        host.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 600)
        host.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == 600)
        #expect(recorder.log == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleMovesLeastDistance() {
        let (_, scrollView, _) = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)
        #expect(scrollView.contentOffset.y == 620)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 620)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test func touchStopsDecelerationWithoutEndCallback() {
        let (host, scrollView, recorder) = makeScrollView(contentHeight: 20000)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        host.advance(by: 0.2)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 240))
        let stopped = scrollView.contentOffset
        host.advance(by: 0.5)
        host.touchUp(finger, at: CGPoint(x: 160, y: 240))
        #expect(scrollView.contentOffset == stopped)
        #expect(!scrollView.isDecelerating)
        #expect(!recorder.log.contains("didEndDecelerating"))
    }
}
