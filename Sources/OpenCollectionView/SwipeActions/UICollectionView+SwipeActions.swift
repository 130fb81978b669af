/// Swipe actions on a collection view's items: the configurations come from the section's list configuration
/// (`leadingSwipeActionsConfigurationProvider`, `trailingSwipeActionsConfigurationProvider`, as in UIKit) and, for
/// any other layout, from the delegate (an extension of UIKit).
extension UICollectionView {
    /// Adds the pan that swipes rows (called once, when the collection view is created).
    func installSwipeActionsGesture() {
        guard swipeActionsController == nil else { return }
        swipeActionsController = SwipeActionsController(collectionView: self)
    }

    /// The actions for the item's `leading` (or trailing) edge: the list section's provider first, then the
    /// delegate.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        if let provider = listSwipeActionsProvider(forSection: indexPath.section, leading: leading) {
            return provider(indexPath)
        }
        guard let delegate = collectionDelegate else { return nil }
        return leading
            ? delegate.collectionView(self, leadingSwipeActionsConfigurationForItemAt: indexPath)
            : delegate.collectionView(self, trailingSwipeActionsConfigurationForItemAt: indexPath)
    }

    /// Tells the cell whether it is swiped, so its configuration state (`isSwiped`) follows.
    func swipeStateDidChange(of cell: UICollectionViewCell, isSwiped: Bool) {
        cell.setSwipedConfigurationState(isSwiped)
    }

    /// Closes the open row, if any (scrolling, a tap elsewhere, updates).
    func closeSwipedItem(animated: Bool) {
        swipeActionsController?.close(animated: animated)
    }

    /// A touch on the collection view while a row is open closes the row instead of selecting; `true` when the
    /// touch was taken for that.
    func swipeActionsTouchBegan(_ touches: Set<UITouch>) -> Bool {
        guard let controller = swipeActionsController, let touch = touches.first else { return false }
        return controller.touchBegan(at: touch.location(in: self))
    }

    /// Whether the touch now down is the one that closes an open row (its other phases are ignored).
    var isSwipeActionsSwallowingTouch: Bool { swipeActionsController?.isSwallowingTouch ?? false }

    /// The swallowed touch lifted (`ended`) or was taken by a gesture (`cancelled`).
    func swipeActionsTouchFinished(ended: Bool) {
        guard let controller = swipeActionsController, controller.isSwallowingTouch else { return }
        if ended {
            controller.touchEnded()
        } else {
            controller.isSwallowingTouch = false
        }
    }

    /// A cell left the screen: a swipe on it ends.
    func swipeActionsCellDidEndDisplaying(_ view: UICollectionReusableView) {
        guard let cell = view as? UICollectionViewCell else { return }
        swipeActionsController?.cellDidEndDisplaying(cell)
    }
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    public func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
}
