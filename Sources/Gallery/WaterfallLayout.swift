import OpenCollectionView

/// The seed articles' waterfall ("瀑布流") layout: items of varying height placed one by one into the shortest of
/// a fixed number of columns.
final class WaterfallLayout: UICollectionViewLayout {
    /// The height of the item at an index for a column width.
    var itemHeight: (Int, CGFloat) -> CGFloat = { _, width in width }
    var columnCount = 3
    var columnSpacing: CGFloat = 10
    var rowSpacing: CGFloat = 10
    var edgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        attributes.removeAll()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let columnWidth =
            (width - edgeInsets.left - edgeInsets.right - CGFloat(columnCount - 1) * columnSpacing)
            / CGFloat(columnCount)
        var columnHeights = [CGFloat](repeating: edgeInsets.top, count: columnCount)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let column = columnHeights.indices.min { columnHeights[$0] < columnHeights[$1] } ?? 0
            let x = edgeInsets.left + CGFloat(column) * (columnWidth + columnSpacing)
            let y = columnHeights[column] == edgeInsets.top ? edgeInsets.top : columnHeights[column] + rowSpacing
            let height = itemHeight(item, columnWidth)
            let itemAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            itemAttributes.frame = CGRect(x: x, y: y, width: columnWidth, height: height)
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
