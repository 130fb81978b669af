import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Drops from outside the page over the wire, as `client.js` reports the browser's drag events (docs/WebHost.md):
/// `drag` messages become an external drop session whose items carry the MIME types as uniform type identifiers,
/// the drop target's operation comes back as `dnd` for the browser's dropEffect, and malformed or oversized drops
/// are refused or diagnosed without taking the tab down. The session's `localDragSession` is `nil`, as UIKit
/// documents for drags from another app.
@MainActor
struct ExternalDropWebTests {
    /// A drop target on the left half of the window taking text, links and images; the right half takes nothing.
    private final class DropController: UIViewController, UIDropInteractionDelegate {
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        var texts: [String] = []
        var urls: [URL] = []
        var imageSizes: [CGSize] = []
        var names: [String?] = []
        var typeIdentifiers: [[String]] = []
        var sawLocalSession = false

        override func viewDidLoad() {
            super.viewDidLoad()
            target.addInteraction(UIDropInteraction(delegate: self))
            view.addSubview(target)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
            -> UIDropProposal
        {
            sawLocalSession = session.localDragSession != nil
            return UIDropProposal(operation: .copy)
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            typeIdentifiers = session.items.map(\.itemProvider.registeredTypeIdentifiers)
            names = session.items.map(\.itemProvider.suggestedName)
            session.loadObjects(ofClass: URL.self) { self.urls = $0 }
            session.loadObjects(ofClass: UIImage.self) { self.imageSizes = $0.map(\.size) }
            // Text only from items that are not links (a link's item also carries its URL as text).
            for item in session.items where !item.itemProvider.hasItemConformingToTypeIdentifier("public.url") {
                item.itemProvider.loadObject(ofClass: String.self) { text, _ in
                    MainActor.assumeIsolated { if let text { self.texts.append(text) } }
                }
            }
        }
    }

    private static let onePixelPNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

