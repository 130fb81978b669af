import OpenCollectionView
import Testing

@testable import Gallery

/// The Gallery app's routes, which the browser's history follows (`HostRouting`): `""` for the list alone, a
/// screen's slug while it shows, on a phone (pushed over the list) and in a wide window (beside the sidebar); opening
/// a route pushes, replaces or pops to match, and an unknown one is diagnosed and ignored.
@MainActor
struct AppScreenRouteTests: GalleryAppTesting {
    @Test func onAPhonePushingAndPoppingChangeTheRoute() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        let navigation = try #require(try app(host).viewControllers.first as? UINavigationController)
        #expect(host.session.route == "")
        try tapRow("controls", in: host)
        #expect(host.session.route == "controls")
        host.tap(at: try #require(host.centre(of: "navigation-back-button")))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(host.session.route == "")
    }

    @Test func onAPhoneOpeningARoutePushesReplacesAndPops() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        let navigation = try #require(try app(host).viewControllers.first as? UINavigationController)
        #expect(host.session.open(route: "controls"))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(host.view("controls-switch") != nil)
        #expect(host.view("navigation-back-button") != nil)
        #expect(host.session.route == "controls")

        // Another screen replaces the pushed one (the browser went to an entry of another screen).
        #expect(host.session.open(route: "search"))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Search with UISearchController")
        #expect(host.session.route == "search")

        #expect(host.session.open(route: ""))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(host.view("gallery-row-controls") != nil)
        #expect(host.session.route == "")
    }

    @Test func inAWideWindowTheRouteIsTheScreenBesideTheSidebar() throws {
        let host = HeadlessHost.gallery("app", size: laptop)
        let app = try app(host)
        #expect(host.session.route == "")
        try tapRow("controls", in: host)
        #expect(host.session.route == "controls")
        #expect(host.session.open(route: "search"))
        host.advance(by: 1)
        #expect(app.viewController(for: .secondary)?.title == "Search with UISearchController")
        #expect(host.session.route == "search")
        let index = try #require(host.view("gallery-index") as? UICollectionView)
        let screens = GalleryScreen.all.map(\.slug).filter { $0 != "app" }
        let row = try #require(screens.firstIndex(of: "search"))
        #expect(index.indexPathsForSelectedItems == [IndexPath(item: row, section: 0)], "its sidebar row is selected")

        #expect(host.session.open(route: ""))
        host.advance(by: 1)
        #expect(host.view("gallery-placeholder") != nil)
        #expect(index.indexPathsForSelectedItems?.isEmpty ?? true)
        #expect(host.session.route == "")
    }

    @Test func theRouteSurvivesResizingBetweenPhoneAndDesktop() throws {
        let host = HeadlessHost.gallery("app", size: laptop)
        #expect(host.session.open(route: "controls"))
        host.advance(by: 1)
        host.resize(to: phone)
        host.advance(by: 1)
        #expect(host.session.route == "controls")
        host.resize(to: laptop)
        host.advance(by: 1)
        #expect(host.session.route == "controls")
    }

    @Test func anUnknownRouteIsDiagnosedAndIgnored() throws {
        let host = HeadlessHost.gallery("app", size: phone)
        #expect(host.session.open(route: "controls"))
        host.advance(by: 1)
        for unknown in ["no-such-screen", "app", "controls/more"] {
            let (opened, diagnostics) = OpenCollectionViewDiagnostics.collect { host.session.open(route: unknown) }
            #expect(!opened, "\(unknown)")
            #expect(diagnostics.count == 1, "\(unknown)")
            #expect(host.session.route == "controls", "\(unknown) leaves the pushed screen")
        }
    }
}
