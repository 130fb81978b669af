import OpenCollectionView
import Testing

@testable import Gallery

/// The Gallery as an app on a phone: its split view controller collapses into one navigation controller whose index
/// pushes each screen; the search screen puts its search bar in the navigation bar
/// (`navigationItem.searchController`) when pushed, as a UIKit app would.
@MainActor
struct AppScreenTests {
    @Test func tappingARowPushesTheScreenAndSearchLivesInTheNavigationBar() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        let split = try #require(host.window.rootViewController as? UISplitViewController)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        // The row may be below the fold: scroll it into view first, as a person would.
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        let screens = GalleryScreen.all.map(\.slug).filter { $0 != "app" }
        let row = try #require(screens.firstIndex(of: "search"))
        index.scrollToItem(at: IndexPath(item: row, section: 0), at: .centeredVertically, animated: false)
        host.layout()
        host.tap(at: try #require(host.centre(of: "gallery-row-search")))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        let bar = try #require(host.view("navigation-bar"))
        let searchBar = try #require(host.view("search-bar"))
        #expect(searchBar.isDescendant(of: bar))
    }
}
