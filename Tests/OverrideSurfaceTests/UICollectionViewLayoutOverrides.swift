import UIKit

// The overridable members of the collection-view layout classes, with UIKit's exact Swift signatures. Source of
// the list: Apple's UIKit documentation pages for UICollectionViewLayout ("Subclassing notes", "Methods to
// override"), UICollectionViewFlowLayout, UICollectionViewCompositionalLayout, UICollectionViewLayoutAttributes,
// UICollectionViewLayoutInvalidationContext and UICollectionViewFlowLayoutInvalidationContext, and the iOS SDK's
// UIKit Swift interface (every member of these Objective-C classes is `open`).
//
// Missing here (not provided by the package, so not overridden):
// - UICollectionViewLayout: `transitionLayout(forOldLayout:newLayout:)` on the collection view side only;
//   `register(_:forDecorationViewOfKind:)` with a `UINib`.
// - UICollectionViewCompositionalLayout: `init(section:)` and `init(sectionProvider:)` are convenience
//   initializers here (designated in UIKit), so a subclass cannot override them; it inherits them when it overrides
//   the two designated forms with a configuration, as below.
// - UICollectionViewLayoutInvalidationContext: `invalidateEverything` and `invalidateDataSourceCounts` are
//   read-only in UIKit and here.

final class OverridingLayoutAttributes: UICollectionViewLayoutAttributes {
    var extra = 0

    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var size: CGSize { didSet {} }
    override var transform3D: CATransform3D { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var zIndex: Int { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var indexPath: IndexPath { didSet {} }
    override var representedElementCategory: UICollectionView.ElementCategory { super.representedElementCategory }
    override var representedElementKind: String? { super.representedElementKind }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? OverridingLayoutAttributes)?.extra = extra
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        // `isEqual(_:)` is NSObject's nonisolated method; the attributes are read on the main actor.
        guard let other = object as? OverridingLayoutAttributes else { return false }
        let equal = MainActor.assumeIsolated { other.extra == extra }
        return equal && super.isEqual(object)
    }
}

final class OverridingInvalidationContext: UICollectionViewLayoutInvalidationContext {
    override var invalidateEverything: Bool { super.invalidateEverything }
    override var invalidateDataSourceCounts: Bool { super.invalidateDataSourceCounts }
    override var invalidatedItemIndexPaths: [IndexPath]? { super.invalidatedItemIndexPaths }
    override var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { super.invalidatedSupplementaryIndexPaths }
    override var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { super.invalidatedDecorationIndexPaths }
    override var contentOffsetAdjustment: CGPoint { didSet {} }
    override var contentSizeAdjustment: CGSize { didSet {} }
    override var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        super.previousIndexPathsForInteractivelyMovingItems
    }
    override var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? {
        super.targetIndexPathsForInteractivelyMovingItems
    }
    override var interactiveMovementTarget: CGPoint { super.interactiveMovementTarget }
    override func invalidateItems(at indexPaths: [IndexPath]) { super.invalidateItems(at: indexPaths) }
    override func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        super.invalidateSupplementaryElements(ofKind: elementKind, at: indexPaths)
    }
    override func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        super.invalidateDecorationElements(ofKind: elementKind, at: indexPaths)
    }
}

final class OverridingFlowInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    override var invalidateFlowLayoutDelegateMetrics: Bool { didSet {} }
    override var invalidateFlowLayoutAttributes: Bool { didSet {} }
}

/// Every overridable member of `UICollectionViewLayout`, each calling `super`.
class OverridingLayout: UICollectionViewLayout {
    var prepareCount = 0

    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var collectionView: UICollectionView? { super.collectionView }
    override class var layoutAttributesClass: AnyClass { OverridingLayoutAttributes.self }
    override class var invalidationContextClass: AnyClass { OverridingInvalidationContext.self }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { super.flipsHorizontallyInOppositeLayoutDirection }
    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { super.developmentLayoutDirection }

    override func prepare() {
        super.prepare()
        prepareCount += 1
    }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }
    override func invalidateLayout() { super.invalidateLayout() }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forBoundsChange: newBounds)
    }
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        super.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
    }
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }
    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
    override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }
    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }
    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
    }
    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
    }
    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToDeleteForDecorationView(ofKind: elementKind)
    }
    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsToInsertForDecorationView(ofKind: elementKind)
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        super.prepareForTransition(from: oldLayout)
    }
    override func finalizeLayoutTransition() { super.finalizeLayoutTransition() }
    override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        super.register(viewClass, forDecorationViewOfKind: elementKind)
    }
    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }
    override func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(
            forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
            previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }
    override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
    override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }
}

final class OverridingFlowLayout: UICollectionViewFlowLayout {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var invalidationContextClass: AnyClass { OverridingFlowInvalidationContext.self }
    override var scrollDirection: UICollectionView.ScrollDirection { didSet {} }
    override var minimumLineSpacing: CGFloat { didSet {} }
    override var minimumInteritemSpacing: CGFloat { didSet {} }
    override var itemSize: CGSize { didSet {} }
    override var estimatedItemSize: CGSize { didSet {} }
    override var sectionInset: UIEdgeInsets { didSet {} }
    override var sectionInsetReference: UICollectionViewFlowLayout.SectionInsetReference { didSet {} }
    override var headerReferenceSize: CGSize { didSet {} }
    override var footerReferenceSize: CGSize { didSet {} }
    override var sectionHeadersPinToVisibleBounds: Bool { didSet {} }
    override var sectionFootersPinToVisibleBounds: Bool { didSet {} }
    override func prepare() { super.prepare() }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(forBoundsChange: newBounds)
    }
    override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }
    override func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
}

final class OverridingCompositionalLayout: UICollectionViewCompositionalLayout {
    override init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        super.init(section: section, configuration: configuration)
    }
    override init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        super.init(sectionProvider: sectionProvider, configuration: configuration)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet {} }
    override func prepare() { super.prepare() }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}
