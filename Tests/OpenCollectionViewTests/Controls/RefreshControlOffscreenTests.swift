import Testing
import UIKit

/// `UIRefreshControl.beginRefreshing()` called before the scroll view is in a window (issue 34 item 8), as apps do
/// in `viewDidLoad`. UIKit logs "A UIRefreshControl received offscreen beginRefreshing. Ignored. Break on
/// UIRefreshControlReceivedOffscreenBeginRefreshing to debug." and drops the call: the control does not refresh,
/// makes no room above the content, and does not start later when the view reaches the window — apps call it
/// again once on screen, from `viewDidAppear` (the-blue-alliance/the-blue-alliance-ios pull request 1141, which
/// quotes the log and moves the call there; react-native pull request 45996: offscreen calls "were ignored").
@MainActor
struct RefreshControlOffscreenTests {
    /// Keeps the windows alive for the whole test.
    final class Windows { var all: [UIWindow] = [] }
    let windows = Windows()

    /// A list screen that starts a refresh as soon as its view loads and again when it has appeared.
    final class FeedViewController: UIViewController {
        let scrollView = UIScrollView()
        let refreshControl = UIRefreshControl()
        var refreshingAfterViewDidLoad: Bool?
        var beginsAgainOnAppear = false
        var refreshingAfterViewDidAppear: Bool?

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = CGSize(width: 320, height: 2000)
            scrollView.refreshControl = refreshControl
            view.addSubview(scrollView)
            refreshControl.beginRefreshing()
            refreshingAfterViewDidLoad = refreshControl.isRefreshing
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if beginsAgainOnAppear { refreshControl.beginRefreshing() }
            refreshingAfterViewDidAppear = refreshControl.isRefreshing
        }
    }

    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        windows.all.append(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func beginRefreshingInViewDidLoadIsIgnored() {
        let controller = FeedViewController()
        controller.loadViewIfNeeded()
        #expect(controller.refreshingAfterViewDidLoad == false)
        #expect(controller.scrollView.contentOffset == .zero)
        #expect(controller.scrollView.adjustedContentInset == .zero)
    }

    @Test func theIgnoredCallDoesNotStartARefreshWhenTheViewReachesTheWindow() {
        let controller = FeedViewController()
        _ = show(controller)

        #expect(controller.refreshingAfterViewDidLoad == false)
        #expect(controller.refreshingAfterViewDidAppear == false)
        #expect(!controller.refreshControl.isRefreshing)
        #expect(controller.refreshControl.isHidden)
        #expect(controller.scrollView.contentOffset == .zero)
        #expect(controller.scrollView.adjustedContentInset == .zero)
    }

    /// Called again once on screen it refreshes, making room above the content without scrolling (UIKit's
    /// `beginRefreshing` changes state only; the app scrolls to show the spinner).
    @Test func beginRefreshingFromViewDidAppearRefreshes() {
        let controller = FeedViewController()
        controller.beginsAgainOnAppear = true
        _ = show(controller)

        #expect(controller.refreshingAfterViewDidLoad == false)
        #expect(controller.refreshingAfterViewDidAppear == true)
        #expect(controller.scrollView.adjustedContentInset.top == 60)
        #expect(controller.scrollView.contentOffset == .zero)
    }
}
