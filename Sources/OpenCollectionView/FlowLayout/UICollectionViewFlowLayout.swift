/// The grid-and-lines layout: items flow along lines across the scroll direction, lines stack along it, each section
/// optionally with a header and a footer — UIKit's defaults and placement rules (see `FlowSolver`).
///
/// The layout is solved into contiguous arrays (or pure arithmetic for uniform sections) once per invalidation;
/// rect queries binary-search them and attribute objects are created only for the elements asked for.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size meaning "let the cell size itself" for `estimatedItemSize` and `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the content inset (the default).
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Flow layouts mirror in right-to-left interfaces: the first item of a line is at its right end.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    // MARK: Configuration

    /// The direction the content scrolls (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { changed(oldValue, scrollDirection) }
    }
    /// The minimum spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { changed(oldValue, minimumLineSpacing) } }
    /// The minimum spacing between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { changed(oldValue, minimumInteritemSpacing) } }
    /// The size of every item when the delegate gives none (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { changed(oldValue, itemSize) } }
    /// An estimate that turns on self-sizing cells (default zero: off).
    open var estimatedItemSize: CGSize = .zero { didSet { changed(oldValue, estimatedItemSize) } }
    /// The insets of every section (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { changed(oldValue, sectionInset) } }
    /// What `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { changed(oldValue, sectionInsetReference) }
    }
    /// The header size (height when vertical, width when horizontal; zero: no headers).
    open var headerReferenceSize: CGSize = .zero { didSet { changed(oldValue, headerReferenceSize) } }
    /// The footer size (height when vertical, width when horizontal; zero: no footers).
    open var footerReferenceSize: CGSize = .zero { didSet { changed(oldValue, footerReferenceSize) } }
    /// Whether headers stick to the top of the visible area while their section is on screen.
    open var sectionHeadersPinToVisibleBounds = false { didSet { changed(oldValue, sectionHeadersPinToVisibleBounds) } }
    /// Whether footers stick to the bottom of the visible area while their section is on screen.
    open var sectionFootersPinToVisibleBounds = false { didSet { changed(oldValue, sectionFootersPinToVisibleBounds) } }

    private func changed<Value: Equatable>(_ old: Value, _ new: Value) {
        if old != new { invalidateLayout() }
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: State

    var solver = FlowSolver()
    private var needsFullSolve = true
    private var dirtySections = IndexSet()
    /// The item edits of the batch update being prepared, when the layout was solved before it: applied
    /// incrementally instead of solving everything again (see `UICollectionViewFlowLayout+Edits.swift`).
    private var pendingEdits: [Int: SectionEdits]?
    /// Sizes self-sizing cells asked for, by index path.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    private var isVertical: Bool { scrollDirection == .vertical }

    // MARK: Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext
        let wasSolved = !needsFullSolve && pendingEdits == nil && dirtySections.isEmpty
        if context.invalidateEverything || context.invalidateDataSourceCounts
            || flowContext?.invalidateFlowLayoutDelegateMetrics == true
        {
            if context.invalidateEverything && context.invalidateDataSourceCounts { preferredSizes.removeAll() }
            needsFullSolve = true
        }
        if flowContext?.invalidateFlowLayoutAttributes == true { needsFullSolve = true }
        for indexPath in context.invalidatedItemIndexPaths ?? [] { dirtySections.insert(indexPath.section) }
        // The batch update the collection view is applying (it invalidates the layout for it with its counts).
        if wasSolved, context.invalidateDataSourceCounts, !context.invalidateEverything,
            let update = collectionView?.batchUpdates.current, update.isApplying, update.hasChanges,
            dirtySections.isEmpty
        {
            pendingEdits = Self.itemEdits(update)
        } else {
            pendingEdits = nil
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        let sizeChanged = isVertical ? old.width != newBounds.width : old.height != newBounds.height
        return sizeChanged || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            let cross = isVertical ? newBounds.width : newBounds.height
            let sizeChanged = cross != crossExtentBase
            flowContext.invalidateFlowLayoutDelegateMetrics = sizeChanged
            flowContext.invalidateFlowLayoutAttributes = sizeChanged
        }
        return context
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext {
            flowContext.invalidateFlowLayoutDelegateMetrics = false
            flowContext.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    // MARK: Preparing

    /// The collection view's extent across the scroll direction, before section-inset references.
    private var crossExtentBase: CGFloat {
        guard let collectionView else { return 0 }
        let inset = collectionView.adjustedContentInset
        return isVertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            solver = FlowSolver()
            return
        }
        let crossExtent = max(0, crossExtentBase)
        if crossExtent != solver.crossExtent || solver.sections.count != collectionView.numberOfSections {
            needsFullSolve = true
            pendingEdits = nil
        }
        solver.crossExtent = crossExtent
        let editsSolved =
            pendingEdits.map {
                solveEdits(
                    $0, sources: FlowMetricsSource(layout: self, collectionView: collectionView),
                    collectionView: collectionView)
            } ?? false
        if editsSolved {
            // The batch update's edits were applied to the solved sections.
        } else if needsFullSolve {
            solveAll(collectionView)
        } else if !dirtySections.isEmpty {
            solve(dirtySections, collectionView)
        }
        needsFullSolve = false
        pendingEdits = nil
        dirtySections = IndexSet()
    }

    private func solveAll(_ collectionView: UICollectionView) {
        let sources = FlowMetricsSource(layout: self, collectionView: collectionView)
        solver.sections.removeAll(keepingCapacity: true)
        var start: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let solved = solver.solveSection(
                count: collectionView.numberOfItems(inSection: section), metrics: sources.metrics(section),
                sizes: sizes(section, sources), start: start)
            solver.sections.append(solved)
            start = solved.end
        }
    }

    private func solve(_ sections: IndexSet, _ collectionView: UICollectionView) {
        let sources = FlowMetricsSource(layout: self, collectionView: collectionView)
        var delta: CGFloat = 0
        for index in solver.sections.indices {
            if sections.contains(index) {
                let old = solver.sections[index]
                let solved = solver.solveSection(
                    count: collectionView.numberOfItems(inSection: index), metrics: sources.metrics(index),
                    sizes: sizes(index, sources), start: old.start + delta)
                delta = solved.end - old.end
                solver.sections[index] = solved
            } else {
                FlowSolver.shift(&solver.sections[index], by: delta)
            }
        }
    }

    /// The item sizes of a section in main/cross terms: the delegate's, the self-sized ones over the estimate, or
    /// the uniform `itemSize`.
    func sizes(_ section: Int, _ sources: FlowMetricsSource) -> FlowSolver.Sizes {
        let count = sources.collectionView.numberOfItems(inSection: section)
        let selfSizing = estimatedItemSize != .zero
        let base = selfSizing && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
        let hasPreferred = selfSizing && !preferredSizes.isEmpty
        guard sources.implementsSize || hasPreferred else {
            return isVertical
                ? .uniform(main: base.height, cross: base.width) : .uniform(main: base.width, cross: base.height)
        }
        var mains = FlowSolver.uninitializedArray(count: count)
        var crosses = FlowSolver.uninitializedArray(count: count)
        let vertical = isVertical
        var indexPath = IndexPath(item: 0, section: section)
        let collectionView = sources.collectionView
        let delegate = sources.implementsSize && !selfSizing ? sources.delegate : nil
        let underDropGap = delegate != nil && collectionView.dragAndDrop.shadowUpdate != nil
        withExtendedLifetime((collectionView, delegate)) {
            for item in 0..<count {
                indexPath.item = item
                var size =
                    underDropGap
                    ? sources.itemSize(indexPath)
                    : delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? base
                if selfSizing, let preferred = preferredSizes[indexPath] { size = preferred }
                if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                    size = Self.sanitized(size, at: indexPath)
                }
                mains[item] = vertical ? size.height : size.width
                crosses[item] = vertical ? size.width : size.height
            }
        }
        return .varied(main: mains, cross: crosses)
    }

    static func sanitized(_ size: CGSize, at indexPath: IndexPath) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            OpenCollectionViewDiagnostics.report(
                .invalidGeometry, "the item size \(size) at \(indexPath) is not finite and non-negative; using zero")
            return .zero
        }
        return size
    }

    // MARK: Queries (answered in UICollectionViewFlowLayout+Attributes.swift)

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Inserted items fade in at their final place.
    open override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForItem(at: itemIndexPath)?.fadedCopy()
    }

    /// Deleted items fade out where they were.
    open override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        collectionView?.attributesBeforeUpdate(ofItemAt: itemIndexPath)?.fadedCopy()
    }

    open override var collectionViewContentSize: CGSize {
        isVertical
            ? CGSize(width: solver.crossExtent, height: solver.mainExtent)
            : CGSize(width: solver.mainExtent, height: solver.crossExtent)
    }
}

extension UICollectionView {
    /// The direction a flow layout scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// The flow layout's invalidation context: whether the delegate's metrics and the layout's attributes must be
/// recomputed (both by default).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be recomputed.
    open var invalidateFlowLayoutAttributes = true
}
