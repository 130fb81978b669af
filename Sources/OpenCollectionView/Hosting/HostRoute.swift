/// How an app names what its window shows as a route, so a host can keep its own history in step with the app's
/// navigation: the web host puts the route in the page's URL (`/screen/<slug>/<route>`), adds a browser history
/// entry when the app pushes, and hands the route back when the browser goes back or forward, reloads, or opens a
/// shared link.
///
/// A route is a path of plain components (`HostRoute.problem(with:)` says which are plain), one per level the app
/// has pushed: `""` for the app's first screen, `"controls"` for a screen pushed on it, `"inbox/42"` for one pushed
/// on that. The window's root view controller (or the first of its descendants) that conforms is asked.
@MainActor
public protocol HostRouting: AnyObject {
    /// The route of what the app shows now.
    var hostRoute: String { get }
    /// Shows `route`, pushing or popping as the app's own navigation would; returns `false` when the route names
    /// nothing the app knows (the session diagnoses it and nothing changes).
    func openHostRoute(_ route: String) -> Bool
}

/// The rules routes follow on their way between a host and an app.
public enum HostRoute {
    /// The longest route accepted, in bytes.
    public static let maximumLength = 512

    /// What is wrong with `route` as a route, or `nil` when it is one: at most `maximumLength` bytes of ASCII
    /// letters, digits, `-`, `_`, `.` and `~` in components separated by single slashes, with no empty, `.` or
    /// `..` component and no slash at either end (`""`, the app's first screen, is a route).
    public static func problem(with route: String) -> String? {
        guard route.utf8.count <= maximumLength else {
            return "a route is at most \(maximumLength) bytes, not \(route.utf8.count)"
        }
        guard !route.isEmpty else { return nil }
        for component in route.split(separator: "/", omittingEmptySubsequences: false) {
            guard !component.isEmpty else { return "a route has no empty component or slash at either end" }
            guard component != ".", component != ".." else { return "a route has no . or .. component" }
            guard component.utf8.allSatisfy(isPlain) else {
                return "a route is made of letters, digits, - _ . ~ and slashes"
            }
        }
        return nil
    }

    /// The route's components, one per pushed level (none for `""`).
    public static func components(of route: String) -> [String] {
        route.split(separator: "/").map(String.init)
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}

extension HostSession {
    /// The app's route (`HostRouting.hostRoute` of the window's routing controller), or `nil` when no controller
    /// of the window routes or the one that does reports something that is not a route (diagnosed).
    public var route: String? {
        scene.makeCurrent {
            guard let routing = routingController else { return nil }
            let route = routing.hostRoute
            if let problem = HostRoute.problem(with: route) {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "HostRouting: \(type(of: routing)) reported \(quoted(route)), not a route: \(problem)")
                return nil
            }
            return route
        }
    }

    /// Shows `route` in the app (a host's back, forward or reload). A string that is not a route, a window whose
    /// controllers do not route, or a route the app does not know is diagnosed and ignored: returns `false`.
    @discardableResult
    public func open(route: String) -> Bool {
        scene.makeCurrent {
            if let problem = HostRoute.problem(with: route) {
                OpenCollectionViewDiagnostics.report(.misuse, "HostRouting: ignoring \(quoted(route)): \(problem)")
                return false
            }
            guard let routing = routingController else {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "HostRouting: ignoring \(quoted(route)): no view controller of the window routes")
                return false
            }
            guard routing.hostRoute == route || routing.openHostRoute(route) else {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "HostRouting: \(type(of: routing)) knows no route \(quoted(route)); ignoring it")
                return false
            }
            window.layoutIfNeeded()
            return true
        }
    }

    /// The window's root view controller if it routes, else the first of its descendants (depth first) that does.
    /// Asked for every frame the host sends, so it walks the controllers without building a list of them.
    private var routingController: (any HostRouting)? {
        func search(_ controller: UIViewController) -> (any HostRouting)? {
            if let routing = controller as? any HostRouting { return routing }
            for child in controller.children {
                if let routing = search(child) { return routing }
            }
            return nil
        }
        return window.rootViewController.flatMap(search)
    }
}

/// A route as a diagnostic quotes it: cut to 80 characters.
private func quoted(_ route: String) -> String {
    "\"" + (route.count > 80 ? route.prefix(80) + "…" : route) + "\""
}
