import OpenCollectionView

/// The seed articles' circular layout: the items of section 0 evenly spaced around the largest circle that fits,
/// each 50 × 50. Inserted items grow from the centre; deleted ones shrink into it.
final class CircularLayout: UICollectionViewLayout {
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private let itemSize = CGSize(width: 50, height: 50)

    private var center: CGPoint {
        guard let collectionView else { return .zero }
        return CGPoint(x: collectionView.bounds.width / 2, y: collectionView.bounds.height / 2)
    }

    override func prepare() {
        super.prepare()
        attributes.removeAll()
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let radius = min(collectionView.bounds.width, collectionView.bounds.height) / 2 - itemSize.width / 2 - 10
        for item in 0..<count {
            let angle = 2 * CGFloat.pi / CGFloat(count) * CGFloat(item) - .pi / 2
            let itemAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            itemAttributes.size = itemSize
            itemAttributes.center = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            attributes.append(itemAttributes)
        }
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        atCentre(layoutAttributesForItem(at: itemIndexPath))
    }

    override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let gone = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        gone.size = itemSize
        return atCentre(gone)
    }

    private func atCentre(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.center = center
        copy.alpha = 0
        copy.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return copy
    }
}
