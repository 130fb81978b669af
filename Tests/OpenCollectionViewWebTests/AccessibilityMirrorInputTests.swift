import Foundation
import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The accessibility mirror's changes, focus and bad input (docs/WebHost.md, "ax"): the tree travels as changes and a
/// scroll changes one field; the focused item is carried and the page's focus moves UIKit's; custom actions (the
/// keyboard-free reordering) run through the mirror; actions on elements gone, focus moves to hidden or unfocusable
/// views and floods of keys or actions are ignored, diagnosed or refused by the input limits — never a crash.
@MainActor
struct AccessibilityMirrorInputTests {
    /// A grid of `count` focusable items whose data source lets them move, with a switch above it.
    private final class GridController: UIViewController, UICollectionViewDataSource {
        var items: [String]
        let toggle = UISwitch()
        let hidden = UIButton(type: .system)
        let caption = UILabel()
        var collectionView: UICollectionView!

        init(count: Int) {
            items = (0..<count).map { "Item \($0)" }
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            toggle.frame = CGRect(x: 20, y: 10, width: 51, height: 31)
            toggle.accessibilityLabel = "Wi-Fi"
            view.addSubview(toggle)
            hidden.setTitle("Hidden", for: .normal)
            hidden.frame = CGRect(x: 100, y: 10, width: 80, height: 31)
            hidden.isHidden = true
            view.addSubview(hidden)
            caption.text = "Title"
            caption.frame = CGRect(x: 200, y: 10, width: 100, height: 31)
            view.addSubview(caption)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 50, width: 390, height: 300), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            collectionView.allowsFocus = true
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.isAccessibilityElement = true
            cell.accessibilityLabel = items[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath)
        {
            let item = items.remove(at: source.item)
            items.insert(item, at: destination.item)
        }
    }

    private struct Harness {
        let transport = RecordingTransport()
        let controller: GridController
        let tab: BrowserTab

        @MainActor init(count: Int = 40) {
            let controller = GridController(count: count)
            self.controller = controller
            tab = BrowserTab(
                screen: WebScreen(slug: "g", title: "G") { controller }, transport: transport, clockMode: .virtual)
        }

        /// Moves the window's clock on (the mirror looks at the tree at most every 0.25 s of it).
        @MainActor func advance(_ seconds: TimeInterval) { tab.session?.clock.advance(by: seconds) }

