/// An element of a compositional layout section about to be displayed, as a visible-items invalidation handler sees
/// it: its geometry (read-only) and the presentation it may change (alpha, transform, z-index, hidden).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The centre, in the section's unscrolled coordinates.
    var center: CGPoint { get set }
    /// The affine transform applied about the centre.
    var transform: CGAffineTransform { get set }
    /// The 3-D transform applied about the centre.
    var transform3D: CATransform3D { get set }
    /// The element's name (its kind, or "cell").
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame, in the section's unscrolled coordinates (subtract the handler's offset to get where it
    /// is on screen).
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration element.
    var representedElementKind: String? { get }
}

/// A visible item backed by the attributes the layout is about to return: changes go straight into them.
///
/// The attributes hold the element where it is on screen (scrolled); the item reports it unscrolled, as UIKit does,
/// by adding back `scrollShift`.
@MainActor
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    let scrollShift: CGPoint

    init(attributes: UICollectionViewLayoutAttributes, scrollShift: CGPoint) {
        self.attributes = attributes
        self.scrollShift = scrollShift
        super.init()
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + scrollShift.x, y: attributes.center.y + scrollShift.y) }
        set { attributes.center = CGPoint(x: newValue.x - scrollShift.x, y: newValue.y - scrollShift.y) }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: scrollShift.x, dy: scrollShift.y) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
