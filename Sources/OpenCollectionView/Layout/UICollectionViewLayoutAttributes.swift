/// The layout of one element of a collection view — a cell, a supplementary view or a decoration view: where it is,
/// how big, how transformed, how transparent, which in front.
///
/// As in UIKit, `frame` is derived from `center` and `size` and ignores the transform; setting `transform` also sets
/// `transform3D` and the reverse. Subclasses that add properties override `copy(with:)` and `isEqual(_:)`.
///
/// Main-actor isolated as in UIKit; `isEqual(_:)`, `hash` and `description` are NSObject's nonisolated members, so
/// the values they read are kept in nonisolated storage (overrides read their own properties through
/// `MainActor.assumeIsolated` in Swift 6 code, as with UIKit).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// Every standard property, in one value so that copying and comparing are single operations.
    nonisolated(unsafe) private var values = LayoutAttributeValues()

    /// The element's frame in collection-view content coordinates (before its transform).
    open var frame: CGRect {
        get { values.frame }
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
    open var center: CGPoint {
        get { values.center }
        set { values.center = newValue }
    }

    /// The element's size.
    open var size: CGSize {
        get { values.size }
        set { values.size = newValue }
    }

    /// The 3-D transform applied about the centre.
    open var transform3D: CATransform3D {
        get { values.transform3D }
        set { values.transform3D = newValue }
    }

    /// The affine transform applied about the centre (the affine part of `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The opacity (default 1).
    open var alpha: CGFloat {
        get { values.alpha }
        set { values.alpha = newValue }
    }

    /// The stacking order among the collection view's elements (becomes the view's `layer.zPosition`).
    open var zIndex: Int {
        get { values.zIndex }
        set { values.zIndex = newValue }
    }

    /// Whether the element is hidden (hidden elements get no view).
    open var isHidden: Bool {
        get { values.isHidden }
        set { values.isHidden = newValue }
    }

    /// The index path of the element.
    open var indexPath: IndexPath {
        get { values.indexPath }
        set { values.indexPath = newValue }
    }

    /// Whether this describes a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { values.category }

    /// The kind of a supplementary or decoration view (`nil` for cells).
    open var representedElementKind: String? { values.kind }

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
        setElement(category: .supplementaryView, kind: elementKind)
    }

    /// Creates attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        setElement(category: .decorationView, kind: decorationViewKind)
    }

    /// Returns a copy of the same class with every property copied; subclasses add their own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.values = values
        return copy
    }

    /// Attributes are equal when they are of the same class and every property is (UIKit compares attributes with
    /// `isEqual(_:)` to decide whether to apply them again).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return values == other.values
    }

    /// A hash of the element the attributes describe.
    nonisolated open override var hash: Int { values.indexPath.hashValue ^ (values.kind?.hashValue ?? 0) }

    /// The class, index path, kind and frame, as UIKit describes attributes.
    nonisolated open override var description: String {
        let kind = values.kind.map { " kind: \($0);" } ?? ""
        let indexPath = values.indexPath
        return
            "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(values.frame)>"
    }

    /// Puts every property back to a fresh object's value (recycling).
    func resetValues() { values = LayoutAttributeValues() }

    /// Takes every property of `other` (recycling; both of the base class).
    func assignValues(of other: UICollectionViewLayoutAttributes) { values = other.values }

    /// Sets the element category and kind (the layouts' factory path; the public initializers set them too).
    func setElement(category: UICollectionView.ElementCategory, kind: String?) {
        values.category = category
        values.kind = kind
    }

    /// A copy of these attributes of the same class (what views are given; `copy(with:)` makes it, so subclasses'
    /// own properties are copied).
    func copiedForView() -> UICollectionViewLayoutAttributes {
        copy(with: nil) as? UICollectionViewLayoutAttributes ?? self
    }

    /// The key identifying the element these attributes describe.
    var elementKey: ElementKey { ElementKey(category: values.category, kind: values.kind, indexPath: values.indexPath) }
}

/// The standard properties of layout attributes, compared as one value.
struct LayoutAttributeValues: Equatable {
    var center = CGPoint.zero
    var size = CGSize.zero
    var transform3D = CATransform3DIdentity
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false
    var indexPath = IndexPath(item: 0, section: 0)
    var category = UICollectionView.ElementCategory.cell
    var kind: String?

    /// The frame derived from centre and size.
    var frame: CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}

/// Identifies one element of a collection view: category, kind and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}
