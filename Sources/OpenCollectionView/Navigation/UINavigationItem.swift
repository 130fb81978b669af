/// What a navigation bar shows while a view controller is on top of the stack, as in UIKit: a title or title view,
/// bar button items on each side, the back button that leads to this controller, and the large-title mode.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button shows its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title, falling back to "Back" and then to the chevron alone.
        case `default`
        /// "Back" (the generic title), or the chevron alone when it does not fit.
        case generic
        /// The chevron alone.
        case minimal
    }

    /// When the item shows a large title.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does (the first item: as the bar's `prefersLargeTitles`).
        case automatic
        /// Always, when the bar's `prefersLargeTitles` is on.
        case always
        /// Never.
        case never
        /// Never (iOS 17: the title shows inline).
        case inline
    }

    /// Creates an item with a title.
    public init(title: String) {
        super.init()
        self.title = title
    }

    /// Creates an item with no title.
    public override init() { super.init() }

    /// The title shown in the middle of the bar (and as large title).
    open var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// A line of text shown above the bar (kept for source compatibility; not drawn).
    open var prompt: String?

    /// The item used as the back button when this item is just below the top (default `nil`: a back button made
    /// from `backButtonTitle` or `title`).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title the back button shows when this item is just below the top.
    open var backButtonTitle: String? { didSet { changed() } }
    /// How the back button leading to this item's predecessor shows its title (default `.default`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// Whether the bar hides the back button while this item is on top (default `false`).
    open var hidesBackButton = false { didSet { changed() } }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items show beside the back button rather than replacing it (default `false`).
    open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The items on the leading side, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items on the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// When the item shows a large title (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

    /// The bar's appearance while this item is on top, at standard height (default `nil`: the bar's).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar's appearance at compact height (default `nil`: the bar's).
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar's appearance while the content is scrolled to its top edge (default `nil`: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// The search controller whose search bar the navigation bar shows below the title (default `nil`), as in
    /// UIKit (iOS 11+): the bar grows by the search field's 52-point row.
    open var searchController: UISearchController? {
        didSet {
            guard oldValue !== searchController else { return }
            if oldValue?.hostingNavigationItem === self { oldValue?.hostingNavigationItem = nil }
            searchController?.hostingNavigationItem = self
            changed()
        }
    }
    /// Whether the search field collapses into the bar as the content scrolls up, showing again once the content
    /// is scrolled back to its top (default `true`).
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    /// The bar showing this item, told when the item changes.
    weak var bar: UINavigationBar?

    private func changed() { bar?.itemDidChange(self) }
}
