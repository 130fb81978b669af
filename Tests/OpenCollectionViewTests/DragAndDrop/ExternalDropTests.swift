// Host-driven: drives time and drags through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Drops from outside the app (in the web host, another page or the desktop) through the headless host. Expected
/// behaviour is UIKit's documented one for drops from other apps: the session's `localDragSession` is `nil`
/// ("If the drag originated in a different app, this property is nil"); a `.move` proposal is only honoured inside
/// the app (`UIDropOperation.move`: "only valid within the same app"), so it becomes a copy; the item providers'
/// data loads in `performDrop` (UIDropInteractionDelegate: "load the data … in `dropInteraction(_:performDrop:)`");
/// a target whose `canHandle` returns false is not asked anything more ("If you return false, the drop
/// interaction doesn't call any more methods on the delegate for the session"); and
/// `UICollectionViewDropDelegate`'s calls come in the order enter, update, perform, end.
@MainActor
struct ExternalDropTests {
    /// A 1 × 1 PNG, as a browser hands over a dropped image file.
    static let onePixelPNG = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// From the gap between the grids onto the right grid's second item, in a few display frames.
    private func path(to target: CGPoint) -> [CGPoint] {
        let start = CGPoint(x: 350, y: target.y)
        return (0...5).map { step in
            CGPoint(x: start.x + (target.x - start.x) * CGFloat(step) / 5, y: target.y)
        }
    }

    @Test func textFromOutsideIsCopiedInThroughAPlaceholder() {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        var sawLocalSession = true
        var sawTextType = false
        let loads = LoadRecorder()
        controller.rightModel.propose = { session, _ in
            sawLocalSession = session.localDragSession != nil
            sawTextType = session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"])
            session.items.first?.itemProvider.loadObject(ofClass: String.self) { string, _ in
                MainActor.assumeIsolated { loads.attempts.append(string) }
            }
            // Seed 000 proposes a move for its own drags; from outside the app it can only be a copy.
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        let target = host.center(of: item(1), in: controller.right)
        let operation = host.externalDrag(items: [.text("Hello")], along: path(to: target))
        #expect(operation == .copy, "a move from outside the app is a copy")
        #expect(!sawLocalSession, "localDragSession is nil for drags from elsewhere")
        #expect(sawTextType)
        #expect(loads.attempts.first == .some(nil), "the data arrives only with the drop")
        host.advance(by: 1)
        #expect(
            controller.rightModel.log == [
                "dropSessionDidEnter", "dropSessionDidUpdate", "performDrop", "dropSessionDidEnd",
            ]
        )
        #expect(controller.rightModel.lastSources == [nil])
        #expect(controller.rightModel.items == ["R0", "Hello", "R1", "R2", "R3", "R4", "R5"])
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
        #expect(host.session.externalDropOperation == nil, "the drag is over")
        #expect(controller.leftModel.log.isEmpty)
    }

    @Test func anImageFromOutsideFillsAPlaceholderWhenItsLoadFinishes() throws {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        let model = controller.rightModel
        let loads = LoadRecorder()
        var canLoadImage = false
        var canLoadString = true
        model.propose = { session, _ in
            canLoadImage = session.canLoadObjects(ofClass: UIImage.self)
            canLoadString = session.canLoadObjects(ofClass: String.self)
            return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
        model.performDrop = { collectionView, coordinator in
            let destination = try! #require(coordinator.destinationIndexPath)
            let dropItem = coordinator.items[0]
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
            placeholder.cellUpdateHandler = { cell in (cell as? DragCell)?.label.text = "Loading…" }
            nonisolated(unsafe) let context = coordinator.drop(dropItem.dragItem, to: placeholder)
            dropItem.dragItem.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                let size = image?.size
                // The decode finishes later, as a large photo's would: the test decides when.
                MainActor.assumeIsolated {
                    loads.finish = {
                        let title = size.map { "Image \(Int($0.width))×\(Int($0.height))" } ?? "?"
                        context.commitInsertion { model.items.insert(title, at: $0.item) }
                    }
                }
            }
        }
        // The canHandle of the fixture asks for strings: an image-only grid asks for images instead.
        let imageGrid = ImageOnlyDropDelegate(forwardingTo: model)
        controller.right.dropDelegate = imageGrid
        let target = host.center(of: item(1), in: controller.right)
        let png = ExternalDragItem.file(Self.onePixelPNG, typeIdentifier: "public.png", name: "dot.png")
        let operation = host.externalDrag(items: [png], along: path(to: target))
        #expect(operation == .copy)
        #expect(canLoadImage)
        #expect(!canLoadString)
        host.advance(by: 0.5)
        #expect(visibleLabels(controller.right) == ["R0", "Loading…", "R1", "R2", "R3", "R4", "R5"])
        #expect(model.items == ["R0", "R1", "R2", "R3", "R4", "R5"], "a placeholder is not in the data source")
        let finish = try #require(loads.finish, "the image loaded in performDrop")
        finish()
        host.advance(by: 0.5)
        #expect(model.items == ["R0", "Image 1×1", "R1", "R2", "R3", "R4", "R5"])
        #expect(visibleLabels(controller.right) == model.items)
        #expect(imageGrid.suggestedNames == ["dot.png"])
    }

