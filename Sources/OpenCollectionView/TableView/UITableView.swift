/// A list of rows in sections, as UIKit's table view: cells from a data source, metrics and events through a
/// delegate, plain, grouped and inset-grouped styles, editing, swipe actions and animated row updates.
///
/// It is built on the collection view rather than beside it. As in UIKit the table view is a `UIScrollView`; its one
/// subview is an internal `UICollectionView` with a compositional layout of list sections in the table's style,
/// whose data source and delegate adapt the table's (`TableViewCollectionAdapter`). The inner collection view does
/// the scrolling, reuse, self-sizing, selection, batch updates and swipe actions; the table's bounds origin follows
/// its content offset and the inner view is kept over the table's bounds, so the table's coordinates are content
/// coordinates and `contentOffset`, `contentSize` and the scroll-view delegate calls are the table's own, as in
/// UIKit. Cells are list cells (`UITableViewCell` subclasses `UICollectionViewListCell`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table view, fixed when it is created.
    public enum Style: Int, Sendable {
        /// Edge-to-edge rows; section headers stay pinned while their section shows.
        case plain
        /// Full-width sections on the grouped background.
        case grouped
        /// Sections inset by the layout margins with rounded corners.
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate; here every style but `.none` animates from the old to the
    /// new layout (see docs/Deviations.md).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// The table view's choice.
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// The least movement that shows the row.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    /// Whether rows show separator lines.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// The value for heights that the table view works out itself (UIKit's `UITableViewAutomaticDimension`, −1).
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    open var style: Style { tableStyle }
    private let tableStyle: Style

    /// The collection view that shows the rows.
    let contentCollectionView: TableContentCollectionView
    /// The inner collection view's data source and delegate.
    let adapter = TableViewCollectionAdapter()
    /// The changes recorded since `beginUpdates()`.
    var pendingUpdates = PendingTableUpdates()

    // MARK: Creating

    /// Creates a table view of `style`.
    public init(frame: CGRect, style: Style) {
        tableStyle = style
        contentCollectionView = TableContentCollectionView(
            frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: UICollectionViewFlowLayout())
        super.init(frame: frame)
        setUpTableView()
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates a plain table view (no archives here).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        contentCollectionView = TableContentCollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init(coder: coder)
        setUpTableView()
    }

    private func setUpTableView() {
        adapter.tableView = self
        panGestureRecognizer.isEnabled = false
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        let inner = contentCollectionView
        inner.tableView = self
        inner.backgroundColor = .clear
        inner.allowsSelectionDuringEditing = false
        inner.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] section, environment in
            guard let self else {
                return NSCollectionLayoutSection.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            return self.listSection(at: section, environment: environment)
        }
        inner.register(
            TableHeaderFooterContainer.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: TableHeaderFooterContainer.reuseIdentifier)
        inner.register(
            TableHeaderFooterContainer.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: TableHeaderFooterContainer.reuseIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            inner.register(
                UITableViewHeaderFooterView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: UITableViewHeaderFooterView.titleReuseIdentifier)
        }
        for kind in [Self.tableHeaderKind, Self.tableFooterKind] {
            inner.register(
                TableHeaderFooterContainer.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: TableHeaderFooterContainer.reuseIdentifier)
        }
        inner.dataSource = adapter
        inner.delegate = adapter
        addSubview(inner)
        sectionIndexView.tableView = self
        addSubview(sectionIndexView)
        fillerSeparatorsView.isUserInteractionEnabled = false
        insertSubview(fillerSeparatorsView, at: 0)
    }

    // MARK: Data source and delegate

    /// The object supplying sections, rows and cells; setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// The delegate, which receives both scroll-view and table-view events. It is typed as the scroll view's delegate
    /// (Swift cannot narrow a stored property's type in a subclass); assign any `UITableViewDelegate`.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            invalidateSections()
        }
    }
    /// The delegate as a table-view delegate.
    weak var tableDelegate: (any UITableViewDelegate)?

    // MARK: Registration (dequeuing is in UITableView+Reuse.swift)

    /// Registers the class of cells dequeued with `identifier` (a `UITableViewCell` subclass).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, forCellReuseIdentifier: identifier)
    }

    /// Registers the class of header and footer views dequeued with `identifier` (a
    /// `UITableViewHeaderFooterView` subclass).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Registers a nib whose top-level `UITableViewCell` is made for each new cell of `identifier`
    /// (`Nib/UITableView+Nib.swift`).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerCellNib(nib, forCellReuseIdentifier: identifier)
    }

    /// Registers a nib whose top-level `UITableViewHeaderFooterView` is made for each new header or footer of
    /// `identifier`.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterNib(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }

    // MARK: Metrics

    /// The height of every row, or `automaticDimension` (the default) for rows that size themselves from their
    /// content: 44 points for a one-line default cell.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateSections() } }
    /// The estimated height of rows not yet shown (default `automaticDimension`: the list's 44-point estimate).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers, or `automaticDimension` (the default) for self-sizing headers.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateSections() } }
    /// The height of section footers, or `automaticDimension` (the default) for self-sizing footers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateSections() } }
    /// The estimated height of section headers (default `automaticDimension`).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers (default `automaticDimension`).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Whether rows show separators (default `.singleLine`).
    open var separatorStyle = SeparatorStyle.singleLine { didSet { invalidateSections() } }
    /// The colour of the separators; `nil` for the list's.
    open var separatorColor: UIColor? { didSet { invalidateSections() } }
    /// Insets of the separators; `.zero` (the default) lines them up with the text, as UIKit's automatic insets.
    open var separatorInset = UIEdgeInsets.zero { didSet { invalidateSections() } }

    // MARK: Selection settings

    /// Whether the user can select rows (default `true`).
    open var allowsSelection: Bool {
        get { contentCollectionView.allowsSelection }
        set { contentCollectionView.allowsSelection = newValue }
    }
    /// Whether the user can select several rows (default `false`).
    open var allowsMultipleSelection: Bool {
        get { contentCollectionView.allowsMultipleSelection }
        set { contentCollectionView.allowsMultipleSelection = newValue }
    }
    /// Whether the user can select rows while editing (default `false`, as in UIKit).
    open var allowsSelectionDuringEditing: Bool {
        get { contentCollectionView.allowsSelectionDuringEditing }
        set { contentCollectionView.allowsSelectionDuringEditing = newValue }
    }
    /// Whether the user can select several rows while editing (default `false`).
    open var allowsMultipleSelectionDuringEditing: Bool {
        get { contentCollectionView.allowsMultipleSelectionDuringEditing }
        set { contentCollectionView.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// A view behind all rows that stays put while scrolling.
    open var backgroundView: UIView? {
        get { contentCollectionView.backgroundView }
        set { contentCollectionView.backgroundView = newValue }
    }

    /// A view above the first section that scrolls with the rows, as wide as the table and as tall as its frame
    /// was when it was set (default `nil`). Set it again after changing its height.
    open var tableHeaderView: UIView? {
        didSet { tableBoundaryViewsDidChange(old: oldValue, new: tableHeaderView) }
    }

    /// A view below the last section that scrolls with the rows, as wide as the table and as tall as its frame was
    /// when it was set (default `nil`). In a plain table, any footer — even an empty `UIView()` — ends the
    /// separators that otherwise continue below the last row.
    open var tableFooterView: UIView? {
        didSet { tableBoundaryViewsDidChange(old: oldValue, new: tableFooterView) }
    }

    // MARK: Section index

    /// The colour of the section index titles (default `nil`: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { sectionIndexView.updateColors() } }
    /// The colour behind the section index when it is not touched (default `nil`: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { sectionIndexView.updateColors() } }
    /// The colour behind the section index while it is touched (default `nil`: clear).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { sectionIndexView.updateColors() } }
    /// The number of rows the table must have before it shows its section index (default 0).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { reloadSectionIndexTitles() } }
    /// The strip of section index titles at the trailing edge.
    let sectionIndexView = TableSectionIndexView()
    /// The separators below the last row of a plain table.
    let fillerSeparatorsView = TableFillerSeparatorsView()

    // MARK: Editing

    /// Whether the table is in editing mode: rows show their delete or insert controls and, when they can move,
    /// reorder controls.
    open var isEditing: Bool {
        get { contentCollectionView.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off; the controls slide in and out when `animated`. An open swipe closes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let collectionView = contentCollectionView
        collectionView.closeSwipedItem(animated: animated)
        for cell in collectionView.visibleCells {
            guard let cell = cell as? UITableViewCell, let indexPath = collectionView.indexPath(for: cell) else {
                continue
            }
            configureEditingControls(of: cell, at: indexPath)
        }
        if animated {
            collectionView.isEditing = editing
        } else {
            UIView.performWithoutAnimation { collectionView.isEditing = editing }
        }
    }

    // MARK: Scroll view, forwarded to the rows' collection view

    /// The point of the content at the table's top-left; setting it scrolls the rows.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set { contentCollectionView.contentOffset = newValue }
    }

    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        contentCollectionView.setContentOffset(contentOffset, animated: animated)
    }

    /// The size of all sections and rows (the table works it out; setting it has no lasting effect, as in UIKit).
    open override var contentSize: CGSize {
        get { contentCollectionView.contentSize }
        set { contentCollectionView.contentSize = newValue }
    }

    open override var contentInset: UIEdgeInsets {
        get { contentCollectionView.contentInset }
        set { contentCollectionView.contentInset = newValue }
    }

    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { contentCollectionView.contentInsetAdjustmentBehavior }
        set { contentCollectionView.contentInsetAdjustmentBehavior = newValue }
    }

    open override var adjustedContentInset: UIEdgeInsets { contentCollectionView.adjustedContentInset }

    open override var isScrollEnabled: Bool {
        get { contentCollectionView.isScrollEnabled }
        set { contentCollectionView.isScrollEnabled = newValue }
    }

    open override var bounces: Bool {
        get { contentCollectionView.bounces }
        set { contentCollectionView.bounces = newValue }
    }

    open override var alwaysBounceVertical: Bool {
        get { contentCollectionView.alwaysBounceVertical }
        set { contentCollectionView.alwaysBounceVertical = newValue }
    }

    open override var showsVerticalScrollIndicator: Bool {
        get { contentCollectionView.showsVerticalScrollIndicator }
        set { contentCollectionView.showsVerticalScrollIndicator = newValue }
    }

    open override var decelerationRate: DecelerationRate {
        get { contentCollectionView.decelerationRate }
        set { contentCollectionView.decelerationRate = newValue }
    }

    open override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        contentCollectionView.scrollRectToVisible(rect, animated: animated)
    }

    open override func flashScrollIndicators() { contentCollectionView.flashScrollIndicators() }

    /// The rows' collection view scrolled: the table's bounds origin follows, so its coordinates stay content
    /// coordinates, and the collection view is moved back over the table's bounds (`scrollViewDidScroll` reaches
    /// the table's delegate from the table itself).
    func contentDidScroll() {
        let offset = contentCollectionView.contentOffset
        keepContentViewOverBounds(origin: offset)
        if super.contentOffset != offset { super.contentOffset = offset }
        layoutSectionIndex()
        layoutFillerSeparators()
    }

    private func keepContentViewOverBounds(origin: CGPoint) {
        let frame = CGRect(origin: origin, size: bounds.size)
        if contentCollectionView.frame != frame { contentCollectionView.frame = frame }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        keepContentViewOverBounds(origin: super.contentOffset)
        layoutSectionIndex()
        layoutFillerSeparators()
    }

    // MARK: Queries a subclass may override (implemented in UITableView+Rows.swift)

    /// The cell showing the row at `indexPath`, or `nil` when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCell(forRow: indexPath) }
    /// The cells on screen, in index-path order.
    open var visibleCells: [UITableViewCell] { visibleCellsOnScreen }
    /// The index paths of the rows on screen, in order.
    open var indexPathsForVisibleRows: [IndexPath]? { visibleRowIndexPaths }
    /// The area `section` takes — its header, rows and footer, with the spacing around them — in the table's
    /// coordinates, as wide as the table (`.zero` for a section the table does not have).
    open func rect(forSection section: Int) -> CGRect { sectionRect(section) }
    /// The header view of `section` when it is on screen and is a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderView(forSection: section)
    }
    /// The footer view of `section` when it is on screen and is a `UITableViewHeaderFooterView`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooterView(forSection: section)
    }

    // MARK: Data

    /// Reloads every section and row from the data source; the selection is cleared.
    open func reloadData() {
        adapter.forgetProbedViews()
        contentCollectionView.reloadData()
        reloadSectionIndexTitles()
    }

    // MARK: Updates

    // `open` as UIKit's, so subclasses (test mocks, apps that log or intercept updates) can override them; the work
    // is in UITableView+Updates.swift.

    /// Applies the changes `updates` makes as one animated update; `completion` runs when the animation ends. A
    /// non-escaping closure can be passed too (the overload in UITableView+Updates.swift calls this method).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesNow(updates, completion: completion)
    }
    /// Starts a group of changes that `endUpdates()` animates together (groups nest). With no changes inside,
    /// the pair makes rows measure their heights again, animated.
    open func beginUpdates() { beginUpdatesNow() }
    /// Ends a group of changes begun with `beginUpdates()`, animating them together.
    open func endUpdates() { endUpdatesNow() }
    /// Inserts rows (the data source already has them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        insertRowsNow(at: indexPaths, with: animation)
    }
    /// Deletes rows (the data source no longer has them).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        deleteRowsNow(at: indexPaths, with: animation)
    }
    /// Reloads rows: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRowsNow(at: indexPaths, with: animation)
    }
    /// Reconfigures rows: their cells stay and are configured again by the data source.
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigureRowsNow(at: indexPaths) }
    /// Moves a row (the data source already moved it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRowNow(at: indexPath, to: newIndexPath)
    }
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSectionsNow(sections, with: animation)
    }
    /// Deletes sections.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSectionsNow(sections, with: animation)
    }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSectionsNow(sections, with: animation)
    }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) { moveSectionNow(section, toSection: newSection) }

    /// The number of sections, from the data source.
    open var numberOfSections: Int { contentCollectionView.numberOfSections }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { contentCollectionView.numberOfItems(inSection: section) }

    /// Sections changed how they look (metrics, delegate): the layout asks for them again.
    func invalidateSections() {
        adapter.forgetProbedViews()
        contentCollectionView.collectionViewLayout.invalidateLayout()
    }

    // MARK: Sections

    /// The list section for `section`: the table's style, a header or footer where the data source or delegate
    /// gives one, separators as set, and the table's swipe actions.
    private func listSection(
        at section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let appearance: UICollectionLayoutListConfiguration.Appearance
        switch style {
        case .plain: appearance = .plain
        case .grouped: appearance = .grouped
        case .insetGrouped: appearance = .insetGrouped
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.backgroundColor = .clear
        configuration.showsSeparators = separatorStyle != .none
        if let separatorColor { configuration.separatorConfiguration.color = separatorColor }
        if separatorInset != .zero {
            configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
                top: 0, leading: separatorInset.left, bottom: 0, trailing: separatorInset.right)
        }
        configuration.headerMode =
            adapter.hasBoundary(UICollectionView.elementKindSectionHeader, in: section)
            ? .supplementary : .none
        configuration.footerMode =
            adapter.hasBoundary(UICollectionView.elementKindSectionFooter, in: section)
            ? .supplementary : .none
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.swipeActionsConfiguration(forRowAt: indexPath, leading: true)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.swipeActionsConfiguration(forRowAt: indexPath, leading: false)
        }
        let listSection = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        listSection.boundarySupplementaryItems = listSection.boundarySupplementaryItems.map {
            boundary(withTableHeightFor: $0, inSection: section)
        }
        return listSection
    }

    /// The list's header or footer item, with the table's fixed height when it has one (so the header never
    /// changes size as it is shown) or its estimated height.
    private func boundary(
        withTableHeightFor item: NSCollectionLayoutBoundarySupplementaryItem, inSection section: Int
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        let isHeader = item.elementKind == UICollectionView.elementKindSectionHeader
        let height: NSCollectionLayoutDimension
        if let fixed = fixedBoundaryHeight(ofKind: item.elementKind, inSection: section) {
            height = .absolute(fixed)
        } else {
            let estimate = isHeader ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
            guard estimate > 0 else { return item }
            height = .estimated(estimate)
        }
        let replacement = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: item.elementKind, alignment: item.alignment)
        replacement.pinToVisibleBounds = item.pinToVisibleBounds
        replacement.zIndex = item.zIndex
        return replacement
    }
}

