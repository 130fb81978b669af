import UIKit

// A caching list layout as many apps hand-roll it: rows are computed once into a cache, and expanding a row edits
// the cached attributes in place (its height, the rows below move down) before invalidating — no recomputation.

class AccordionLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 44
    var expandedHeight: CGFloat = 120
    private(set) var expandedItem: Int?

    private var cache = [UICollectionViewLayoutAttributes]()
    private var contentHeight: CGFloat = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard cache.isEmpty, let collectionView = collectionView else { return }
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: rowHeight)
            cache.append(attributes)
            y += rowHeight
        }
        contentHeight = y
    }

    /// Expands `item` (collapsing the one open before) by editing the cached attributes.
    func toggle(item: Int) {
        if let open = expandedItem {
            resize(item: open, to: rowHeight)
        }
        if expandedItem == item {
            expandedItem = nil
        } else {
            resize(item: item, to: expandedHeight)
            expandedItem = item
        }
        invalidateLayout()
    }

    private func resize(item: Int, to height: CGFloat) {
        let delta = height - cache[item].frame.height
        cache[item].frame.size.height = height
        for below in cache[(item + 1)...] {
            below.frame.origin.y += delta
        }
        contentHeight += delta
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}
