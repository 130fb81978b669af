// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A reordering controller whose items have their own widths, written as UIKit apps write it: while an item moves,
/// the flow layout asks for sizes at the index paths of the order on screen (the data source hears of the move only
/// when it ends), so the controller keeps that order in `targetIndexPathForMoveFromItemAt` and sizes from it.
private final class SizedReorderController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat] = [60, 140, 90, 200, 70, 120, 80, 160]
    var movingOrder: [CGFloat]?
    var shown: [CGFloat] { movingOrder ?? widths }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        widths.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: shown[indexPath.item], height: 50) }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        var order = shown
        order.insert(order.remove(at: currentIndexPath.item), at: proposedIndexPath.item)
        movingOrder = order
        return proposedIndexPath
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        widths.insert(widths.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        movingOrder = nil
    }
}

@MainActor
struct LiftedItemTests {
    private func widthsOnScreen(_ collectionView: UICollectionView) -> [CGFloat] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap {
            collectionView.cellForItem(at: $0)?.bounds.width
        }
    }

    /// The held item is enlarged by a tenth and casts a shadow (iOS's lift of a picked-up item); dropped, it is flat
    /// again with the shadow it had before.
    @Test func thePickedUpItemLiftsAndIsPutDownFlat() {
        let controller = SizedReorderController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = controller.collectionView!
        let first = IndexPath(item: 0, section: 0)
        #expect(collectionView.beginInteractiveMovementForItem(at: first))
        host.advance(by: 0.5)
        let cell = collectionView.cellForItem(at: first)
        #expect(cell?.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        #expect((cell?.layer.shadowOpacity ?? 0) > 0)
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(cell?.transform == .identity)
        #expect(cell?.layer.shadowOpacity == 0)
    }

    /// Dragging the 60-point item past the 140- and 90-point ones: every item keeps its own width on screen while
    /// the others make room, and after the drop.
    @Test func itemsKeepTheirOwnSizesWhileMovingAndAfterTheDrop() {
        let controller = SizedReorderController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 320, height: 480))
        host.layout()
        let collectionView = controller.collectionView!
        let first = IndexPath(item: 0, section: 0)
        let start = collectionView.layoutAttributesForItem(at: first)?.center ?? .zero
        let target = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.center ?? .zero
        #expect(collectionView.beginInteractiveMovementForItem(at: first))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: (start.x + target.x) / 2, y: start.y))
        collectionView.updateInteractiveMovementTargetPosition(target)
        host.advance(by: 0.5)
        #expect(widthsOnScreen(collectionView) == [140, 90, 60, 200, 70, 120, 80, 160])
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.widths == [140, 90, 60, 200, 70, 120, 80, 160])
        #expect(widthsOnScreen(collectionView) == controller.widths)
    }
}