/// The collection view inside a table view: it shows the rows and reports its scrolling to the table.
@MainActor
final class TableContentCollectionView: UICollectionView {
    /// The table view the collection view belongs to.
    weak var tableView: UITableView?

    override func didChangeContentOffset() {
        super.didChangeContentOffset()
        tableView?.contentDidScroll()
    }

    override func layoutSubviews() {
        reloadAwaitsLayout = false
        hasLaidOut = true
        super.layoutSubviews()
        tableView?.layoutFillerSeparators()
    }

    /// Whether `reloadData()` left the rows on screen to be made in the next layout pass, and whether a layout pass
    /// has made rows before.
    private var reloadAwaitsLayout = false
    private var hasLaidOut = false

    override func reloadData() {
        super.reloadData()
        reloadAwaitsLayout = true
    }

    /// Makes the rows on screen now when a reload waits for the next layout pass. A table view answers
    /// `cellForRow(at:)`, `visibleCells`, `indexPathsForVisibleRows` and its header and footer queries right after
    /// `reloadData()` with the reloaded rows, where a collection view waits for its layout pass (TableKit's suite,
    /// run on iOS simulators by its CI, reads a reloaded cell that way). A table never laid out has no rows on screen
    /// yet: its first layout pass makes them (`CellsMadeAtFirstLayoutTests`).
    func updateVisibleRowsIfReloadPending() {
        guard reloadAwaitsLayout else { return }
        reloadAwaitsLayout = false
        guard hasLaidOut, !bounds.isEmpty else { return }
        layoutIfNeeded()
    }
}
