// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A data source over a fixed list of pages and a delegate, both recording their calls in the pages' sink.
@MainActor
final class PageRecorder: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [LifecycleLogger]
    let sink: EventSink

    init(count: Int, sink: EventSink) {
        self.sink = sink
        pages = (0..<count).map { LifecycleLogger("page\($0)", sink: sink) }
    }

    private func name(_ controller: UIViewController) -> String { (controller as? LifecycleLogger)?.name ?? "?" }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        sink.entries.append("before \(name(viewController))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        sink.entries.append("after \(name(viewController))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        sink.entries.append("willTransitionTo \(pendingViewControllers.map(name))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        sink.entries.append("didFinishAnimating \(previousViewControllers.map(name)) completed=\(completed)")
    }
}

/// UIPageViewController's scroll style driven by real drags. Expected orders: the data-source and delegate calls as
/// observed on iOS (wisdomskyduan.blogspot.com, "[iOS] UIPageViewController Test Note", iOS 9.1: the first drag asks
/// for the page after, then the page before, then `willTransitionTo`; a drag let go short ends with
/// `didFinishAnimating` with `transitionCompleted` false; a completed turn ends with it true and then asks for the
/// page beyond); the delegate methods as Apple documents them (UIPageViewControllerDelegate: `willTransitionTo` is
/// "called before a gesture-driven transition begins", `didFinishAnimating` "after a gesture-driven transition
/// completes"); appearance as UIKit's containers send it (the page being revealed hears `viewWillAppear` as the drag
/// reveals it, the current page `viewWillDisappear`; the `did` calls when the page settles).
@MainActor
struct PageViewControllerTests {
    static let size = CGSize(width: 390, height: 844)

