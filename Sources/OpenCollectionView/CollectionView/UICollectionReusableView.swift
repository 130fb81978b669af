/// A view a collection view reuses: the base of cells, supplementary views (headers, footers) and decoration views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The collection view's layout attributes last applied to this view.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// The collection view's reconciliation pass that last kept this view on screen.
    var displayPass = 0

    /// The axes of the size the layout fixes while the view is asked for preferred attributes (self-sizing by
    /// constraints, `AutoLayout/UICollectionReusableView+SelfSizing.swift`).
    var selfSizingFixedAxes: (width: Bool, height: Bool) = (false, false)

    /// Whether the view asked to be measured again at the next layout pass (`selfSizingInvalidation`), and whether
    /// it is being measured now (requests made while measuring are the measurement's own).
    var needsSelfSizingInvalidation = false
    var isMeasuringSelfSize = false
    /// The size the view last answered `preferredLayoutAttributesFitting(_:)` with: the layout giving it that size
    /// is the answer taking effect, not a new size to be measured at.
    var lastPreferredSize: CGSize?

    /// The collection view that last dequeued this view (list cells read their section's list configuration).
    weak var owningCollectionView: UICollectionView?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a view for the reuse machinery through the subclass's `init(frame:)`. It is `required` so that a
    /// registered class can be instantiated from its metatype; subclasses inherit it automatically, as every UIKit
    /// subclass overrides `init(frame:)` and `init?(coder:)`.
    public required convenience init(reuseFrame: CGRect) { self.init(frame: reuseFrame) }

    /// Called just before the view is handed out again by a dequeue; reset state here.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the standard ones (subclasses of the attributes class carry their own).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view changes layouts with this view on screen.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed layouts with this view on screen.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Lets the view adjust the attributes the layout proposed (self-sizing): the default keeps the width or
    /// height fixed by the layout and asks `systemLayoutSizeFitting(_:)` for the size.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        selfSizedAttributes(layoutAttributes)
    }
}
