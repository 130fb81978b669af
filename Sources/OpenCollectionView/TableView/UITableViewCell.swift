/// A row of a table view, as UIKit's: the text label, detail label and image view of its style, or a content
/// configuration; a standard accessory; a selection style; and, while the table edits, its row's editing controls.
///
/// Here a table view cell is a list cell of the table's inner collection view (`UICollectionViewListCell`), so it
/// draws the list's separators, backgrounds and corners and self-sizes like one (see docs/Deviations.md).
@preconcurrency @MainActor
open class UITableViewCell: UICollectionViewListCell {
    /// The standard layouts of a cell's labels.
    /// The style of the separators between rows (UIKit declares it here; `UITableView.separatorStyle` takes it).
    public typealias SeparatorStyle = UITableView.SeparatorStyle

    public enum CellStyle: Int, Sendable {
        /// A text label (and image) at the leading edge.
        case `default`
        /// A text label at the leading edge and a detail label in secondary colour at the trailing edge.
        case value1
        /// A small tinted text label and a detail label beside it.
        case value2
        /// A text label with a smaller detail label below it.
        case subtitle
    }

    /// The standard accessories at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// The standard highlight (blue and gray are the same since iOS 7).
        case blue, gray
        /// The standard highlight.
        case `default`
    }

    /// The editing control of a row.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The identifier given to cells made without one (they are never reused).
    static let unreusedIdentifier = "UITableViewCell.unreused"
    static let unreusedKey = ReuseKey(category: .cell, kind: nil, identifier: unreusedIdentifier)

    /// The cell's style, fixed when it is created (`.default` for registered classes, as in UIKit).
    let cellStyle: CellStyle
    private lazy var legacyContent = LegacyTableContent(usesLabelLineCounts: true) { [weak self] in
        self?.setNeedsUpdateConfiguration()
    }

    /// Creates a cell of `style`; give a reuse identifier to let the table view reuse it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates a default-style cell (how registered classes are made).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a default-style cell (no archives here).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
    }

    // MARK: Content

    /// The main label of the cell's style.
    open var textLabel: UILabel? { legacyContent.makeTextLabel() }

    /// The detail label of the cell's style; `nil` for `.default` cells, as in UIKit.
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : legacyContent.makeDetailTextLabel() }

    /// The image view at the leading edge.
    open var imageView: UIImageView? { legacyContent.makeImageView() }

    /// The list content configuration for the cell's style in its table's style.
    open override func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: return super.defaultContentConfiguration()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2:
            var configuration = UIListContentConfiguration.valueCell()
            configuration.textProperties.font = .preferredFont(forTextStyle: .subheadline)
            configuration.textProperties.color = .tintColor
            configuration.secondaryTextProperties.color = .label
            return configuration
        }
    }

    // MARK: Accessories

    /// The accessory shown while the table is not editing (default `.none`).
    open var accessoryType = AccessoryType.none { didSet { updateTableAccessories() } }

    /// The accessory shown while the table is editing (default `.none`).
    open var editingAccessoryType = AccessoryType.none { didSet { updateTableAccessories() } }

    /// A view shown as the accessory instead of `accessoryType`, while the table is not editing.
    open var accessoryView: UIView? { didSet { updateTableAccessories() } }

    /// How the cell looks while selected or highlighted (default `.default`).
    open var selectionStyle = SelectionStyle.default { didSet { setNeedsUpdateConfiguration() } }
    /// The separator's leading edge the table last learned of.
    private var reportedSeparatorLeading: CGFloat = -1

    /// The row's editing controls (delete or insert, reorder), set by the table view.
    var editingControls: [UICellAccessory] = [] { didSet { updateTableAccessories() } }

    private func updateTableAccessories() {
        var trailing: [UICellAccessory] = []
        if let accessoryView {
            trailing.append(
                .customView(
                    configuration: .init(
                        customView: accessoryView, placement: .trailing(displayed: .whenNotEditing),
                        maintainsFixedSize: true)))
        } else {
            trailing += standardAccessories(accessoryType, displayed: .whenNotEditing)
        }
        trailing += standardAccessories(editingAccessoryType, displayed: .whenEditing)
        let leading = editingControls.filter { $0.accessoryType != .reorder }
        let reorder = editingControls.filter { $0.accessoryType == .reorder }
        accessories = leading + trailing + reorder
    }

    private func standardAccessories(
        _ type: AccessoryType, displayed: UICellAccessory.DisplayedState
    ) -> [UICellAccessory] {
        let detail = UICellAccessory.detail(displayed: displayed) { [weak self] in self?.detailButtonTapped() }
        switch type {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
        case .detailDisclosureButton: return [detail, .disclosureIndicator(displayed: displayed)]
        case .checkmark: return [.checkmark(displayed: displayed)]
        case .detailButton: return [detail]
        }
    }

    private func detailButtonTapped() {
        guard let tableView = enclosingTableView, let indexPath = tableView.indexPath(for: self) else { return }
        tableView.tableDelegate?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The table view showing the cell.
    var enclosingTableView: UITableView? { (enclosingCollectionView as? TableContentCollectionView)?.tableView }

    // MARK: State and sizing

    /// The cell's state; with `selectionStyle` `.none` it is never selected or highlighted, so nothing changes
    /// when the row is.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        if selectionStyle == .none {
            state.isSelected = false
            state.isHighlighted = false
        }
        return state
    }

    /// Shows the legacy labels' content, unless the app set a content configuration.
    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        legacyContent.apply(to: self) { defaultContentConfiguration() }
    }

    /// Lays out the cell; when its separator's leading edge moved, the table lays out its filler separators (below
    /// the last row of a plain table) again to line up with it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let leading = separatorLayoutGuide.layoutFrame.minX
        guard leading != reportedSeparatorLeading else { return }
        reportedSeparatorLeading = leading
        enclosingTableView?.setNeedsLayout()
    }

    /// A row of fixed height (the table's `rowHeight` or its delegate's `heightForRowAt`) takes it; otherwise the
    /// cell sizes itself from its content, at least 44 points.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.representedElementCategory == .cell,
            let height = enclosingTableView?.fixedRowHeight(at: layoutAttributes.indexPath)
        else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        layoutAttributes.size.height = height
        return layoutAttributes
    }
}

extension UITableView {
    /// The row's height when it is fixed: the delegate's `heightForRowAt` (by default `rowHeight`), unless that
    /// is `automaticDimension`.
    func fixedRowHeight(at indexPath: IndexPath) -> CGFloat? {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height >= 0 ? height : nil
    }

    /// The header's or footer's height when it is fixed: the delegate's (by default `sectionHeaderHeight` or
    /// `sectionFooterHeight`), unless that is `automaticDimension`.
    func fixedBoundaryHeight(ofKind kind: String, inSection section: Int) -> CGFloat? {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let height: CGFloat
        if let tableDelegate {
            height =
                isHeader
                ? tableDelegate.tableView(self, heightForHeaderInSection: section)
                : tableDelegate.tableView(self, heightForFooterInSection: section)
        } else {
            height = isHeader ? sectionHeaderHeight : sectionFooterHeight
        }
        return height >= 0 ? height : nil
    }
}
