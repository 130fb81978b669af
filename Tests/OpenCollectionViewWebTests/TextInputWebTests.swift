import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Text input over the wire, as `client.js` sends it: a tap focuses a text field and the next frame carries its
/// caret (`ti`), typed, composed and pasted text edit it, edit shortcuts arrive as keys with modifier letters, a copy
/// comes back as `clip`, and malformed text messages are refused with a reason.
@MainActor
struct TextInputWebTests {
    private final class FieldController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
        override func viewDidLoad() {
            super.viewDidLoad()
            field.borderStyle = .roundedRect
            // Listening for .editingDidEndOnExit makes return end editing, as in UIKit.
            field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
            view.addSubview(field)
        }
    }

    private func send(_ tab: BrowserTab, _ json: String) throws {
        tab.receive([try ClientMessage.decode(json)])
    }

    private func lastMessage(_ transport: RecordingTransport) throws -> [String: Any] {
        let text = try #require(transport.frames.last)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func typingComposingAndCopyingTravelAsMessages() throws {
        let transport = RecordingTransport()
        let controller = FieldController()
        let tab = BrowserTab(screen: WebScreen(slug: "t", title: "T") { controller }, transport: transport)
        try send(tab, #"{"t":"resize","w":390,"h":400}"#)
        tab.sendFrame()
        tab.frameWasSent()
        #expect(try lastMessage(transport)["ti"] == nil, "nothing takes text yet")

        try send(tab, #"{"t":"down","id":1,"x":100,"y":57}"#)
        try send(tab, #"{"t":"up","id":1,"x":100,"y":57}"#)
        #expect(controller.field.isFirstResponder)
        tab.frameWasSent()
        let caret = try #require(try lastMessage(transport)["ti"] as? [Double])
        #expect(caret.count == 4)
        #expect(caret[2] == 2, "the caret is 2 points wide")
        #expect(caret[1] > 40 && caret[1] + caret[3] < 74, "inside the field")

        try send(tab, #"{"t":"insert","s":"ab"}"#)
        try send(tab, #"{"t":"compose","s":"n"}"#)
        try send(tab, #"{"t":"compose","s":"ni","sel":[2,0]}"#)
        #expect(controller.field.text == "abni")
        #expect(controller.field.markedTextRange != nil)
        try send(tab, #"{"t":"commit","s":"你"}"#)
        #expect(controller.field.text == "ab你")
        #expect(controller.field.markedTextRange == nil)
        try send(tab, #"{"t":"key","key":"Backspace","chars":"","down":true}"#)
        try send(tab, #"{"t":"paste","s":"好"}"#)
        #expect(controller.field.text == "ab好")
        try send(tab, #"{"t":"key","key":"ArrowLeft","chars":"","down":true,"mods":"s"}"#)
        try send(tab, #"{"t":"key","key":"c","chars":"","down":true,"mods":"c"}"#)
        tab.frameWasSent()
        tab.sendFrame()
        #expect(try lastMessage(transport)["clip"] as? String == "好")

        try send(tab, #"{"t":"key","key":"a","chars":"","down":true,"mods":"m"}"#)
        try send(tab, #"{"t":"key","key":"x","chars":"","down":true,"mods":"m"}"#)
        #expect(controller.field.text == "")
        tab.frameWasSent()
        tab.sendFrame()
        #expect(try lastMessage(transport)["clip"] as? String == "ab好")

        try send(tab, #"{"t":"key","key":"Enter","chars":"","down":true}"#)
        #expect(!controller.field.isFirstResponder, "return ends editing")
        tab.frameWasSent()
        tab.sendFrame()
        let final = try lastMessage(transport)
        #expect(final.keys.contains("ti") && final["ti"] is NSNull, "the keyboard goes away")
        #expect(transport.closes.isEmpty)
    }

    @Test func malformedTextMessagesAreRefusedWithAReason() {
        #expect(throws: ClientMessageError.malformed("insert needs a text s")) {
            try ClientMessage.decode(#"{"t":"insert"}"#)
        }
        #expect(throws: ClientMessageError.malformed("compose needs a selection sel of [start, length] inside s")) {
            try ClientMessage.decode(#"{"t":"compose","s":"ab","sel":[2,1]}"#)
        }
        #expect(throws: ClientMessageError.malformed("key modifiers mods are letters of s, c, a, m")) {
            try ClientMessage.decode(#"{"t":"key","key":"a","mods":"q"}"#)
        }
        #expect(
            (try? ClientMessage.decode(#"{"t":"key","key":"a","chars":"a","down":true,"mods":""}"#))
                == .event(.key(name: "a", characters: "a", isDown: true)))
        #expect(
            (try? ClientMessage.decode(#"{"t":"compose","s":"かな"}"#))
                == .event(.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))))
    }
}
