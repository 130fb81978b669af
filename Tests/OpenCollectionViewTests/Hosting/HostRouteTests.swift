import OpenCollectionView
import Testing

/// An app names what it shows as a route (`HostRouting`) and a host opens routes in it (`HostSession.route`,
/// `open(route:)`): pushes and pops change the route, opening a route pushes or pops to match, and a route the app
/// does not know, a string that is not a route, or a window that does not route is diagnosed and ignored.
@MainActor
struct HostRouteTests {
    /// A screen named by its route component.
    final class Page: UIViewController {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    /// A navigation controller whose route is the names of the pages pushed on its root; it knows the pages "a",
    /// "b" and "c", in any order.
    final class RoutingNavigation: UINavigationController, HostRouting {
        var hostRoute: String {
            viewControllers.dropFirst().compactMap { ($0 as? Page)?.name }.joined(separator: "/")
        }

        func openHostRoute(_ route: String) -> Bool {
            let names = HostRoute.components(of: route)
            guard names.allSatisfy(["a", "b", "c"].contains) else { return false }
            // Keep the pages that are already there, as an app popping back would.
            var stack = Array(viewControllers.prefix(1))
            for (level, name) in names.enumerated() {
                let existing = viewControllers.dropFirst().dropFirst(level).first as? Page
                stack.append(existing?.name == name && stack.count == level + 1 ? existing! : Page(name))
            }
            setViewControllers(stack, animated: true)
            return true
        }
    }

    private func makeHost() -> (HeadlessHost, RoutingNavigation) {
        let navigation = RoutingNavigation(rootViewController: Page("list"))
        return (HeadlessHost(rootViewController: navigation), navigation)
    }

    @Test func pushingAndPoppingChangeTheRoute() {
        let (host, navigation) = makeHost()
        #expect(host.session.route == "")
        navigation.pushViewController(Page("a"), animated: true)
        host.advance(by: 1)
        #expect(host.session.route == "a")
        navigation.pushViewController(Page("b"), animated: true)
        host.advance(by: 1)
        #expect(host.session.route == "a/b")
        navigation.popViewController(animated: true)
        host.advance(by: 1)
        #expect(host.session.route == "a")
        navigation.popToRootViewController(animated: false)
        #expect(host.session.route == "")
    }

    @Test func openingARoutePushesAndPopsToIt() {
        let (host, navigation) = makeHost()
        #expect(host.session.open(route: "a/b"))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 3)
        #expect(host.session.route == "a/b")
        let first = navigation.viewControllers[1]
        #expect(host.session.open(route: "a"))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers[1] === first, "going back keeps the page that was there")
        #expect(host.session.open(route: "a/c"))
        host.advance(by: 1)
        #expect(host.session.route == "a/c")
        #expect(host.session.open(route: ""))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(host.session.route == "")
    }

    @Test func anUnknownRouteIsDiagnosedAndIgnored() {
        let (host, navigation) = makeHost()
        host.session.open(route: "a")
        host.advance(by: 1)
        let (opened, diagnostics) = OpenCollectionViewDiagnostics.collect { host.session.open(route: "a/zzz") }
        #expect(!opened)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("knows no route \"a/zzz\"") == true)
        #expect(navigation.viewControllers.count == 2, "nothing changed")
        #expect(host.session.route == "a")
    }

    @Test func aStringThatIsNotARouteIsDiagnosedAndIgnored() {
        let (host, navigation) = makeHost()
        for bad in ["/a", "a/", "a//b", "../a", "a/./b", "a b", "<script>", "é", String(repeating: "a", count: 513)] {
            let (opened, diagnostics) = OpenCollectionViewDiagnostics.collect { host.session.open(route: bad) }
            #expect(!opened, "\(bad.prefix(20))")
            #expect(diagnostics.count == 1, "\(bad.prefix(20))")
            #expect(HostRoute.problem(with: bad) != nil, "\(bad.prefix(20))")
        }
        #expect(navigation.viewControllers.count == 1)
        for good in ["", "a", "a/b", "views-and-scrolling", "x_1.2~3", String(repeating: "a", count: 512)] {
            #expect(HostRoute.problem(with: good) == nil, "\(good.prefix(20))")
        }
        #expect(HostRoute.components(of: "a/b") == ["a", "b"])
        #expect(HostRoute.components(of: "").isEmpty)
    }

    @Test func aWindowThatDoesNotRouteHasNoRouteAndIgnoresOne() {
        let host = HeadlessHost(rootViewController: UINavigationController(rootViewController: Page("list")))
        #expect(host.session.route == nil)
        let (opened, diagnostics) = OpenCollectionViewDiagnostics.collect { host.session.open(route: "a") }
        #expect(!opened)
        #expect(diagnostics.first?.message.contains("no view controller of the window routes") == true)
    }

    @Test func aRoutingChildOfTheRootIsFound() {
        let navigation = RoutingNavigation(rootViewController: Page("list"))
        let container = UIViewController()
        container.addChild(navigation)
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        let host = HeadlessHost(rootViewController: container)
        #expect(host.session.open(route: "b"))
        host.advance(by: 1)
        #expect(host.session.route == "b")
    }
}
