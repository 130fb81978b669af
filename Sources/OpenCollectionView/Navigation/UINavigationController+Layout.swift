/// Where the bar and the top controller go: the bar below the status bar's safe area, as tall as the standard row
/// or the large title (which follows the content scroll view's offset), and the controller's view filling the
/// container with the bar's height added to its safe area.
extension UINavigationController {
    /// The controller whose item the bar shows: the popping one during an edge swipe, else the top one.
    private var barController: UIViewController? {
        if let transition, transition.isInteractive { return transition.from }
        return topViewController
    }

    /// Whether the bar shows a large title for `controller`: the bar prefers large titles and the controller's item
    /// (or, for `.automatic`, the nearest item below with another mode; the root's counts as `.always`) allows it.
    func displaysLargeTitle(for controller: UIViewController?) -> Bool {
        guard navigationBar.prefersLargeTitles, let controller else { return false }
        let traits = traitCollection
        if traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact { return false }
        var chain = viewControllers
        if let index = chain.firstIndex(where: { $0 === controller }) {
            chain = Array(chain[...index])
        } else {
            chain.append(controller)
        }
        for candidate in chain.reversed() {
            switch candidate.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The height the bar adds to `controller`'s safe area: its expanded height (with the search bar's row when
    /// the controller's item has a search controller), or 0 while hidden.
    private func barInset(for controller: UIViewController) -> CGFloat {
        guard !isNavigationBarHidden else { return 0 }
        let titleHeight =
            displaysLargeTitle(for: controller)
            ? UINavigationBar.largeTitleHeight : UINavigationBar.standardHeight(for: traitCollection)
        return titleHeight + searchRowHeight(for: controller)
    }

    /// The full height of the search bar row `controller`'s item adds to the bar (UIKit: 52 points, and the scope
    /// bar's 44 while it shows), or 0 without a search controller.
    func searchRowHeight(for controller: UIViewController?) -> CGFloat {
        guard let searchBar = controller?.navigationItem.searchController?.searchBar else { return 0 }
        return searchBar.sizeThatFits(CGSize(width: view.bounds.width, height: 0)).height
    }

    /// Gives `controller` the bar's height as safe-area inset.
    ///
    /// As in UIKit, the content scroll view starts scrolled to its top (its offset is minus its adjusted top
    /// inset, so the content begins below the bar), and stays at its top when the inset changes while it rests
    /// there.
    func applyBarInsets(to controller: UIViewController) {
        let scrollView = trackedScrollView(of: controller)
        let topBefore = scrollView?.adjustedContentInset.top ?? 0
        let bottom = showsToolbar(for: controller) ? UIToolbar.defaultHeight : 0
        controller.setBarSafeAreaInsets(
            UIEdgeInsets(top: barInset(for: controller), left: 0, bottom: bottom, right: 0))
        guard let scrollView, scrollView.window != nil, !scrollView.isTracking, !scrollView.isDecelerating else {
            return
        }
        let top = scrollView.adjustedContentInset.top
        let state = controller.navigationState
        let restsAtTop = abs(scrollView.contentOffset.y + topBefore) < 0.5
        if (!state.hasPlacedContentScrollView && scrollView.contentOffset.y <= 0) || (restsAtTop && top != topBefore) {
            scrollView.contentOffset.y = -top
        }
        state.hasPlacedContentScrollView = true
    }

    /// The scroll view that collapses `controller`'s large title: the one it set, else its view when that is a
    /// scroll view, else the first scroll view among its view's subviews (two levels deep), as UIKit looks for it.
    func trackedScrollView(of controller: UIViewController) -> UIScrollView? {
        if let set = controller.navigationState.contentScrollView { return set }
        guard let root = controller.viewIfLoaded else { return nil }
        if let scrollView = root as? UIScrollView { return scrollView }
        for subview in root.subviews {
            if let scrollView = subview as? UIScrollView { return scrollView }
            for inner in subview.subviews { if let scrollView = inner as? UIScrollView { return scrollView } }
        }
        return nil
    }

    /// Lays out the bar and the shown controllers' views for the current stack, transition and scroll offset.
    func layoutNavigation() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        containerView.frame = bounds
        // The shown controllers one by one, without collecting them in an array (this runs in every frame of a
        // window resize).
        func layOutShown(_ controller: UIViewController?) {
            guard let controller else { return }
            applyBarInsets(to: controller)
            guard let childView = controller.viewIfLoaded, childView.superview === containerView else { return }
            if transition == nil {
                childView.frame = containerView.bounds
            } else {
                childView.frame.size = containerView.bounds.size
            }
        }
        layOutShown(topViewController)
        layOutShown(transition?.from)
        layOutShown(transition?.to)
        transition?.applyPositions()
        updatePopGestureEdge()
        layoutBar()
        layoutToolbar()
    }

    /// Places the toolbar at the bottom: 44 points plus the bottom safe area, or just below the view when hidden.
    private func layoutToolbar() {
        let bounds = view.bounds
        let height = UIToolbar.defaultHeight + view.safeAreaInsets.bottom
        let shown = showsToolbar(for: transition?.to ?? topViewController)
        if shown { toolbar.isHidden = false }
        toolbar.frame = CGRect(
            x: 0, y: shown ? bounds.maxY - height : bounds.maxY, width: bounds.width, height: height)
        // Hidden at once, or at the end of the slide when it animates out.
        if !shown && UIView.inheritedAnimationDuration == 0 { toolbar.isHidden = true }
    }

    /// Sizes the bar: the standard row, or the large title collapsing as the content scrolls up (and stretching
    /// as it is pulled down); picks the scroll-edge look when the content is at its top.
    func layoutBar() {
        guard isViewLoaded else { return }
        let safeTop = view.safeAreaInsets.top
        let standard = UINavigationBar.standardHeight(for: traitCollection)
        let controller = barController
        let large = displaysLargeTitle(for: controller)
        navigationBar.displaysLargeTitle = large
        var height = large ? UINavigationBar.largeTitleHeight : standard
        let searchRow = searchRowHeight(for: controller)
        var searchShown = searchRow
        var atEdge = true
        if let controller, let scrollView = trackedScrollView(of: controller) {
            followScrolling(of: scrollView)
            var overshoot = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
            if scrollView.hostedRefreshControl != nil {
                // The refresh control shows under the bar as the content is pulled down, so the large title does
                // not stretch over it, and the room it takes while refreshing is not scrolling.
                overshoot = max(0, overshoot - scrollView.refreshControlInset)
            }
            atEdge = overshoot <= 0
            // UIKit: with `hidesSearchBarWhenScrolling` the search row collapses first as the content scrolls up
            // (not while the search is active), then the large title.
            let item = controller.navigationItem
            if item.hidesSearchBarWhenScrolling, searchRow > 0, item.searchController?.isActive == false {
                let consumed = min(searchRow, max(0, overshoot))
                searchShown = searchRow - consumed
                overshoot -= consumed
            }
            if large { height = max(standard, UINavigationBar.largeTitleHeight - overshoot) }
        }
        navigationBar.searchBarVisibleHeight = searchShown
        height += searchShown
        navigationBar.isAtScrollEdge = atEdge
        navigationBar.backgroundTopExtension = safeTop
        let y = isNavigationBarHidden ? -height : safeTop
        let frame = CGRect(x: 0, y: y, width: view.bounds.width, height: height)
        if navigationBar.frame != frame { navigationBar.frame = frame }
    }

    /// Makes the bar follow `scrollView`: every change of its content offset sizes the bar again.
    private func followScrolling(of scrollView: UIScrollView) {
        guard !scrollFollower.isFollowing(scrollView) else { return }
        scrollFollower.follow(scrollView) { [weak self] in self?.layoutBar() }
    }
}
