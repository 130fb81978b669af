/// A bar of bar button items, as in UIKit: 44 points tall (plus the bottom safe area when it sits at the bottom of
/// the screen), items from the leading margin with flexible spaces sharing what is left.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar's row (UIKit: 44 points).
    public static let defaultHeight: CGFloat = 44
    /// The gap between neighbouring items.
    static let itemSpacing: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        accessibilityIdentifier = "toolbar"
        applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
        addSubview(shadowView)
    }

    private let backgroundView = UIView()
    private let shadowView = UIView()
    private var itemViews: [(item: UIBarButtonItem, view: BarButtonItemView?)] = []

    /// The items, leading first.
    open var items: [UIBarButtonItem]? {
        get { itemViews.isEmpty ? nil : itemViews.map(\.item) }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for entry in itemViews { entry.view?.removeFromSuperview() }
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            guard !item.isSpace else { return (item, nil) }
            let view = BarButtonItemView(item: item)
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    /// The look at standard height.
    open var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }
    /// A colour for the background (the appearance's when `nil`).
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// Whether the bar is translucent (kept for source compatibility; the appearance decides the background).
    open var isTranslucent = true

    private func applyAppearance() {
        backgroundView.backgroundColor = barTintColor ?? standardAppearance.resolvedBackgroundColor
        shadowView.backgroundColor = standardAppearance.shadowColor
        shadowView.isHidden = standardAppearance.shadowColor == nil
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.defaultHeight)
    }

    /// The margin at each end (UIKit: 16 points on compact widths, 20 on regular ones).
    private var margin: CGFloat { traitCollection.horizontalSizeClass == .regular ? 20 : 16 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
        backgroundView.frame = bounds
        shadowView.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
        let widths = itemViews.map { entry -> CGFloat in
            if let view = entry.view { return view.contentWidth }
            return entry.item.systemItemIsFixedSpace ? entry.item.width : 0
        }
        let flexibleCount = itemViews.filter { $0.item.isSpace && !$0.item.systemItemIsFixedSpace }.count
        let spacing = Self.itemSpacing * CGFloat(max(0, itemViews.count - 1))
        let free = max(0, bounds.width - 2 * margin - widths.reduce(0, +) - spacing)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = margin
        for (index, entry) in itemViews.enumerated() {
            var width = widths[index]
            if entry.item.isSpace && !entry.item.systemItemIsFixedSpace { width = flexibleWidth }
            entry.view?.frame = CGRect(x: x.rounded(), y: 0, width: width, height: Self.defaultHeight)
            x += width + Self.itemSpacing
        }
    }
}
