/// Selection and highlighting, from touches (with every delegate call in UIKit's order) and from code (without).
extension UICollectionView {
    /// The selected items, in the order they were selected.
    public var indexPathsForSelectedItems: [IndexPath]? { selection.items.orderedIndexPaths }

    /// Selects the item at `indexPath` (or deselects everything for `nil`) without calling the delegate, and
    /// scrolls it to `scrollPosition`. In single selection the previous selection is cleared.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selection.items.orderedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValidItem(indexPath) else { return }
        if !currentAllowsMultipleSelection {
            for selected in selection.items.orderedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: animated)
            }
        }
        selection.items.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without calling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.items.remove(indexPath)
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
        guard selection.touchedIndexPath == nil, let touch = touches.first, let indexPath = touchedItem(touch) else {
            forwardTouchesBegan(touches, with: event)
            return
        }
        selection.touchedIndexPath = indexPath
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        selection.highlighted.append(indexPath)
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func selectionTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard selection.touchedIndexPath == nil, !isSwipeActionsSwallowingTouch else { return }
        forwardTouchesMoved(touches, with: event)
    }

    func selectionTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isSwipeActionsSwallowingTouch { return swipeActionsTouchFinished(ended: true) }
        guard let indexPath = selection.touchedIndexPath else {
            forwardTouchesEnded(touches, with: event)
            return
        }
        selection.touchedIndexPath = nil
        let stillOnItem = touches.first.flatMap(touchedItem) == indexPath
        guard stillOnItem, currentAllowsSelection else {
            unhighlight(indexPath)
            return
        }
        if selection.items.contains(indexPath), currentAllowsMultipleSelection {
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
            for selected in selection.items.orderedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: true)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selection.items.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func selectionTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isSwipeActionsSwallowingTouch { return swipeActionsTouchFinished(ended: false) }
        guard let indexPath = selection.touchedIndexPath else {
            forwardTouchesCancelled(touches, with: event)
            return
        }
        selection.touchedIndexPath = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        guard let index = selection.highlighted.firstIndex(of: indexPath) else { return }
        selection.highlighted.remove(at: index)
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
