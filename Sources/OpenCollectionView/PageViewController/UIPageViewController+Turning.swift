/// Page turns: a drag (or a wheel) that reveals the page before or after, and an animated `setViewControllers`.
///
/// The order is UIKit's, as observed on iOS (wisdomskyduan.blogspot.com, "[iOS] UIPageViewController Test Note",
/// iOS 9): the first drag after pages are set asks the data source for the page after, then the page before, then
/// tells the delegate `willTransitionTo`; letting go short of the page ends with `didFinishAnimating` and
/// `transitionCompleted` false; a page that settles ends with it true, after which the data source is asked for the
/// page beyond the new one.
extension UIPageViewController {
    /// A drag is starting: ask the data source for the neighbours it has not been asked about.
    func dragWillBegin() {
        loadNeighbors()
    }

    /// Asks the data source for the pages after and before the current one, if not asked yet.
    func loadNeighbors() {
        guard let currentPage else { return }
        if case .unknown = neighborAfter {
            neighborAfter =
                dataSource?.pageViewController(self, viewControllerAfter: currentPage).map { .page($0) } ?? .none
        }
        if case .unknown = neighborBefore {
            neighborBefore =
                dataSource?.pageViewController(self, viewControllerBefore: currentPage).map { .page($0) } ?? .none
        }
        pagingScrollView.placePages()
    }

    /// The content moved by the user to `displacement` from the current page: when it starts to reveal the page
    /// before or after, that page's turn begins (a turn the other way is given up first).
    func contentDidMove(displacement: CGFloat) {
        guard currentPage != nil, pendingTurn?.isProgrammatic != true, displacement != 0 else { return }
        let direction: NavigationDirection = displacement > 0 ? .forward : .reverse
        if let pendingTurn, pendingTurn.direction == direction { return }
        loadNeighbors()
        guard let page = (direction == .forward ? neighborAfter : neighborBefore).page else { return }
        if pendingTurn != nil { cancelTurn() }
        delegate?.pageViewController(self, willTransitionTo: [page])
        beginTurn(to: page, direction: direction, completion: nil, isProgrammatic: false)
    }

    /// Starts turning to `page`: adds it as a child in its slot and begins both pages' appearance transitions.
    func beginTurn(
        to page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?,
        isProgrammatic: Bool = true
    ) {
        pendingTurn = PageTurn(page: page, direction: direction, isProgrammatic: isProgrammatic, completion: completion)
        addChild(page)
        attach(page)
        page.didMove(toParent: self)
        pagingScrollView.placePages()
        if isAppeared {
            currentPage?.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
        }
    }

    /// The content came to rest: the turn in progress completes if its page fills the view, and is cancelled if the
    /// current page does.
    func contentDidSettle() {
        guard let turn = pendingTurn else { return }
        let scrollView = pagingScrollView
        let extent = scrollView.pageExtent
        guard extent > 0 else { return }
        let pages = (scrollView.displacement / extent).rounded()
        if pages == (turn.direction == .forward ? 1 : -1) {
            completeTurn()
        } else if pages == 0 {
            cancelTurn()
            if !turn.isProgrammatic, let currentPage {
                delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: [currentPage], transitionCompleted: false)
            }
            turn.completion?(false)
        }
    }

    /// Makes the turn's page the current one: the page left behind is removed and becomes the neighbour on its
    /// side; the content goes back to rest around the new page; the delegate hears `didFinishAnimating`, then the
    /// data source is asked for the page beyond.
    private func completeTurn() {
        guard let turn = pendingTurn, let previous = currentPage else { return }
        let visible = isAppeared
        pendingTurn = nil
        currentPage = turn.page
        detach(previous)
        if visible {
            previous.endAppearanceTransition()
            turn.page.endAppearanceTransition()
        }
        previous.removeFromParent()
        if turn.isProgrammatic {
            forgetNeighbors()
        } else if turn.direction == .forward {
            neighborBefore = .page(previous)
            neighborAfter = .unknown
        } else {
            neighborAfter = .page(previous)
            neighborBefore = .unknown
        }
        pagingScrollView.placePages()
        if turn.isProgrammatic {
            turn.completion?(true)
            return
        }
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
        loadNeighbors()
    }

    /// Gives up the turn in progress: its page disappears again and is removed, the current page appears again.
    func cancelTurn() {
        guard let turn = pendingTurn else { return }
        let visible = isAppeared
        pendingTurn = nil
        detach(turn.page)
        if visible {
            turn.page.beginAppearanceTransition(false, animated: true)
            turn.page.endAppearanceTransition()
            currentPage?.beginAppearanceTransition(true, animated: true)
            currentPage?.endAppearanceTransition()
        }
        turn.page.removeFromParent()
        pagingScrollView.placePages()
    }

    /// Ends a turn cut short by `setViewControllers`: the content stops and the current page stays.
    func abandonPendingTurn() {
        guard let turn = pendingTurn else { return }
        cancelTurn()
        pagingScrollView.setContentOffset(pagingScrollView.restingOffset(slot: 1), animated: false)
        turn.completion?(false)
    }
}
