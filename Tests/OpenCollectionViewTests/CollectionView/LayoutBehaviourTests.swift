// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A cell whose height depends on its item (every fifth is tall), sized through `sizeThatFits(_:)`.
private final class TallCell: UICollectionViewCell {
    var height: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

@MainActor
private final class SelfSizingClient: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TallCell
        cell.height = indexPath.item % 5 == 0 ? 120 : 44
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled += indexPaths
    }
}

/// Snaps every drag to a multiple of 100 points.
private final class SnappingLayout: UICollectionViewFlowLayout {
    var proposals: [CGPoint] = []
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposals.append(proposedContentOffset)
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

@MainActor
struct LayoutBehaviourTests {
    private func selfSizing() -> (SelfSizingClient, UICollectionView, HeadlessHost) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let client = SelfSizingClient()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(TallCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        collectionView.prefetchDataSource = client
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        return (client, collectionView, host)
    }

    @Test func selfSizingCellsTakeTheirPreferredHeights() {
        let (client, collectionView, host) = selfSizing()
        defer { withExtendedLifetime((client, host)) {} }
        let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(first == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(second == CGRect(x: 0, y: 120, width: 320, height: 44))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 120)
    }

    /// Items far below were only estimated (44 pt); scrolling to one measures it and its neighbours at the
    /// destination first, so it lands exactly at the top.
    @Test func scrollToItemLandsExactlyWhenSizesAreEstimated() {
        let (client, collectionView, host) = selfSizing()
        defer { withExtendedLifetime((client, host)) {} }
        let target = IndexPath(item: 300, section: 0)
        collectionView.scrollToItem(at: target, at: .top, animated: false)
        let frame = collectionView.layoutAttributesForItem(at: target)!.frame
        #expect(collectionView.contentOffset.y == frame.minY)
        #expect(frame.height == 120)
        collectionView.scrollToItem(at: IndexPath(item: 203, section: 0), at: .centeredVertically, animated: false)
        let centred = collectionView.layoutAttributesForItem(at: IndexPath(item: 203, section: 0))!.frame
        #expect(collectionView.contentOffset.y == centred.midY - 240)
    }

    @Test func prefetchingLooksAheadInTheScrollDirectionAndCancelsWhenItTurns() {
        let (client, collectionView, host) = selfSizing()
        collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        host.layout()
        collectionView.contentOffset = CGPoint(x: 0, y: 1040)
        host.layout()
        let visible = Set(collectionView.indexPathsForVisibleItems)
        #expect(!client.prefetched.isEmpty)
        #expect(client.prefetched.allSatisfy { !visible.contains($0) })
        let lastVisible = visible.max()!
        #expect(client.prefetched.allSatisfy { $0 > lastVisible })
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        host.layout()
        collectionView.contentOffset = CGPoint(x: 0, y: 560)
        host.layout()
        #expect(!client.cancelled.isEmpty)
        #expect(client.cancelled.allSatisfy { $0 > lastVisible })
    }

    @Test func dragsEndWhereTheLayoutsTargetContentOffsetSays() {
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        let client = GridClient(
            sections: [(0..<200).map(String.init)], layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        host.advance(by: 8)  // the normal deceleration rate (k ≈ 2/s) needs about 4 s per factor 3000
        #expect(!client.collectionView.isDecelerating)
        #expect(layout.proposals.count == 1)
        #expect(client.collectionView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
        #expect(client.collectionView.contentOffset.y > 150)
    }

    @Test func animatedLayoutChangeMovesCellsToTheNewLayout() {
        let (client, host) = { () -> (GridClient, HeadlessHost) in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let client = GridClient(
                sections: [(0..<9).map(String.init)], layout: layout, size: CGSize(width: 320, height: 480))
            let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
            host.layout()
            return (client, host)
        }()
        let collectionView = client.collectionView
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 40)
        list.minimumLineSpacing = 0
        var finished = false
        collectionView.setCollectionViewLayout(list, animated: true) { finished = $0 }
        #expect(collectionView.collectionViewLayout === list)
        #expect(cell?.frame == CGRect(x: 0, y: 40, width: 320, height: 40))
        #expect(cell?.layer.presentation()?.frame.minX ?? 0 > 50)
        host.advance(by: 0.5)
        #expect(finished)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(collectionView.indexPathsForVisibleItems.count == 9)
    }

    @Test func layoutAttributesCopyAndCompareEveryProperty() {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.transform = CGAffineTransform(rotationAngle: 0.3)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.isEqual(attributes))
        #expect(copy.representedElementCategory == .supplementaryView)
        #expect(copy.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(copy.center == CGPoint(x: 25, y: 40))
        #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        copy.zIndex = 4
        #expect(!copy.isEqual(attributes))
    }
}
