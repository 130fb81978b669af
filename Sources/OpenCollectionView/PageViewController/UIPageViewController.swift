/// A container that shows one page (a child view controller) at a time and lets the user turn to the page before or
/// after it, which its data source supplies, as UIKit's does.
///
/// The scroll style is a paging scroll view holding the current page and, while the user turns one, the page being
/// revealed; pages are `interPageSpacing` points apart. A page turned to is added as a child (`addChild`, its view,
/// `didMove(toParent:)`) when the drag reveals it and hears `viewWillAppear` then, while the current page hears
/// `viewWillDisappear`; both hear the matching `did` call when the page settles, or the opposite pair when the drag
/// snaps back, and the page left behind is removed as a child. The page-curl style turns pages the same way (see
/// `docs/Deviations.md`).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn; set at creation.
    public let transitionStyle: TransitionStyle

    /// The axis pages follow each other along; set at creation.
    public let navigationOrientation: NavigationOrientation

    /// Where the spine is: `.none` for the scroll style, `.min` by default for the page-curl style (or the
    /// `.spineLocation` option).
    public private(set) var spineLocation: SpineLocation

    /// Whether content shows on the back of a turned page (page-curl style; `true` with a middle spine).
    open var isDoubleSided: Bool

    /// The space between pages of the scroll style, from the `.interPageSpacing` option.
    let interPageSpacing: CGFloat

    /// Supplies the pages before and after the current one; without one, only `setViewControllers` turns pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)? {
        didSet { forgetNeighbors() }
    }

    /// Hears gesture-driven page turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The pages shown: one for the scroll style.
    open var viewControllers: [UIViewController]? { currentPage.map { [$0] } ?? [] }

    /// The gesture recognizers that turn pages: empty for the scroll style, whose recognizers belong to its scroll
    /// view, as in UIKit; the page-curl style's pan.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [pagingScrollView.panGestureRecognizer] : []
    }

    /// Creates a page view controller turning pages with `style` along `navigationOrientation`; `options` may give
    /// `.interPageSpacing` (scroll style) and `.spineLocation` (page-curl style).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = style == .scroll ? Self.number(options?[.interPageSpacing]) ?? 0 : 0
        let spine: SpineLocation =
            style == .scroll
            ? .none
            : (options?[.spineLocation] as? SpineLocation)
                ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:)) ?? .min
        spineLocation = spine
        isDoubleSided = spine == .mid
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page-curl controller turning pages horizontally, as UIKit's plain initializer does.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Creates a page-curl controller turning pages horizontally (no archives here).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .min
        isDoubleSided = false
        super.init(coder: coder)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }

    // MARK: State

    /// The page shown.
    var currentPage: UIViewController?

    /// The page before the current one and the page after it: not asked yet, none, or the data source's answer.
    var neighborBefore = PageNeighbor.unknown
    var neighborAfter = PageNeighbor.unknown

    /// The page turn in progress, from a drag or an animated `setViewControllers`.
    var pendingTurn: PageTurn?

    /// The paging scroll view that holds the pages, made with the view.
    private(set) lazy var pagingScrollView = PageQueuingScrollView(pageViewController: self)

    /// Adds the paging scroll view to the root view.
    open override func loadView() {
        super.loadView()
        view.clipsToBounds = true
        let scrollView = pagingScrollView
        scrollView.frame = scrollFrame(in: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        if let currentPage { attach(currentPage) }
    }

    /// The scroll view's frame: the view's bounds, longer along the axis by the page spacing, so a page's width
    /// (or height) of scrolling moves one page and its gap.
    func scrollFrame(in bounds: CGRect) -> CGRect {
        switch navigationOrientation {
        case .horizontal:
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width + interPageSpacing, height: bounds.height)
        case .vertical:
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height + interPageSpacing)
        }
    }

    // MARK: Setting pages

    /// Shows `viewControllers` (one page for the scroll style), sliding it in from the trailing side (`.forward`)
    /// or the leading side (`.reverse`) when `animated`; `completion` runs when the page is in place (with
    /// `true`, or `false` when another turn cut the animation short). The delegate is not told: its methods are for
    /// gesture-driven turns. The data source is asked for the new page's neighbours when the user next drags.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        let required = transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
        guard let viewControllers, viewControllers.count == required else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "UIPageViewController.setViewControllers: the number of view controllers provided "
                    + "(\(viewControllers?.count ?? 0)) doesn't match the number required (\(required)) for the "
                    + "requested transition")
            return
        }
        let page = viewControllers[0]
        abandonPendingTurn()
        forgetNeighbors()
        guard let previous = currentPage, previous !== page else {
            if currentPage == nil { show(page) }
            completion?(true)
            return
        }
        guard animated, isViewLoaded, view.window != nil else {
            replace(previous, with: page)
            completion?(true)
            return
        }
        beginTurn(to: page, direction: direction, completion: completion)
        pagingScrollView.setContentOffset(
            pagingScrollView.restingOffset(slot: direction == .forward ? 2 : 0), animated: true)
    }

    /// Makes `page` the current page when there is none.
    private func show(_ page: UIViewController) {
        currentPage = page
        addChild(page)
        if isViewLoaded { attach(page) }
        page.didMove(toParent: self)
        if isAppeared {
            page.beginAppearanceTransition(true, animated: false)
            page.endAppearanceTransition()
        }
    }

    /// Swaps the current page for `page` at once.
    private func replace(_ previous: UIViewController, with page: UIViewController) {
        let visible = isAppeared
        currentPage = page
        addChild(page)
        if isViewLoaded { attach(page) }
        page.didMove(toParent: self)
        if visible {
            previous.beginAppearanceTransition(false, animated: false)
            page.beginAppearanceTransition(true, animated: false)
        }
        detach(previous)
        if visible {
            previous.endAppearanceTransition()
            page.endAppearanceTransition()
        }
        previous.removeFromParent()
    }

    // MARK: Pages in the scroll view

    /// Puts `page`'s view in the scroll view, in its slot.
    func attach(_ page: UIViewController) {
        let scrollView = pagingScrollView
        if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
        scrollView.setNeedsLayout()
    }

    /// Takes `page`'s view out of the scroll view and `page` out of the children (UIKit's removal sequence).
    func detach(_ page: UIViewController) {
        page.willMove(toParent: nil)
        if page.viewIfLoaded?.superview === pagingScrollView { page.viewIfLoaded?.removeFromSuperview() }
    }

    /// The slot a page sits in: 0 before the current page, 1 the current page, 2 after it.
    func slot(of page: UIViewController) -> Int? {
        if page === currentPage { return 1 }
        if let pendingTurn, pendingTurn.page === page { return pendingTurn.direction == .forward ? 2 : 0 }
        return nil
    }

    /// Forgets the neighbours, so the data source is asked again.
    func forgetNeighbors() {
        neighborBefore = dataSource == nil ? .none : .unknown
        neighborAfter = dataSource == nil ? .none : .unknown
        if isViewLoaded { pagingScrollView.setNeedsLayout() }
    }
}

/// What is known of the page on one side of the current page.
enum PageNeighbor {
    /// The data source has not been asked.
    case unknown
    /// There is none: the current page is the first (or last).
    case none
    /// The data source's page.
    case page(UIViewController)

    var page: UIViewController? {
        if case .page(let page) = self { return page }
        return nil
    }
}

/// A page turn in progress: the page coming in, which way, and for `setViewControllers`, its completion.
struct PageTurn {
    let page: UIViewController
    let direction: UIPageViewController.NavigationDirection
    /// Whether `setViewControllers(_:direction:animated:completion:)` started it (the delegate is not told).
    let isProgrammatic: Bool
    let completion: ((Bool) -> Void)?
}
