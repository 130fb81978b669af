/// The abstract base of collection-view layouts: subclasses compute where every element goes.
///
/// The collection view calls `prepare()` after an invalidation, then asks `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the rect it shows; it asks for single elements by index path when it
/// needs them (scrolling to an item, updates, self-sizing).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Decoration view classes registered by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// The update items of the batch update being prepared (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`).
    var pendingUpdateItems: [UICollectionViewUpdateItem] = []

    public override init() { super.init() }

    /// Creates a layout from an archive (no archives here; an empty layout).
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Classes

    /// The class of the attributes this layout creates.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout uses.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // MARK: Layout direction

    /// Whether the collection view mirrors this layout's attributes horizontally when its effective layout direction
    /// is not `developmentLayoutDirection` (`false`; `UICollectionViewFlowLayout` answers `true`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The layout direction the layout computes its attributes for (left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Computing the layout

    /// Computes the layout; called after every invalidation, before any query.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element intersecting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Invalidates the whole layout; the collection view prepares it again before its next layout pass.
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates the parts of the layout named by `context`. Subclasses record what to recompute, then call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(with: context)
    }

    /// Whether a change of the collection view's bounds (scrolling, resizing) invalidates the layout (default
    /// `false`).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether assistive apps read a supplementary view of `kind` after its section's items (a footer) rather than
    /// before them (a header): the standard footer kind here; a compositional layout answers from where the item's
    /// alignment puts it.
    func readsAfterItems(supplementaryOfKind kind: String, inSection section: Int) -> Bool {
        kind == UICollectionView.elementKindSectionFooter
    }

    /// The context used to invalidate for a bounds change.
    ///
    /// The context of the last bounds change is handed out again, emptied, once nothing else holds it, so a layout
    /// invalidated on every frame of a resize allocates none (an app's own context class is made anew each time).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        if finishedBoundsContext != nil, isKnownUniquelyReferenced(&finishedBoundsContext),
            let context = finishedBoundsContext,
            ObjectIdentifier(type(of: context)) == ObjectIdentifier(Self.invalidationContextClass),
            context.resetForReuse()
        {
            return context
        }
        let context = Self.makeInvalidationContext()
        finishedBoundsContext = context
        return context
    }

    /// The context `invalidationContext(forBoundsChange:)` handed out last.
    private var finishedBoundsContext: UICollectionViewLayoutInvalidationContext?

    /// Whether a self-sizing cell's preferred attributes invalidate the layout (default `false`).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context used to invalidate for a self-sizing cell's preferred attributes: the element invalidated, and
    /// its change in size as `contentSizeAdjustment`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        context.contentSizeAdjustment = CGSize(
            width: preferredAttributes.size.width - originalAttributes.size.width,
            height: preferredAttributes.size.height - originalAttributes.size.height)
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass =
            invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextClass.init()
    }

    /// Makes empty attributes of this layout's `layoutAttributesClass` (what subclasses' factory calls create),
    /// taking a recycled object when the class is the base one and one is spare.
    static func makeAttributes() -> UICollectionViewLayoutAttributes {
        let attributesClass =
            layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
        if attributesClass == UICollectionViewLayoutAttributes.self,
            let spare = LayoutAttributesRecycling.takeSpare()
        {
            return spare
        }
        return attributesClass.init()
    }

    // MARK: Scrolling

    /// Where scrolling should stop when a drag ends with `velocity` (points per millisecond) and would naturally
    /// stop at `proposedContentOffset`. Override to snap (carousels, paging by item).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The content offset to use after an update or layout change (default: the proposal).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called before a batch update is animated, with its changes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        pendingUpdateItems = updateItems
    }

    /// Called inside the animation block of a batch update, after all elements got their new attributes.
    open func finalizeCollectionViewUpdates() { pendingUpdateItems = [] }

    /// Called before an animated bounds change.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change.
    open func finalizeAnimatedBoundsChange() {}

    /// The starting attributes of an item appearing in an update (`nil`: the collection view fades it in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// The ending attributes of an item disappearing in an update (`nil`: the collection view fades it out).
    open func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The starting attributes of a supplementary view appearing in an update.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The ending attributes of a supplementary view disappearing in an update.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The starting attributes of a decoration view appearing in an update.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The ending attributes of a decoration view disappearing in an update.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Supplementary views of `elementKind` that an update removes beyond those of deleted sections.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` that an update adds beyond those of inserted sections.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` that an update removes.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` that an update adds.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Transitions

    /// Called on the current layout before an animated change to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout before an animated change from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts when a layout transition finished.
    open func finalizeLayoutTransition() {}

    // MARK: Decoration views

    /// Registers the class of decoration views of `elementKind` (a `UICollectionReusableView` subclass).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewClass = viewClass as? UICollectionReusableView.Type {
            decorationClasses[elementKind] = viewClass
        } else {
            decorationClasses[elementKind] = nil
        }
    }

    // MARK: Interactive movement

    /// The attributes of an item being moved interactively: its normal attributes centred on the finger, in front.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes =
            (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max / 2
        return attributes
    }

    /// The context the collection view invalidates with while items move interactively: UIKit's default names
    /// the items' previous and target index paths and the finger's position. Override to invalidate more (or less);
    /// call `super` for a context with those set.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context the collection view invalidates with when an interactive movement ends or is cancelled: the
    /// items' previous and final index paths.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        return context
    }

    /// The index path an item being moved interactively takes when the finger is at `position` (collection-view
    /// coordinates): the item under the finger, or `previousIndexPath` when there is none.
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }
}
