/// A bar of navigation items along the top of the screen, as in UIKit: the top item's title, bar button items and
/// back button in a 44-point row, and, with `prefersLargeTitles`, a 34-point bold large title below it (96 points in
/// all), which collapses to the standard row as the content scrolls.
///
/// The bar's background reaches up behind the status bar; its look comes from `standardAppearance`, or from
/// `scrollEdgeAppearance` (by default the standard look without a background) while the content is scrolled to
/// its top edge.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the standard row (UIKit: 44 points; 32 on phones in landscape).
    public static let defaultHeight: CGFloat = 44
    /// The height of a bar showing a large title (UIKit: 96 points, 44 plus a 52-point large-title row).
    public static let largeTitleHeight: CGFloat = 96

    static func standardHeight(for traits: UITraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact ? 32 : defaultHeight
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.isUserInteractionEnabled = false
        shadowView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(shadowView)
        accessibilityIdentifier = "navigation-bar"
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
        addSubview(shadowView)
    }

    private let backgroundView = UIView()
    private let shadowView = UIView()
    /// What the bar shows for its top item.
    private(set) var content: NavigationBarContentView?
    /// What the bar showed for the previous top item, while it fades out.
    private var fadingContent: NavigationBarContentView?

    // MARK: Items

    /// The items on the bar's stack, bottom first.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    private var itemStack: [UINavigationItem] = []

    /// The item shown.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item below the top one, whose title the back button shows.
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStack where item.bar === self { item.bar = nil }
        itemStack = items ?? []
        for item in itemStack { item.bar = self }
        showTopItem(animated: animated)
    }

    /// Pushes an item on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(itemStack + [item], animated: animated)
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStack.last else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        return top
    }

    /// The bar's delegate (told when the back button is tapped).
    open weak var delegate: (any UINavigationBarDelegate)?

    // MARK: Look

    /// Whether the top item shows a large title when its mode allows (default `false`).
    open var prefersLargeTitles = false { didSet { setNeedsLayout() } }
    /// Whether the bar is translucent (kept for source compatibility; appearances decide the background).
    open var isTranslucent = true
    /// A colour for the background (the standard appearance's when `nil`).
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    /// The look at standard height.
    open var standardAppearance = UINavigationBarAppearance() { didSet { applyAppearance() } }
    /// The look at compact height (`nil`: the standard look).
    open var compactAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The look while the content is scrolled to its top edge (`nil`: the standard look without a background).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// The look at compact height at the scroll edge (`nil`: `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { applyAppearance() } }
    /// Title attributes applied over the appearance's.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }
    /// Large-title attributes applied over the appearance's.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyAppearance() } }

    /// Whether the bar shows its top item's large title (set by the navigation controller, or from the items).
    var displaysLargeTitle = false {
        didSet { if oldValue != displaysLargeTitle { content?.displaysLargeTitle = displaysLargeTitle } }
    }
    /// Whether the content under the bar is at its top edge, which selects the scroll-edge look.
    var isAtScrollEdge = true {
        didSet { if oldValue != isAtScrollEdge { applyAppearance() } }
    }
    /// How much of the top item's search bar row shows at the bar's bottom (set by the navigation controller: the
    /// whole row, or less as it collapses while the content scrolls up).
    var searchBarVisibleHeight: CGFloat = 0 {
        didSet { if oldValue != searchBarVisibleHeight { content?.searchBarVisibleHeight = searchBarVisibleHeight } }
    }
    /// How far the background reaches above the bar (behind the status bar).
    var backgroundTopExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// What the back button does: the navigation controller pops; a standalone bar pops its item.
    var backAction: (@MainActor () -> Void)?

    /// The appearance the bar's look comes from for the current height and scroll position (the top item's own
    /// appearances first), and whether its background and hairline are dropped: at the scroll edge with no
    /// scroll-edge appearance, UIKit shows the standard look made transparent.
    private var appearanceSource: (appearance: UINavigationBarAppearance, transparent: Bool) {
        let item = topItem
        let compact = traitCollection.userInterfaceIdiom == .phone && traitCollection.verticalSizeClass == .compact
        let standard =
            (compact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance
            ?? standardAppearance
        guard isAtScrollEdge else { return (standard, false) }
        if let edge = (compact ? compactScrollEdgeAppearance : nil) ?? item?.scrollEdgeAppearance
            ?? scrollEdgeAppearance
        {
            return (edge, false)
        }
        return (standard, true)
    }

    /// Whether the bar's own text attributes or tint adjust the appearance.
    private var adjustsAppearance: Bool {
        titleTextAttributes != nil || largeTitleTextAttributes != nil || barTintColor != nil
    }

    /// The look for the current height and scroll position, the top item's own appearances first.
    var resolvedAppearance: UINavigationBarAppearance {
        let source = appearanceSource
        var resolved = source.appearance
        if source.transparent {
            resolved = resolved.duplicate()
            resolved.configureWithTransparentBackground()
        }
        guard adjustsAppearance else { return resolved }
        let adjusted = resolved.duplicate()
        if let titleTextAttributes { adjusted.titleTextAttributes.merge(titleTextAttributes) { $1 } }
        if let largeTitleTextAttributes { adjusted.largeTitleTextAttributes.merge(largeTitleTextAttributes) { $1 } }
        if let barTintColor, !isAtScrollEdge { adjusted.backgroundColor = barTintColor }
        return adjusted
    }

    private func applyAppearance() {
        // The bar applies its appearance in every layout pass (each frame of a window resize), so the usual case —
        // no text attributes or tint of the bar's own — uses its source appearance as it is rather than a
        // transparent copy: the content view takes only the texts' fonts and colours from it.
        let source = appearanceSource
        let appearance = adjustsAppearance ? resolvedAppearance : source.appearance
        let transparent = source.transparent && !adjustsAppearance
        let background = transparent ? UIColor.clear : appearance.resolvedBackgroundColor
        let shadow = transparent ? nil : appearance.shadowColor
        // Set only when it changed: a new colour makes the layer a new `CGColor`.
        if backgroundView.backgroundColor != background { backgroundView.backgroundColor = background }
        shadowView.backgroundColor = shadow
        shadowView.isHidden = shadow == nil || shadow?.rgba.alpha == 0
        content?.appearance = appearance
    }

    // MARK: Content

    /// Rebuilds what the bar shows for its top item, cross-fading from the old content when `animated`.
    func showTopItem(animated: Bool) {
        let old = content
        let new = makeContent(for: topItem, backItem: backItem)
        content = new
        guard animated, let old, let new else {
            old?.removeFromSuperview()
            return
        }
        fadingContent?.removeFromSuperview()
        fadingContent = old
        UIView.performWithoutAnimation { new.alpha = 0 }
        UIView.animate(withDuration: UINavigationController.transitionDuration) {
            new.alpha = 1
            old.alpha = 0
        } completion: { [weak self, weak old] _ in
            old?.removeFromSuperview()
            if self?.fadingContent === old { self?.fadingContent = nil }
        }
    }

    private func makeContent(for item: UINavigationItem?, backItem: UINavigationItem?) -> NavigationBarContentView? {
        guard let item else { return nil }
        let view = NavigationBarContentView(item: item, backItem: backItem) { [weak self] in self?.backTapped() }
        view.displaysLargeTitle = displaysLargeTitle
        view.searchBarVisibleHeight = searchBarVisibleHeight
        view.appearance = resolvedAppearance
        view.frame = bounds
        addSubview(view)
        return view
    }

    /// A content view for `item` over `backItem`, shown at `alpha`, for a transition the caller drives.
    func beginInteractiveContent(for item: UINavigationItem, backItem: UINavigationItem?) -> NavigationBarContentView? {
        let view = makeContent(for: item, backItem: backItem)
        view?.alpha = 0
        return view
    }

    private func backTapped() {
        if let backAction {
            backAction()
        } else if let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true {
            popItem(animated: true)
            delegate?.navigationBar(self, didPop: top)
        }
    }

    func itemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        showTopItem(animated: false)
        applyAppearance()
        // The bar's height (a search bar, a large-title mode) feeds the navigation controller's layout.
        superview?.setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight(for: traitCollection))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyAppearance()
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
        backgroundView.frame = CGRect(
            x: 0, y: -backgroundTopExtension, width: bounds.width, height: bounds.height + backgroundTopExtension)
        shadowView.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / scale)
        for view in subviews where view is NavigationBarContentView { view.frame = bounds }
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}

/// What a navigation bar tells its delegate, as in UIKit (its default answers allow every pop).
@MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether the bar should pop `item` (its back button was tapped).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// The bar popped `item`.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
