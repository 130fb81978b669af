import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The browser's history over the wire: `{"t":"route","r":…}` decodes (a string that is not a route too, for the
/// session to diagnose and ignore), a tab sends the app's route (`route`) when it changes and answers each route
/// message (`"ra":N`, how many it answers), and a window that does not route sends none.
@MainActor
struct RouteWebTests {
    /// A navigation controller whose route is the titles of the controllers pushed on its root ("a" or "b").
    final class RoutingNavigation: UINavigationController, HostRouting {
        var hostRoute: String { viewControllers.dropFirst().compactMap(\.title).joined(separator: "/") }

        func openHostRoute(_ route: String) -> Bool {
            let names = HostRoute.components(of: route)
            guard names.allSatisfy(["a", "b"].contains) else { return false }
            let pages = names.map { name in
                let page = UIViewController()
                page.title = name
                return page
            }
            setViewControllers(Array(viewControllers.prefix(1)) + pages, animated: false)
            return true
        }
    }

    @Test func routeMessagesDecode() throws {
        #expect(try ClientMessage.decode(#"{"t":"route","r":"controls"}"#) == .route("controls"))
        #expect(try ClientMessage.decode(#"{"t":"route","r":""}"#) == .route(""))
        #expect(try ClientMessage.decode(#"{"t":"route","r":"a/b-c_d.e~f"}"#) == .route("a/b-c_d.e~f"))
        // Not routes, but decoded: the session diagnoses and ignores them rather than the socket closing.
        #expect(try ClientMessage.decode(#"{"t":"route","r":"../<x>"}"#) == .route("../<x>"))
        let long = String(repeating: "a", count: HostRoute.maximumLength + 1)
        #expect(try ClientMessage.decode(#"{"t":"route","r":""# + long + #""}"#) == .route(long))
    }

    @Test func routeMessagesOfTheWrongShapeAreRefused() {
        #expect(throws: ClientMessageError.malformed("route needs a route r")) {
            try ClientMessage.decode(#"{"t":"route"}"#)
        }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"route","r":7}"#) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"route","r":null,"x":"#) }
    }

    private func send(_ tab: BrowserTab, _ json: String) throws {
        tab.receive([try ClientMessage.decode(json)])
    }

    private func lastMessage(_ transport: RecordingTransport) throws -> [String: Any] {
        let text = try #require(transport.frames.last)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aTabSendsTheRouteWhenItChangesAndAnswersRouteMessages() throws {
        let transport = RecordingTransport()
        let navigation = RoutingNavigation(rootViewController: UIViewController())
        let tab = BrowserTab(screen: WebScreen(slug: "t", title: "T") { navigation }, transport: transport)
        try send(tab, #"{"t":"resize","w":390,"h":600}"#)
        tab.sendFrame()
        tab.frameWasSent()
        #expect(try lastMessage(transport)["route"] as? String == "", "the first frame names the route")
        #expect(try lastMessage(transport)["ra"] == nil)

        try send(tab, #"{"t":"route","r":"a/b"}"#)
        tab.frameWasSent()
        #expect(navigation.viewControllers.count == 3)
        #expect(try lastMessage(transport)["route"] as? String == "a/b")
        #expect(try lastMessage(transport)["ra"] as? Int == 1)

        // The app pops by itself: the route goes out once, unasked.
        navigation.popViewController(animated: false)
        tab.sendFrame()
        tab.frameWasSent()
        #expect(try lastMessage(transport)["route"] as? String == "a")
        #expect(try lastMessage(transport)["ra"] == nil)
        let count = transport.frames.count
        tab.scheduleFrame()
        tab.sendFrame()
        if transport.frames.count > count {
            #expect(try lastMessage(transport)["route"] == nil, "unchanged: not sent again")
        }

        // A route the app does not know, and a string that is not one: diagnosed, ignored, answered with the route
        // that shows, and the tab stays open.
        for bad in [#"{"t":"route","r":"zzz"}"#, #"{"t":"route","r":"../<x>"}"#] {
            tab.frameWasSent()
            let (_, diagnostics) = try OpenCollectionViewDiagnostics.collect { try send(tab, bad) }
            #expect(diagnostics.count == 1)
            #expect(try lastMessage(transport)["route"] as? String == "a")
            #expect(try lastMessage(transport)["ra"] as? Int == 1)
        }
        #expect(transport.closes.isEmpty)
        #expect(!tab.isClosed)
    }

    /// Route messages sent while a frame is on its way are answered together, with their number: the page acts on
    /// the answer to the last one it sent (a Back pressed before the answer to a Forward came).
    @Test func oneFrameAnswersEveryRouteMessageBeforeIt() throws {
        let transport = RecordingTransport()
        let navigation = RoutingNavigation(rootViewController: UIViewController())
        let tab = BrowserTab(screen: WebScreen(slug: "t", title: "T") { navigation }, transport: transport)
        try send(tab, #"{"t":"resize","w":390,"h":600}"#)
        tab.sendFrame()
        try send(tab, #"{"t":"route","r":"a"}"#)
        try send(tab, #"{"t":"route","r":""}"#)
        tab.frameWasSent()
        #expect(try lastMessage(transport)["route"] as? String == "")
        #expect(try lastMessage(transport)["ra"] as? Int == 2)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aWindowThatDoesNotRouteSendsNoRoute() throws {
        let transport = RecordingTransport()
        let tab = BrowserTab(screen: WebScreen(slug: "t", title: "T") { UIViewController() }, transport: transport)
        try send(tab, #"{"t":"resize","w":390,"h":600}"#)
        tab.sendFrame()
        #expect(try lastMessage(transport)["route"] == nil)
    }

    @Test func aRouteBeforeTheFirstResizeClosesTheTab() throws {
        let transport = RecordingTransport()
        let tab = BrowserTab(screen: WebScreen(slug: "t", title: "T") { UIViewController() }, transport: transport)
        try send(tab, #"{"t":"route","r":"a"}"#)
        #expect(transport.closes.first?.0 == 1008)
        #expect(transport.closes.first?.1 == "route before the first resize")
    }
}
