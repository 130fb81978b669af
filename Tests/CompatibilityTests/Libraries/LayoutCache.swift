import UIKit

// Patterns from Swift 5 layout libraries that touch main-actor UIKit types outside the main actor's sight: a plain
// helper class that creates attributes in its property initializers, a nonisolated free function reading frames,
// and a value type conforming to a nonisolated protocol. Under Swift 5 mode they compile only because UIKit's types
// are `@preconcurrency @MainActor`; this target building is their test.

protocol SectionDescribing {
    func frame(of attributes: UICollectionViewLayoutAttributes) -> CGRect
}

struct PlainSectionDescriber: SectionDescribing {
    func frame(of attributes: UICollectionViewLayoutAttributes) -> CGRect { attributes.frame }
}

final class LayoutCache {
    var itemAttributes = [IndexPath: UICollectionViewLayoutAttributes]()
    let headerAttributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
    var describer: SectionDescribing = PlainSectionDescriber()

    func store(_ attributes: UICollectionViewLayoutAttributes) {
        itemAttributes[attributes.indexPath] = attributes
    }

    var unionFrame: CGRect {
        itemAttributes.values.reduce(CGRect.null) { $0.union(describer.frame(of: $1)) }
    }
}

func maxY(of views: [UIView]) -> CGFloat {
    views.map { $0.frame.maxY }.max() ?? 0
}
