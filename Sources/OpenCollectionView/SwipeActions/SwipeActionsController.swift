/// A collection view's swipe actions: the pan that slides a row aside to uncover its actions, and the one open row.
///
/// A swiped cell keeps its frame; its bounds origin moves, so everything in it (content, background) slides, and the
/// strip of action buttons sits in the uncovered part of the cell, which clips to its bounds while swiped. Dragging
/// follows the finger up to the buttons' width, then either resists (UIKit's rubber band) or, when the configuration
/// performs its first action on a full swipe, keeps following until the first button takes the whole row. Letting go
/// snaps open or closed by velocity, then by how far the row is open.
@MainActor
final class SwipeActionsController: UIGestureRecognizerDelegate {
    /// The row currently swiped (open, opening or closing).
    @MainActor
    final class Swipe {
        let cell: UICollectionViewCell
        let actionsView: SwipeActionsView
        let configuration: UISwipeActionsConfiguration
        /// Whether the content moved left, uncovering the cell's right edge.
        let isAtRightEdge: Bool
        /// How far the content is moved, in points (never negative).
        var distance: CGFloat = 0
        /// The distance when the current drag began.
        var dragStartDistance: CGFloat = 0
        /// Whether letting go now performs the first action.
        var isFullSwipeArmed = false
        /// Whether an action ran and the row waits for its completion or its deletion.
        var isPerformingAction = false
        let cellClippedToBounds: Bool

        init(cell: UICollectionViewCell, configuration: UISwipeActionsConfiguration, isAtRightEdge: Bool) {
            self.cell = cell
            self.configuration = configuration
            self.isAtRightEdge = isAtRightEdge
            actionsView = SwipeActionsView(configuration: configuration, isAtRightEdge: isAtRightEdge)
            cellClippedToBounds = cell.clipsToBounds
        }
    }

    private weak var collectionView: UICollectionView?
    /// The pan that swipes rows: it begins only on a mostly horizontal drag (a vertical one is left to the scroll
    /// view), and only where the collection view has swipe actions for the direction of the drag.
    let panGestureRecognizer = UIPanGestureRecognizer()
    private(set) var swipe: Swipe?
    /// Rows sliding shut; each is put back when its animation ends.
    private var closingSwipes: [Swipe] = []
    /// A candidate found by `gestureRecognizerShouldBegin`, used when the pan begins.
    private var pendingSwipe: Swipe?
    /// Whether the touch now down landed while a row was open (it closes the row and does nothing else).
    var isSwallowingTouch = false

