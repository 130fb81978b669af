import UIKit

// The overridable members of UIScrollView, UITableView and its cells and header-footer views, with UIKit's exact
// Swift signatures. Source of the list: Apple's UIKit documentation pages for UIScrollView, UITableView,
// UITableViewCell and UITableViewHeaderFooterView, and the iOS SDK's UIKit Swift interface (every member of these
// Objective-C classes is `open`).
//
// Missing here (not provided by the package, so not overridden):
// - UIScrollView: `panGestureRecognizer` is `public`, not `open`;
//   `refreshControl` is declared in an extension; `touchesShouldBegin(_:with:in:)`, `touchesShouldCancel(in:)`, `zoomScale`, `setZoomScale(_:animated:)`, `zoom(to:animated:)`,
//   `minimumZoomScale`, `maximumZoomScale`.
// - UITableViewCell: `setSelected(_:animated:)`, `setHighlighted(_:animated:)`, `setEditing(_:animated:)`,
//   `willTransition(to:)`, `didTransition(to:)`, `showsReorderControl`, `shouldIndentWhileEditing`.
// - UITableView: the selection and scrolling calls (`selectRow(at:animated:scrollPosition:)`,
//   `scrollToRow(at:at:animated:)` …), the index-path lookups and `dequeueReusableCell…` are declared in
//   extensions: `public`, not overridable (the queries test doubles override — `cellForRow(at:)`, the visible rows,
//   headers, footers and section rects — are open, found by Carbon's mocks).

final class OverridingScrollView: UIScrollView {
    override var delegate: (any UIScrollViewDelegate)? { didSet {} }
    override var contentOffset: CGPoint { didSet {} }
    override var contentSize: CGSize { didSet {} }
    override var contentInset: UIEdgeInsets { didSet {} }
    override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { didSet {} }
    override var adjustedContentInset: UIEdgeInsets { super.adjustedContentInset }
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
    override var bounces: Bool { didSet {} }
    override var alwaysBounceVertical: Bool { didSet {} }
    override var alwaysBounceHorizontal: Bool { didSet {} }
    override var isScrollEnabled: Bool { didSet {} }
    override var isPagingEnabled: Bool { didSet {} }
    override var isDirectionalLockEnabled: Bool { didSet {} }
    override var decelerationRate: UIScrollView.DecelerationRate { didSet {} }
    override var showsVerticalScrollIndicator: Bool { didSet {} }
    override var showsHorizontalScrollIndicator: Bool { didSet {} }
    override var scrollsToTop: Bool { didSet {} }
    override var delaysContentTouches: Bool { didSet {} }
    override var canCancelContentTouches: Bool { didSet {} }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        super.setContentOffset(contentOffset, animated: animated)
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        super.scrollRectToVisible(rect, animated: animated)
    }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
    override func layoutSubviews() { super.layoutSubviews() }
    override var isTracking: Bool { super.isTracking }
    override var isDragging: Bool { super.isDragging }
    override var isDecelerating: Bool { super.isDecelerating }
}

final class OverridingTableView: UITableView {
    var registeredIdentifiers: [String] = []

    override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var style: UITableView.Style { super.style }
    override var dataSource: (any UITableViewDataSource)? { didSet {} }
    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredIdentifiers.append(identifier)
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredIdentifiers.append(identifier)
        super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override var rowHeight: CGFloat { didSet {} }
    override var estimatedRowHeight: CGFloat { didSet {} }
    override var sectionHeaderHeight: CGFloat { didSet {} }
    override var sectionFooterHeight: CGFloat { didSet {} }
    override var estimatedSectionHeaderHeight: CGFloat { didSet {} }
    override var estimatedSectionFooterHeight: CGFloat { didSet {} }
    override var separatorStyle: UITableViewCell.SeparatorStyle { didSet {} }
    override var separatorColor: UIColor? { didSet {} }
    override var separatorInset: UIEdgeInsets { didSet {} }
    override var allowsSelection: Bool { didSet {} }
    override var allowsMultipleSelection: Bool { didSet {} }
    override var allowsSelectionDuringEditing: Bool { didSet {} }
    override var allowsMultipleSelectionDuringEditing: Bool { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var tableHeaderView: UIView? { didSet {} }
    override var tableFooterView: UIView? { didSet {} }
    override var sectionIndexColor: UIColor? { didSet {} }
    override var isEditing: Bool { didSet {} }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func reloadData() { super.reloadData() }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func beginUpdates() { super.beginUpdates() }
    override func endUpdates() { super.endUpdates() }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        super.insertRows(at: indexPaths, with: animation)
    }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        super.deleteRows(at: indexPaths, with: animation)
    }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        super.reloadRows(at: indexPaths, with: animation)
    }
    override func reconfigureRows(at indexPaths: [IndexPath]) { super.reconfigureRows(at: indexPaths) }
    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        super.moveRow(at: indexPath, to: newIndexPath)
    }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        super.insertSections(sections, with: animation)
    }
    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        super.deleteSections(sections, with: animation)
    }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        super.reloadSections(sections, with: animation)
    }
    override func moveSection(_ section: Int, toSection newSection: Int) {
        super.moveSection(section, toSection: newSection)
    }
    override var numberOfSections: Int { super.numberOfSections }
    override func numberOfRows(inSection section: Int) -> Int { super.numberOfRows(inSection: section) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { super.cellForRow(at: indexPath) }
    override var visibleCells: [UITableViewCell] { super.visibleCells }
    override var indexPathsForVisibleRows: [IndexPath]? { super.indexPathsForVisibleRows }
    override func rect(forSection section: Int) -> CGRect { super.rect(forSection: section) }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        super.headerView(forSection: section)
    }
    override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        super.footerView(forSection: section)
    }
}

final class OverridingTableViewCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var imageView: UIImageView? { super.imageView }
    override func defaultContentConfiguration() -> UIListContentConfiguration { super.defaultContentConfiguration() }
    override var accessoryType: UITableViewCell.AccessoryType { didSet {} }
    override var editingAccessoryType: UITableViewCell.AccessoryType { didSet {} }
    override var accessoryView: UIView? { didSet {} }
    override var selectionStyle: UITableViewCell.SelectionStyle { didSet {} }
    override var configurationState: UICellConfigurationState { super.configurationState }
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override func prepareForReuse() { super.prepareForReuse() }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override func layoutSubviews() { super.layoutSubviews() }
}

final class OverridingHeaderFooterView: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var contentView: UIView { super.contentView }
    override var backgroundView: UIView? { didSet {} }
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override func prepareForReuse() { super.prepareForReuse() }
}
