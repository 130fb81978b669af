import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// Records what a tab hands its socket.
final class RecordingTransport: TabTransport, @unchecked Sendable {
    var frames: [String] = []
    var closes: [(UInt16, String)] = []
    func send(frame: String) { frames.append(frame) }
    func close(code: UInt16, reason: String) { closes.append((code, reason)) }
}

private func move(_ id: Int, _ x: Double) -> ClientMessage {
    .event(.pointer(id: id, phase: .move, location: CGPoint(x: x, y: 0), timestamp: nil))
}

private func wheel(_ dy: Double, at x: Double = 5) -> ClientMessage {
    .event(.wheel(location: CGPoint(x: x, y: 5), delta: CGPoint(x: 0, y: dy)))
}

@MainActor
struct TabQueueTests {
    @Test func movesWheelsAndResizesThatFollowOneAnotherMerge() throws {
        var queue = InputQueue(capacity: 8, maximumRate: 1000)
        try queue.append(move(1, 1), at: 0)
        try queue.append(move(1, 2), at: 0)
        try queue.append(move(2, 3), at: 0)
        try queue.append(move(2, 4), at: 0)
        try queue.append(wheel(10), at: 0)
        try queue.append(wheel(-3), at: 0)
        try queue.append(wheel(1, at: 9), at: 0)
        try queue.append(.resize(CGSize(width: 1, height: 1)), at: 0)
        try queue.append(.resize(CGSize(width: 2, height: 2)), at: 0)
        #expect(
            queue.drain() == [
                move(1, 2), move(2, 4), wheel(7), wheel(1, at: 9), .resize(CGSize(width: 2, height: 2)),
            ])
        #expect(queue.drain().isEmpty)
    }

    @Test func pressesAndReleasesAreNeverMergedAway() throws {
        var queue = InputQueue(capacity: 8, maximumRate: 1000)
        let down = ClientMessage.event(.pointer(id: 1, phase: .down, location: .zero, timestamp: nil))
        let up = ClientMessage.event(.pointer(id: 1, phase: .up, location: .zero, timestamp: nil))
        for message in [down, move(1, 1), up, down, up] { try queue.append(message, at: 0) }
        #expect(queue.drain() == [down, move(1, 1), up, down, up])
    }

    @Test func aFloodOfUnmergeableMessagesOrTooManyInASecondOverflows() throws {
        var full = InputQueue(capacity: 3, maximumRate: 1000)
        for seq in 0..<3 { try full.append(.ping(seq), at: 0) }
        #expect(throws: InputQueue.Overflow.full(capacity: 3)) { try full.append(.ping(9), at: 0) }
        // Merged moves never fill the queue, but more than `maximumRate` messages in one second still overflow.
        var fast = InputQueue(capacity: 3, maximumRate: 100)
        for index in 0..<100 { try fast.append(move(1, Double(index)), at: 0.5) }
        #expect(throws: InputQueue.Overflow.tooFast(rate: 100)) { try fast.append(move(1, 0), at: 0.9) }
        // A new second starts a new count.
        var paced = InputQueue(capacity: 3, maximumRate: 100)
        for second in 0..<5 {
            for index in 0..<100 {
                try paced.append(move(1, Double(index)), at: Double(second) + 0.001 * Double(index))
            }
        }
        #expect(paced.drain().count == 1)
    }

    @Test func theInboxDecodesQueuesAndAsksForOneDrainPerBatch() throws {
        let inbox = TabInbox(queue: InputQueue(capacity: 4, maximumRate: 1000))
        #expect(try inbox.accept(text: #"{"t":"resize","w":100,"h":100}"#, at: 0))
        #expect(try !inbox.accept(text: #"{"t":"wheel","x":1,"y":1,"dx":0,"dy":5}"#, at: 0))
        #expect(inbox.drain().count == 2)
        #expect(try inbox.accept(text: #"{"t":"ping","seq":1}"#, at: 0))
        #expect(throws: TabInputError.refused(.malformed("unknown message type fly"))) {
            try inbox.accept(text: #"{"t":"fly"}"#, at: 0)
        }
        for seq in 2...4 { _ = try inbox.accept(text: #"{"t":"ping","seq":\#(seq)}"#, at: 0) }
        #expect(throws: TabInputError.flood(.full(capacity: 4))) {
            try inbox.accept(text: #"{"t":"ping","seq":5}"#, at: 0)
        }
        #expect(TabInputError.flood(.full(capacity: 4)).closeCode == 1008)
        #expect(TabInputError.refused(.tooLarge(1)).closeCode == 1009)
    }

    private final class Counter: UIViewController {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(label)
        }
    }

    @Test func noFrameIsBuiltWhileOneIsUnsentAndTheNextDiffsAgainstTheSentOne() throws {
        let transport = RecordingTransport()
        let controller = Counter()
        let tab = BrowserTab(screen: WebScreen(slug: "c", title: "C") { controller }, transport: transport)
        tab.receive(.resize(CGSize(width: 200, height: 100)))
        tab.sendFrame()
        #expect(transport.frames.count == 1)
        #expect(tab.frameInFlight)
        controller.label.text = "1"
        tab.sendFrame()
        controller.label.text = "2"
        tab.sendFrame()
        #expect(transport.frames.count == 1, "nothing is built while the first frame is unsent")
        tab.frameWasSent()
        tab.sendFrame()
        #expect(transport.frames.count == 2)
        // The second frame takes the browser straight from the first frame to "2": one update, nothing created.
        let second = try #require(
            try JSONSerialization.jsonObject(with: Data(transport.frames[1].utf8)) as? [String: Any])
        #expect(second["c"] == nil)
        let updates = try #require(second["u"] as? [[String: Any]])
        #expect(updates.count == 1)
        #expect(transport.frames[1].contains("\"2\""))
        #expect(!transport.frames[1].contains("\"1\""))
        tab.close(code: 1000, reason: "done")
        #expect(transport.closes.count == 1)
    }

    /// Issue 13: a wheel turn is drawn within 10 ms. A ping (or a wheel turn) that arrives while the previous frame
    /// is still on the socket is answered the moment that frame is sent, not a display tick (16.7 ms) after it.
    @Test func inputArrivingWhileAFrameIsUnsentIsAnsweredAsSoonAsItIsSent() throws {
        let transport = RecordingTransport()
        let tab = BrowserTab(screen: WebScreen(slug: "c", title: "C") { UIViewController() }, transport: transport)
        tab.receive([.resize(CGSize(width: 50, height: 50))])
        tab.sendFrame()
        tab.frameWasSent()
        tab.receive([.ping(1)])
        #expect(transport.frames.count == 2, "input with no frame on its way is answered at once")
        tab.receive([.ping(2)])
        #expect(transport.frames.count == 2, "nothing is built while a frame is unsent")
        tab.frameWasSent()
        #expect(transport.frames.count == 3, "the ping's answer follows the sent frame without waiting for a tick")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(transport.frames[2].utf8)) as? [String: Any])
        #expect(json["pong"] as? [Int] == [2])
        // Output that is not an answer to input (nothing new) still waits for the tick.
        tab.frameWasSent()
        #expect(transport.frames.count == 3)
        tab.close()
    }

    @Test func pingsAreAnsweredInTheNextFrameAndBounded() throws {
        let transport = RecordingTransport()
        let tab = BrowserTab(screen: WebScreen(slug: "c", title: "C") { UIViewController() }, transport: transport)
        tab.receive(.resize(CGSize(width: 50, height: 50)))
        tab.sendFrame()
        tab.frameWasSent()
        for seq in 0..<(BrowserTab.maximumPendingPongs + 4) { tab.receive(.ping(seq)) }
        tab.sendFrame()
        let pong = try #require(transport.frames.last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(pong.utf8)) as? [String: Any])
        #expect(json["pong"] as? [Int] == Array(4..<(BrowserTab.maximumPendingPongs + 4)))
        tab.close()
    }

    @Test func eachTabAnimatesOnItsOwnClock() {
        let first = BrowserTab(
            screen: WebScreen(slug: "a", title: "A") { UIViewController() }, transport: RecordingTransport())
        let second = BrowserTab(
            screen: WebScreen(slug: "b", title: "B") { UIViewController() }, transport: RecordingTransport())
        first.receive(.resize(CGSize(width: 100, height: 100)))
        second.receive(.resize(CGSize(width: 100, height: 100)))
        let firstSession = first.session
        let secondSession = second.session
        #expect(firstSession != nil && secondSession != nil)
        #expect(firstSession?.clock !== secondSession?.clock)
        #expect(firstSession?.clock !== AnimationClock.shared)
        UIView.animate(withDuration: 1) { firstSession?.window.rootViewController?.view.alpha = 0.5 }
        #expect(firstSession?.clock.isActive == true)
        #expect(secondSession?.clock.isActive == false, "one tab's animation does not make another tick")
        first.close()
        second.close()
    }

    @Test func inputBeforeTheFirstResizeClosesTheTab() {
        let transport = RecordingTransport()
        let tab = BrowserTab(screen: WebScreen(slug: "c", title: "C") { UIViewController() }, transport: transport)
        tab.receive(move(1, 1))
        #expect(tab.isClosed)
        #expect(transport.closes.first?.0 == 1008)
    }
}

@MainActor
struct TabCensusTests {
    @Test func aClosedTabsWindowDoesNotOutliveIt() {
        let census = TabCensus.shared
        let open = census.openTabs
        let tab = BrowserTab(
            screen: WebScreen(slug: "a", title: "A") {
                UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
            },
            transport: RecordingTransport())
        tab.receive(.resize(CGSize(width: 100, height: 100)))
        #expect(census.openTabs == open + 1)
        tab.sendFrame()
        weak let window = tab.session?.window
        #expect(window != nil)
        tab.close()
        #expect(census.openTabs == open)
        #expect(window == nil, "the window goes with its tab")
        #expect(census.json.hasPrefix("{\"tabs\":"))
    }
}
