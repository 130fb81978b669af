/// Says which parts of a layout to recompute, so a layout can update incrementally instead of starting over.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Creates an empty context (invalidates nothing specific).
    public required override init() { super.init() }

    /// Whether the whole layout is invalid (set by `invalidateLayout()` and data reloads).
    open internal(set) var invalidateEverything = false

    /// Whether the numbers of sections and items changed (reloads and batch updates).
    open internal(set) var invalidateDataSourceCounts = false

    /// The items to recompute.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary elements to recompute, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration elements to recompute, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How much to move the content offset after the layout is recomputed.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the content size changes.
    open var contentSizeAdjustment: CGSize = .zero

    /// The moving items' index paths before this update (interactive movement).
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The moving items' index paths after this update (interactive movement).
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving item is, in collection-view coordinates (interactive movement).
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// Marks items to recompute.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary elements of `elementKind` to recompute.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration elements of `elementKind` to recompute.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }

    /// Empties the context so its layout can hand it out again (see
    /// `UICollectionViewLayout.invalidationContext(forBoundsChange:)`); `false`, leaving it as it is, for an app's
    /// subclass, whose own properties this cannot reset.
    func resetForReuse() -> Bool {
        let type = type(of: self)
        guard
            type == UICollectionViewLayoutInvalidationContext.self
                || type == UICollectionViewFlowLayoutInvalidationContext.self
        else { return false }
        invalidateEverything = false
        invalidateDataSourceCounts = false
        invalidatedItemIndexPaths = nil
        invalidatedSupplementaryIndexPaths = nil
        invalidatedDecorationIndexPaths = nil
        contentOffsetAdjustment = .zero
        contentSizeAdjustment = .zero
        previousIndexPathsForInteractivelyMovingItems = nil
        targetIndexPathsForInteractivelyMovingItems = nil
        interactiveMovementTarget = .zero
        if let flow = self as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = true
            flow.invalidateFlowLayoutAttributes = true
        }
        return true
    }
}
