// Host-driven and reads the collection view's internals (the attributes a view was given), so it does not compile
// against UIKit (see docs/Testing.md).
import Testing

@testable import OpenCollectionView

/// Steady scrolling allocates nothing per frame (issue 13): attribute objects nobody holds any more are reused. UIKit
/// allocates attributes anew, so reuse must never be observable: objects a layout caches or a cell keeps stay as
/// they were.
@MainActor
struct AttributesRecyclingTests {
    /// A 390 × 844 grid of 80-point items with 8-point gaps (4 columns, a row every 88 points).
    final class Grid: NSObject, UICollectionViewDataSource {
        let collectionView: UICollectionView
        let host: HeadlessHost

        init(layout: UICollectionViewLayout, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self) {
            let size = CGSize(width: 390, height: 844)
            collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            host = hostedInWindow(collectionView, size: size)
            super.init()
            collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = self
            host.layout()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            100_000
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func scroll(rows: Int) {
            for _ in 0..<rows * 22 {
                collectionView.contentOffset.y += 4
                host.layout()
            }
        }
    }

    static func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        return layout
    }

    @Test func aReusedCellsAttributesObjectIsOverwrittenNotReplaced() throws {
        let grid = Grid(layout: Self.flowLayout())
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let given = ObjectIdentifier(try #require(cell.appliedAttributes))
        // Scroll until the cell has left and come back for a later item.
        grid.scroll(rows: 12)
        var steps = 0
        while grid.collectionView.indexPath(for: cell) == nil, steps < 2000 {
            grid.collectionView.contentOffset.y += 4
            grid.host.layout()
            steps += 1
        }
        let reusedAt = try #require(grid.collectionView.indexPath(for: cell))
        #expect(reusedAt.item >= 40, "the cell was reused for a later item")
        let applied = try #require(cell.appliedAttributes)
        #expect(ObjectIdentifier(applied) == given)
        #expect(applied.indexPath == reusedAt)
        #expect(applied.frame == grid.collectionView.layoutAttributesForItem(at: reusedAt)?.frame)
    }

    @Test func theLastQuerysObjectsAreReusedForTheNext() throws {
        let grid = Grid(layout: Self.flowLayout())
        weak let first = grid.collectionView.visible.queriedAttributes.first
        #expect(first != nil)
        // Two screens down the visible rect leaves the queried one (a screen beyond each edge): a new query.
        grid.scroll(rows: 20)
        let reused = try #require(first, "the object is kept for reuse rather than freed")
        #expect(grid.collectionView.visible.queriedAttributes.contains { $0 === reused })
        #expect(reused.indexPath.item > 0, "it describes another item now")
    }

    /// A cell that keeps the attributes `apply(_:)` gives it.
    final class KeepingCell: UICollectionViewCell {
        var kept: [UICollectionViewLayoutAttributes] = []
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            kept.append(layoutAttributes)
        }
    }

    @Test func attributesACellKeptAreNeverOverwritten() throws {
        let grid = Grid(layout: Self.flowLayout(), cellClass: KeepingCell.self)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? KeepingCell)
        grid.scroll(rows: 12)
        #expect(cell.kept.count >= 2)
        #expect(cell.kept.first?.indexPath == IndexPath(item: 0, section: 0))
        #expect(cell.kept.first?.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(Set(cell.kept.map(ObjectIdentifier.init)).count == cell.kept.count, "every apply got its own object")
    }

    /// A custom layout in the style of Apple's examples: every attributes object made once in `prepare()` and
    /// returned from the cache.
    final class CachingLayout: UICollectionViewLayout {
        var cache: [UICollectionViewLayoutAttributes] = []

        override func prepare() {
            guard cache.isEmpty, let collectionView else { return }
            for item in 0..<collectionView.numberOfItems(inSection: 0) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(item % 4) * 88, y: CGFloat(item / 4) * 88, width: 80, height: 80)
                cache.append(attributes)
            }
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 390, height: CGFloat(cache.count / 4) * 88) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let first = max(0, Int(rect.minY / 88) * 4)
            let last = min(cache.count, Int(rect.maxY / 88 + 1) * 4)
            return first < last ? Array(cache[first..<last]) : []
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache[indexPath.item]
        }
    }

    @Test func attributesALayoutCachesAreNeverOverwritten() throws {
        let layout = CachingLayout()
        let grid = Grid(layout: layout)
        grid.scroll(rows: 30)
        for item in [0, 1, 5, 40, 80, 120] {
            #expect(layout.cache[item].indexPath == IndexPath(item: item, section: 0))
            #expect(layout.cache[item].frame.minY == CGFloat(item / 4) * 88)
        }
    }
}
