/// The paging scroll view of a page view controller (UIKit's queuing scroll view): three page-long slots along the
/// navigation axis — the page before, the current page, the page after — with the current page's slot at rest.
/// Content insets close a side that has no page, so a drag there rubber-bands; a side not asked about yet stays
/// open until the drag begins and the data source answers.
@preconcurrency @MainActor
final class PageQueuingScrollView: UIScrollView {
    private weak var pageViewController: UIPageViewController?

    init(pageViewController: UIPageViewController) {
        self.pageViewController = pageViewController
        super.init(frame: .zero)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        scrollsToTop = false
        if pageViewController.navigationOrientation == .horizontal {
            alwaysBounceHorizontal = true
        } else {
            alwaysBounceVertical = true
        }
    }

    required init?(coder: NSCoder) { fatalError("PageQueuingScrollView is made by UIPageViewController") }

    private var isHorizontal: Bool { pageViewController?.navigationOrientation != .vertical }

    /// The length of a page and its gap along the axis: the scroll view's width (or height).
    var pageExtent: CGFloat { isHorizontal ? bounds.width : bounds.height }

    /// The content offset at which `slot` fills the scroll view.
    func restingOffset(slot: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(slot) * pageExtent, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * pageExtent)
    }

    /// How far the content is from the current page's resting offset, along the axis (positive: toward the page
    /// after).
    var displacement: CGFloat { (isHorizontal ? contentOffset.x : contentOffset.y) - pageExtent }

    /// Whether the pages are being moved by `layoutSubviews`, not by the user.
    private var isPlacingPages = false

    override func layoutSubviews() {
        super.layoutSubviews()
        placePages()
    }

    /// Sizes the content to three slots, closes the sides without a page, puts each page's view in its slot and,
    /// when nothing is moving the content, the current page at rest.
    func placePages() {
        guard let pageViewController else { return }
        isPlacingPages = true
        defer { isPlacingPages = false }
        let extent = pageExtent
        let spacing = pageViewController.interPageSpacing
        let pageSize =
            isHorizontal
            ? CGSize(width: max(0, bounds.width - spacing), height: bounds.height)
            : CGSize(width: bounds.width, height: max(0, bounds.height - spacing))
        let size =
            isHorizontal
            ? CGSize(width: 3 * extent, height: bounds.height)
            : CGSize(
                width: bounds.width, height: 3 * extent)
        if contentSize != size { contentSize = size }
        let turn = pageViewController.pendingTurn
        let closesBefore = turn?.direction != .reverse && pageViewController.neighborBefore.isKnownEmpty
        let closesAfter = turn?.direction != .forward && pageViewController.neighborAfter.isKnownEmpty
        let inset =
            isHorizontal
            ? UIEdgeInsets(top: 0, left: closesBefore ? -extent : 0, bottom: 0, right: closesAfter ? -extent : 0)
            : UIEdgeInsets(top: closesBefore ? -extent : 0, left: 0, bottom: closesAfter ? -extent : 0, right: 0)
        if contentInset != inset { contentInset = inset }
        for page in pageViewController.children {
            guard let view = page.viewIfLoaded, view.superview === self,
                let slot = pageViewController.slot(of: page)
            else { continue }
            let origin = restingOffset(slot: slot)
            let frame = CGRect(origin: origin, size: pageSize)
            if view.frame != frame { UIView.performWithoutAnimation { view.frame = frame } }
        }
        if turn == nil, !isDragging, !isDecelerating, contentOffset != restingOffset(slot: 1) {
            contentOffset = restingOffset(slot: 1)
        }
    }

    // MARK: Scrolling

    /// Turns pages on the scroll view's own events, so a page turn completes whoever the public `delegate` is
    /// (Pageboy and Tabman make themselves the queuing scroll view's delegate; UIKit's page view controller still
    /// turns and calls its completion then).
    override func scrollEventWillReachDelegate(_ event: ScrollEvent) {
        switch event {
        case .willBeginDragging:
            pageViewController?.dragWillBegin()
        case .didScroll:
            guard !isPlacingPages else { return }
            pageViewController?.contentDidMove(displacement: displacement)
        case .didEndDragging(let willDecelerate):
            if !willDecelerate { pageViewController?.contentDidSettle() }
        case .didEndDecelerating, .didEndScrollingAnimation:
            pageViewController?.contentDidSettle()
        }
    }
}

extension PageNeighbor {
    /// Whether the data source said there is no page on this side.
    var isKnownEmpty: Bool {
        if case .none = self { return true }
        return false
    }
}
