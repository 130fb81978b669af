import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The accessibility mirror over the wire (docs/WebHost.md): frames carry the window's accessibility tree (`ax`)
/// with ARIA roles and the counts of all rows, only when it changed; an `ax` message from the page acts on an element
/// as VoiceOver would; a stale element id is ignored.
@MainActor
struct AccessibilityMirrorWebTests {
    private final class SwitchController: UIViewController {
        let toggle = UISwitch()
        override func viewDidLoad() {
            super.viewDidLoad()
            toggle.frame = CGRect(x: 20, y: 60, width: 51, height: 31)
            toggle.accessibilityLabel = "Wi-Fi"
            view.addSubview(toggle)
        }
    }

    private func send(_ tab: BrowserTab, _ json: String) throws {
        tab.receive([try ClientMessage.decode(json)])
    }

    private func nodes(in frame: String?) throws -> [[String: Any]]? {
        guard let frame else { return nil }
        let message = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        return message["ax"] as? [[String: Any]]
    }

    @Test func aSwitchIsMirroredAndTheMirrorActsOnIt() throws {
        let transport = RecordingTransport()
        let controller = SwitchController()
        let tab = BrowserTab(screen: WebScreen(slug: "s", title: "S") { controller }, transport: transport)
        try send(tab, #"{"t":"resize","w":390,"h":400}"#)
        tab.sendFrame()
        tab.frameWasSent()
        let mirrored = try #require(try nodes(in: transport.frames.first))
        // UIKit's UISwitch: a button with the toggle trait, valued "0" when off (UIAccessibilityTraits.toggleButton).
        let node = try #require(mirrored.first { $0["n"] as? String == "Wi-Fi" })
        #expect(node["r"] as? String == "switch")
        #expect(node["v"] as? String == "0")
        let id = try #require(node["i"] as? Int)

        try send(tab, #"{"t":"ax","id":\#(id),"a":"activate"}"#)
        #expect(controller.toggle.isOn, "activating the mirrored switch flips it, as a VoiceOver double tap does")
        tab.frameWasSent()
        let after = try #require(try nodes(in: transport.frames.last))
        #expect(after.first { $0["i"] as? Int == id }?["v"] as? String == "1")

        // A stale id is diagnosed and ignored; the tab stays open.
        try send(tab, #"{"t":"ax","id":1,"a":"activate"}"#)
        #expect(!tab.isClosed)
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"ax","id":1,"a":"explode"}"#) }
    }

    @Test func anUnchangedTreeIsNotSentAgain() throws {
        var mirror = AccessibilityMirror()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        window.addSubview(label)
        #expect(mirror.update(from: window, now: 0)?.contains("Hello") == true)
        #expect(mirror.update(from: window, now: 1) == nil, "the same tree sends nothing")
        label.text = "World"
        #expect(mirror.update(from: window, now: 1.1) == nil, "within the interval the tree waits")
        #expect(mirror.pendingWait(now: 1.1) != nil)
        #expect(mirror.update(from: window, now: 1.3)?.contains("World") == true)
    }

    @Test func aTreeDueWhileAFrameWasOutIsLookedAtOnceItIsSent() throws {
        // The tree is looked at no more than every `interval`; a change inside it is pending. When that change came
        // with a frame (so the socket was busy when the look fell due), the tab must still look again once the frame
        // is sent, or the mirror keeps the stale tree until something else changes (e2e: a screen's mirror that
        // never came). The clock is virtual, so the interval cannot pass while the test runs.
        let transport = RecordingTransport()
        let controller = SwitchController()
        let tab = BrowserTab(
            screen: WebScreen(slug: "s", title: "S") { controller }, transport: transport, clockMode: .virtual)
        try send(tab, #"{"t":"resize","w":390,"h":400}"#)
        tab.sendFrame()
        tab.frameWasSent()
        #expect(try nodes(in: transport.frames.last) != nil, "the first frame carries the tree")
        controller.toggle.accessibilityLabel = "Bluetooth"
        controller.toggle.frame.origin.y += 10
        tab.sendFrame()
        #expect(try nodes(in: transport.frames.last) == nil, "the changed tree waits out its interval")
        #expect(tab.frameInFlight && !tab.frameScheduled)
        tab.frameWasSent()
        #expect(tab.frameScheduled, "the pending look is scheduled once the socket is free")
        tab.close()
    }

    @Test func aSearchFieldIsASearchBoxWithItsPlaceholderApartFromItsText() throws {
        var mirror = AccessibilityMirror()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let field = UISearchTextField(frame: CGRect(x: 16, y: 60, width: 358, height: 36))
        field.placeholder = "Search names"
        window.addSubview(field)
        func changes(at now: TimeInterval) throws -> [[String: Any]] {
            let update = mirror.update(from: window, now: now)
            let changes = try #require(update)
            return try #require(try JSONSerialization.jsonObject(with: Data(changes.utf8)) as? [[String: Any]])
        }
        // UIKit's UITextField reports its placeholder as its value while empty, its text once typed; a search text
        // field carries the search-field trait (UIAccessibilityTraits.searchField), which ARIA calls a searchbox.
        let empty = try #require(try changes(at: 0).first { $0["ph"] != nil })
        #expect(empty["r"] as? String == "searchbox")
        #expect(empty["ph"] as? String == "Search names")
        #expect(empty["v"] as? String == "Search names")
        // Typing changes the value only: the placeholder stays apart (the page shows it as aria-placeholder).
        field.text = "ma"
        let typed = try #require(try changes(at: 1).first { $0["i"] as? Int == empty["i"] as? Int })
        #expect(typed["v"] as? String == "ma")
        #expect(typed["ph"] == nil, "unchanged, so not sent again")
    }

    @Test func collectionsMapToARIARoles() {
        // UIKit's containers: a data table is a grid, a list a list (UIAccessibilityContainerType).
        let grid = AccessibilityTreeNode(id: 1, isElement: false, frame: .zero, containerType: .dataTable, children: [])
        #expect(AccessibilityMirror.role(of: grid) == "grid")
        let list = AccessibilityTreeNode(id: 2, isElement: false, frame: .zero, containerType: .list, children: [])
        #expect(AccessibilityMirror.role(of: list) == "list")
        let heading = AccessibilityTreeNode(id: 3, isElement: true, traits: .header, label: "Title", frame: .zero)
        #expect(AccessibilityMirror.role(of: heading) == "heading")
    }
}
