/// A collection view's cell: a `contentView` for the app's subviews, optional background and selected-background
/// views, and the selected and highlighted states the collection view sets.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// Selected while selected, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? (isSelected ? .selected : []) }
        set { super.accessibilityTraits = newValue }
    }
    /// The item's swipe actions and menu actions, unless set.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions ?? defaultAccessibilityCustomActions }
        set { super.accessibilityCustomActions = newValue }
    }

    /// The view the app adds its content to; it fills the cell.
    open var contentView: UIView { cellContentView }
    private let cellContentView: UIView

    public override init(frame: CGRect) {
        cellContentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        cellContentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view behind the content, sized to the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { install(backgroundView, at: 0) }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted, above `backgroundView`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                install(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
                updateSelectedBackground()
            }
        }
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell is highlighted (a touch is on it); the collection view sets it.
    open var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            updateSelectedBackground()
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether the cell can take focus: its collection view's answer for its item (`allowsFocus`, or the
    /// delegate's `collectionView(_:canFocusItemAt:)`).
    open override var canBecomeFocused: Bool {
        guard let collectionView = enclosingCollectionView, let indexPath = displayedItemIndexPath else { return false }
        return collectionView.allowsFocusForItem(at: indexPath)
    }

    // MARK: Configurations (see `Configurations/UICollectionViewCell+Configurations.swift`)

    /// The cell's content and background configurations and the views showing them.
    let configurations = CellConfigurations()

    /// The cell's state for its configurations: traits, selected, highlighted, and the editing, expanded, swiped
    /// and reordering states the collection view gives it.
    open var configurationState: UICellConfigurationState { makeConfigurationState() }

    /// Updates the cell's look for `state`; called before layout after `setNeedsUpdateConfiguration()` and after
    /// every state change, following the automatic configuration updates and followed by `configurationUpdateHandler`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutConfigurationViews()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configurationFittingSize(size) ?? super.sizeThatFits(size)
    }

    /// Self-sizing: the layout's proposed attributes with the size from `systemLayoutSizeFitting(_:withHorizontal…)`
    /// over the cell's constraints, the axes the layout fixes held at `required` (a cell without constraints answers
    /// `sizeThatFits(_:)`, and keeps the proposed size unless it overrides it).
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        selfSizedAttributes(layoutAttributes)
    }

    private func install(_ view: UIView, at index: Int) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