    func makePager(
        orientation: UIPageViewController.NavigationOrientation = .horizontal, spacing: CGFloat = 0
    ) -> (UIPageViewController, PageRecorder, HeadlessHost, EventSink) {
        let sink = EventSink()
        let recorder = PageRecorder(count: 4, sink: sink)
        let pager = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: orientation, options: [.interPageSpacing: spacing])
        pager.dataSource = recorder
        pager.delegate = recorder
        pager.setViewControllers([recorder.pages[0]], direction: .forward, animated: false)
        let host = HeadlessHost(rootViewController: pager, size: Self.size)
        host.layout()
        sink.entries.removeAll()
        return (pager, recorder, host, sink)
    }

    /// The entries without `viewIsAppearing`, which comes in the layout pass after the view is revealed.
    func calls(_ sink: EventSink) -> [String] { sink.entries.filter { !$0.hasSuffix("isAppearing") } }

    @Test func theFirstPageFillsTheViewAsTheOnlyChild() {
        let (pager, recorder, host, _) = makePager(spacing: 12)
        let page = recorder.pages[0]
        #expect(pager.viewControllers == [page])
        #expect(pager.children == [page])
        #expect(page.view.window === host.window)
        #expect(page.view.convert(page.view.bounds, to: nil) == CGRect(origin: .zero, size: Self.size))
        #expect(page.appearing.count == 1)
        #expect(pager.spineLocation == .none)
        #expect(pager.transitionStyle == .scroll)
        // Observed on iOS (Stack Overflow, "UIPageViewController gestureRecognizers array empty"): empty for the scroll
        // style, whose recognizers belong to its internal scroll view.
        #expect(pager.gestureRecognizers.isEmpty)
    }

    @Test func aSwipeTurnsToTheNextPageInUIKitsOrder() {
        let (pager, recorder, host, sink) = makePager()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
        host.advance(by: 1)
        #expect(
            calls(sink) == [
                "after page0", "before page0", "willTransitionTo [\"page1\"]", "page0 willDisappear",
                "page1 willAppear", "page0 didDisappear", "page1 didAppear",
                "didFinishAnimating [\"page0\"] completed=true", "after page1",
            ])
        #expect(sink.entries.filter { $0 == "page1 isAppearing" }.count == 1)
        #expect(pager.viewControllers == [recorder.pages[1]])
        #expect(pager.children == [recorder.pages[1]])
        #expect(recorder.pages[0].parent == nil)
        #expect(recorder.pages[0].viewIfLoaded?.window == nil)
        let page = recorder.pages[1].view!
        #expect(page.convert(page.bounds, to: nil) == CGRect(origin: .zero, size: Self.size))
    }

    @Test func aShortDragSnapsBackAndTheTurnIsNotCompleted() {
        let (pager, recorder, host, sink) = makePager()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        #expect(
            calls(sink) == [
                "after page0", "before page0", "willTransitionTo [\"page1\"]", "page0 willDisappear",
                "page1 willAppear", "page1 willDisappear", "page1 didDisappear", "page0 willAppear",
                "page0 didAppear", "didFinishAnimating [\"page0\"] completed=false",
            ])
        #expect(pager.viewControllers == [recorder.pages[0]])
        #expect(pager.children == [recorder.pages[0]])
        #expect(recorder.pages[1].parent == nil)
        // The second drag knows the neighbours: only the delegate hears it.
        sink.entries.removeAll()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.3, hold: 0.3)
        host.advance(by: 1)
        #expect(calls(sink).first == "willTransitionTo [\"page1\"]")
    }

    @Test func aSwipeBackTurnsToThePreviousPageAndAsksForTheOneBeforeIt() {
        let (pager, recorder, host, sink) = makePager()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
        host.advance(by: 1)
        sink.entries.removeAll()
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.25)
        host.advance(by: 1)
        #expect(
            calls(sink) == [
                "willTransitionTo [\"page0\"]", "page1 willDisappear", "page0 willAppear", "page1 didDisappear",
                "page0 didAppear", "didFinishAnimating [\"page1\"] completed=true", "before page0",
            ])
        #expect(pager.viewControllers == [recorder.pages[0]])
    }

    @Test func theFirstPageHasNothingBeforeIt() {
        let (pager, recorder, host, sink) = makePager()
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.25)
        host.advance(by: 1)
        #expect(calls(sink) == ["after page0", "before page0"])
        #expect(pager.viewControllers == [recorder.pages[0]])
        let page = recorder.pages[0].view!
        #expect(page.convert(page.bounds, to: nil) == CGRect(origin: .zero, size: Self.size))
    }

    @Test func aVerticalPagerTurnsWithAnUpwardSwipe() {
        let (pager, recorder, host, sink) = makePager(orientation: .vertical)
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.25)
        host.advance(by: 1)
        #expect(calls(sink).contains("didFinishAnimating [\"page0\"] completed=true"))
        #expect(pager.viewControllers == [recorder.pages[1]])
        let page = recorder.pages[1].view!
        #expect(page.convert(page.bounds, to: nil) == CGRect(origin: .zero, size: Self.size))
    }

    @Test func pagesAreInterPageSpacingApart() {
        let (_, recorder, host, _) = makePager(spacing: 20)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3, hold: 0.3, press: 0)
        // Mid-drag (the finger lifted, still settling back): the next page sits 20 points after the current one.
        let current = recorder.pages[0].view!
        let next = recorder.pages[1].view!
        let currentFrame = current.convert(current.bounds, to: nil)
        let nextFrame = next.convert(next.bounds, to: nil)
        #expect(currentFrame.width == Self.size.width)
        #expect(nextFrame.minX - currentFrame.maxX == 20)
        host.advance(by: 1)
    }

    @Test func anAnimatedSetSlidesToThePageWithoutTellingTheDelegate() {
        let (pager, recorder, host, sink) = makePager()
        var finished: [Bool] = []
        pager.setViewControllers([recorder.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        #expect(finished.isEmpty)
        host.advance(by: 1)
        #expect(finished == [true])
        #expect(
            calls(sink) == ["page0 willDisappear", "page2 willAppear", "page0 didDisappear", "page2 didAppear"])
        #expect(pager.viewControllers == [recorder.pages[2]])
        #expect(pager.children == [recorder.pages[2]])
        // The neighbours of a page set in code are asked for at the next drag.
        sink.entries.removeAll()
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
        host.advance(by: 1)
        #expect(Array(calls(sink).prefix(3)) == ["after page2", "before page2", "willTransitionTo [\"page3\"]"])
    }

    @MainActor private final class ScrollWatcher: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        var settled = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settled += 1 }
    }

    @Test func pagesTurnWhenAnAppTakesTheScrollViewsDelegate() throws {
        // Pageboy (and Tabman on it) sets itself as the queuing scroll view's delegate to report positions and
        // finishes scrollToPage in setViewControllers' completion, which runs on iOS (its suite, run on iOS by its
        // CI); the page view controller turns pages whoever the scroll view's delegate is.
        let (pager, recorder, host, _) = makePager()
        let scrollView = try #require(pager.view.subviews.compactMap { $0 as? UIScrollView }.first)
        let watcher = ScrollWatcher()
        scrollView.delegate = watcher
        var finished: [Bool] = []
        pager.setViewControllers([recorder.pages[1]], direction: .forward, animated: true) { finished.append($0) }
        host.advance(by: 1)
        #expect(finished == [true])
        #expect(pager.viewControllers == [recorder.pages[1]])
        #expect(watcher.scrolls > 0 && watcher.settled == 1, "the app's delegate still hears the scrolling")
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.25)
        host.advance(by: 1)
        #expect(pager.viewControllers == [recorder.pages[2]], "a swipe turns the page too")
    }

    @Test func aSetWithoutAnimationSwapsThePageAtOnce() {
        let (pager, recorder, host, sink) = makePager()
        var finished: [Bool] = []
        pager.setViewControllers([recorder.pages[3]], direction: .reverse, animated: false) { finished.append($0) }
        #expect(recorder.pages[3].view.window === host.window)
        #expect(recorder.pages[0].viewIfLoaded?.window == nil)
        #expect(finished == [true])
        #expect(calls(sink) == ["page0 willDisappear", "page3 willAppear", "page0 didDisappear", "page3 didAppear"])
        #expect(pager.children == [recorder.pages[3]])
    }

    @Test func theScrollStyleTakesOnePage() {
        let (pager, recorder, host, _) = makePager()
        // UIKit raises "The number of view controllers provided (2) doesn't match the number required (1) for the
        // requested transition"; here it is reported and ignored.
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            pager.setViewControllers([recorder.pages[1], recorder.pages[2]], direction: .forward, animated: false)
        }
        #expect(diagnostics.map(\.kind) == [.misuse])
        #expect(pager.viewControllers == [recorder.pages[0]])
        #expect(recorder.pages[0].view.window === host.window)
    }

    @Test func thePageCurlStyleHasASpine() {
        // Apple's documentation: the spine location defaults to min; a mid spine shows two pages, double-sided.
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min)
        #expect(!curl.isDoubleSided)
        let book = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(book.spineLocation == .mid)
        #expect(book.isDoubleSided)
        #expect(UIPageViewController().transitionStyle == .pageCurl)
    }
}
