// Host-driven: drags through the headless host and reads OpenCollectionViewDiagnostics, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UIRefreshControl` pulled by a real drag. UIKit's numbers come from its implementation as public class dumps
/// decompile it (`UIRefreshControl`, `_UIRefreshControlModernContentView`, iOS 13 and later): a 60-point control
/// (`initWithStyle:`), a trigger pull of half the scroll view's height capped at 112.5 × height / 568 points
/// (`_updateSnappingHeight`, `maximumSnappingHeight`), triggering only while the finger is down
/// (`_recomputeNewState`), and the control's height added to the top inset while refreshing (`_addInsets`).
@MainActor
struct RefreshControlTests {
    private final class Counter {
        var count = 0
    }

    private func makeScrollView() -> (HeadlessHost, UIScrollView, UIRefreshControl, Counter) {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        controller.view.addSubview(scrollView)
        let refreshControl = UIRefreshControl()
        let counter = Counter()
        refreshControl.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        scrollView.refreshControl = refreshControl
        host.layout()
        return (host, scrollView, refreshControl, counter)
    }

    /// Pulls down from `y` by `distance` points, 10 points a frame, holds still, then lifts and lets it settle.
    private func pull(_ host: HeadlessHost, from y: CGFloat = 60, by distance: CGFloat, settle: Bool = true) {
        let finger = host.touchDown(at: CGPoint(x: 160, y: y))
        for step in 1...Int(distance / 10) {
            host.advance(by: 1.0 / 60)
            host.touchMove(finger, to: CGPoint(x: 160, y: y + CGFloat(step) * 10))
        }
        host.advance(by: 0.3)
        host.touchUp(finger, at: CGPoint(x: 160, y: y + distance))
        if settle { host.advance(by: 2) }
    }

    @Test func theControlIsSixtyPointsTallAndSitsBehindTheContent() {
        let (_, scrollView, refreshControl, _) = makeScrollView()
        #expect(refreshControl.superview === scrollView)
        #expect(scrollView.subviews.first === refreshControl)
        #expect(refreshControl.bounds.size == CGSize(width: 320, height: 60))
        #expect(!refreshControl.isRefreshing)
        #expect(refreshControl.isHidden)
        // UIKit's default tint is the secondary label colour (`+[UIRefreshControl _defaultColor]`).
        #expect(refreshControl.tintColor == .secondaryLabel)
    }

