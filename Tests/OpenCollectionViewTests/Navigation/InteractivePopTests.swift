// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct InteractivePopTests {
    func setUp() -> (UINavigationController, AppearanceLogger, AppearanceLogger, HeadlessHost, EventSink) {
        let sink = EventSink()
        let root = AppearanceLogger("root")
        root.sink = sink
        let detail = AppearanceLogger("detail")
        detail.sink = sink
        let navigation = UINavigationController(rootViewController: root)
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844),
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        navigation.pushViewController(detail, animated: false)
        host.layout()
        sink.entries.removeAll()
        return (navigation, root, detail, host, sink)
    }

    @Test func aSwipeFromTheLeftEdgePastHalfTheWidthPops() {
        let (navigation, root, detail, host, sink) = setUp()
        #expect(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        let finger = host.touchDown(at: CGPoint(x: 5, y: 400))
        for x in stride(from: 25, through: 265, by: 20) {
            host.advance(by: 1.0 / 60)
            host.touchMove(finger, to: CGPoint(x: CGFloat(x), y: 400))
        }
        // While the finger moves, the top view follows it and the one beneath shows, a third as far behind.
        #expect(sink.entries == ["detail willDisappear", "root willAppear"])
        let followed = detail.view.frame.minX
        #expect(followed > 200 && followed < 265)
        #expect(abs(root.view.frame.minX - (-(390 - followed) * 0.3)) <= 1)
        host.advance(by: 0.3)
        host.touchUp(finger, at: CGPoint(x: 265, y: 400))
        host.advance(by: 1)
        // UIKit: released past the middle without a flick back, the pop finishes.
        #expect(navigation.viewControllers == [root])
        #expect(sink.entries == ["detail willDisappear", "root willAppear", "detail didDisappear", "root didAppear"])
        #expect(detail.viewIfLoaded?.window == nil)
        #expect(root.view.frame.minX == 0)
        #expect(navigation.navigationBar.topItem === root.navigationItem)
    }

    @Test func aShortSwipeLetGoSlowlyCancels() {
        let (navigation, root, detail, host, sink) = setUp()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        // UIKit: released before the middle and slowly, the pop cancels; each side hears the reverse callbacks.
        #expect(navigation.viewControllers == [root, detail])
        #expect(
            sink.entries == [
                "detail willDisappear", "root willAppear", "root willDisappear", "root didDisappear",
                "detail willAppear", "detail didAppear",
            ])
        #expect(detail.view.frame.minX == 0)
        #expect(detail.view.window === host.window)
        #expect(root.viewIfLoaded?.window == nil)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
    }

    @Test func aQuickFlickPopsEvenWhenShort() {
        let (navigation, root, _, host, _) = setUp()
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), duration: 0.1)
        host.advance(by: 1)
        // UIKit finishes a pop flicked toward the trailing edge, however short.
        #expect(navigation.viewControllers == [root])
    }

    @Test func hidingTheBarSlidesItUpAndTurnsTheSwipeOff() {
        let (navigation, root, detail, host, _) = setUp()
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        // The bar slides up out of sight, then hides; the content's safe area loses the bar's height.
        #expect(!navigation.navigationBar.isHidden)
        host.advance(by: 1)
        #expect(navigation.navigationBar.isHidden)
        #expect(detail.view.safeAreaInsets.top == 47)
        // UIKit: with the bar hidden, the edge swipe does not pop.
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root, detail])
        navigation.setNavigationBarHidden(false, animated: false)
        host.layout()
        #expect(!navigation.navigationBar.isHidden)
        #expect(detail.view.safeAreaInsets.top == 91)
    }

    @Test func aSwipeAwayFromTheEdgeDoesNotPop() {
        let (navigation, root, detail, host, _) = setUp()
        host.drag(from: CGPoint(x: 120, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(navigation.viewControllers == [root, detail])
        navigation.popViewController(animated: false)
        host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        // Nothing to pop at the root.
        #expect(navigation.viewControllers == [root])
    }
}
