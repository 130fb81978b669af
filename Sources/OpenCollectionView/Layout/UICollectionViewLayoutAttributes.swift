/// The layout of one element of a collection view — a cell, a supplementary view or a decoration view: where it is,
/// how big, how transformed, how transparent, which in front.
///
/// As in UIKit, `frame` is derived from `center` and `size` and ignores the transform; setting `transform` also sets
/// `transform3D` and the reverse. Subclasses that add properties override `copy(with:)` and `isEqual(_:)`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in collection-view content coordinates (before its transform).
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds (origin zero, the element's size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The centre of the element in collection-view content coordinates.
    open var center: CGPoint = .zero

    /// The element's size.
    open var size: CGSize = .zero

    /// The 3-D transform applied about the centre.
    open var transform3D: CATransform3D = CATransform3DIdentity

    /// The affine transform applied about the centre (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The opacity (default 1).
    open var alpha: CGFloat = 1

    /// The stacking order among the collection view's elements (becomes the view's `layer.zPosition`).
    open var zIndex = 0

    /// Whether the element is hidden (hidden elements get no view).
    open var isHidden = false

    /// The index path of the element.
    open var indexPath = IndexPath(item: 0, section: 0)

    /// Whether this describes a cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell

    /// The kind of a supplementary or decoration view (`nil` for cells).
    public private(set) var representedElementKind: String?

    /// Creates attributes for a cell at index path (0, 0).
    public required override init() { super.init() }

    /// Creates attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Returns a copy of the same class with every property copied; subclasses add their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Attributes are equal when every property is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return center == other.center && size == other.size && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame)>"
    }

    /// Sets the element category and kind (the layouts' factory path; the public initializers set them too).
    func setElement(category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// The key identifying the element these attributes describe.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// Identifies one element of a collection view: category, kind and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}
