import OpenCollectionView
import Testing

@testable import Gallery

/// The Gallery app as a split view controller: a sidebar beside the chosen screen in a wide window, one navigation
/// stack on a phone, and resizing moving between the two without losing the chosen screen.
@MainActor
struct AppScreenSplitViewTests: GalleryAppTesting {
    @Test func aWideWindowShowsTheSidebarBesideTheChosenScreen() throws {
        let host = HeadlessHost.gallery("app", size: laptop)
        let app = try app(host)
        #expect(!app.isCollapsed)
        #expect(app.displayMode == .oneBesideSecondary)
        // The sidebar: UIKit's 320-point primary column drawn in the `.sidebar` list appearance.
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        #expect(index.convert(index.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(index.backgroundColor == .secondarySystemBackground)
        #expect(host.view("gallery-placeholder") != nil)

        try tapRow("controls", in: host)
        #expect(!(app.viewController(for: .secondary) is GalleryAppPlaceholderViewController))
        let screen = try #require(app.viewController(for: .secondary))
        #expect(screen.view.convert(screen.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(host.view("gallery-placeholder") == nil)
        // The sidebar keeps its selection on the screen shown beside it, and the list is not pushed away.
        #expect(index.indexPathsForSelectedItems?.count == 1)
        #expect(host.view("gallery-index") != nil)
        #expect(screen.navigationController?.viewControllers.count == 1)
    }

    @Test func aPhoneShowsTheListAndPushesTheScreen() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        let app = try app(host)
        #expect(app.isCollapsed)
        let navigation = try #require(app.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        #expect(index.convert(index.bounds, to: nil).width == 390)
        #expect(index.backgroundColor == .systemBackground)
        try tapRow("controls", in: host)
        #expect(navigation.viewControllers.count == 2)
        #expect(host.view("navigation-back-button") != nil)
    }

    @Test func resizingCollapsesAndExpandsKeepingTheChosenScreen() throws {
        let host = HeadlessHost.gallery("app", size: laptop)
        let app = try app(host)
        try tapRow("controls", in: host)
        let screen = try #require(app.viewController(for: .secondary))

        host.resize(to: phone)
        host.advance(by: 0.5)
        #expect(app.isCollapsed)
        let navigation = try #require(app.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === screen)
        #expect(screen.view.convert(screen.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.view("navigation-back-button") != nil)

        host.resize(to: laptop)
        host.advance(by: 0.5)
        #expect(!app.isCollapsed)
        #expect(navigation.viewControllers.count == 1)
        #expect(screen.view.convert(screen.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 960, height: 800))
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        #expect(index.backgroundColor == .secondarySystemBackground)
        #expect(index.indexPathsForSelectedItems?.count == 1)
    }

    @Test func aScreenChosenOnAPhoneShowsBesideTheSidebarOnceWide() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        let app = try app(host)
        try tapRow("controls", in: host)
        host.resize(to: laptop)
        host.advance(by: 0.5)
        #expect(!app.isCollapsed)
        let screen = try #require(app.viewController(for: .secondary))
        #expect(!(screen is GalleryAppPlaceholderViewController))
        #expect(screen.view.convert(screen.view.bounds, to: nil) == CGRect(x: 320, y: 0, width: 960, height: 800))
        // Back to a phone: the list with the screen pushed on it.
        host.resize(to: phone)
        host.advance(by: 0.5)
        let navigation = try #require(app.viewControllers.first as? UINavigationController)
        #expect(navigation.topViewController === screen)
    }
}
