import OpenCollectionView

/// The seed articles' waterfall ("瀑布流") layout: items of varying height placed one by one into the shortest of
/// a fixed number of columns.
///
/// Heights belong to items: they are measured with `itemHeight` and then carried along with the batch updates'
/// moves, so a moved item keeps its height — seed 002's concern — also while a drag hovers, when the collection
/// view hands the layout the uncommitted move that opens the gap before the model has changed.
final class WaterfallLayout: UICollectionViewLayout {
    /// The height of the item at an index for a column width.
    var itemHeight: (Int, CGFloat) -> CGFloat = { _, width in width }
    var columnCount = 3
    var columnSpacing: CGFloat = 10
    var rowSpacing: CGFloat = 10
    var edgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    /// The items' heights in index order, and the column width they were measured for.
    private var heights: [CGFloat] = []
    private var measuredWidth: CGFloat?

    private var columnWidth: CGFloat {
        let width = collectionView?.bounds.width ?? 0
        return (width - edgeInsets.left - edgeInsets.right - CGFloat(columnCount - 1) * columnSpacing)
            / CGFloat(columnCount)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        if heights.count != count || measuredWidth != columnWidth { measureHeights(count: count) }
        placeItems()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard !updateItems.isEmpty else { return }
        if updateItems.allSatisfy({ $0.updateAction == .move }) {
            for move in updateItems {
                guard let from = move.indexPathBeforeUpdate?.item, let to = move.indexPathAfterUpdate?.item,
                    heights.indices.contains(from), to >= 0, to < heights.count
                else { continue }
                heights.insert(heights.remove(at: from), at: to)
            }
        } else {
            measureHeights(count: collectionView?.numberOfItems(inSection: 0) ?? 0)
        }
        placeItems()
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything { measuredWidth = nil }
        super.invalidateLayout(with: context)
    }

    private func measureHeights(count: Int) {
        let width = columnWidth
        heights = (0..<count).map { itemHeight($0, width) }
        measuredWidth = width
    }

    private func placeItems() {
        attributes.removeAll()
        let width = columnWidth
        var columnHeights = [CGFloat](repeating: edgeInsets.top, count: columnCount)
        for (item, height) in heights.enumerated() {
            let column = columnHeights.indices.min { columnHeights[$0] < columnHeights[$1] } ?? 0
            let x = edgeInsets.left + CGFloat(column) * (width + columnSpacing)
            let y = columnHeights[column] == edgeInsets.top ? edgeInsets.top : columnHeights[column] + rowSpacing
            let itemAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            itemAttributes.frame = CGRect(x: x, y: y, width: width, height: height)
            attributes.append(itemAttributes)
            columnHeights[column] = y + height
        }
        contentHeight = (columnHeights.max() ?? 0) + edgeInsets.bottom
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
