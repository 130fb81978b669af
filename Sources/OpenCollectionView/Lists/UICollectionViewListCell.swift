/// A cell of a list section: a content configuration laid out with the list's margins, accessories at its edges,
/// indentation for outline levels, separators lined up with its text, the list's background look and, in inset
/// grouped sections, rounded corners on the first and last rows.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// One element, as UIKit's list cells are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Its content's labels joined (text, then secondary text), unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? combinedAccessibilityLabelOfSubviews }
        set { super.accessibilityLabel = newValue }
    }
    /// A header for headers; a button with a disclosure; selected with a checkmark; a switch with a switch; unless
    /// set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultListAccessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
    /// The accessory switch's value ("1" on, "0" off), unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? accessorySwitch?.accessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// Flips the accessory switch, as a tap on it does (its value-changed actions run); without one, UIKit's default.
    open override func accessibilityActivate() -> Bool {
        guard let control = accessorySwitch, control.isEnabled else { return super.accessibilityActivate() }
        control.setOn(!control.isOn, animated: true)
        control.sendActions(for: .valueChanged)
        return true
    }

    private var accessoryViews: [AccessoryView] = []
    private let topSeparator = UIView(frame: .zero)
    private let bottomSeparator = UIView(frame: .zero)
    private var explicitIndentationLevel: Int?
    private lazy var headerTap = UITapGestureRecognizer { [weak self] _ in self?.toggleOutlineFromRow() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        for separator in [topSeparator, bottomSeparator] {
            separator.isUserInteractionEnabled = false
            separator.isHidden = true
            addSubview(separator)
        }
        separatorGuide.owningView = self
        headerTap.isEnabled = false
        addGestureRecognizer(headerTap)
    }

    /// The accessories at the cell's edges, in order from the leading edge to the trailing edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    /// The outline level: the item's depth in its section snapshot unless set.
    open var indentationLevel: Int {
        get { explicitIndentationLevel ?? outlineLevel }
        set {
            explicitIndentationLevel = newValue
            setNeedsLayout()
        }
    }

    /// The width of one indentation level (default 10 points, as UIKit's cells).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Whether leading accessories move with the indentation (default `true`).
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    private let separatorGuide = SeparatorLayoutGuide()

    /// A guide whose leading edge is where the cell's separators start (the text's leading edge by default).
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide }

    /// The list content configuration for this cell's place: a row, header or footer of its list's appearance.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let context = listContext
        let appearance = context.section?.listConfiguration.appearance ?? .plain
        switch context.role {
        case .header, .headerRow:
            switch appearance {
            case .plain: return .plainHeader()
            case .grouped, .insetGrouped: return context.role == .headerRow ? .cell() : .groupedHeader()
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            }
        case .footer:
            return appearance == .plain ? .plainFooter() : .groupedFooter()
        case .row:
            switch appearance {
            case .sidebar: return .sidebarCell()
            case .sidebarPlain: return .accompaniedSidebarCell()
            default: return .cell()
            }
        }
    }

    // MARK: Context

    /// What the cell is in its list.
    struct ListContext {
        enum Role { case row, headerRow, header, footer }
        var section: ListLayoutSection?
        var indexPath: IndexPath?
        var role = Role.row
        var isFirst = true
        var isLast = true
    }

    var listContext: ListContext {
        var context = ListContext()
        guard let attributes = appliedAttributes else { return context }
        let indexPath = attributes.indexPath
        context.indexPath = indexPath
        let collectionView = enclosingCollectionView
        context.section = (collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout)?
            .listSection(at: indexPath.section)
        switch attributes.representedElementCategory {
        case .cell:
            let count = collectionView?.numberOfItems(inSection: indexPath.section) ?? 1
            context.isFirst = indexPath.item == 0
            context.isLast = indexPath.item == count - 1
            if indexPath.item == 0, context.section?.listConfiguration.headerMode == .firstItemInSection {
                context.role = .headerRow
            }
        default:
            context.role =
                attributes.representedElementKind == UICollectionView.elementKindSectionFooter ? .footer : .header
        }
        return context
    }

    private var outlineLevel: Int {
        guard let indexPath = displayedItemIndexPath,
            let outline = enclosingCollectionView?.dataSource as? any OutlineDataSource
        else { return 0 }
        return outline.outlineLevel(ofItemAt: indexPath)
    }

    // MARK: Configuration hooks (called from `UICollectionViewCell+Configurations.swift`)

    /// The list's background look for the cell's place, used while the app sets no background configuration.
    func defaultListBackgroundConfiguration() -> UIBackgroundConfiguration {
        let context = listContext
        let appearance = context.section?.listConfiguration.appearance ?? .plain
        switch (context.role, appearance) {
        case (.header, .plain), (.footer, .plain): return .listPlainHeaderFooter()
        case (.header, .sidebar), (.header, .sidebarPlain): return .listSidebarHeader()
        case (.header, _), (.footer, _): return .listGroupedHeaderFooter()
        case (_, .plain): return .listPlainCell()
        case (_, .grouped), (_, .insetGrouped): return .listGroupedCell()
        case (_, .sidebar): return .listSidebarCell()
        case (_, .sidebarPlain): return UIBackgroundConfiguration(style: .listSidebarPlainCell)
        }
    }

    /// After a configuration update: accessories follow the state (editing, expanded, selected).
    func listStateDidUpdate(_ state: UICellConfigurationState) {
        for view in accessoryViews { view.update(for: state, cell: self) }
        setNeedsLayout()
    }

    /// The least height of a row (44 points at the default content size); headers and footers have none.
    var minimumRowHeight: CGFloat { listContext.role == .row ? ListMetrics.rowHeight : 0 }

    /// The margins the cell's content view lends its list content view.
    var contentViewMargins: NSDirectionalEdgeInsets {
        rowLayout(forWidth: bounds.width, context: listContext).contentMargins
    }

    /// The width of the content view in a cell of `width`.
    func contentViewWidth(forCellWidth width: CGFloat) -> CGFloat {
        let layout = rowLayout(forWidth: width, context: listContext)
        return layout.contentMaxX - layout.contentMinX
    }

    // MARK: Accessories

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { AccessoryView(accessory: $0) }
        for view in accessoryViews {
            view.cell = self
            addSubview(view)
        }
        updateHeaderTap()
        setNeedsUpdateConfiguration()
    }

    private func updateHeaderTap() {
        let headerRow = listContext.role == .headerRow
        let enabled = accessories.contains {
            if case .outlineDisclosure(let options, _) = $0.kind {
                return options.resolvedStyle(onHeaderRow: headerRow) == .header
            }
            return false
        }
        if headerTap.isEnabled != enabled { headerTap.isEnabled = enabled }
    }

    /// Expands or collapses the row through its outline disclosure (its action handler, or the section snapshot).
    func toggleOutlineFromRow() {
        for accessory in accessories {
            guard case .outlineDisclosure(_, let handler) = accessory.kind else { continue }
            if let handler {
                handler()
            } else if let indexPath = displayedItemIndexPath, let collectionView = enclosingCollectionView,
                let outline = collectionView.dataSource as? any OutlineDataSource
            {
                outline.toggleOutlineItem(at: indexPath, animated: true)
                setNeedsUpdateConfiguration()
            }
            return
        }
    }

    // MARK: Layout

    /// Where the accessories and the content view go in a cell of a given width.
    struct RowLayout {
        var accessoryFrames: [CGRect] = []
        var contentMinX: CGFloat = 0
        var contentMaxX: CGFloat = 0
        var contentMargins = NSDirectionalEdgeInsets.zero
    }

    /// The space between accessories, and between accessories and the content.
    static let accessorySpacing: CGFloat = 12

    func rowLayout(forWidth width: CGFloat, context: ListContext) -> RowLayout {
        let metrics = context.section?.metrics ?? ListMetrics(appearance: .plain, containerWidth: width)
        let margins = metrics.rowMargins
        let editing = enclosingCollectionView?.isEditing ?? false
        let indent = CGFloat(indentationLevel) * indentationWidth
        let headerRow = context.role == .headerRow
        var layout = RowLayout()
        layout.accessoryFrames = Array(repeating: .zero, count: accessoryViews.count)
        var leadingX = margins.leading + (indentsAccessories ? indent : 0)
        var trailingX = width - margins.trailing
        var hasLeading = false
        var hasTrailing = false
        for (index, view) in accessoryViews.enumerated()
        where view.accessory.isDisplayed(editing: editing) && view.accessory.isLeading(onHeaderRow: headerRow) {
            let size = view.accessorySize
            layout.accessoryFrames[index] = CGRect(x: leadingX, y: 0, width: size.width, height: size.height)
            leadingX += size.width + Self.accessorySpacing
            hasLeading = true
        }
        for (index, view) in accessoryViews.enumerated().reversed()
        where view.accessory.isDisplayed(editing: editing) && !view.accessory.isLeading(onHeaderRow: headerRow) {
            let size = view.accessorySize
            trailingX -= size.width
            layout.accessoryFrames[index] = CGRect(x: trailingX, y: 0, width: size.width, height: size.height)
            trailingX -= Self.accessorySpacing
            hasTrailing = true
        }
        layout.contentMinX = hasLeading ? leadingX - Self.accessorySpacing : 0
        layout.contentMaxX = hasTrailing ? trailingX + Self.accessorySpacing : width
        layout.contentMargins = NSDirectionalEdgeInsets(
            top: 0, leading: hasLeading ? (indentsAccessories ? 0 : indent) : margins.leading + indent, bottom: 0,
            trailing: hasTrailing ? 0 : margins.trailing)
        if context.role == .header || context.role == .footer {
            layout.contentMargins.leading = margins.leading
            if context.role == .header, let padding = context.section?.listConfiguration.headerTopPadding {
                layout.contentMargins.top = padding
            }
        }
        return layout
    }

    open override func layoutSubviews() {
        let context = listContext
        let width = bounds.width
        let layout = rowLayout(forWidth: width, context: context)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func placed(_ frame: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        contentView.directionalLayoutMargins = layout.contentMargins
        contentView.frame = placed(
            CGRect(x: layout.contentMinX, y: 0, width: layout.contentMaxX - layout.contentMinX, height: bounds.height))
        let editing = enclosingCollectionView?.isEditing ?? false
        for (index, view) in accessoryViews.enumerated() {
            let shown = view.accessory.isDisplayed(editing: editing)
            view.alpha = shown ? 1 : 0
            guard shown else { continue }
            var frame = layout.accessoryFrames[index]
            frame.origin.y = ((bounds.height - frame.height) / 2).rounded(.down)
            view.frame = placed(frame)
        }
        super.layoutSubviews()
        updateHeaderTap()
        layoutSeparators(context: context, layout: layout, placed: placed)
        layoutCorners(context: context)
    }

    private func layoutSeparators(context: ListContext, layout: RowLayout, placed: (CGRect) -> CGRect) {
        let textLeading: CGFloat
        if let list = configurations.contentView as? UIListContentView {
            textLeading = layout.contentMinX + list.frames(forWidth: contentView.bounds.width).textLeading
        } else {
            textLeading = layout.contentMinX + layout.contentMargins.leading
        }
        separatorGuide.frame = placed(
            CGRect(x: textLeading, y: 0, width: max(0, bounds.width - textLeading), height: bounds.height))
        guard let section = context.section, context.role == .row || context.role == .headerRow,
            let indexPath = context.indexPath
        else {
            topSeparator.isHidden = true
            bottomSeparator.isHidden = true
            return
        }
        let configuration = section.listConfiguration
        var separators = configuration.separatorConfiguration
        if let handler = configuration.itemSeparatorHandler { separators = handler(indexPath, separators) }
        let hairline = 1 / max(1, traitCollection.displayScale)
        func frame(insets: NSDirectionalEdgeInsets, y: CGFloat) -> CGRect {
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? textLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            return placed(CGRect(x: leading, y: y, width: max(0, bounds.width - leading - trailing), height: hairline))
        }
        let shows = configuration.showsSeparators
        let bottomVisible =
            shows
            && (separators.bottomSeparatorVisibility == .visible
                || (separators.bottomSeparatorVisibility == .automatic && !context.isLast))
        let topVisible = shows && separators.topSeparatorVisibility == .visible
        bottomSeparator.isHidden = !bottomVisible
        topSeparator.isHidden = !topVisible
        let color = separators.visualEffect?.flatTint ?? separators.color
        bottomSeparator.backgroundColor = color
        topSeparator.backgroundColor = color
        bottomSeparator.frame = frame(insets: separators.bottomSeparatorInsets, y: bounds.height - hairline)
        topSeparator.frame = frame(insets: separators.topSeparatorInsets, y: 0)
        bringSubviewToFront(bottomSeparator)
        bringSubviewToFront(topSeparator)
    }

    private func layoutCorners(context: ListContext) {
        let radius = context.section?.metrics.sectionCornerRadius ?? 0
        guard radius > 0, context.role == .row || context.role == .headerRow, context.isFirst || context.isLast else {
            if layer.cornerRadius != 0 { layer.cornerRadius = 0 }
            return
        }
        var corners: CACornerMask = []
        if context.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if context.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = radius
        layer.maskedCorners = corners
        clipsToBounds = true
    }

    /// New attributes may put the cell in another place of its list (first, last, another section): its look is
    /// worked out again.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        setNeedsUpdateConfiguration()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        explicitIndentationLevel = nil
    }
}

/// The guide behind `separatorLayoutGuide`: its frame is set by the cell's layout rather than solved.
@MainActor
final class SeparatorLayoutGuide: UILayoutGuide {
    var frame = CGRect.zero
    override var layoutFrame: CGRect { frame }
}
