// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Multi-item drags from a collection view, and drags between plain views with `UIDragInteraction` and
/// `UIDropInteraction`. Expected behaviour is UIKit's documented one: `UICollectionViewDragDelegate`
/// (`itemsForAddingTo:at:point:` "to add items to an existing drag session" when the user taps other items),
/// `UIDragInteractionDelegate` and `UIDropInteractionDelegate` ("If `canHandle` returns true, the other delegate
/// methods will be called, starting with `sessionDidEnter`"; `concludeDrop` "after `performDrop` has been called,
/// and all resulting drop animations have completed").
@MainActor
struct DragSessionsTests {
    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// While item 0 is held, tapping items 2 and 5 adds them to the drag (in tap order, one preview each); dropped
    /// on the other collection view, all three arrive in that order.
    @Test func tappingOtherItemsDuringADragAddsThem() {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        controller.leftModel.addsItemsOnTap = true
        controller.rightModel.propose = { _, _ in
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        let start = host.center(of: item(0), in: controller.left)
        let id = host.lift(at: start, dragTo: [CGPoint(x: start.x, y: start.y + 5)])
        host.tap(at: host.center(of: item(2), in: controller.left))
        host.tap(at: host.center(of: item(5), in: controller.left))
        host.advance(by: 0.3)
        #expect(
            controller.leftModel.log.filter { $0.hasPrefix("itemsFor") } == [
                "itemsForBeginning 0", "itemsForAddingTo 2", "itemsForAddingTo 5",
            ])
        #expect(host.dragPreviews.count == 3)
        // Tapping an item already in the drag adds nothing.
        host.tap(at: host.center(of: item(2), in: controller.left))
        #expect(host.dragPreviews.count == 3)
        let target = host.center(of: item(1), in: controller.right)
        host.touchMoveAlong(id, from: CGPoint(x: start.x, y: start.y + 5), to: target)
        host.touchUp(id, at: target)
        host.advance(by: 1)
        #expect(controller.rightModel.lastSources == [nil, nil, nil])
        #expect(controller.rightModel.items == ["R0", "L0", "L2", "L5", "R1", "R2", "R3", "R4", "R5"])
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
        #expect(host.dragPreviews.isEmpty)
        #expect(!controller.left.hasActiveDrag)
    }

    /// A drag from a plain view with a drag interaction to a plain view with a drop interaction: lift, move over
    /// the target, drop; the delegates are called in UIKit's order and the dropped item's object loads.
    @Test func aDragBetweenPlainViewsCallsTheDelegatesInOrder() {
        let controller = PlainViewsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        let log = controller.log
        let start = CGPoint(x: 100, y: 100)
        let outside = CGPoint(x: 100, y: 400)
        let target = CGPoint(x: 600, y: 100)
        let id = host.lift(at: start, dragTo: [target, outside, target])
        host.advance(by: 0.3)
        #expect(host.dragPreviews.count == 1)
        host.touchUp(id, at: target)
        #expect(log.calls.contains("performDrop hello"))
        #expect(!log.calls.contains("concludeDrop"))
        host.advance(by: 1)
        #expect(host.dragPreviews.isEmpty)
        let calls = log.calls.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(
            calls == [
                "itemsForBeginning", "sessionWillBegin", "canHandle", "sessionDidEnter", "sessionDidUpdate",
                "sessionDidExit", "canHandle", "sessionDidEnter", "sessionDidUpdate", "performDrop hello",
                "drop sessionDidEnd", "drag didEndWith copy", "concludeDrop",
            ])
        #expect(controller.dropped == ["hello"])
    }

    /// Letting go where no view takes the drop cancels: only the drag side hears of the end.
    @Test func aDragDroppedNowhereIsCancelled() {
        let controller = PlainViewsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        host.dragAndDrop(from: CGPoint(x: 100, y: 100), to: [CGPoint(x: 100, y: 500)])
        #expect(controller.log.calls == ["itemsForBeginning", "sessionWillBegin", "drag didEndWith cancel"])
        #expect(host.dragPreviews.isEmpty)
        #expect(controller.dropped.isEmpty)
    }
}

/// The calls the delegates of ``PlainViewsController`` received.
@MainActor
final class DelegateLog {
    var calls: [String] = []
}

/// A source view with a drag interaction at the top left and a target view with a drop interaction at the top
/// right, in an iPad-sized window.
@MainActor
final class PlainViewsController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let log = DelegateLog()
    var dropped: [String] = []
    let source = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let target = UIView(frame: CGRect(x: 500, y: 50, width: 200, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        let drag = UIDragInteraction(delegate: self)
        drag.isEnabled = true
        source.addInteraction(drag)
        target.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(source)
        view.addSubview(target)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        log.calls.append("itemsForBeginning")
        return [UIDragItem(itemProvider: NSItemProvider(object: "hello"))]
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log.calls.append("sessionWillBegin")
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        log.calls.append("drag didEndWith \(operation == .copy ? "copy" : operation == .cancel ? "cancel" : "other")")
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.calls.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log.calls.append("sessionDidEnter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        log.calls.append("sessionDidUpdate")
        return UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        log.calls.append("sessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        let item = session.items.first
        var text = "?"
        item?.itemProvider.loadObject(ofClass: String.self) { string, _ in
            MainActor.assumeIsolated {
                text = string ?? "?"
                self.dropped.append(text)
            }
        }
        log.calls.append("performDrop \(text)")
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log.calls.append("concludeDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log.calls.append("drop sessionDidEnd")
    }
}
