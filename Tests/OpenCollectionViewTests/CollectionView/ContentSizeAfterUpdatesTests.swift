// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// One column of 50-point rows that keeps its own count of rows: it reads the data source only when the whole
/// layout is invalidated and applies a batch update's inserts and deletes in `prepare(forCollectionViewUpdates:)`,
/// as layouts with their own model do (UICollectionViewLayout documentation: "the layout object can use this
/// method to update its internal data structures").
private final class ModelColumnLayout: UICollectionViewLayout {
    private(set) var rows = 0
    private var needsReload = true

    override func prepare() {
        super.prepare()
        guard needsReload, let collectionView else { return }
        rows = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        needsReload = false
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { needsReload = true }
        super.invalidateLayout(with: context)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for item in updateItems {
            switch item.updateAction {
            case .insert where item.indexPathAfterUpdate?.item != NSNotFound: rows += 1
            case .delete where item.indexPathBeforeUpdate?.item != NSNotFound: rows -= 1
            default: break
            }
        }
    }
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * 50)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<rows).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < rows else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: 0, y: CGFloat(indexPath.item) * 50, width: collectionView?.bounds.width ?? 0, height: 50)
        return attributes
    }
}

// UICollectionView reads `collectionViewContentSize` after `prepare(forCollectionViewUpdates:)` (the
// UICollectionViewLayout documentation has the layout update its data structures there, and the content size is
// one of them), so `contentSize` and the layout agree after every update.
@MainActor
struct ContentSizeAfterUpdatesTests {
    private func column(items: Int) -> (GridClient, ModelColumnLayout, HeadlessHost) {
        let layout = ModelColumnLayout()
        let client = GridClient(
            sections: [(0..<items).map { "\($0)" }], layout: layout, size: CGSize(width: 300, height: 400))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 300, height: 400))
        host.layout()
        return (client, layout, host)
    }

    @Test func deletingItemsShrinksTheContentAsTheLayoutSays() {
        let (client, layout, host) = column(items: 20)
        #expect(client.collectionView.contentSize.height == 1000)
        client.sections[0].removeLast(5)
        client.collectionView.performBatchUpdates {
            client.collectionView.deleteItems(at: (15..<20).map { IndexPath(item: $0, section: 0) })
        }
        #expect(layout.rows == 15)
        #expect(client.collectionView.contentSize.height == 750)
        host.advance(by: 0.5)
        host.layout()
        #expect(client.collectionView.contentSize == layout.collectionViewContentSize)
        #expect(client.collectionView.contentSize.height == 750)
    }

    @Test func insertingItemsGrowsTheContentAsTheLayoutSays() {
        let (client, layout, host) = column(items: 4)
        client.sections[0] += ["4", "5", "6"]
        UIView.performWithoutAnimation {
            client.collectionView.insertItems(at: (4..<7).map { IndexPath(item: $0, section: 0) })
        }
        host.layout()
        #expect(client.collectionView.contentSize.height == 350)
        #expect(client.collectionView.contentSize == layout.collectionViewContentSize)
    }

    @Test func deletingAtTheEndLeavesNoEmptySpaceBelowTheContent() {
        let (client, _, host) = column(items: 20)
        client.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        host.layout()
        client.sections[0].removeLast(10)
        UIView.performWithoutAnimation {
            client.collectionView.deleteItems(at: (10..<20).map { IndexPath(item: $0, section: 0) })
        }
        host.layout()
        // 10 rows of 50 in 400 points: the largest offset at rest is 500 − 400.
        #expect(client.collectionView.contentSize.height == 500)
        #expect(client.collectionView.contentOffset.y == 100)
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 9, section: 0))?.frame.maxY == 500)
    }

    @Test func aDiffableApplyUpdatesTheContentSizeFromTheLayout() {
        let layout = ModelColumnLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let host = hostedInWindow(collectionView, size: CGSize(width: 300, height: 400))
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<6))
        dataSource.applySnapshotUsingReloadData(snapshot)
        host.layout()
        #expect(collectionView.contentSize.height == 300)

        snapshot.deleteItems([1, 3])
        snapshot.appendItems([10, 11, 12, 13])
        dataSource.apply(snapshot, animatingDifferences: true)
        #expect(layout.rows == 8)
        #expect(collectionView.contentSize.height == 400)
        host.advance(by: 0.5)
        host.layout()
        #expect(collectionView.contentSize == layout.collectionViewContentSize)
    }
}