    private func makeTab() throws -> (BrowserTab, RecordingTransport, DropController) {
        let transport = RecordingTransport()
        let controller = DropController()
        let tab = BrowserTab(screen: WebScreen(slug: "d", title: "D") { controller }, transport: transport)
        try send(tab, #"{"t":"resize","w":400,"h":400}"#)
        tab.sendFrame()
        tab.frameWasSent()
        return (tab, transport, controller)
    }

    private func send(_ tab: BrowserTab, _ json: String) throws {
        tab.receive([try ClientMessage.decode(json)])
    }

    /// The `dnd` field of the last frame message: `.some(nil)` for `null`, `nil` when absent.
    private func lastDropField(_ transport: RecordingTransport) throws -> String?? {
        let text = try #require(transport.frames.last)
        let message = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        guard let value = message["dnd"] else { return nil }
        return .some(value as? String)
    }

    @Test func textDroppedOnThePageArrivesAsAnExternalDropSession() throws {
        let (tab, transport, controller) = try makeTab()
        try send(tab, #"{"t":"drag","ph":"enter","x":300,"y":100,"items":[{"reps":[{"type":"text/plain"}]}]}"#)
        #expect(try lastDropField(transport) == .some("cancel"), "nothing on the right takes drops")
        tab.frameWasSent()
        try send(tab, #"{"t":"drag","ph":"over","x":100,"y":100,"items":[{"reps":[{"type":"text/plain"}]}]}"#)
        #expect(try lastDropField(transport) == .some("copy"))
        #expect(!controller.sawLocalSession)
        tab.frameWasSent()
        try send(
            tab, #"{"t":"drag","ph":"drop","x":100,"y":100,"items":[{"reps":[{"type":"text/plain","s":"Hi ✓"}]}]}"#)
        #expect(controller.texts == ["Hi ✓"])
        #expect(controller.typeIdentifiers == [["public.plain-text"]])
        #expect(try lastDropField(transport) == .some(nil), "the drag is over")
        #expect(transport.closes.isEmpty)
    }

    @Test func linksAndImageFilesCarryTheirTypes() throws {
        let (tab, _, controller) = try makeTab()
        let types = #"[{"reps":[{"type":"text/uri-list"},{"type":"text/plain"}]},{"reps":[{"type":"image/png"}]}]"#
        try send(tab, #"{"t":"drag","ph":"enter","x":50,"y":50,"items":"# + types + "}")
        let drop =
            #"{"t":"drag","ph":"drop","x":50,"y":60,"items":[{"reps":[{"type":"text/uri-list","#
            + ##""s":"# comment\nhttps://example.com/a"},{"type":"text/plain","s":"https://example.com/a"}]},"##
            + #"{"name":"dot.png","reps":[{"type":"image/png","b64":""# + Self.onePixelPNG + #""}]}]}"#
        try send(tab, drop)
        #expect(controller.typeIdentifiers == [["public.url", "public.plain-text"], ["public.png"]])
        #expect(controller.urls == [URL(string: "https://example.com/a")!])
        #expect(controller.imageSizes == [CGSize(width: 1, height: 1)])
        #expect(controller.names == [nil, "dot.png"])
    }

    @Test(arguments: [
        (#"{"t":"drag","ph":"hover","x":1,"y":1}"#, "drag needs a phase ph of enter, over, leave or drop"),
        (#"{"t":"drag","ph":"over","x":1}"#, "drag needs a finite x and y"),
        (#"{"t":"drag","ph":"over","x":1,"y":1,"items":[{"reps":[{"type":7}]}]}"#, nil),
        (
            #"{"t":"drag","ph":"over","x":1,"y":1,"items":["# + Array(repeating: "{}", count: 33).joined(separator: ",")
                + "]}",
            "drag carries 33 items, more than 32"
        ),
    ])
    func malformedDragMessagesAreRefusedWithAReason(json: String, reason: String?) {
        #expect {
            try ClientMessage.decode(json)
        } throws: { error in
            guard case .malformed(let message) = error as? ClientMessageError else { return false }
            return reason.map { message == $0 } ?? message.hasPrefix("not a drag message")
        }
    }

    @Test func oversizedOrUnreadableDataIsDiagnosedAndLeftOutWithoutClosingTheTab() throws {
        let (tab, transport, controller) = try makeTab()
        // Parts of more than the 4 MiB drop limit: the parts beyond it are discarded, so the text that needed them
        // arrives without data.
        let inbox = TabInbox()
        let part = Data(repeating: 0x61, count: 36 * 1024).base64EncodedString()
        let parts = 4 * 1024 / 36 + 2
        for _ in 0..<parts { _ = try inbox.accept(text: #"{"t":"dpart","b64":""# + part + #""}"#, at: 0) }
        let drop =
            #"{"t":"drag","ph":"drop","x":10,"y":10,"items":[{"reps":[{"type":"text/plain","size":"#
            + "\(parts * 36 * 1024),\"pn\":\(parts)"
            + #"}]},{"name":"x.png","reps":[{"type":"image/png","b64":"%%%"}]},"#
            + #"{"name":"big.jpg","reps":[{"type":"image/jpeg","size":9000000}]}]}"#
        _ = try inbox.accept(text: drop, at: 0)
        let messages = inbox.drain()
        #expect(messages.count == 1, "parts are kept for the drop, not queued")
        let message = try #require(messages.first)
        guard case .event(.externalDrag(.drop, _, let items)) = message else {
            Issue.record("not a drop: \(message)")
            return
        }
        #expect(items.flatMap(\.representations).allSatisfy { $0.data == nil })
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { tab.receive([message]) }
        #expect(
            diagnostics.map(\.message) == [
                "the dropped text/plain of \(parts * 36 * 1024) bytes came without all of its data (beyond the "
                    + "4194304-byte drop limit); it is left out",
                "the dropped \"x.png\" (image/png) is not valid base64; it is left out",
                "the dropped \"big.jpg\" (image/jpeg) of 9000000 bytes came without data (larger than the "
                    + "4194304-byte drop limit); it is left out",
            ])
        #expect(controller.texts.isEmpty)
        #expect(controller.imageSizes.isEmpty)
        #expect(transport.closes.isEmpty, "the tab stays open")
        // The tab still takes drops.
        try send(
            tab, #"{"t":"drag","ph":"drop","x":10,"y":10,"items":[{"reps":[{"type":"text/plain","s":"ok"}]}]}"#)
        #expect(controller.texts == ["ok"])
    }

    /// Issue 15: drops larger than one socket message arrive whole. 300 KB of Chinese text (UTF-8, 3 bytes a
    /// character) goes ahead of the drop in parts of 48 KiB of base64, as client.js sends it, and loads as one string.
    @Test func aDropLargerThanOneMessageArrivesInParts() throws {
        let (tab, transport, controller) = try makeTab()
        let text = String(repeating: "拖放中文文本。", count: 15_000)
        let base64 = Data(text.utf8).base64EncodedString()
        let partLength = 48 * 1024
        let inbox = TabInbox()
        var count = 0
        var start = base64.startIndex
        while start < base64.endIndex {
            let end = base64.index(start, offsetBy: partLength, limitedBy: base64.endIndex) ?? base64.endIndex
            let message = #"{"t":"dpart","b64":""# + base64[start..<end] + #""}"#
            #expect(message.utf8.count < ClientMessage.maximumLength)
            _ = try inbox.accept(text: message, at: 0)
            count += 1
            start = end
        }
        #expect(count > 1)
        _ = try inbox.accept(
            text: #"{"t":"drag","ph":"drop","x":10,"y":10,"items":[{"reps":[{"type":"text/plain","pn":"#
                + "\(count)}]}]}",
            at: 0)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { tab.receive(inbox.drain()) }
        #expect(diagnostics.isEmpty)
        #expect(controller.texts == [text])
        #expect(transport.closes.isEmpty)
        // The parts went with that drop: a later drop asking for parts finds none.
        _ = try inbox.accept(
            text: #"{"t":"drag","ph":"drop","x":10,"y":10,"items":[{"reps":[{"type":"text/plain","pn":1}]}]}"#, at: 0)
        let (_, later) = OpenCollectionViewDiagnostics.collect { tab.receive(inbox.drain()) }
        #expect(later.count == 1)
        #expect(controller.texts.count == 1)
    }

    @Test func aPartThatIsNotBase64IsRefused() {
        #expect(throws: ClientMessageError.malformed("dpart needs base64 data b64")) {
            try ClientMessage.decode(#"{"t":"dpart","b64":"%%%"}"#)
        }
    }

    @Test func aDropMessageBeyondTheSocketLimitIsRefused() {
        let huge =
            #"{"t":"drag","ph":"drop","x":1,"y":1,"items":[{"reps":[{"type":"text/plain","s":""#
            + String(repeating: "x", count: 70_000) + #""}]}]}"#
        #expect(throws: ClientMessageError.tooLarge(huge.utf8.count)) { try ClientMessage.decode(huge) }
    }

    @Test func browserTypesBecomeUniformTypeIdentifiers() {
        let expected = [
            "text/plain": "public.plain-text", "text/uri-list": "public.url", "image/png": "public.png",
            "image/jpeg": "public.jpeg", "text/markdown": "public.plain-text", "Files": "public.data",
            "application/zip": "public.data",
        ]
        for (mime, identifier) in expected {
            #expect(ClientDragMessage.typeIdentifier(forMIMEType: mime) == identifier, "\(mime)")
        }
    }
}
