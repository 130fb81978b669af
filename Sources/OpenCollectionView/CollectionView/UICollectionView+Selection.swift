/// Selection and highlighting, from touches (with every delegate call in UIKit's order) and from code (without).
extension UICollectionView {
    /// The selected items, in the order they were selected.
    public var indexPathsForSelectedItems: [IndexPath]? { selection.orderedIndexPaths }

    /// Selects the item at `indexPath` (or deselects everything for `nil`) without calling the delegate, and
    /// scrolls it to `scrollPosition`. In single selection the previous selection is cleared.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selection.orderedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValidItem(indexPath) else { return }
        if !currentAllowsMultipleSelection {
            for selected in selection.orderedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        selection.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    var currentAllowsSelection: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    var currentAllowsMultipleSelection: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    // MARK: Touches

    func selectionTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        dismissEditMenu()
        installMenuGestureGate()
        if swipeActionsTouchBegan(touches) { return }
        guard touchedIndexPath == nil, let touch = touches.first, let indexPath = touchedItem(touch) else {
            forwardTouchesBegan(touches, with: event)
            return
        }
        touchedIndexPath = indexPath
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlightedIndexPaths.append(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func selectionTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchedIndexPath == nil, !isSwipeActionsSwallowingTouch else { return }
        forwardTouchesMoved(touches, with: event)
    }

    func selectionTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isSwipeActionsSwallowingTouch { return swipeActionsTouchFinished(ended: true) }
        guard let indexPath = touchedIndexPath else {
            forwardTouchesEnded(touches, with: event)
            return
        }
        touchedIndexPath = nil
        let stillOnItem = touches.first.flatMap(touchedItem) == indexPath
        guard stillOnItem, currentAllowsSelection else {
            unhighlight(indexPath)
            return
        }
        if selection.contains(indexPath), currentAllowsMultipleSelection {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
                unhighlight(indexPath)
                return
            }
            unhighlight(indexPath)
            deselectItem(at: indexPath, animated: true)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            unhighlight(indexPath)
            return
        }
        unhighlight(indexPath)
        if !currentAllowsMultipleSelection {
            for selected in selection.orderedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: true)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selection.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func selectionTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isSwipeActionsSwallowingTouch { return swipeActionsTouchFinished(ended: false) }
        guard let indexPath = touchedIndexPath else {
            forwardTouchesCancelled(touches, with: event)
            return
        }
        touchedIndexPath = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        guard let index = highlightedIndexPaths.firstIndex(of: indexPath) else { return }
        highlightedIndexPaths.remove(at: index)
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The item whose cell the touch is on, found by hit-testing (so transformed cells are hit where they show).
    private func touchedItem(_ touch: UITouch) -> IndexPath? {
        var view = hitTest(touch.location(in: self), with: nil)
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell, let indexPath = indexPath(for: cell) { return indexPath }
            view = current.superview
        }
        return nil
    }
}
