import OpenCollectionView

/// The seed articles' carousel layouts, scrolling horizontally: each item's transform depends on its distance
/// from the centre of the visible area, so the layout is invalidated on every bounds change; a drag always ends
/// with an item centred (`targetContentOffset`).
final class CarouselLayout: UICollectionViewFlowLayout {
    /// How items are transformed around the centre.
    enum Style: String, CaseIterable {
        /// Items tilt like a wheel turning.
        case rotary
        /// Items bunch up and shrink away from the centre.
        case carousel
        /// Items turn away in 3-D about the vertical axis, in perspective.
        case coverFlow

        /// The style's name as its button shows it and a reader says it.
        var title: String {
            switch self {
            case .rotary: "Rotary"
            case .carousel: "Carousel"
            case .coverFlow: "Cover Flow"
            }
        }
    }

    let style: Style

    init(style: Style) {
        self.style = style
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 150, height: 200)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var viewWidth: CGFloat { collectionView?.bounds.width ?? 0 }

    override func prepare() {
        if let collectionView {
            let side = max(0, (collectionView.bounds.width - itemSize.width) / 2)
            let top = max(0, (collectionView.bounds.height - itemSize.height) / 2)
            sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect.insetBy(dx: -itemSize.width, dy: 0))?.map(transformed)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(transformed)
    }

    private func transformed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView, attributes.representedElementCategory == .cell else { return attributes }
        let centreX = collectionView.contentOffset.x + viewWidth / 2
        let delta = attributes.center.x - centreX
        let ratio = delta / (itemSize.width * 2)
        attributes.zIndex = -Int(abs(delta))
        switch style {
        case .rotary:
            attributes.transform = CGAffineTransform(rotationAngle: ratio * .pi / 4)
            attributes.center.y += abs(sin(ratio * .pi / 2)) * itemSize.height / 4
        case .carousel:
            let scale = max(0.5, 1 - abs(delta) / (itemSize.width * 4))
            attributes.center.x = centreX + sin(ratio * .pi / 2) * itemSize.width * 0.9
            attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
            attributes.alpha = max(0.3, scale)
        case .coverFlow:
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 500
            transform = CATransform3DRotate(transform, -max(-1, min(1, ratio)) * .pi / 3, 0, 1, 0)
            attributes.transform3D = transform
        }
        return attributes
    }

    /// Ends every drag with the nearest item centred.
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let index = (proposedContentOffset.x / itemSize.width).rounded()
        return CGPoint(x: index * itemSize.width, y: proposedContentOffset.y)
    }
}