    /// The speed past which letting go opens or closes the row whatever its position, in points per second.
    static let snapVelocity: CGFloat = 300
    /// The duration of the springs that open and close rows (critically damped, like UIKit's).
    static let snapDuration: TimeInterval = 0.4

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        panGestureRecognizer.name = "swipe actions"
        panGestureRecognizer.delegate = self
        panGestureRecognizer.addTarget { [weak self] _ in self?.handlePan() }
        collectionView.addGestureRecognizer(panGestureRecognizer)
        // A horizontal drag on a row with actions swipes it, whatever the scroll view could do with the drag: the
        // scroll view's pan waits for this one to fail (it does at once on a vertical drag, or where a row has no
        // actions for the drag's direction).
        collectionView.panGestureRecognizer.require(toFail: panGestureRecognizer)
    }

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pendingSwipe = nil
        guard let collectionView else { return false }
        let translation = panGestureRecognizer.translation(in: collectionView)
        if abs(translation.y) >= abs(translation.x) { return false }
        let location = panGestureRecognizer.location(in: collectionView)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        if let swipe, !swipe.isPerformingAction, swipe.cell.frame.contains(start) { return true }
        guard translation.x != 0, let indexPath = collectionView.indexPathForItem(at: start),
            let cell = collectionView.cellForItem(at: indexPath)
        else { return false }
        if let swipe, swipe.isPerformingAction, swipe.cell === cell { return false }
        let isAtRightEdge = translation.x < 0
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leading = isAtRightEdge == rightToLeft
        guard
            let configuration = collectionView.swipeActionsConfiguration(forItemAt: indexPath, leading: leading),
            !configuration.actions.isEmpty
        else { return false }
        pendingSwipe = Swipe(cell: cell, configuration: configuration, isAtRightEdge: isAtRightEdge)
        return true
    }

    private func handlePan() {
        switch panGestureRecognizer.state {
        case .began: dragBegan()
        case .changed: dragChanged()
        case .ended: dragEnded(cancelled: false)
        case .cancelled: dragEnded(cancelled: true)
        default: break
        }
    }

    private func dragBegan() {
        if let pendingSwipe {
            self.pendingSwipe = nil
            if let swipe {
                if swipe.cell === pendingSwipe.cell { finish(swipe) } else { close(animated: true) }
            }
            install(pendingSwipe)
        }
        guard let swipe else { return }
        swipe.dragStartDistance = swipe.distance
        panGestureRecognizer.setTranslation(.zero, in: collectionView)
    }

    private func dragChanged() {
        guard let swipe, let collectionView else { return }
        let translation = panGestureRecognizer.translation(in: collectionView).x
        let pulled = max(0, swipe.dragStartDistance + (swipe.isAtRightEdge ? -translation : translation))
        let width = swipe.cell.bounds.width
        let openWidth = swipe.actionsView.openWidth
        let distance: CGFloat
        if pulled <= openWidth {
            distance = pulled
        } else if swipe.configuration.performsFirstActionWithFullSwipe {
            distance = min(pulled, width)
        } else {
            distance = openWidth + Self.resisted(pulled - openWidth, over: width)
        }
        let armed =
            swipe.configuration.performsFirstActionWithFullSwipe && distance >= Self.fullSwipeThreshold(for: swipe)
        if armed != swipe.isFullSwipeArmed {
            swipe.isFullSwipeArmed = armed
            swipe.actionsView.isExpanded = armed
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut]) {
                self.apply(distance, to: swipe)
            }
        } else {
            UIView.performWithoutAnimation { apply(distance, to: swipe) }
        }
    }

    private func dragEnded(cancelled: Bool) {
        guard let swipe, let collectionView else { return }
        if swipe.isFullSwipeArmed, !cancelled, let first = swipe.actionsView.buttons.first {
            perform(first.action, from: first, in: swipe, fullSwipe: true)
            return
        }
        let velocity = panGestureRecognizer.velocity(in: collectionView).x
        let opening = cancelled ? 0 : (swipe.isAtRightEdge ? -velocity : velocity)
        let open: Bool
        if opening > Self.snapVelocity {
            open = true
        } else if opening < -Self.snapVelocity {
            open = false
        } else {
            open = swipe.distance > swipe.actionsView.openWidth / 2
        }
        if open {
            snap(swipe, to: swipe.actionsView.openWidth, velocity: opening)
        } else {
            close(animated: true, velocity: opening)
        }
    }

    // MARK: Geometry

    /// UIKit's rubber band: `(1 − 1/(x·0.55/d + 1))·d`, the same resistance a scroll view has past its content.
    static func resisted(_ excess: CGFloat, over dimension: CGFloat) -> CGFloat {
        (1 - 1 / (excess * UIScrollView.rubberBandCoefficient / max(dimension, 1) + 1)) * dimension
    }

    /// How far a row must be pulled for a full swipe: past the buttons and over 60% of the row.
    static func fullSwipeThreshold(for swipe: Swipe) -> CGFloat {
        let width = swipe.cell.bounds.width
        return min(width - 1, max(swipe.actionsView.openWidth + 40, width * 0.6))
    }

    private func install(_ swipe: Swipe) {
        for closing in closingSwipes where closing.cell === swipe.cell { finish(closing) }
        self.swipe = swipe
        let cell = swipe.cell
        cell.clipsToBounds = true
        cell.addSubview(swipe.actionsView)
        for button in swipe.actionsView.buttons {
            button.addAction(
                UIAction { [weak self, weak swipe, weak button] _ in
                    guard let self, let swipe, let button else { return }
                    self.perform(button.action, from: button, in: swipe, fullSwipe: false)
                }, for: .touchUpInside)
        }
        UIView.performWithoutAnimation { apply(0, to: swipe) }
        collectionView?.swipeStateDidChange(of: cell, isSwiped: true)
    }

    /// Moves the content `distance` points aside and fits the buttons into the uncovered strip.
    private func apply(_ distance: CGFloat, to swipe: Swipe) {
        swipe.distance = distance
        let cell = swipe.cell
        let size = cell.bounds.size
        let originX = swipe.isAtRightEdge ? distance : -distance
        cell.bounds = CGRect(origin: CGPoint(x: originX, y: cell.bounds.origin.y), size: size)
        swipe.actionsView.frame = CGRect(
            x: swipe.isAtRightEdge ? size.width : -distance, y: 0, width: distance, height: size.height)
        swipe.actionsView.layoutIfNeeded()
    }

    private func snap(
        _ swipe: Swipe, to distance: CGFloat, velocity: CGFloat = 0, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let travel = distance - swipe.distance
        let springVelocity = abs(travel) > 1 ? velocity / travel : 0
        UIView.animate(
            withDuration: Self.snapDuration, delay: 0, usingSpringWithDamping: 1,
            initialSpringVelocity: max(0, springVelocity), options: [.allowUserInteraction],
            animations: { self.apply(distance, to: swipe) }, completion: completion)
    }

    // MARK: Closing

    /// Closes the open row, sliding its content back when `animated`.
    func close(animated: Bool, velocity: CGFloat = 0) {
        guard let swipe else { return }
        self.swipe = nil
        closingSwipes.append(swipe)
        swipe.isFullSwipeArmed = false
        swipe.actionsView.isExpanded = false
        guard animated else {
            finish(swipe)
            return
        }
        snap(swipe, to: 0, velocity: velocity) { [weak self] _ in
            guard let self, self.closingSwipes.contains(where: { $0 === swipe }) else { return }
            self.finish(swipe)
        }
    }

    /// Puts a swiped cell back as it was: content in place, no buttons.
    private func finish(_ swipe: Swipe) {
        UIView.performWithoutAnimation {
            swipe.actionsView.removeFromSuperview()
            let cell = swipe.cell
            cell.bounds = CGRect(origin: .zero, size: cell.bounds.size)
            cell.clipsToBounds = swipe.cellClippedToBounds
        }
        if self.swipe === swipe { self.swipe = nil }
        closingSwipes.removeAll { $0 === swipe }
        collectionView?.swipeStateDidChange(of: swipe.cell, isSwiped: false)
    }

    /// The cell left the screen or went back to its reuse queue: forget its swipe at once.
    func cellDidEndDisplaying(_ cell: UICollectionViewCell) {
        if let swipe, swipe.cell === cell { finish(swipe) }
        for closing in closingSwipes where closing.cell === cell { finish(closing) }
    }

    // MARK: Actions

    /// Runs `action`'s handler; its completion closes the row, or, for a destructive action performed, leaves the
    /// row covered by the action until the data source deletes it (UIKit's order).
    func perform(_ action: UIContextualAction, from button: SwipeActionButton, in swipe: Swipe, fullSwipe: Bool) {
        guard !swipe.isPerformingAction else { return }
        swipe.isPerformingAction = true
        swipe.isFullSwipeArmed = false
        if fullSwipe {
            swipe.actionsView.isExpanded = true
            snap(swipe, to: swipe.cell.bounds.width)
        }
        var completed = false
        action.handler(action, button) { [weak self] performed in
            guard !completed else { return }
            completed = true
            self?.actionCompleted(action, performed: performed, in: swipe)
        }
    }

    private func actionCompleted(_ action: UIContextualAction, performed: Bool, in swipe: Swipe) {
        guard self.swipe === swipe else { return }
        guard performed, action.style == .destructive else {
            swipe.isPerformingAction = false
            close(animated: true)
            return
        }
        swipe.actionsView.isExpanded = true
        snap(swipe, to: swipe.cell.bounds.width)
        // The data source deletes the row now; its departure ends the swipe. If it stays, the row closes.
        let clock = collectionView?.window?.clock ?? .shared
        _ = clock.schedule(after: UICollectionView.updateAnimationDuration + Self.snapDuration) { [weak self] in
            guard let self, self.swipe === swipe, let collectionView = self.collectionView,
                collectionView.indexPath(for: swipe.cell) != nil,
                !collectionView.visible.departing.contains(where: { $0.view === swipe.cell })
            else { return }
            swipe.isPerformingAction = false
            self.close(animated: true)
        }
    }

    /// A touch landed on the collection view itself (not on an action button) while a row is open: a touch outside
    /// the row closes it at once; a touch on the row closes it when it lifts. Either way the touch selects nothing.
    func touchBegan(at point: CGPoint) -> Bool {
        guard let swipe else { return false }
        isSwallowingTouch = true
        if !swipe.cell.frame.contains(point), !swipe.isPerformingAction { close(animated: true) }
        return true
    }

    /// The swallowed touch lifted.
    func touchEnded() {
        isSwallowingTouch = false
        guard let swipe, !swipe.isPerformingAction else { return }
        close(animated: true)
    }
}
