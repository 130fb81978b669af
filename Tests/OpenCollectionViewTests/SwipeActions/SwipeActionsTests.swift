// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A one-column list of 44-point rows whose delegate supplies swipe actions (the extension beyond UIKit's lists):
/// trailing Delete (destructive) and Flag, leading Add.
@MainActor
final class SwipeClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items = Array(0..<20)
    var log: [String] = []
    var fullSwipe = true
    /// What the Delete and Flag handlers pass to their completion.
    var completes = true
    /// Whether Delete removes the item from the data source before completing.
    var deletes = true

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.item]
        let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
            self.log.append("delete \(item)")
            if self.deletes, self.completes, let index = self.items.firstIndex(of: item) {
                self.items.remove(at: index)
                collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
            }
            completion(self.completes)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
            self.log.append("flag \(item)")
            completion(self.completes)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }

    func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.item]
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .normal, title: "Add") { _, _, completion in
                self.log.append("add \(item)")
                completion(true)
            }
        ])
    }
}

@MainActor
struct SwipeActionsTests {
    static let width: CGFloat = 320

    func setUp(rightToLeft: Bool = false) -> (SwipeClient, UICollectionView, HeadlessHost) {
        let client = SwipeClient()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.width, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: Self.width, height: 480), collectionViewLayout: layout)
        if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.delegate = client
        let host = hostedInWindow(collectionView, size: CGSize(width: Self.width, height: 480))
        host.layout()
        return (client, collectionView, host)
    }

    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    /// A view's frame in window coordinates.
    func windowFrame(_ view: UIView?) -> CGRect {
        guard let view else { return .null }
        return view.convert(view.bounds, to: nil)
    }

    /// Where row `item`'s content shows, in window coordinates.
    func contentFrame(_ collectionView: UICollectionView, _ item: Int) -> CGRect {
        windowFrame(collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.contentView)
    }

    /// Drags row `item` horizontally by `distance`, slowly and holding still before lifting (no fling).
    func slowSwipe(_ host: HeadlessHost, item: Int, from x: CGFloat = 300, by distance: CGFloat) {
        let y = CGFloat(item) * 44 + 22
        host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + distance, y: y), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
    }

    @Test func swipingPastHalfTheButtonsOpensTheRowToTheirWidth() {
        let (client, collectionView, host) = setUp()
        defer { withExtendedLifetime(client) {} }
        slowSwipe(host, item: 2, by: -110)
        let delete = windowFrame(find("swipe-action-Delete", in: collectionView))
        let flag = windowFrame(find("swipe-action-Flag", in: collectionView))
        // UIKit: the first action is outermost, at the trailing edge; the row opens exactly to the buttons' width.
        #expect(delete.maxX == Self.width)
        #expect(flag.maxX == delete.minX)
        #expect(delete.width >= 74 && flag.width >= 74)
        #expect(delete.height == 44 && delete.minY == 88)
        let openWidth = delete.width + flag.width
        #expect(contentFrame(collectionView, 2).minX == -openWidth)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.configurationState.isSwiped == true)
    }

    @Test func aShortSlowSwipeSnapsBackClosed() {
        let (client, collectionView, host) = setUp()
        defer { withExtendedLifetime(client) {} }
        slowSwipe(host, item: 1, by: -50)
        #expect(contentFrame(collectionView, 1).minX == 0)
        #expect(find("swipe-action-Delete", in: collectionView) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped == false)
    }

    @Test func aQuickFlickOpensEvenWhenShort() {
        let (client, collectionView, host) = setUp()
        defer { withExtendedLifetime(client) {} }
        host.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 250, y: 22), duration: 0.08)
        host.advance(by: 1)
        #expect(find("swipe-action-Delete", in: collectionView) != nil)
        #expect(contentFrame(collectionView, 0).minX < -100)
    }

    @Test func aVerticalDragScrollsInsteadOfSwiping() {
        let (client, collectionView, host) = setUp()
        defer { withExtendedLifetime(client) {} }
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 290, y: 100), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y > 100)
        #expect(find("swipe-action-Delete", in: collectionView) == nil)
    }

    @Test func withoutFullSwipeTheRowResistsPastItsButtons() {
        let (client, collectionView, host) = setUp()
        client.fullSwipe = false
        let finger = host.touchDown(at: CGPoint(x: 310, y: 22))
        for step in 1...30 {
            host.advance(by: 1.0 / 60)
            host.touchMove(finger, to: CGPoint(x: 310 - CGFloat(step) * 10, y: 22))
        }
        host.advance(by: 0.3)
        let delete = windowFrame(find("swipe-action-Delete", in: collectionView))
        let flag = windowFrame(find("swipe-action-Flag", in: collectionView))
        let shown = -contentFrame(collectionView, 0).minX
        // The finger moved 300 points; the rubber band keeps the row well short of it, yet past the buttons.
        #expect(shown > delete.width + flag.width - 1)
        #expect(shown < 250)
        host.touchUp(finger, at: CGPoint(x: 10, y: 22))
        host.advance(by: 1)
        let open =
            windowFrame(find("swipe-action-Delete", in: collectionView)).width
            + windowFrame(find("swipe-action-Flag", in: collectionView)).width
        #expect(-contentFrame(collectionView, 0).minX == open)
        #expect(client.log.isEmpty)
    }

    @Test func tappingAnActionRunsItsHandlerThenCloses() {
        let (client, collectionView, host) = setUp()
        slowSwipe(host, item: 3, by: -120)
        let flag = windowFrame(find("swipe-action-Flag", in: collectionView))
        host.tap(at: CGPoint(x: flag.midX, y: flag.midY))
        host.advance(by: 1)
        #expect(client.log == ["flag 3"])
        #expect(contentFrame(collectionView, 3).minX == 0)
        #expect(find("swipe-action-Flag", in: collectionView) == nil)
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let (client, collectionView, host) = setUp()
        client.deletes = false
        client.completes = false
        slowSwipe(host, item: 4, from: 310, by: -290)
        #expect(client.log == ["delete 4"])
        // completion(false): the row closes again.
        host.advance(by: 1)
        #expect(contentFrame(collectionView, 4).minX == 0)
        #expect(collectionView.numberOfItems(inSection: 0) == 20)
    }

    @Test func aFullSwipeIsOffWhenTheConfigurationSaysSo() {
        let (client, collectionView, host) = setUp()
        client.fullSwipe = false
        slowSwipe(host, item: 4, from: 310, by: -290)
        #expect(client.log.isEmpty)
        #expect(find("swipe-action-Delete", in: collectionView) != nil)
    }

    @Test func aDestructiveActionCompletedDeletesTheRowWithAnAnimation() {
        let (client, collectionView, host) = setUp()
        slowSwipe(host, item: 5, by: -120)
        let delete = windowFrame(find("swipe-action-Delete", in: collectionView))
        let cell = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        host.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(client.log == ["delete 5"])
        #expect(collectionView.numberOfItems(inSection: 0) == 19)
        // During the update animation the departing row is covered by its action and the row below moves up.
        host.advance(by: 0.1)
        let departing = cell.map { windowFrame($0) } ?? .null
        #expect(abs(departing.minY - 5 * 44) < 0.001)
        let below = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(below !== cell)
        host.advance(by: 1)
        #expect(cell?.superview == nil)
        #expect(find("swipe-action-Delete", in: collectionView) == nil)
        #expect(contentFrame(collectionView, 5).minX == 0)
        #expect(abs(contentFrame(collectionView, 5).minY - 5 * 44) < 0.001)
    }

    @Test func onlyOneRowIsOpenAtATime() {
        let (client, collectionView, host) = setUp()
        defer { withExtendedLifetime(client) {} }
        slowSwipe(host, item: 1, by: -120)
        slowSwipe(host, item: 3, by: -120)
        #expect(contentFrame(collectionView, 1).minX == 0)
        #expect(contentFrame(collectionView, 3).minX < -100)
    }

    @Test func aTapElsewhereClosesTheRowWithoutSelecting() {
        let (client, collectionView, host) = setUp()
        slowSwipe(host, item: 1, by: -120)
        host.tap(at: CGPoint(x: 100, y: 300))
        host.advance(by: 1)
        #expect(contentFrame(collectionView, 1).minX == 0)
        #expect(client.log.isEmpty)
        host.tap(at: CGPoint(x: 100, y: 300))
        #expect(client.log == ["select 6"])
    }

    @Test func tappingTheOpenRowClosesItWithoutSelecting() {
        let (client, collectionView, host) = setUp()
        slowSwipe(host, item: 1, by: -120)
        host.tap(at: CGPoint(x: 60, y: 66))
        host.advance(by: 1)
        #expect(contentFrame(collectionView, 1).minX == 0)
        #expect(client.log.isEmpty)
    }

    @Test func scrollingClosesTheRow() {
        let (client, collectionView, host) = setUp()
        defer { withExtendedLifetime(client) {} }
        slowSwipe(host, item: 1, by: -120)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(collectionView.contentOffset.y > 0)
        #expect(find("swipe-action-Delete", in: collectionView) == nil)
    }

    @Test func swipingRightRevealsTheLeadingActions() {
        let (client, collectionView, host) = setUp()
        slowSwipe(host, item: 2, from: 20, by: 90)
        let add = windowFrame(find("swipe-action-Add", in: collectionView))
        #expect(add.minX == 0)
        #expect(contentFrame(collectionView, 2).minX == add.width)
        host.tap(at: CGPoint(x: add.midX, y: add.midY))
        #expect(client.log == ["add 2"])
    }

    @Test func rightToLeftMirrorsTheEdges() {
        let (client, collectionView, host) = setUp(rightToLeft: true)
        defer { withExtendedLifetime(client) {} }
        // In right-to-left the trailing edge is on the left: swiping right reveals Delete and Flag there.
        slowSwipe(host, item: 2, from: 20, by: 120)
        let delete = windowFrame(find("swipe-action-Delete", in: collectionView))
        let flag = windowFrame(find("swipe-action-Flag", in: collectionView))
        #expect(delete.minX == 0)
        #expect(flag.minX == delete.maxX)
        #expect(find("swipe-action-Add", in: collectionView) == nil)
    }

    @Test func contextualActionsDefaultToUIKitColours() {
        let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        // UIKit: destructive actions are system red, normal ones system gray; nil restores the default.
        #expect(destructive.backgroundColor == .systemRed)
        #expect(normal.backgroundColor == .systemGray)
        normal.backgroundColor = .systemBlue
        #expect(normal.backgroundColor == .systemBlue)
        normal.backgroundColor = nil
        #expect(normal.backgroundColor == .systemGray)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }
}
