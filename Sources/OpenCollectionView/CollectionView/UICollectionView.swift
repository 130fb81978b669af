/// A scrolling view that shows an ordered collection of items in sections, placed by a layout object, with cells
/// and supplementary views supplied by a data source and reused as they scroll on and off screen.
///
/// Each layout pass the collection view prepares its layout if it was invalidated, asks it for the elements in the
/// visible rect (from a cache of a larger query, so steady scrolling asks the layout only now and then), and
/// reconciles the views on screen with them: views that left go back to their reuse queue
/// (`didEndDisplaying`), new elements get a dequeued view from the data source (`willDisplay`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// A list for list layouts, else a data table, unless set.
    open override var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? defaultAccessibilityContainerType }
        set { super.accessibilityContainerType = newValue }
    }

    /// The kind of element some layout attributes describe.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// Where `scrollToItem(at:at:animated:)` places the item in the visible area.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave the item where it is.
        public static let none: ScrollPosition = []
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header supplementary view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: Creating

    /// Creates a collection view with `frame` using `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        clipsToBounds = true
        installMenuGesture()
    }

    /// Creates a collection view from an archive (no archives here: a flow layout and a zero frame).
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        layoutStorage.collectionView = self
        backgroundColor = .systemBackground
        clipsToBounds = true
        installMenuGesture()
    }

    /// The long press that shows item edit and context menus.
    private func installMenuGesture() {
        let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.handleMenuPress(recognizer) }
        addGestureRecognizer(press)
        menuGestureRecognizer = press
        installSwipeActionsGesture()
    }

    // MARK: Configuration

    /// The layout placing the elements; setting it switches layouts without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var layoutStorage: UICollectionViewLayout

    /// The object supplying sections, items and views.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// The object told about prefetching opportunities.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether prefetching (and `prefetchDataSource`) is active (default `true`).
    open var isPrefetchingEnabled = true

    /// The delegate, which receives both scroll-view and collection-view events. It is typed as the scroll view's
    /// delegate (Swift cannot narrow a stored property's type in a subclass); assign any `UICollectionViewDelegate`.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet { collectionDelegate = delegate as? any UICollectionViewDelegate }
    }
    /// The delegate as a collection-view delegate.
    weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// A view behind all content that stays put while scrolling.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.layer.zPosition = -CGFloat(Int32.max)
                insertSubview(backgroundView, at: 0)
                setNeedsLayout()
            }
        }
    }

    /// Whether the user can select items (default `true`).
    open var allowsSelection = true
    /// Whether the user can select several items (default `false`).
    open var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, selection.count > 1 {
                for indexPath in selection.orderedIndexPaths.dropFirst() {
                    deselectItem(at: indexPath, animated: false)
                }
            }
        }
    }
    /// Whether the collection view is in editing mode; list cells show and hide their editing accessories, animated
    /// (`Lists/UICollectionView+Editing.swift`).
    open var isEditing = false {
        didSet { if oldValue != isEditing { editingDidChange() } }
    }
    /// Whether the user can select items while editing (default `true`).
    open var allowsSelectionDuringEditing = true
    /// Whether the user can select several items while editing (default `false`).
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: State

    /// Item counts per section, read from the data source when `countsAreValid` is false.
    var sectionItemCounts: [Int] = []
    var countsAreValid = false
    var layoutNeedsPrepare = true
    /// Registered cell classes by reuse identifier.
    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    /// Registered supplementary classes by kind, then reuse identifier.
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Views waiting to be dequeued.
    var reuseQueues: [ReuseKey: ReuseQueue] = [:]
    /// The views on screen, by element.
    var visibleViews: [ElementKey: UICollectionReusableView] = [:]
    /// The last rect the layout was asked about, and its answer.
    var queriedRect: CGRect?
    var queriedAttributes: [UICollectionViewLayoutAttributes] = []
    /// The copy of attributes last handed to `preferredLayoutAttributesFitting(_:)`, reused when nothing kept it.
    var preferredAttributesScratch: UICollectionViewLayoutAttributes?
    /// Whether `queriedAttributes` were mirrored for a right-to-left layout direction.
    var queriedMirrored = false
    /// Scratch storage reused every layout pass.
    var scratchKeys: [ElementKey] = []
    var scratchAttributes: [UICollectionViewLayoutAttributes] = []
    /// The attributes of the element whose view the data source is being asked for (applied on dequeue).
    var attributesBeingDisplayed: UICollectionViewLayoutAttributes?
    /// Selected items, in selection order.
    var selection = SelectionSet()
    /// Keyboard focus settings and memory (`Focus/UICollectionView+Focus.swift`).
    var focusState = CollectionFocusState()
    /// The item a touch is on, and whether it is highlighted.
    var touchedIndexPath: IndexPath?
    var highlightedIndexPaths: [IndexPath] = []
    /// Views leaving the screen in an update animation, removed when it ends.
    var departingViews: [(key: ElementKey, view: UICollectionReusableView)] = []
    /// The number of the current reconciliation pass (marks the views that stay).
    var displayPass = 0
    /// Prefetching state.
    var prefetch = PrefetchState()
    /// Whether a batch update is being recorded or applied.
    var update: BatchUpdate?
    /// The on-screen attributes of the elements before the update being applied.
    var attributesBeforeUpdate: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// The cell being reconfigured (a dequeue for its index path returns it).
    var reconfiguringCell: UICollectionViewCell?
    /// The item being moved interactively, and the standard gesture moving items.
    var interactiveMovement: InteractiveMovement?
    var movementGestureRecognizer: UILongPressGestureRecognizer?
    var movementGestureGate: MovementGestureGate?
    /// Drag and drop: delegates, the lift gesture, drop feedback and placeholders (`DragAndDrop/`).
    var dragAndDrop = CollectionDragAndDrop()
    /// The long press showing menus, and the menu on screen.
    var menuGestureRecognizer: UILongPressGestureRecognizer?
    /// The pan that swipes rows and the row it has open (`SwipeActions/`).
    var swipeActionsController: SwipeActionsController?
    var editMenu: UIView?
    /// Self-sizing passes left in this layout pass.
    var selfSizingPassesLeft = 0
    /// Whether elements are being reconciled (re-entrant layout is deferred).
    var isReconciling = false
    /// Offset changes requested by invalidation contexts, applied after the layout is next prepared (UIKit applies
    /// `contentOffsetAdjustment` with the layout update, not inside `invalidateLayout(with:)`).
    var pendingContentOffsetAdjustment: CGPoint = .zero
    /// Items whose cells preferred another size in this layout pass (they are no scroll anchor).
    var selfSizedIndexPaths: Set<IndexPath> = []
    /// Whether the views on screen are measured again at the next reconciliation (the layout was invalidated
    /// entirely, or for a new size).
    var needsSelfSizingRemeasure = false
    /// `selfSizingInvalidation` and what the views on screen asked of it (`UICollectionView+SelfSizingInvalidation`).
    var selfSizingInvalidationState = SelfSizingInvalidationState()
    /// Whether a size change inside an animation block awaits `finalizeAnimatedBoundsChange()`.
    var isInAnimatedBoundsChange = false
    /// The smallest and largest content offsets at rest at the last layout pass or update (content shrinking under
    /// the offset pulls it back).
    var lastContentOffsetLimits: (minimum: CGPoint, maximum: CGPoint)?

    // MARK: Data

    /// Reloads everything from the data source: visible views go back to their queues, the selection is cleared
    /// and the layout is invalidated with fresh counts.
    open func reloadData() {
        guard update == nil || update?.isApplying == false else { return }
        update = nil
        dropShadowWillReload()
        for (key, view) in visibleViews { endDisplaying(view, for: key) }
        visibleViews.removeAll(keepingCapacity: true)
        finishDepartures()
        for indexPath in selection.orderedIndexPaths { cellForItem(at: indexPath)?.isSelected = false }
        selection.removeAll()
        highlightedIndexPaths.removeAll()
        touchedIndexPath = nil
        prefetch.reset()
        countsAreValid = false
        let context = type(of: layoutStorage).makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layoutStorage.invalidateLayout(with: context)
    }

    // MARK: Updates

    // The batch-update methods are `open` as UIKit's are, so subclasses (test mocks, apps that log or intercept
    // updates) can override them; the diffable data source calls them on the collection view, so an override sees
    // its applies. The work is in UICollectionView+Updates.swift.

    /// Runs `updates` (which change the model and call the insert/delete/reload/move methods) as one animated
    /// change. An update that does not match the data source's new counts is reported through
    /// `OpenCollectionViewDiagnostics` with UIKit's message and recovered by reloading; `completion` then receives
    /// `false`. A non-escaping closure can be passed too (the overload in UICollectionView+Updates.swift calls this
    /// method).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesNow(updates, completion: completion)
    }

    /// Inserts items at index paths after the update.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes items at index paths before the update.
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Replaces the cells of items (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Moves an item from an index path before the update to one after it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Replaces the sections' items and supplementary views.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the visible cells of these items, keeping each cell (no `prepareForReuse`, no
    /// animation): the dequeue inside `cellForItemAt` returns the cell already showing the item.
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigureItemsNow(at: indexPaths) }

    /// The number of sections (from the data source, cached until the next reload or update).
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionItemCounts.count
    }

    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard sectionItemCounts.indices.contains(section) else { return 0 }
        return sectionItemCounts[section]
    }

    func loadCountsIfNeeded() {
        guard !countsAreValid else { return }
        countsAreValid = true
        sectionItemCounts = readCountsFromDataSource()
    }

    func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map {
            max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) + placeholderCount(inSection: $0)
        }
        return dragAndDrop.shadowUpdate?.counts(counts, adding: true) ?? counts
    }

    /// Whether `indexPath` names an existing item.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < sectionItemCounts[indexPath.section]
    }

    // MARK: Layout

    /// Called by the layout when it is invalidated.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { countsAreValid = false }
        // After a reload or a batch update the layout may have let go of measured sizes (a compositional layout
        // solves its sections afresh): the views that stay are measured again, as UIKit keeps them sized.
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsSelfSizingRemeasure = true }
        layoutNeedsPrepare = true
        queriedRect = nil
        pendingContentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingContentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        setNeedsLayout()
    }

    /// Prepares the layout if it was invalidated and takes its content size.
    func prepareLayoutIfNeeded() {
        loadCountsIfNeeded()
        guard layoutNeedsPrepare else { return }
        layoutNeedsPrepare = false
        queriedRect = nil
        layoutStorage.prepare()
        takeContentSizeFromLayout()
        if pendingContentOffsetAdjustment != .zero {
            let adjustment = pendingContentOffsetAdjustment
            pendingContentOffsetAdjustment = .zero
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
    }

    /// Sets `contentSize` to the layout's `collectionViewContentSize` (after `prepare()`, and in a batch update after
    /// `prepare(forCollectionViewUpdates:)`, where a layout keeping its own model applies the changes).
    func takeContentSizeFromLayout() {
        var size = layoutStorage.collectionViewContentSize
        if !size.width.isFinite || !size.height.isFinite || size.width < 0 || size.height < 0 {
            OpenCollectionViewDiagnostics.report(
                .invalidGeometry, "\(type(of: layoutStorage)) returned an invalid content size \(size); using zero")
            size = .zero
        }
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard !isReconciling else { return }
        selfSizingPassesLeft = 4
        repeat {
            let anchor = selfSizingAnchor()
            let startOffset = contentOffset
            selfSizedIndexPaths.removeAll(keepingCapacity: true)
            prepareLayoutIfNeeded()
            if let anchor { keepAnchorInPlace(anchor) }
            keepContentOffsetInShrunkContent(movedFrom: startOffset)
            reconcileVisibleElements()
            selfSizingPassesLeft -= 1
        } while layoutNeedsPrepare && selfSizingPassesLeft > 0
        selfSizedIndexPaths.removeAll(keepingCapacity: true)
        selfSizingInvalidationState.animation = nil
        if isInAnimatedBoundsChange {
            isInAnimatedBoundsChange = false
            layoutStorage.finalizeAnimatedBoundsChange()
        }
        updatePrefetching()
    }

    /// Pulls the offset back to the end of the content where the content shrank under it since the last pass, and
    /// keeps the collection view's own moves this pass (scroll anchoring, `contentOffsetAdjustment`) inside the
    /// content; an offset set in code outside the content otherwise stays, as UIScrollView's does. Nothing moves
    /// while the user or an animation moves the offset.
    private func keepContentOffsetInShrunkContent(movedFrom start: CGPoint) {
        let previousLimits = lastContentOffsetLimits ?? contentOffsetLimits
        lastContentOffsetLimits = contentOffsetLimits
        guard !isTracking, !isDecelerating, motion == nil else { return }
        var offset = contentOffset
        if offset != start {
            let kept = clampedOffset(offset)
            let startKept = clampedOffset(start)
            if startKept.x == start.x { offset.x = kept.x }
            if startKept.y == start.y { offset.y = kept.y }
        }
        offset = pulledBack(offset, from: previousLimits)
        if offset != contentOffset { contentOffset = offset }
    }

    /// The smallest and largest content offsets at rest.
    var contentOffsetLimits: (minimum: CGPoint, maximum: CGPoint) { (minimumContentOffset, maximumContentOffset) }

    /// `offset` moved back to the end of the content on each axis where the largest offset at rest went down since
    /// `previous` (the content shrank, or the bounds grew) and the offset is past it; likewise to the start where
    /// the smallest offset went up (the inset shrank).
    func pulledBack(_ offset: CGPoint, from previous: (minimum: CGPoint, maximum: CGPoint)) -> CGPoint {
        let (minimum, maximum) = contentOffsetLimits
        var offset = offset
        if maximum.x < previous.maximum.x, offset.x > maximum.x { offset.x = maximum.x }
        if maximum.y < previous.maximum.y, offset.y > maximum.y { offset.y = maximum.y }
        if minimum.x > previous.minimum.x, offset.x < minimum.x { offset.x = minimum.x }
        if minimum.y > previous.minimum.y, offset.y < minimum.y { offset.y = minimum.y }
        return offset
    }

    override func didChangeContentOffset() {
        super.didChangeContentOffset()
        if editMenu != nil, isDragging || isDecelerating { dismissEditMenu() }
        if isDragging || isDecelerating { closeSwipedItem(animated: true) }
        setNeedsLayout()
    }

    /// The visible part of the content; its origin is the content offset. A change asks the layout first
    /// (`changeBounds(to:_:)`).
    open override var bounds: CGRect {
        get { super.bounds }
        set { changeBounds(to: newValue) { super.bounds = newValue } }
    }

    /// The frame; a new size is a bounds change the layout is asked about (`changeBounds(to:_:)`).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let newBounds = CGRect(origin: bounds.origin, size: newValue.size)
            changeBounds(to: newBounds) { super.frame = newValue }
        }
    }

    /// Makes a bounds change (scroll or resize) as UIKit does: `shouldInvalidateLayout(forBoundsChange:)` and
    /// `invalidationContext(forBoundsChange:)` are asked while `collectionView.bounds` still answers the old bounds
    /// (Apple's AdvancedCollectionView sample computes the scroll distance from the two there); then the bounds
    /// change; then `invalidateLayout(with:)` runs, seeing the new bounds (WinObjC's UICollectionView asks, sets,
    /// then invalidates). A size change inside an animation block also brackets the next layout pass with
    /// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
    private func changeBounds(to newBounds: CGRect, _ change: () -> Void) {
        let oldBounds = bounds
        guard newBounds != oldBounds, layoutStorage.collectionView === self else {
            change()
            return
        }
        let context =
            layoutStorage.shouldInvalidateLayout(forBoundsChange: newBounds)
            ? layoutStorage.invalidationContext(forBoundsChange: newBounds) : nil
        let sizeChanged = newBounds.size != oldBounds.size
        if sizeChanged, UIView.inheritedAnimationDuration > 0, !isInAnimatedBoundsChange {
            isInAnimatedBoundsChange = true
            layoutStorage.prepare(forAnimatedBoundsChange: oldBounds)
        }
        change()
        guard let context, layoutStorage.collectionView === self else { return }
        layoutStorage.invalidateLayout(with: context)
        if sizeChanged { needsSelfSizingRemeasure = true }
    }

    // MARK: Overrides (implemented in the extensions named)

    /// A new adjusted content inset (a bar arriving, a safe-area change) invalidates the layout, as in UIKit: a
    /// layout's container is the collection view inside that inset. The context names nothing, so each layout's
    /// `prepare()` redoes only what the new inset changes (self-sized views keep their sizes).
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        guard layoutStorage.collectionView === self else { return }
        layoutStorage.invalidateLayout(with: type(of: layoutStorage).makeInvalidationContext())
    }

    /// See `UICollectionView+Scrolling.swift`.
    override func dragTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutDragTarget(proposed: proposed, velocity: velocity)
    }

    /// Touches on cells highlight and select them (`UICollectionView+Selection.swift`).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchesCancelled(touches, with: event)
    }
    func forwardTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    func forwardTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    func forwardTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    func forwardTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Layout changes

    /// Switches to `layout`, animating every element from its old to its new attributes when `animated`.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard layout !== layoutStorage else {
            completion?(true)
            return
        }
        let oldLayout = layoutStorage
        oldLayout.prepareForTransition(to: layout)
        layout.prepareForTransition(from: oldLayout)
        for view in visibleViews.values { view.willTransition(from: oldLayout, to: layout) }
        oldLayout.collectionView = nil
        layoutStorage = layout
        layout.collectionView = self
        layoutNeedsPrepare = true
        queriedRect = nil
        prepareLayoutIfNeeded()
        let proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = clampedOffset(
            collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed)
        let finish = { [weak self] (finished: Bool) in
            guard let self else { return }
            for view in self.visibleViews.values { view.didTransition(from: oldLayout, to: layout) }
            oldLayout.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(finished)
        }
        guard animated else {
            contentOffset = target
            setNeedsLayout()
            layoutIfNeeded()
            finish(true)
            return
        }
        animateToCurrentLayout(contentOffset: target, completion: finish)
    }

    /// Moves every visible element to the current layout's attributes in one animation (layout switches and
    /// transitions): views that stay animate, new ones fade in, ones that leave fade out.
    func animateToCurrentLayout(contentOffset target: CGPoint, completion: @escaping (Bool) -> Void) {
        let old = visibleViews
        visibleViews.removeAll(keepingCapacity: true)
        contentOffset = target
        prepareLayoutIfNeeded()
        let newAttributes = currentAttributes(in: bounds)
        UIView.animate(
            withDuration: UICollectionView.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: {
                var remaining = old
                for attributes in newAttributes {
                    let key = attributes.elementKey
                    if let view = remaining.removeValue(forKey: key) {
                        self.visibleViews[key] = view
                        self.applyLayoutAttributes(attributes, to: view)
                    } else if let view = self.makeView(for: attributes) {
                        UIView.performWithoutAnimation { view.alpha = 0 }
                        self.visibleViews[key] = view
                        self.applyLayoutAttributes(attributes, to: view)
                    }
                }
                for (key, view) in remaining {
                    self.departingViews.append((key, view))
                    view.alpha = 0
                }
            },
            completion: { finished in
                self.finishDepartures()
                completion(finished)
            })
    }

    /// The duration of update and layout-change animations (UIKit's is about 0.3 s).
    static let updateAnimationDuration: TimeInterval = 0.3
}

/// Identifies a reuse queue: element category, kind and reuse identifier.
struct ReuseKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var identifier: String
}

/// The views of one reuse identifier waiting to be dequeued, last in first out.
///
/// A class, so taking a view out of a queue found in the dictionary changes the queue in place: popping through the
/// dictionary's `modify` accessor allocated its coroutine frames on the heap, three mallocs a dequeue.
@MainActor
final class ReuseQueue {
    private(set) var views: [UICollectionReusableView] = []

    /// Takes the most recently queued view out.
    func popLast() -> UICollectionReusableView? { views.popLast() }

    /// Queues a view.
    func append(_ view: UICollectionReusableView) { views.append(view) }
}