    /// 300 points of finger travel (290 past the 10-point hysteresis) pull the content down
    /// (1 − 1/(290 · 0.55/480 + 1)) · 480 ≈ 120 points, past the 95-point trigger of a 480-point scroll view.
    @Test func onePullPastTheThresholdSendsValueChangedOnce() {
        let (host, scrollView, refreshControl, counter) = makeScrollView()
        pull(host, by: 300)
        #expect(counter.count == 1)
        #expect(refreshControl.isRefreshing)
        #expect(!refreshControl.isHidden)
        // The content rests below the spinner: the control's 60 points join the adjusted inset, not contentInset.
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentInset.top == 0)
        #expect(scrollView.contentOffset.y == -60)
        #expect(refreshControl.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        // Pulling again while it refreshes sends nothing more.
        pull(host, by: 300)
        #expect(counter.count == 1)
    }

    /// 200 points of travel show only ≈ 86 points of pull, short of the 95-point trigger.
    @Test func aShortPullSendsNothingAndSpringsBack() {
        let (host, scrollView, refreshControl, counter) = makeScrollView()
        pull(host, by: 200, settle: false)
        #expect(!refreshControl.isHidden)
        host.advance(by: 2)
        #expect(counter.count == 0)
        #expect(!refreshControl.isRefreshing)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(refreshControl.isHidden)
    }

    @Test func theThresholdFollowsUIKitsSnappingHeight() {
        let (host, _, _, counter) = makeScrollView()
        // 230 points: 220 past the hysteresis show (1 − 1/(220 · 0.55/480 + 1)) · 480 = 96.4 ≥ 95.07.
        pull(host, by: 230)
        #expect(counter.count == 1)
        let (shortHost, _, _, shortCounter) = makeScrollView()
        // 220 points show 93.1 < 95.07.
        pull(shortHost, by: 220)
        #expect(shortCounter.count == 0)
    }

    @Test func endRefreshingRemovesTheRoomAndScrollsBackAnimated() {
        let (host, scrollView, refreshControl, _) = makeScrollView()
        pull(host, by: 300)
        refreshControl.endRefreshing()
        #expect(!refreshControl.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        // UIKit moves the offset by the height still showing, animated.
        #expect(scrollView.contentOffset.y == -60)
        host.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > -60 && scrollView.contentOffset.y < 0)
        host.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
        #expect(refreshControl.isHidden)
    }

    @Test func aNewPullAfterEndingRefreshesAgain() {
        let (host, _, refreshControl, counter) = makeScrollView()
        pull(host, by: 300)
        refreshControl.endRefreshing()
        host.advance(by: 1)
        pull(host, by: 300)
        #expect(counter.count == 2)
    }

    /// A flick that bounces off the top never refreshes: UIKit triggers only while the finger is down.
    @Test func aFlickBouncingOffTheTopDoesNotRefresh() {
        let (host, scrollView, _, counter) = makeScrollView()
        scrollView.contentOffset.y = 400
        host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.1)
        host.advance(by: 3)
        #expect(counter.count == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func beginRefreshingSendsNothingAndDoesNotScroll() {
        let (host, scrollView, refreshControl, counter) = makeScrollView()
        refreshControl.beginRefreshing()
        #expect(refreshControl.isRefreshing)
        #expect(counter.count == 0)
        #expect(scrollView.adjustedContentInset.top == 60)
        // UIKit's `beginRefreshing` only changes state: the app scrolls to show the spinner.
        #expect(scrollView.contentOffset.y == 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)
        host.layout()
        #expect(!refreshControl.isHidden)
        refreshControl.endRefreshing()
        host.advance(by: 1)
        #expect(scrollView.contentOffset.y == 0)
        #expect(counter.count == 0)
    }

    @Test func beginRefreshingOutsideAWindowIsReportedAndIgnored() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let refreshControl = UIRefreshControl()
        scrollView.refreshControl = refreshControl
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { refreshControl.beginRefreshing() }
        #expect(!refreshControl.isRefreshing)
        #expect(diagnostics.map(\.kind) == [.misuse])
    }

    @Test func aRefreshControlOutsideAnyScrollViewIsReportedAndInert() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let refreshControl = UIRefreshControl()
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { view.addSubview(refreshControl) }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("unable to find its associated scroll view") == true)
        #expect(!refreshControl.isRefreshing)
    }

    @Test func addingTheControlAsASubviewAlsoWorks() {
        let controller = UIViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        controller.view.addSubview(scrollView)
        let refreshControl = UIRefreshControl()
        let counter = Counter()
        refreshControl.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        scrollView.addSubview(refreshControl)
        pull(host, by: 300)
        #expect(counter.count == 1)
    }

    @Test func assigningOneControlToTwoScrollViewsMovesItAndReportsIt() {
        let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let refreshControl = UIRefreshControl()
        first.refreshControl = refreshControl
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { second.refreshControl = refreshControl }
        #expect(diagnostics.map(\.kind) == [.misuse])
        #expect(first.refreshControl == nil)
        #expect(second.refreshControl === refreshControl)
        #expect(refreshControl.superview === second)
    }

    @Test func theTitleShowsBelowTheSpinnerAndGrowsTheControl() {
        let (_, _, refreshControl, _) = makeScrollView()
        refreshControl.attributedTitle = NSAttributedString(string: "Updated just now")
        // UIKit: title height + 62 + 5 (`-[_UIRefreshControlModernContentView sizeThatFits:]`).
        #expect(refreshControl.bounds.height > 67)
        let label = refreshControl.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "Updated just now")
        #expect(label?.frame.minY == 62)
    }

    /// In a navigation controller with large titles the control shows under the bar, and the bar keeps its
    /// expanded height while the content rests below the spinner.
    @Test func inANavigationControllerWithLargeTitlesTheControlSitsUnderTheBar() {
        let list = UIViewController()
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let refreshControl = UIRefreshControl()
        let counter = Counter()
        refreshControl.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        scrollView.refreshControl = refreshControl
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.layout()
        #expect(scrollView.adjustedContentInset.top == 143)
        #expect(scrollView.contentOffset.y == -143)
        // An 844-point scroll view triggers at 112.5 · 844/568 ≈ 167 points of pull: 450 points of travel show
        // (1 − 1/(440 · 0.55/844 + 1)) · 844 ≈ 188.
        pull(host, from: 250, by: 450)
        #expect(counter.count == 1)
        // The bar's 143 points and the control's 60.
        #expect(scrollView.adjustedContentInset.top == 203)
        #expect(scrollView.contentOffset.y == -203)
        let bar = navigation.navigationBar
        #expect(bar.convert(bar.bounds, to: nil).height == 96)
        let controlFrame = refreshControl.convert(refreshControl.bounds, to: nil)
        #expect(controlFrame == CGRect(x: 0, y: 143, width: 390, height: 60))
        refreshControl.endRefreshing()
        host.advance(by: 1)
        #expect(scrollView.adjustedContentInset.top == 143)
        #expect(scrollView.contentOffset.y == -143)
        #expect(bar.convert(bar.bounds, to: nil).height == 96)
    }
}
