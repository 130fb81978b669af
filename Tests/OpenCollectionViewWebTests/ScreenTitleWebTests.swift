import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The page's title and live region follow the window's screens (docs/WebHost.md, "title" and "ann"): UIKit posts
/// `.screenChanged` after a push (Apple, `UIAccessibility.Notification.screenChanged`: "posted by UIKit when a new
/// view appears that occupies a major portion of the screen"), and VoiceOver then speaks the new screen; a page's
/// reader learns it from the title the page takes and the announcement.
@MainActor
struct ScreenTitleWebTests {
    private func message(_ frame: String?) throws -> [String: Any] {
        let frame = try #require(frame)
        return try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
    }

    @Test func aPushRetitlesThePageAndIsAnnounced() throws {
        let transport = RecordingTransport()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let tab = BrowserTab(screen: WebScreen(slug: "s", title: "S") { navigation }, transport: transport)
        tab.receive([try ClientMessage.decode(#"{"t":"resize","w":390,"h":844}"#)])
        tab.sendFrame()
        tab.frameWasSent()
        let first = try message(transport.frames.first)
        #expect(first["title"] as? String == "Inbox")
        // The navigation bar is mirrored as a navigation landmark.
        let nodes = try #require(first["ax"] as? [[String: Any]])
        #expect(nodes.contains { $0["r"] as? String == "navigation" })

        let message2 = UIViewController()
        message2.title = "Lunch on Friday"
        navigation.pushViewController(message2, animated: false)
        tab.sendFrame()
        tab.frameWasSent()
        let pushed = try message(transport.frames.last)
        #expect(pushed["title"] as? String == "Lunch on Friday")
        #expect(pushed["ann"] as? String == "Lunch on Friday")

        // An unchanged title is not sent again.
        root.title = "Inbox"
        tab.sendFrame()
        tab.frameWasSent()
        if transport.frames.count > 2 { #expect(try message(transport.frames.last)["title"] == nil) }
    }
}