    @Test func aTypeNoTargetReadsIsRefused() {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        let pdf = ExternalDragItem.file(Data("%PDF-1.4".utf8), typeIdentifier: "com.adobe.pdf", name: "a.pdf")
        let target = host.center(of: item(1), in: controller.right)
        let operation = host.externalDrag(items: [pdf], along: path(to: target))
        host.advance(by: 1)
        #expect(operation == .cancel, "no view takes the drop")
        #expect(controller.rightModel.log.isEmpty, "canHandle said no: nothing more is asked")
        #expect(controller.rightModel.items == (0..<6).map { "R\($0)" })
    }

    @Test func aDragThatLeavesExitsAndEndsWithoutDropping() {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        let target = host.center(of: item(1), in: controller.right)
        host.externalDrag(items: [.url(URL(string: "https://example.com/a")!)], along: path(to: target), drops: false)
        host.advance(by: 1)
        #expect(
            controller.rightModel.log == ["dropSessionDidEnter", "dropSessionDidUpdate", "dropSessionDidEnd"])
        #expect(controller.rightModel.items.count == 6)
        #expect(host.session.externalDropOperation == nil)
    }

    @Test func aPlainViewWithADropInteractionTakesText() {
        let controller = PlainViewsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        let outside = CGPoint(x: 400, y: 400)
        let inside = CGPoint(x: 600, y: 100)
        let operation = host.externalDrag(items: [.text("from the desktop")], along: [outside, inside])
        #expect(operation == .copy)
        #expect(controller.dropped == ["from the desktop"])
        #expect(!controller.log.calls.contains("concludeDrop"), "concludeDrop waits for the drop animation")
        host.advance(by: 1)
        let calls = controller.log.calls.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(
            calls == [
                "canHandle", "sessionDidEnter", "sessionDidUpdate", "performDrop from the desktop",
                "drop sessionDidEnd", "concludeDrop",
            ])
    }

    @Test func dataThatDidNotArriveIsDiagnosedAndItsPlaceholderDeleted() {
        let controller = TwoGridsController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        let refused = ExternalDragItem(representations: [
            .init(typeIdentifier: "public.plain-text", refusal: "the dropped text/plain is too large")
        ])
        let target = host.center(of: item(1), in: controller.right)
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            host.externalDrag(items: [refused], along: path(to: target))
            host.advance(by: 1)
        }
        #expect(diagnostics.map(\.message) == ["the dropped text/plain is too large"])
        #expect(controller.rightModel.log.contains("performDrop"))
        #expect(controller.rightModel.items == (0..<6).map { "R\($0)" }, "the failed load deletes the placeholder")
        #expect(visibleLabels(controller.right) == controller.rightModel.items)
    }
}

/// What an item provider's load delivered, and how to finish a load the test holds back.
@MainActor
private final class LoadRecorder {
    var attempts: [String?] = []
    var finish: (() -> Void)?
}

/// Takes drops of images only, handing everything else to `model` and noting the dropped files' names.
@MainActor
private final class ImageOnlyDropDelegate: NSObject, UICollectionViewDropDelegate {
    let model: DragGridModel
    var suggestedNames: [String?] = []

    init(forwardingTo model: DragGridModel) { self.model = model }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIImage.self)
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        model.collectionView(
            collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        suggestedNames = coordinator.items.map(\.dragItem.itemProvider.suggestedName)
        model.collectionView(collectionView, performDropWith: coordinator)
    }
}