        /// Opens the window at 390 × 400 and sends its first frame.
        @MainActor func start() throws {
            tab.receive([try ClientMessage.decode(#"{"t":"resize","w":390,"h":400}"#)])
            tab.sendFrame()
            tab.frameWasSent()
        }

        /// The view that has UIKit's focus.
        @MainActor var focusedView: UIView? { controller.view.window.flatMap(AccessibilityTree.focusedView(in:)) }

        /// Decodes and applies `json`, then lets the frame it asked for out.
        @MainActor func send(_ json: String) throws {
            tab.receive([try ClientMessage.decode(json)])
            tab.frameWasSent()
        }

        /// Builds and sends the next frame now; its `ax` changes, if any.
        @MainActor func frameChanges() throws -> [[String: Any]]? {
            let before = transport.frames.count
            tab.sendFrame()
            tab.frameWasSent()
            guard transport.frames.count > before, let frame = transport.frames.last else { return nil }
            let message = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
            return message["ax"] as? [[String: Any]]
        }

        /// The `ax` changes of the last frame sent.
        func lastChanges() throws -> [[String: Any]] {
            guard let frame = transport.frames.last else { return [] }
            let message = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
            return message["ax"] as? [[String: Any]] ?? []
        }
    }

    private func id(_ view: AnyObject) -> Int { AccessibilityTreeNode.id(of: view) }

    @Test func theFirstMessageIsWholeAndAScrollChangesOnlyTheGridsOffset() throws {
        let harness = Harness(count: 400)
        try harness.start()
        let first = try harness.lastChanges()
        #expect(first.first?["z"] as? Int == 1, "the first changes start the page afresh")
        let grid = id(harness.controller.collectionView)
        let gridNode = try #require(first.first { $0["i"] as? Int == grid })
        #expect(gridNode["r"] as? String == "grid")
        let cell = try #require(first.first { $0["n"] as? String == "Item 0" })
        #expect(cell["p"] as? Int == grid && cell["r"] as? String == "gridcell")
        // The switch's frame is in window points; a cell's in its grid's content coordinates.
        #expect((first.first { $0["n"] as? String == "Wi-Fi" }?["f"] as? [Double]) == [20, 10, 51, 31])
        #expect((cell["f"] as? [Double])?.prefix(2) == [0, 0])

        // Scroll by less than a row: the cells stay, only the grid's offset changes.
        harness.controller.collectionView.contentOffset.y = 30
        harness.advance(0.3)
        let changes = try #require(try harness.frameChanges())
        let changedIDs = changes.compactMap { $0["i"] as? Int }
        #expect(changedIDs == [grid], "only the grid changed: \(changes)")
        #expect((changes.first?["b"] as? [Double]) == [0, 30])

        // Nothing changed since: a frame sends nothing for the tree.
        harness.advance(0.3)
        harness.tab.scheduleFrame()
        #expect(try harness.frameChanges() == nil)
    }

    @Test func focusIsCarriedAndThePagesFocusMovesUIKits() throws {
        let harness = Harness()
        try harness.start()
        #expect(try harness.lastChanges().first { $0["fx"] != nil } == nil, "nothing focused yet")
        // The keyboard moves UIKit's focus; the next frame names the focused element at once.
        try harness.send(#"{"t":"key","key":"Tab","chars":"","down":true}"#)
        let focused = try #require(harness.focusedView)
        let fx = try #require(harness.lastChanges().first { $0["fx"] != nil }?["fx"] as? Int)
        #expect(fx == id(focused))

        // The page's focus moved onto another cell's element: UIKit's focus follows.
        let cell = try #require(harness.controller.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        try harness.send(#"{"t":"ax","id":\#(id(cell)),"a":"focus"}"#)
        #expect(cell.isFocused)
        #expect(try harness.lastChanges().contains { $0["fx"] as? Int == id(cell) })
    }

    @Test func focusMovesToHiddenOrUnfocusableViewsAreDiagnosedAndIgnored() throws {
        let harness = Harness()
        try harness.start()
        let cell = try #require(harness.controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        try harness.send(#"{"t":"ax","id":\#(id(cell)),"a":"focus"}"#)
        #expect(cell.isFocused)

        // A hidden view is not in the tree: its id is an element no longer on screen.
        let (_, hiddenDiagnostics) = try OpenCollectionViewDiagnostics.collect {
            try harness.send(#"{"t":"ax","id":\#(id(harness.controller.hidden)),"a":"focus"}"#)
        }
        #expect(hiddenDiagnostics.contains { $0.message.contains("no element with id") })
        // The focus system itself refuses a hidden view, and an element that cannot be focused (a switch is not a
        // focus item on iOS) keeps focus where it was.
        let window = try #require(harness.controller.view.window)
        let (refused, systemDiagnostics) = OpenCollectionViewDiagnostics.collect {
            AccessibilityTree.perform(.focus, onElementWithID: id(harness.controller.hidden), in: window)
        }
        #expect(!refused && !systemDiagnostics.isEmpty)
        // A label is in the tree but cannot become focused: diagnosed, focus stays on the cell.
        let (labelRefused, labelDiagnostics) = OpenCollectionViewDiagnostics.collect {
            AccessibilityTree.perform(.focus, onElementWithID: id(harness.controller.caption), in: window)
        }
        #expect(!labelRefused && labelDiagnostics.contains { $0.message.contains("cannot become focused") })
        #expect(cell.isFocused)
        #expect(!harness.tab.isClosed)
    }

    @Test func actionsOnElementsGoneAreDiagnosedAndIgnored() throws {
        let harness = Harness()
        try harness.start()
        let cell = try #require(harness.controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let stale = id(cell)
        // The items go away (the cell is reused or released): its id is no longer on screen.
        harness.controller.items = []
        harness.controller.collectionView.reloadData()
        harness.controller.view.window?.layoutIfNeeded()
        for action in ["activate", "increment", "decrement", "custom:0", "scroll:down", "focus"] {
            let (_, diagnostics) = try OpenCollectionViewDiagnostics.collect {
                try harness.send(#"{"t":"ax","id":\#(stale),"a":"\#(action)"}"#)
            }
            #expect(diagnostics.contains { $0.message.contains("no element with id \(stale)") }, "\(action)")
        }
        // A custom action index the element does not have.
        let (_, diagnostics) = try OpenCollectionViewDiagnostics.collect {
            try harness.send(#"{"t":"ax","id":\#(id(harness.controller.toggle)),"a":"custom:63"}"#)
        }
        #expect(diagnostics.contains { $0.message.contains("custom actions; action 63 ignored") })
        #expect(!harness.tab.isClosed && harness.transport.closes.isEmpty)
        // Names the protocol does not know are malformed (the socket closes with 1008), never performed.
        for bad in ["custom:64", "custom:-1", "scroll:in", "focus:1", ""] {
            #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"t":"ax","id":1,"a":"\#(bad)"}"#) }
        }
    }

    @Test func moveUpAndMoveDownReorderThroughTheMirror() throws {
        let harness = Harness(count: 6)
        try harness.start()
        let node = try #require(try harness.lastChanges().first { $0["n"] as? String == "Item 2" })
        #expect(node["ca"] as? [String] == ["Move up", "Move down"])
        let first = try #require(try harness.lastChanges().first { $0["n"] as? String == "Item 0" })
        #expect(first["ca"] as? [String] == ["Move down"], "the first item cannot move up")
        let cellID = try #require(node["i"] as? Int)
        try harness.send(#"{"t":"ax","id":\#(cellID),"a":"custom:0"}"#)
        #expect(harness.controller.items.prefix(3) == ["Item 0", "Item 2", "Item 1"])
        // Item 2 now shows at index 1 (its cell may have moved or been reused); move it back down by its new id.
        let window = try #require(harness.controller.view.window)
        let moved = try #require(
            AccessibilityTree.build(from: window).elements.first { $0.label == "Item 2" })
        #expect(moved.customActionNames == ["Move up", "Move down"])
        try harness.send(#"{"t":"ax","id":\#(moved.id),"a":"custom:1"}"#)
        #expect(harness.controller.items.prefix(3) == ["Item 0", "Item 1", "Item 2"])
    }

    @Test func keyAndActionFloodsCountAgainstTheInputLimits() throws {
        // Keys are never merged: a browser that sends more than the inbox holds, or more in a second than the rate
        // allows, is a flood (the socket closes with 1008), whatever the keys are.
        let inbox = TabInbox(queue: InputQueue(capacity: 64, maximumRate: 2000))
        let key = #"{"t":"key","key":"Tab","chars":"","down":true}"#
        for _ in 0..<64 { _ = try inbox.accept(text: key, at: 0) }
        #expect(throws: TabInputError.flood(.full(capacity: 64))) { try inbox.accept(text: key, at: 0) }
        let action = #"{"t":"ax","id":12345,"a":"activate"}"#
        let actions = TabInbox(queue: InputQueue(capacity: 4096, maximumRate: 100))
        for index in 0..<100 { _ = try actions.accept(text: action, at: 0.001 * Double(index)) }
        #expect(throws: TabInputError.flood(.tooFast(rate: 100))) { try actions.accept(text: action, at: 0.5) }

        // A batch of keys within the limits is applied in order without a crash, and the tree follows once.
        let harness = Harness()
        try harness.start()
        let keys = ["Tab", "ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", " ", "Enter", "Escape", "Tab"]
        var batch: [ClientMessage] = []
        for round in 0..<20 {
            for name in keys {
                batch.append(try ClientMessage.decode(#"{"t":"key","key":"\#(name)","chars":"","down":true}"#))
                batch.append(try ClientMessage.decode(#"{"t":"key","key":"\#(name)","chars":"","down":false}"#))
            }
            batch.append(try ClientMessage.decode(#"{"t":"ax","id":\#(round),"a":"activate"}"#))
        }
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { harness.tab.receive(batch) }
        #expect(diagnostics.allSatisfy { $0.message.contains("Accessibility:") })
        #expect(!harness.tab.isClosed)
        harness.tab.frameWasSent()
        #expect(harness.focusedView != nil)
    }
}
