import UIKit

// A paging layout in the style of the animated-layout libraries: a flow-layout subclass hands each item's
// attributes, with its distance from the centre, to an animator. The animator protocol is nonisolated (libraries
// declare it so), and its implementations are value types that edit the attributes they are given.

public protocol LayoutAttributesAnimator {
    func animate(collectionView: UICollectionView, attributes: AnimatedLayoutAttributes)
}

/// Fades items out and shrinks them as they leave the centre.
public struct FadeScaleAnimator: LayoutAttributesAnimator {
    public var minAlpha: CGFloat
    public var minScale: CGFloat

    public init(minAlpha: CGFloat = 0.2, minScale: CGFloat = 0.8) {
        self.minAlpha = minAlpha
        self.minScale = minScale
    }

    public func animate(collectionView: UICollectionView, attributes: AnimatedLayoutAttributes) {
        let position = min(abs(attributes.middleOffset), 1)
        attributes.alpha = 1 - position * (1 - minAlpha)
        let scale = 1 - position * (1 - minScale)
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.zIndex = position < 0.5 ? 1 : 0
    }
}

open class AnimatedLayoutAttributes: UICollectionViewLayoutAttributes {
    /// Distance of the item's centre from the visible centre, in item widths (0 at the centre).
    public var middleOffset: CGFloat = 0

    open override func copy(with zone: NSZone? = nil) -> Any {
        guard let copy = super.copy(with: zone) as? AnimatedLayoutAttributes else { return super.copy(with: zone) }
        copy.middleOffset = middleOffset
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? AnimatedLayoutAttributes else { return false }
        if o.middleOffset != middleOffset { return false }
        return super.isEqual(object)
    }
}

open class AnimatedPagingLayout: UICollectionViewFlowLayout {
    open var animator: LayoutAttributesAnimator?

    public override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override class var layoutAttributesClass: AnyClass { return AnimatedLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        if let collectionView = collectionView {
            itemSize = collectionView.bounds.size
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.compactMap { $0.copy() as? AnimatedLayoutAttributes }.map { transform($0) }
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    private func transform(_ attributes: AnimatedLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView else { return attributes }
        let width = collectionView.bounds.width
        let visibleCenter = collectionView.contentOffset.x + width / 2
        attributes.middleOffset = (attributes.center.x - visibleCenter) / width
        animator?.animate(collectionView: collectionView, attributes: attributes)
        return attributes
    }
}

/// A page that shows how far it is from the centre (it reads its custom attributes in `apply(_:)`).
class PageCell: UICollectionViewCell {
    private(set) var appliedMiddleOffset: CGFloat?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedMiddleOffset = (layoutAttributes as? AnimatedLayoutAttributes)?.middleOffset
    }
}
