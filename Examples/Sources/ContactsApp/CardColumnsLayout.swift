import UIKit

/// A custom layout of cards in as many equal columns as fit (each at least `minimumColumnWidth` wide), rows of
/// `itemHeight`, a header above each section; it caches its attributes in `prepare()` and lays out again when the
/// width changes.
public final class CardColumnsLayout: UICollectionViewLayout {
    /// The narrowest a column may be.
    public var minimumColumnWidth: CGFloat = 160 { didSet { invalidateLayout() } }
    /// The height of each card.
    public var itemHeight: CGFloat = 72 { didSet { invalidateLayout() } }
    /// The space between cards and around them.
    public var spacing: CGFloat = 12 { didSet { invalidateLayout() } }
    /// The height of a section header.
    public var headerHeight: CGFloat = 36 { didSet { invalidateLayout() } }

    /// The kind of the section headers.
    public static let headerKind = "header"

    private var cached: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    /// The number of columns at `width`.
    public func columns(forWidth width: CGFloat) -> Int {
        max(1, Int((width - spacing) / (minimumColumnWidth + spacing)))
    }

    public override func prepare() {
        super.prepare()
        cached = []
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        let columns = columns(forWidth: width)
        let columnWidth = (width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: Self.headerKind, with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 1
            cached.append(header)
            y += headerHeight + spacing
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                let column = item % columns
                let row = item / columns
                attributes.frame = CGRect(
                    x: spacing + CGFloat(column) * (columnWidth + spacing),
                    y: y + CGFloat(row) * (itemHeight + spacing), width: columnWidth, height: itemHeight)
                cached.append(attributes)
            }
            let rows = (count + columns - 1) / columns
            y += CGFloat(rows) * (itemHeight + spacing)
        }
        contentHeight = y
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cached.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cached.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        cached.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
