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
        editMenu.gestureRecognizer = press
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
            if !allowsMultipleSelection, selection.items.count > 1 {
                for indexPath in selection.items.orderedIndexPaths.dropFirst() {
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

    // The state is kept in named parts, one per concern (docs/Architecture.md, "The parts of `UICollectionView`");
    // the class and its extensions are UIKit's API over them.

    /// The item counts from the data source and the batch update being recorded or applied (`BatchUpdateState`).
    var batchUpdates = BatchUpdateState()
    /// Layout invalidation and the content-offset bookkeeping of the layout pass (`LayoutPassState`).
    var layoutPass = LayoutPassState()
    /// Registered classes and reuse queues (`CollectionReuseRegistry`).
    var reuse = CollectionReuseRegistry()
    /// The views on screen, the views leaving, and the rect-query scratch of reconciliation (`VisibleElements`).
    var visible = VisibleElements()
    /// Selection, highlight, the touched item and keyboard focus (`CollectionSelectionState`).
    var selection = CollectionSelectionState()
    /// Self-sizing passes and `selfSizingInvalidation` (`SelfSizingState`).
    var selfSizing = SelfSizingState()
    /// Prefetching state (`UICollectionView+Prefetching.swift`).
    var prefetch = PrefetchState()
    /// The item being moved interactively, and the standard gesture moving items (`InteractiveMovementState`).
    var interactiveMovement = InteractiveMovementState()
    /// Drag and drop: delegates, the lift gesture, drop feedback and placeholders (`DragAndDrop/`).
    var dragAndDrop = CollectionDragAndDrop()
    /// The long press showing menus, and the menu on screen (`EditMenuState`).
    var editMenu = EditMenuState()
    /// The pan that swipes rows and the row it has open (`SwipeActions/`).
    var swipeActionsController: SwipeActionsController?

    // MARK: Registration (the queues and dequeuing are in UICollectionView+Reuse.swift)

    /// Registers the class of cells dequeued with `identifier` (a `UICollectionViewCell` subclass).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerCellClass(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the class of supplementary views of `elementKind` dequeued with `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerSupplementaryClass(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// Registers a nib whose top-level `UICollectionViewCell` is made for each new cell of `identifier`
    /// (`Nib/UICollectionView+Nib.swift`).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCellNib(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a nib whose top-level `UICollectionReusableView` is made for each new supplementary view of
    /// `kind` and `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementaryNib(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    // MARK: Data

    /// Reloads everything from the data source: visible views go back to their queues, the selection is cleared
    /// and the layout is invalidated with fresh counts.
    open func reloadData() {
        guard batchUpdates.current?.isApplying != true else { return }
        batchUpdates.current = nil
        dropShadowWillReload()
        for (key, view) in visible.views { endDisplaying(view, for: key) }
        visible.views.removeAll(keepingCapacity: true)
        finishDepartures()
        for indexPath in selection.items.orderedIndexPaths { cellForItem(at: indexPath)?.isSelected = false }
        selection.items.removeAll()
        selection.forgetTouch()
        prefetch.reset()
        batchUpdates.countsAreValid = false
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
        return batchUpdates.sectionItemCounts.count
    }

    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard batchUpdates.sectionItemCounts.indices.contains(section) else { return 0 }
        return batchUpdates.sectionItemCounts[section]
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        guard !visible.isReconciling else { return }
        layOutElements()
    }

    override func didChangeContentOffset() {
        super.didChangeContentOffset()
        if editMenu.view != nil, isDragging || isDecelerating { dismissEditMenu() }
        if isDragging || isDecelerating { closeSwipedItem(animated: true) }
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

    // MARK: Queries a subclass may override (implemented in UICollectionView+Queries.swift)

    /// The cells on screen.
    open var visibleCells: [UICollectionViewCell] { visibleCellsOnScreen }
    /// The index paths of the items on screen, sorted.
    open var indexPathsForVisibleItems: [IndexPath] { visibleItemIndexPaths }
    /// The cell on screen for the item at `indexPath`, or `nil` when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCell(at: indexPath) }
    /// The supplementary view of `elementKind` on screen at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementaryView(ofKind: elementKind, at: indexPath)
    }
    /// The index paths of the supplementary views of `elementKind` on screen, sorted.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryIndexPaths(ofKind: elementKind)
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
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Switches to `layout` like `setCollectionViewLayout(_:animated:)`, then runs `completion` (with whether the
    /// change finished).
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
        for view in visible.views.values { view.willTransition(from: oldLayout, to: layout) }
        oldLayout.collectionView = nil
        layoutStorage = layout
        layout.collectionView = self
        layoutPass.needsPrepare = true
        visible.queriedRect = nil
        prepareLayoutIfNeeded()
        let proposed = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = clampedOffset(
            collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed)
        let finish = { [weak self] (finished: Bool) in
            guard let self else { return }
            for view in self.visible.views.values { view.didTransition(from: oldLayout, to: layout) }
            oldLayout.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            completion?(finished)
        }
        guard animated else {
            contentOffset = target
            setNeedsLayout()
            // A collection view outside a window that has not laid out yet makes its cells at its first layout pass
            // (see `performBatchUpdates`), not here.
            if window != nil || layoutPass.hasLaidOut { layoutIfNeeded() }
            finish(true)
            return
        }
        animateToCurrentLayout(contentOffset: target, completion: finish)
    }

    /// Moves every visible element to the current layout's attributes in one animation (layout switches and
    /// transitions): views that stay animate, new ones fade in, ones that leave fade out.
    func animateToCurrentLayout(contentOffset target: CGPoint, completion: @escaping (Bool) -> Void) {
        let old = visible.views
        visible.views.removeAll(keepingCapacity: true)
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
                        self.visible.views[key] = view
                        self.applyLayoutAttributes(attributes, to: view)
                    } else if let view = self.makeView(for: attributes) {
                        UIView.performWithoutAnimation { view.alpha = 0 }
                        self.visible.views[key] = view
                        self.applyLayoutAttributes(attributes, to: view)
                    }
                }
                for (key, view) in remaining {
                    self.visible.departing.append((key, view))
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
