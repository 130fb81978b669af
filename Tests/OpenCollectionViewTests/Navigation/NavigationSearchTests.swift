// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UINavigationItem.searchController` (UIKit, iOS 11+): the search bar sits in the navigation bar below the title,
/// adds its row to the bar's height and the safe area, collapses as the content scrolls up while
/// `hidesSearchBarWhenScrolling`, and runs the search in place.
@MainActor
struct NavigationSearchTests {
    final class Updater: UISearchResultsUpdating {
        var queries: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            queries.append(searchController.searchBar.text ?? "")
        }
    }

    struct Screen {
        let host: HeadlessHost
        let navigation: UINavigationController
        let list: UIViewController
        let scrollView: UIScrollView
        let search: UISearchController
        let updater: Updater
    }

    func screen(largeTitles: Bool, hidesWhenScrolling: Bool = true) -> Screen {
        let list = UIViewController()
        list.title = "People"
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        list.view.addSubview(scrollView)
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        let updater = Updater()
        search.searchResultsUpdater = updater
        list.navigationItem.searchController = search
        list.navigationItem.hidesSearchBarWhenScrolling = hidesWhenScrolling
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844),
            safeAreaInsets: NavigationControllerStackTests.phoneInsets)
        host.layout()
        return Screen(
            host: host, navigation: navigation, list: list, scrollView: scrollView, search: search, updater: updater)
    }

    func windowFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    @Test func theSearchBarAdds52PointsBelowTheLargeTitle() {
        let screen = screen(largeTitles: true)
        // UIKit (iPhone, 47-point status bar): a large-title bar with a search controller is 96 + 52 points, and
        // the safe area and the scroll view's inset start below it.
        #expect(windowFrame(screen.navigation.navigationBar) == CGRect(x: 0, y: 47, width: 390, height: 148))
        #expect(screen.list.view.safeAreaInsets.top == 195)
        #expect(screen.scrollView.adjustedContentInset.top == 195)
        #expect(screen.scrollView.contentOffset.y == -195)
        let bar = screen.search.searchBar
        #expect(bar.isDescendant(of: screen.navigation.navigationBar))
        // The field's row is the bar's bottom 52 points; the field is 36 points tall, lined up with the large
        // title at the 16-point margin.
        let field = windowFrame(bar.searchTextField)
        #expect(field.height == 36)
        #expect(field.minX == 16)
        #expect(field.minY >= 47 + 96 && field.maxY <= 47 + 148)
    }

    @Test func theSearchBarAdds52PointsBelowAStandardBar() {
        let screen = screen(largeTitles: false)
        // UIKit: 44 + 52 points.
        #expect(windowFrame(screen.navigation.navigationBar) == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(screen.scrollView.adjustedContentInset.top == 143)
    }

    @Test func theSearchFieldCollapsesAsTheContentScrollsUpAndShowsAgainAtTheTop() {
        let screen = screen(largeTitles: true)
        let host = screen.host
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 570), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        // Scrolled up by less than the search row: the search row shrinks first, the large title keeps its 96.
        let scrolled = screen.scrollView.contentOffset.y + 195
        #expect(scrolled > 0 && scrolled < 52)
        #expect(abs(windowFrame(screen.navigation.navigationBar).height - (148 - scrolled)) < 0.5)
        #expect(screen.search.searchBar.alpha < 1)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        // Scrolled well up: both the search row and the large title have collapsed into the 44-point row, while
        // the safe area keeps the expanded height.
        #expect(windowFrame(screen.navigation.navigationBar).height == 44)
        #expect(screen.scrollView.adjustedContentInset.top == 195)
        screen.scrollView.setContentOffset(CGPoint(x: 0, y: -195), animated: false)
        host.layout()
        #expect(windowFrame(screen.navigation.navigationBar).height == 148)
        #expect(screen.search.searchBar.alpha == 1)
    }

    @Test func withoutHidingWhenScrollingTheSearchBarStaysBelowTheCollapsedTitle() {
        let screen = screen(largeTitles: true, hidesWhenScrolling: false)
        screen.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        screen.host.layout()
        // UIKit: the large title collapses to the standard row, and the search bar stays under it.
        #expect(windowFrame(screen.navigation.navigationBar).height == 96)
        #expect(screen.search.searchBar.alpha == 1)
    }

    @Test func tappingTheFieldSearchesInTheBarAndCancelEndsIt() throws {
        let screen = screen(largeTitles: true)
        let host = screen.host
        let bar = screen.search.searchBar
        let field = windowFrame(bar.searchTextField)
        host.tap(at: CGPoint(x: field.midX, y: field.midY))
        #expect(screen.search.isActive)
        #expect(bar.searchTextField.isFirstResponder)
        #expect(bar.showsCancelButton)
        host.layout()
        // The bar stays in the navigation bar, at its full height.
        #expect(bar.isDescendant(of: screen.navigation.navigationBar))
        #expect(windowFrame(screen.navigation.navigationBar).height == 148)
        host.type("ad")
        // UISearchResultsUpdating: asked on activation and on every change of the text.
        #expect(screen.updater.queries == ["", "a", "ad"])
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        #expect(cancel.currentTitle == "Cancel")
        let cancelFrame = windowFrame(cancel)
        #expect(cancelFrame.maxX == 374)
        host.tap(at: CGPoint(x: cancelFrame.midX, y: cancelFrame.midY))
        #expect(!screen.search.isActive)
        #expect(bar.text == "")
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(screen.updater.queries.last == "")
        host.layout()
        #expect(windowFrame(screen.navigation.navigationBar).height == 148)
    }
}
