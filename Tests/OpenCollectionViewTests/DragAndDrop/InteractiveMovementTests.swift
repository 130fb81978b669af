// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct InteractiveMovementTests {
    private func labels(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.map {
            (collectionView.cellForItem(at: $0) as? DragCell)?.label.text ?? "?"
        }
    }

    @Test func standardGestureMovesTheItemAndTellsTheDataSourceOnce() {
        let controller = ReorderableGridController(count: 12)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = controller.collectionView!
        // Hold item 0, drag it onto item 4's place (row 1, column 1), let go.
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 160, y: 160), duration: 0.4, press: 0.7)
        host.advance(by: 0.5)
        #expect(controller.moves == ["0→4"])
        #expect(controller.items.prefix(6) == ["1", "2", "3", "4", "0", "5"])
        #expect(Array(labels(collectionView).prefix(6)) == ["1", "2", "3", "4", "0", "5"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 110, y: 110))
    }

    @Test func movingFromCodeFollowsUIKitsBeginUpdateEndAndCancel() {
        let controller = ReorderableGridController(count: 12)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = controller.collectionView!
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let moving = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect((moving as? DragCell)?.label.text == "2")
        #expect(moving?.center == CGPoint(x: 50, y: 50))
        collectionView.cancelInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.moves.isEmpty)
        #expect(Array(labels(collectionView).prefix(3)) == ["0", "1", "2"])
    }

    /// Without `moveItemAt` the controller's standard reordering gesture never lifts an item (UIKit: moving needs
    /// `collectionView(_:moveItemAt:to:)`), so a long press reaches the item's edit menu instead: it offers the
    /// standard actions the delegate accepts — Cut, Copy and Paste, in that order — and choosing one calls
    /// `performAction` for that item and closes the menu, with every item where it was.
    @Test func withoutMoveItemAtNothingMovesAndTheEditMenuStillWorks() {
        final class Fixed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var performed: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
                -> Bool
            { true }
            func collectionView(
                _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                withSender sender: Any?
            ) -> Bool { true }
            func collectionView(
                _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                withSender sender: Any?
            ) { performed.append("\(action) \(indexPath.item)") }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = UICollectionViewController(collectionViewLayout: layout)
        let source = Fixed()
        let collectionView = controller.collectionView!
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let cells = (0..<6).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        let framesBefore = cells.map { $0?.frame }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        host.longPress(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.flatMap { subview in (subview as? UIButton).map { [$0] } ?? buttons(in: subview) }
        }
        let menu = collectionView.subviews.first { $0.accessibilityIdentifier == "edit-menu" }
        let menuButtons = menu.map(buttons) ?? []
        #expect(menuButtons.map { $0.title(for: .normal) } == ["Cut", "Copy", "Paste"])
        #expect((0..<6).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) } == cells)
        #expect(cells.map { $0?.frame } == framesBefore)
        let paste = menuButtons.first { $0.title(for: .normal) == "Paste" }
        let point = paste.map { $0.boundsCenter(in: nil) } ?? .zero
        host.tap(at: point)
        #expect(source.performed == ["paste: 0"])
        #expect(!collectionView.subviews.contains { $0.accessibilityIdentifier == "edit-menu" })
        #expect(collectionView.indexPathsForSelectedItems == [])
    }
}
