// Host-driven: drives layout through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// UICollectionViewLayout's interactive-movement hooks (UIKit, iOS 9): while items move the collection view
/// invalidates with the context of `invalidationContext(forInteractivelyMovingItems:withTargetPosition:
/// previousIndexPaths:previousPosition:)`, and once more with the context of
/// `invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)`;
/// a subclass overrides them to see or extend the contexts.
@MainActor
struct MovementInvalidationContextTests {
    private final class RecordingLayout: UICollectionViewFlowLayout {
        var moving: [(targets: [IndexPath], previous: [IndexPath], position: CGPoint)] = []
        var endings: [(final: [IndexPath], cancelled: Bool)] = []

        override func invalidationContext(
            forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
            previousIndexPaths: [IndexPath], previousPosition: CGPoint
        ) -> UICollectionViewLayoutInvalidationContext {
            moving.append((targetIndexPaths, previousIndexPaths, targetPosition))
            let context = super.invalidationContext(
                forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
            #expect(context.targetIndexPathsForInteractivelyMovingItems == targetIndexPaths)
            #expect(context.interactiveMovementTarget == targetPosition)
            return context
        }

        override func invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
        ) -> UICollectionViewLayoutInvalidationContext {
            endings.append((indexPaths, movementCancelled))
            return super.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                movementCancelled: movementCancelled)
        }
    }

    private final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath)
        {}
    }

    @Test func movingAndEndingAskTheLayoutForTheirContexts() {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        let host = hostedInWindow(collectionView, size: CGSize(width: 300, height: 400))
        host.layout()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        host.layout()
        let move = layout.moving.last
        #expect(move?.targets == [IndexPath(item: 4, section: 0)])
        #expect(move?.previous == [IndexPath(item: 0, section: 0)])
        #expect(move?.position == CGPoint(x: 150, y: 150))
        collectionView.endInteractiveMovement()
        #expect(layout.endings.count == 1)
        #expect(layout.endings.first?.final == [IndexPath(item: 4, section: 0)])
        #expect(layout.endings.first?.cancelled == false)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 50))
        collectionView.cancelInteractiveMovement()
        #expect(layout.endings.last?.cancelled == true)
        #expect(layout.endings.last?.final == [IndexPath(item: 1, section: 0)])
    }
}
