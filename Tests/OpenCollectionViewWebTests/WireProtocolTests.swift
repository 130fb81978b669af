import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

@MainActor
struct WireProtocolTests {
    private func tree(_ build: (UIView) -> Void) -> (UIView, RenderTree) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        build(root)
        return (root, RenderTree(capturing: root))
    }

    @Test func firstFrameCreatesEveryNodeAndOrdersChildren() throws {
        let (_, first) = tree { root in
            root.addSubview(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
            root.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20)))
        }
        var differ = RenderTreeDiffer()
        let frame = differ.message(for: first)
        let message = try #require(frame)
        let json = try JSONSerialization.jsonObject(with: Data(message.utf8)) as! [String: Any]
        #expect(json["t"] as? String == "frame")
        #expect((json["c"] as? [[String: Any]])?.count == 3)
        #expect(json["root"] as? Int == first.nodes[0].id)
        let order = try #require(json["o"] as? [[Any]])
        #expect(order.count == 1)
        #expect(order[0][1] as? [Int] == [first.nodes[1].id, first.nodes[2].id])
        #expect(differ.message(for: first) == nil)
    }

    @Test func laterFramesCarryOnlyChangesRemovalsAndReorders() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(a)
        root.addSubview(b)
        var differ = RenderTreeDiffer()
        _ = differ.message(for: RenderTree(capturing: root))
        a.backgroundColor = .red
        b.removeFromSuperview()
        let c = UIView(frame: .zero)
        root.insertSubview(c, at: 0)
        let frame = differ.message(for: RenderTree(capturing: root))
        let message = try #require(frame)
        let json = try JSONSerialization.jsonObject(with: Data(message.utf8)) as! [String: Any]
        let updates = try #require(json["u"] as? [[String: Any]])
        #expect(updates.count == 1)
        #expect(updates[0]["bg"] is String)
        #expect(updates[0]["w"] == nil)
        #expect((json["c"] as? [[String: Any]])?.count == 1)
        #expect(json["r"] as? [Int] == [RenderTree(capturing: b).nodes[0].id])
        let order = try #require(json["o"] as? [[Any]])
        #expect(order[0][1] as? [Int] == [RenderTree(capturing: c).nodes[0].id, RenderTree(capturing: a).nodes[0].id])
        a.backgroundColor = nil
        let clearFrame = differ.message(for: RenderTree(capturing: root))
        let cleared = try #require(clearFrame)
        #expect(cleared.contains("\"bg\":null"))
    }

    @Test func clientMessagesDecodeIntoHostEvents() throws {
        #expect(
            try ClientMessage.decode(#"{"t":"down","id":3,"x":10,"y":20.5,"ts":1500}"#)
                == .event(.pointer(id: 3, phase: .down, location: CGPoint(x: 10, y: 20.5), timestamp: 1.5)))
        #expect(
            try ClientMessage.decode(#"{"t":"wheel","x":1,"y":2,"dx":0,"dy":-40}"#)
                == .event(.wheel(location: CGPoint(x: 1, y: 2), delta: CGPoint(x: 0, y: -40))))
        #expect(
            try ClientMessage.decode(#"{"t":"resize","w":390,"h":844}"#) == .resize(CGSize(width: 390, height: 844)))
        #expect(try ClientMessage.decode(#"{"t":"ping","seq":7}"#) == .ping(7))
        #expect(
            try ClientMessage.decode(#"{"t":"key","key":"ArrowDown","down":true}"#)
                == .event(.key(name: "ArrowDown", characters: "", isDown: true)))
    }

    @Test func malformedAndOversizedMessagesAreRefusedWithAReason() {
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode("not json") }
        #expect(throws: ClientMessageError.malformed("unknown message type fly")) {
            try ClientMessage.decode(#"{"t":"fly"}"#)
        }
        #expect(throws: ClientMessageError.malformed("down needs an id")) {
            try ClientMessage.decode(#"{"t":"down","x":1,"y":1}"#)
        }
        #expect(throws: ClientMessageError.malformed("resize to 0.0 × 100.0 is out of range")) {
            try ClientMessage.decode(#"{"t":"resize","w":0,"h":100}"#)
        }
        let huge = #"{"t":"ping","seq":1,"pad":""# + String(repeating: "x", count: 70_000) + #""}"#
        #expect(throws: ClientMessageError.tooLarge(huge.utf8.count)) { try ClientMessage.decode(huge) }
        #expect(ClientMessageError.tooLarge(1).closeCode == 1009)
    }

    @Test func aBadMessageIsRefusedWithAReasonTheSocketIsClosedWith() {
        let inbox = TabInbox()
        #expect(throws: TabInputError.self) { try inbox.accept(text: "{oops", at: 0) }
        do {
            _ = try inbox.accept(text: "{oops", at: 0)
        } catch {
            #expect(error.closeCode == 1008)
            #expect(error.description.hasPrefix("not a client message"))
        }
    }
}
