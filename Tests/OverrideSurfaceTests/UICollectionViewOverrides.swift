import UIKit

// The overridable members of UICollectionView, its cells and reusable views, with UIKit's exact Swift signatures.
// Source of the list: Apple's UIKit documentation pages for UICollectionView, UICollectionReusableView,
// UICollectionViewCell and UICollectionViewListCell, and the iOS SDK's UIKit Swift interface (every member of these
// Objective-C classes is `open`).
//
// Missing here (not provided by the package, so not overridden):
// - UICollectionView: `register(_:forCellWithReuseIdentifier:)` with a `UINib`, `dequeueConfiguredReusableCell`
//   is generic and `public` in UIKit too; `remembersLastFocusedIndexPath`, `selectionFollowsFocus`,
//   `hasActiveDrag`, `hasActiveDrop` are read here but not open.
// - UICollectionViewCell: `dragStateDidChange(_:)`, `isUserInteractionEnabledWhileDragging`;
//   `contentConfiguration`, `backgroundConfiguration`, `automaticallyUpdatesContentConfiguration`,
//   `automaticallyUpdatesBackgroundConfiguration` and `configurationUpdateHandler` are declared in an extension
//   (`public`, not overridable).
// - UIScrollView's `touchesShouldCancel(in:)`.
// - UICollectionReusableView: `preferredLayoutAttributesFitting(_:)` is open; `willTransition`/`didTransition` are
//   overridden below.
// - Members declared in extensions here (`indexPath(for:)`, `indexPathForItem(at:)`, the selection and scrolling
//   calls, `dequeueReusableCell…`): `public`, not overridable (the visible-element queries test doubles override
//   are open, found by Carbon's mocks).

final class OverridingCollectionView: UICollectionView {
    var registeredCellIdentifiers: [String] = []
    var registeredSupplementaryKinds: [String] = []

    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellIdentifiers.append(identifier)
        super.register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    override func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryKinds.append(elementKind)
        super.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    override var collectionViewLayout: UICollectionViewLayout { didSet {} }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        super.setCollectionViewLayout(layout, animated: animated)
    }
    override func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        super.setCollectionViewLayout(layout, animated: animated, completion: completion)
    }
    override var dataSource: (any UICollectionViewDataSource)? { didSet {} }
    override var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { didSet {} }
    override var isPrefetchingEnabled: Bool { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var allowsSelection: Bool { didSet {} }
    override var allowsMultipleSelection: Bool { didSet {} }
    override var isEditing: Bool { didSet {} }
    override var allowsSelectionDuringEditing: Bool { didSet {} }
    override var allowsMultipleSelectionDuringEditing: Bool { didSet {} }
    override func reloadData() { super.reloadData() }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func insertItems(at indexPaths: [IndexPath]) { super.insertItems(at: indexPaths) }
    override func deleteItems(at indexPaths: [IndexPath]) { super.deleteItems(at: indexPaths) }
    override func reloadItems(at indexPaths: [IndexPath]) { super.reloadItems(at: indexPaths) }
    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        super.moveItem(at: indexPath, to: newIndexPath)
    }
    override func insertSections(_ sections: IndexSet) { super.insertSections(sections) }
    override func deleteSections(_ sections: IndexSet) { super.deleteSections(sections) }
    override func reloadSections(_ sections: IndexSet) { super.reloadSections(sections) }
    override func moveSection(_ section: Int, toSection newSection: Int) {
        super.moveSection(section, toSection: newSection)
    }
    override func reconfigureItems(at indexPaths: [IndexPath]) { super.reconfigureItems(at: indexPaths) }
    override var numberOfSections: Int { super.numberOfSections }
    override func numberOfItems(inSection section: Int) -> Int { super.numberOfItems(inSection: section) }
    override func layoutSubviews() { super.layoutSubviews() }
    override var visibleCells: [UICollectionViewCell] { super.visibleCells }
    override var indexPathsForVisibleItems: [IndexPath] { super.indexPathsForVisibleItems }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { super.cellForItem(at: indexPath) }
    override func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        super.supplementaryView(forElementKind: elementKind, at: indexPath)
    }
    override func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        super.indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }
}

final class OverridingReusableView: UICollectionReusableView {
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.willTransition(from: oldLayout, to: newLayout)
    }
    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        super.didTransition(from: oldLayout, to: newLayout)
    }
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

final class OverridingCell: UICollectionViewCell {
    override var contentView: UIView { super.contentView }
    override var backgroundView: UIView? { didSet {} }
    override var selectedBackgroundView: UIView? { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var configurationState: UICellConfigurationState { super.configurationState }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
    }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override var canBecomeFocused: Bool { super.canBecomeFocused }
    override func prepareForReuse() { super.prepareForReuse() }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { super.apply(layoutAttributes) }
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    override func layoutSubviews() { super.layoutSubviews() }
}

final class OverridingListCell: UICollectionViewListCell {
    override var accessories: [UICellAccessory] { didSet {} }
    override var indentationLevel: Int { didSet {} }
    override var indentationWidth: CGFloat { didSet {} }
    override var indentsAccessories: Bool { didSet {} }
    override var separatorLayoutGuide: UILayoutGuide { super.separatorLayoutGuide }
    override func defaultContentConfiguration() -> UIListContentConfiguration {
        super.defaultContentConfiguration()
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
    }
    override func prepareForReuse() { super.prepareForReuse() }
    override func layoutSubviews() { super.layoutSubviews() }
}
