/// A bar of tabs along the bottom of the screen, as in UIKit: 49 points of equally wide items (plus the bottom
/// safe area, which its background covers), the selected one in the tint colour.
@preconcurrency @MainActor
open class UITabBar: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// A tab bar, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .tabBar }
        set { super.accessibilityTraits = newValue }
    }

    /// The height of the bar above the bottom safe area (UIKit: 49 points).
    public static let defaultHeight: CGFloat = 49

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        accessibilityIdentifier = "tab-bar"
        applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
        addSubview(shadowView)
    }

    private let backgroundView = UIView()
    private let shadowView = UIView()
    private var itemViews: [TabBarItemView] = []

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    private var itemList: [UITabBarItem]?

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemList = items
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            let view = TabBarItemView(item: item)
            view.addAction(
                UIAction { [weak self, weak view] _ in
                    guard let self, let view else { return }
                    itemTapped(view.item)
                }, for: .touchUpInside)
            addSubview(view)
            return view
        }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        updateSelection()
        setNeedsLayout()
    }

    /// The selected item.
    open var selectedItem: UITabBarItem? { didSet { updateSelection() } }

    /// The bar's delegate, told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?

    /// The look at standard height.
    open var standardAppearance = UITabBarAppearance() { didSet { applyAppearance() } }
    /// The colour of unselected items (`nil`: system grey).
    open var unselectedItemTintColor: UIColor? { didSet { for view in itemViews { view.tintColorDidChange() } } }
    /// A colour for the background (the appearance's when `nil`).
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Whether the bar is translucent (kept for source compatibility; the appearance decides the background).
    open var isTranslucent = true

    /// The handler the tab bar controller installs; a standalone bar selects the item and tells its delegate.
    var selectionHandler: (@MainActor (UITabBarItem) -> Void)?

    private func itemTapped(_ item: UITabBarItem) {
        if let selectionHandler { return selectionHandler(item) }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func updateSelection() {
        for view in itemViews { view.isSelected = view.item === selectedItem }
    }

    private func applyAppearance() {
        backgroundView.backgroundColor = barTintColor ?? standardAppearance.resolvedBackgroundColor
        shadowView.backgroundColor = standardAppearance.shadowColor
        shadowView.isHidden = standardAppearance.shadowColor == nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.defaultHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
        backgroundView.frame = bounds
        shadowView.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        guard !itemViews.isEmpty else { return }
        // UIKit centres the items in a row at most 76 points each on regular widths; on phones they share the width.
        let regular = traitCollection.horizontalSizeClass == .regular
        let itemWidth =
            regular ? min(bounds.width / CGFloat(itemViews.count), 76) : bounds.width / CGFloat(itemViews.count)
        let start = ((bounds.width - itemWidth * CGFloat(itemViews.count)) / 2).rounded()
        // Right to left, as in UIKit, the first item is on the right.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, view) in itemViews.enumerated() {
            let x = start + CGFloat(index) * itemWidth
            view.frame = CGRect(
                x: rightToLeft ? bounds.width - x - itemWidth : x, y: 0, width: itemWidth, height: Self.defaultHeight)
        }
    }
}

/// What a tab bar tells its delegate, as in UIKit.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
