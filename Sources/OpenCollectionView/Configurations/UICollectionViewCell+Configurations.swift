/// The storage behind a cell's configurations: what the app set, the views showing it, and the states the
/// collection view lends the cell (swiped, reordering, drag and drop).
@MainActor
final class CellConfigurations {
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var updateHandler: UICollectionViewCell.ConfigurationUpdateHandler?
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    var contentView: (any UIView & UIContentView)?
    var backgroundView: BackgroundConfigurationView?
    var needsUpdate = true
    var isSwiped = false
    var isReordering = false
    var dragState = UICellConfigurationDragState.none
    var dropState = UICellConfigurationDropState.none
}

extension UICollectionViewCell {
    /// The closure a cell calls with itself and its state whenever its configuration updates.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// What the cell shows, as a configuration; setting one puts its view in `contentView` (reusing the view when
    /// it supports the new configuration).
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            configurations.content = newValue
            applyContentConfiguration(for: configurationState)
            requestSelfSizingInvalidation(fromConstraints: false)
        }
    }

    /// How the cell's background looks, as a configuration; setting one removes `backgroundView` and
    /// `selectedBackgroundView`, as in UIKit.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            configurations.background = newValue
            if newValue != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            applyBackgroundConfiguration(for: configurationState)
        }
    }

    /// Called with the cell and its state after `updateConfiguration(using:)`; setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler }
        set {
            configurations.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the content configuration follows state changes through `updated(for:)` (default `true`).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set {
            configurations.automaticallyUpdatesContent = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the background configuration follows state changes through `updated(for:)` (default `true`).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set {
            configurations.automaticallyUpdatesBackground = newValue
            setNeedsUpdateConfiguration()
        }
    }

    // MARK: State

    /// The collection view showing the cell (through an orthogonal section's scroll view too).
    var enclosingCollectionView: UICollectionView? {
        if let owningCollectionView { return owningCollectionView }
        var view = superview
        while let current = view {
            if let collectionView = current as? UICollectionView { return collectionView }
            view = current.superview
        }
        return nil
    }

    /// The index path the cell was last given, when it shows an item.
    var displayedItemIndexPath: IndexPath? {
        guard let attributes = appliedAttributes, attributes.representedElementCategory == .cell else { return nil }
        return attributes.indexPath
    }

    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isSwiped = configurations.isSwiped
        state.isReordering = configurations.isReordering
        state.cellDragState = configurations.dragState
        state.cellDropState = configurations.dropState
        if let collectionView = enclosingCollectionView {
            state.isEditing = collectionView.isEditing
            if let indexPath = displayedItemIndexPath,
                let outline = collectionView.dataSource as? any OutlineDataSource
            {
                state.isExpanded = outline.outlineIsExpanded(itemAt: indexPath)
            }
        }
        return state
    }

    /// Runs a pending configuration update: the automatic updates, `updateConfiguration(using:)`, then the handler.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate else { return }
        configurations.needsUpdate = false
        let state = configurationState
        if configurations.automaticallyUpdatesContent { applyContentConfiguration(for: state) }
        if configurations.automaticallyUpdatesBackground { applyBackgroundConfiguration(for: state) }
        updateConfiguration(using: state)
        configurations.updateHandler?(self, state)
        (self as? UICollectionViewListCell)?.listStateDidUpdate(state)
    }

    private func applyContentConfiguration(for state: UICellConfigurationState) {
        guard let base = configurations.content else {
            configurations.contentView?.removeFromSuperview()
            configurations.contentView = nil
            return
        }
        let configuration = configurations.automaticallyUpdatesContent ? base.updated(for: state) : base
        if let view = configurations.contentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurations.contentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configurations.contentView = view
        }
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration(for state: UICellConfigurationState) {
        guard
            let base = configurations.background
                ?? (self as? UICollectionViewListCell)?.defaultListBackgroundConfiguration()
        else {
            configurations.backgroundView?.removeFromSuperview()
            configurations.backgroundView = nil
            return
        }
        let configuration = configurations.automaticallyUpdatesBackground ? base.updated(for: state) : base
        if let view = configurations.backgroundView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            insertSubview(view, at: 0)
            configurations.backgroundView = view
        }
        setNeedsLayout()
    }

    /// Places the configuration views: the content view fills `contentView`, the background its inset frame.
    func layoutConfigurationViews() {
        if let view = configurations.contentView {
            if view.frame != contentView.bounds { view.frame = contentView.bounds }
            if let list = view as? UIListContentView {
                list.inheritedLayoutMargins = contentView.directionalLayoutMargins
            }
        }
        if let background = configurations.backgroundView {
            background.ownerLayoutMargins = directionalLayoutMargins
            background.frame = background.backgroundFrame(
                in: bounds, isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
    }

    /// The size the content configuration needs at the proposed width, or `nil` without one.
    func configurationFittingSize(_ size: CGSize) -> CGSize? {
        updateConfigurationIfNeeded()
        guard let view = configurations.contentView else { return nil }
        guard let listView = view as? UIListContentView else {
            return customContentFittingSize(size, horizontal: .required, vertical: .fittingSizeLevel)
        }
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let list = self as? UICollectionViewListCell
        let contentWidth = list?.contentViewWidth(forCellWidth: width) ?? width
        listView.inheritedLayoutMargins = list?.contentViewMargins ?? contentView.directionalLayoutMargins
        let fitted = view.sizeThatFits(CGSize(width: contentWidth, height: 0))
        return CGSize(width: width, height: max(fitted.height, list?.minimumRowHeight ?? 0))
    }

    /// The size an app's own content view (any but the system list content view) needs, or `nil` without one: as
    /// in UIKit, the view fills the cell's content view, so `systemLayoutSizeFitting` over its constraints decides
    /// the cell's size along the axes left free (a list cell's accessories keep their share of the width).
    func customContentFittingSize(
        _ size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize? {
        updateConfigurationIfNeeded()
        guard let view = configurations.contentView, !(view is UIListContentView) else { return nil }
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let chrome = width - ((self as? UICollectionViewListCell)?.contentViewWidth(forCellWidth: width) ?? width)
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: max(0, width - chrome), height: size.height), withHorizontalFittingPriority: horizontal,
            verticalFittingPriority: vertical)
        return CGSize(
            width: horizontal == .required ? width : fitted.width + chrome,
            height: vertical == .required ? size.height : fitted.height)
    }
}
