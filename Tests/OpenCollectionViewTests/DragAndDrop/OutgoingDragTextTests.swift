// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import Foundation
@_spi(Host) import OpenCollectionView
import Testing

/// The text an in-app drag carries if it leaves the window (`HostSession.outgoingDragText`, which the web host
/// hands to the browser's own drag). On iOS a drag leaving the app offers its items' providers to the other app
/// unless the source restricts it (`UICollectionViewDragDelegate.collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`:
/// "return true to prevent the drag from leaving the app"); here the strings are what goes out.
@MainActor
struct OutgoingDragTextTests {
    private func makeHost(_ controller: TwoGridsController = TwoGridsController()) -> (HeadlessHost, TwoGridsController)
    {
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 1024, height: 768))
        host.layout()
        return (host, controller)
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test func aLiftedItemOffersItsTextUntilTheDragEnds() {
        let (host, controller) = makeHost()
        #expect(host.session.outgoingDragText == nil, "nothing is lifted")
        let start = host.center(of: item(1), in: controller.left)
        let id = host.lift(at: start, dragTo: [CGPoint(x: 500, y: 300)])
        #expect(host.session.outgoingDragText == "L1")
        host.touchUp(id, at: CGPoint(x: 500, y: 300))
        host.advance(by: 1)
        #expect(host.session.outgoingDragText == nil, "the drag ended")
    }

    @Test func aMultiItemDragOffersEveryItemsTextInOrder() {
        let controller = TwoGridsController()
        controller.leftModel.addsItemsOnTap = true
        let (host, _) = makeHost(controller)
        let id = host.lift(at: host.center(of: item(1), in: controller.left), dragTo: [CGPoint(x: 500, y: 300)])
        host.tap(at: host.center(of: item(3), in: controller.left))
        host.advance(by: 0.5)
        #expect(host.session.outgoingDragText == "L1\nL3")
        host.touchUp(id, at: CGPoint(x: 500, y: 300))
        host.advance(by: 1)
    }

    @Test func aDragTheSourceKeepsInTheAppOffersNothing() {
        let controller = TwoGridsController()
        controller.leftModel.restrictsDragsToTheApp = true
        let (host, _) = makeHost(controller)
        let id = host.lift(at: host.center(of: item(1), in: controller.left), dragTo: [CGPoint(x: 500, y: 300)])
        #expect(controller.left.hasActiveDrag)
        #expect(host.session.outgoingDragText == nil)
        host.touchUp(id, at: CGPoint(x: 500, y: 300))
        host.advance(by: 1)
    }

    @Test func textThatLoadsLaterIsOfferedOnceItArrivesAndURLsAsTheirAddress() {
        let controller = TwoGridsController()
        let loads = PendingLoads()
        controller.leftModel.makeDragItem = { title in
            let provider = NSItemProvider()
            provider.registerObject(ofClass: String.self, visibility: .all) { completion in
                loads.add { completion(title, nil) }
                return nil
            }
            return UIDragItem(itemProvider: provider)
        }
        let (host, _) = makeHost(controller)
        let id = host.lift(at: host.center(of: item(2), in: controller.left), dragTo: [CGPoint(x: 500, y: 300)])
        #expect(host.session.outgoingDragText == nil, "the text has not arrived")
        loads.runAll()
        #expect(host.session.outgoingDragText == "L2")
        host.touchUp(id, at: CGPoint(x: 500, y: 300))
        host.advance(by: 1)

        controller.leftModel.makeDragItem = { _ in
            UIDragItem(itemProvider: NSItemProvider(object: URL(string: "https://example.com/a")!))
        }
        let second = host.lift(at: host.center(of: item(4), in: controller.left), dragTo: [CGPoint(x: 500, y: 300)])
        #expect(host.session.outgoingDragText == "https://example.com/a")
        host.touchUp(second, at: CGPoint(x: 500, y: 300))
        host.advance(by: 1)
    }
}
