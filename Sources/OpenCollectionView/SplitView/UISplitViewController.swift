/// A container that shows two or three view controllers side by side in columns, as in UIKit: a sidebar (the
/// primary column), an optional supplementary column and the secondary column with the content. In a compact
/// horizontal size class it collapses into one navigation stack.
///
/// A column-style split view (`init(style:)` with `.doubleColumn` or `.tripleColumn`) wraps every controller set
/// with `setViewController(_:for:)` that is not a navigation controller in one it makes, as UIKit does; the column
/// views are laid out by `displayMode` and `splitBehavior`. Collapsed, the `.compact` column's controller shows when
/// one is set; otherwise the primary column's navigation controller shows, with the supplementary and secondary
/// columns' controllers pushed on it when the delegate lets the secondary column be on top.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How many columns a split view controller shows.
    public enum Style: Int, Sendable {
        /// A classic split view: set its two controllers through `viewControllers`.
        case unspecified
        /// Two columns: primary and secondary.
        case doubleColumn
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn
    }

    /// The columns of a split view interface.
    public enum Column: Int, Sendable {
        /// The leading sidebar.
        case primary
        /// The column between the primary and the secondary (triple-column split views only).
        case supplementary
        /// The content column.
        case secondary
        /// The controller shown alone when the split view is collapsed.
        case compact
    }

    /// How the columns of an expanded split view are arranged.
    public enum DisplayMode: Int, Sendable {
        /// The split view chooses from the space it has (`displayMode` never reports it).
        case automatic
        /// Only the secondary column shows.
        case secondaryOnly
        /// One sidebar (the primary, or the supplementary in a triple-column split view) beside the secondary.
        case oneBesideSecondary
        /// One sidebar over the secondary, which stays full width and is dimmed.
        case oneOverSecondary
        /// Both sidebars beside the secondary.
        case twoBesideSecondary
        /// Both sidebars over the secondary, which stays full width and is dimmed.
        case twoOverSecondary
        /// Both sidebars, pushing the secondary (at its one-sidebar width) partly off screen, dimmed.
        case twoDisplaceSecondary

        /// The iOS 8 name of `.secondaryOnly`.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `.oneBesideSecondary`.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `.oneOverSecondary`.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the sidebars share the width with the secondary column.
    public enum SplitBehavior: Int, Sendable {
        /// The split view chooses from the space it has (`splitBehavior` never reports it).
        case automatic
        /// Sidebars and the secondary side by side (display modes `.secondaryOnly`, `.oneBesideSecondary`,
        /// `.twoBesideSecondary`).
        case tile
        /// Sidebars over the secondary (`.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`).
        case overlay
        /// Sidebars pushing the secondary aside (`.secondaryOnly`, `.oneBesideSecondary`, `.twoDisplaceSecondary`).
        case displace
    }

    /// The side of the split view the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading side (the left, or the right in a right-to-left layout).
        case leading
        /// The trailing side.
        case trailing
    }

    /// The value that lets the split view choose a column width itself.
    public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)

    /// The width UIKit gives a sidebar column on an iPad when the width is left automatic: 320 points, the
    /// documented default maximum of the primary column (see `docs/Deviations.md`).
    static let defaultColumnWidth: CGFloat = 320

    // MARK: Creating

    /// Creates a split view controller with `style` columns.
    public init(style: Style) {
        columnStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (style `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        columnStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller (no storyboards here).
    public required init?(coder: NSCoder) {
        columnStyle = .unspecified
        super.init(coder: coder)
    }

    /// The number of columns: fixed when the controller is made.
    open var style: Style { columnStyle }
    private let columnStyle: Style

    /// The controller's delegate, asked about collapsing and expanding and told about display mode changes.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // MARK: Columns

    /// The controllers as they were set for each column.
    var assigned: [Column: UIViewController] = [:]
    /// The child showing each column: the navigation controller wrapping the assigned controller (column styles),
    /// or the assigned controller itself (classic style, or one that is a navigation controller).
    var columnChildren: [Column: UIViewController] = [:]

    /// Puts `vc` in `column`, wrapped in a navigation controller unless it is one (`nil` empties the column).
    ///
    /// As in UIKit, setting the secondary column to a controller that is not a navigation controller while the
    /// column already has one pushes it on that navigation stack; other columns are replaced. A supplementary
    /// controller on a double-column split view, a controller already shown in another column and any column of a
    /// classic split view are refused with a diagnostic.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "setViewController(_:for:) does not apply to a split view controller of style .unspecified; set "
                    + "viewControllers instead")
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "A split view controller of style .doubleColumn has no supplementary column; ignoring "
                    + "\(vc.map { "\(type(of: $0))" } ?? "nil")")
            return
        }
        guard let vc else { return removeColumn(column) }
        if assigned[column] === vc || columnChildren[column] === vc { return }
        if let other = columnShowing(vc), other != column {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "\(type(of: vc)) is already the view controller of the \(other) column; a view controller can be in "
                    + "only one column")
            return
        }
        if column == .secondary, !(vc is UINavigationController),
            let navigation = columnChildren[.secondary] as? UINavigationController
        {
            assigned[.secondary] = vc
            pushOnSecondary(vc, navigation: navigation)
            return
        }
        let child = vc as? UINavigationController ?? UINavigationController(rootViewController: vc)
        assigned[column] = vc
        replaceChild(of: column, with: child)
    }

    /// The controller set for `column` (the one given, not the navigation controller made for it), or `nil`.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : assigned[column]
    }

    /// The children that show: expanded, the primary, supplementary (if any) and secondary columns' (navigation)
    /// controllers; collapsed, only the compact column's, or else the primary's. Setting it fills the columns in
    /// that order.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed {
                return [columnChildren[.compact] ?? columnChildren[.primary] ?? columnChildren[.secondary]]
                    .compactMap { $0 }
            }
            return [Column.primary, .supplementary, .secondary].compactMap { columnChildren[$0] }
        }
        set {
            let columns: [Column] =
                style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            if newValue.count > columns.count {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "A split view controller shows at most \(columns.count) view controllers here; ignoring "
                        + "\(newValue.count - columns.count)")
            }
            for (index, column) in columns.enumerated() {
                let controller = index < newValue.count ? newValue[index] : nil
                if style == .unspecified {
                    setClassicColumn(column, to: controller)
                } else {
                    if controller == nil || columnShowing(controller!) != column { removeColumn(column) }
                    setViewController(controller, for: column)
                }
            }
        }
    }

    /// The column whose controller or child is `controller`, if any.
    private func columnShowing(_ controller: UIViewController) -> Column? {
        for column in [Column.primary, .supplementary, .secondary, .compact]
        where assigned[column] === controller || columnChildren[column] === controller {
            return column
        }
        return nil
    }

    /// Puts `controller` itself in a classic split view's column.
    private func setClassicColumn(_ column: Column, to controller: UIViewController?) {
        guard let controller else { return removeColumn(column) }
        guard columnChildren[column] !== controller else { return }
        assigned[column] = controller
        replaceChild(of: column, with: controller)
    }

    /// Empties `column`.
    private func removeColumn(_ column: Column) {
        assigned[column] = nil
        replaceChild(of: column, with: nil)
    }

    /// Makes `child` the child showing `column`, removing the one before.
    func replaceChild(of column: Column, with child: UIViewController?) {
        let old = columnChildren[column]
        guard old !== child else { return }
        if let old {
            uninstall(old)
            old.willMove(toParent: nil)
            old.removeFromParent()
        }
        columnChildren[column] = child
        if let child {
            addChild(child)
            if column == .primary || column == .supplementary {
                // A sidebar is a compact-width environment inside a regular-width split view, as in UIKit.
                setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
            }
            child.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
        updateShownColumns()
    }

    /// Pushes `vc` on the secondary column's stack: on the primary column's navigation controller while the
    /// secondary column is collapsed onto it, else on the secondary's own.
    private func pushOnSecondary(_ vc: UIViewController, navigation: UINavigationController) {
        if isCollapsed, collapse.merged.contains(.secondary),
            let primary = columnChildren[.primary] as? UINavigationController
        {
            primary.pushViewController(vc, animated: false)
        } else {
            navigation.pushViewController(vc, animated: false)
        }
    }

    // MARK: Display mode

    /// The display mode the split view prefers (default `.automatic`); it shows one its split behavior allows.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            displayModeOverride = nil
            displayModeNeedsUpdate()
        }
    }

    /// The display mode the columns are shown in (never `.automatic`); it changes after the next layout when a
    /// preference or the size changes.
    open var displayMode: DisplayMode {
        if let shownDisplayMode { return shownDisplayMode }
        return targetDisplayMode
    }
    /// The display mode the columns were last laid out in.
    var shownDisplayMode: DisplayMode?
    /// A display mode `show(_:)`, `hide(_:)` or a tap chose over the preferred one, until the preference or the
    /// size changes.
    var displayModeOverride: DisplayMode?

    /// The split behavior the split view prefers (default `.automatic`).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet {
            displayModeOverride = nil
            displayModeNeedsUpdate()
        }
    }

    /// The split behavior in use (never `.automatic`).
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        return automaticSplitBehavior(for: layoutBounds.size)
    }

    /// Whether a swipe or the display mode button may show and hide the sidebars (default `true`).
    open var presentsWithGesture = true

    /// Whether the secondary column's bar shows a button that hides both sidebars in triple-column split views
    /// (default `false`).
    open var showsSecondaryOnlyButton = false

    /// The side the primary column is on (default `.leading`).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// A button that shows the sidebar when it is hidden and hides it when it shows, as UIKit's display mode
    /// button does.
    open var displayModeButtonItem: UIBarButtonItem {
        if let displayModeButton { return displayModeButton }
        let item = UIBarButtonItem(
            image: UIImage(systemName: "sidebar.left"), style: .plain,
            primaryAction: UIAction { [weak self] _ in self?.toggleSidebar() })
        item.accessibilityIdentifier = "split-view-display-mode-button"
        displayModeButton = item
        return item
    }
    private var displayModeButton: UIBarButtonItem?

    /// Shows `column`: expanded, changes the display mode so the column shows; collapsed, brings the column's
    /// controllers to the top of the navigation stack.
    open func show(_ column: Column) { showColumn(column) }

    /// Hides `column`: expanded, changes the display mode so the column no longer shows (the secondary column
    /// never hides); collapsed, pops back to the column below it.
    open func hide(_ column: Column) { hideColumn(column) }

    /// Shows or hides the leading sidebar, as the display mode button does.
    private func toggleSidebar() {
        let sidebar: Column = style == .tripleColumn ? .supplementary : .primary
        if isShowingColumn(sidebar) { hide(sidebar) } else { show(sidebar) }
    }

    // MARK: Column widths

    /// The preferred width of the primary column in points (default `automaticDimension`); wins over
    /// `preferredPrimaryColumnWidthFraction`.
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The preferred width of the primary column as a fraction of the split view's width (default
    /// `automaticDimension`).
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets (default `automaticDimension`: no minimum).
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets (default `automaticDimension`: 320 points for an automatic or fractional
    /// width).
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The width of the primary column as laid out for the split view's current width.
    open var primaryColumnWidth: CGFloat {
        Self.columnWidth(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, total: layoutBounds.width)
    }

    /// The preferred width of the supplementary column in points (default `automaticDimension`).
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The preferred width of the supplementary column as a fraction of the split view's width (default
    /// `automaticDimension`).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the supplementary column gets (default `automaticDimension`: no minimum).
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the supplementary column gets (default `automaticDimension`: 320 points for an automatic or
    /// fractional width).
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The width of the supplementary column as laid out for the split view's current width (0 without one).
    open var supplementaryColumnWidth: CGFloat {
        guard style == .tripleColumn else { return 0 }
        return Self.columnWidth(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth,
            total: layoutBounds.width)
    }

    /// A column's width: the preferred points, else the fraction of `total`, else 320 points; kept within the
    /// minimum and maximum (an automatic maximum caps only an automatic or fractional width) and within `total`.
    static func columnWidth(
        preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat, total: CGFloat
    ) -> CGFloat {
        let automatic = automaticDimension
        var width: CGFloat
        if preferred != automatic, preferred.isFinite, preferred >= 0 {
            width = preferred
            if maximum != automatic { width = min(width, maximum) }
        } else {
            if fraction != automatic, fraction.isFinite, fraction >= 0 {
                width = fraction * total
            } else {
                width = defaultColumnWidth
            }
            width = min(width, maximum != automatic ? maximum : defaultColumnWidth)
        }
        if minimum != automatic, minimum.isFinite { width = max(width, minimum) }
        return max(0, min(width, total))
    }

    // MARK: Collapsing

    /// What collapsing did: the columns whose stacks went onto the primary column's navigation controller, and
    /// how many controllers of each stack belonged to which column then.
    struct CollapseState {
        var merged: [Column] = []
        var primaryCount = 0
        var supplementaryCount = 0
        var topColumn: Column = .primary
    }
    var collapse = CollapseState()

    /// Whether the split view shows one column only, as it does in a compact horizontal size class.
    open internal(set) var isCollapsed = false

    // MARK: View

    /// The view behind an overlaid or displaced secondary column that dims it and hides the sidebars on a tap.
    let dimmingView = UIView()
    /// Buffers a layout pass fills and empties again (the children to show, their views in stacking order, the
    /// column frames), kept so that laying out in every frame of a window resize allocates nothing.
    var shownChildrenBuffer: [UIViewController] = []
    var stackingBuffer: [UIView] = []
    var columnFramesBuffer: [Column: CGRect] = [:]

    open override func loadView() {
        let root = SplitViewControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.1)
        dimmingView.accessibilityIdentifier = "split-view-dimming"
        dimmingView.isHidden = true
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismissOverlaidSidebars() })
        view.addSubview(dimmingView)
        updateShownColumns()
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        // A new size chooses the display mode afresh, as turning an iPad does.
        displayModeOverride = nil
        super.viewWillTransition(to: size, with: coordinator)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The split view collapses or expands in the layout that follows, once its view has the new size.
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The bounds the columns are laid out in: the view's once loaded, else the scene's screen.
    var layoutBounds: CGRect { viewIfLoaded?.bounds ?? UIScreen.main.bounds }
}

/// The split view controller's own view: lays out the columns.
@MainActor
final class SplitViewControllerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }
}
