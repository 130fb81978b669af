/// The focus settings of a collection view, and what it remembers of its focused items.
struct CollectionFocusState {
    var allowsFocus = false
    var allowsFocusDuringEditing = false
    var selectionFollowsFocus = false
    var remembersLastFocusedIndexPath = false
    var lastFocusedIndexPath: IndexPath?
}

/// Keyboard focus in a collection view: which items may take focus, where focus lands when it enters, and what
/// the delegate hears. The focus system moves between items by their layout attributes, so items without a cell
/// (off screen) are found too and scrolled to.
extension UICollectionView {
    /// Whether the items may take focus (default `false`: on iPadOS 15 collection views opt in, WWDC21 "Focus on
    /// iPad keyboard navigation"); the delegate's `collectionView(_:canFocusItemAt:)` takes precedence.
    public var allowsFocus: Bool {
        get { selection.focus.allowsFocus }
        set { selection.focus.allowsFocus = newValue }
    }

    /// Whether the items may take focus while the collection view is editing (default `false`).
    public var allowsFocusDuringEditing: Bool {
        get { selection.focus.allowsFocusDuringEditing }
        set { selection.focus.allowsFocusDuringEditing = newValue }
    }

    /// Whether focusing an item selects it, as a tap would (default `false`); the delegate's
    /// `collectionView(_:selectionFollowsFocusForItemAt:)` decides per item.
    public var selectionFollowsFocus: Bool {
        get { selection.focus.selectionFollowsFocus }
        set { selection.focus.selectionFollowsFocus = newValue }
    }

    /// Whether focus entering the collection view returns to the item focused last (default `false`).
    public var remembersLastFocusedIndexPath: Bool {
        get { selection.focus.remembersLastFocusedIndexPath }
        set { selection.focus.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether the item at `indexPath` may take focus now: the delegate's answer when it gives one, else
    /// `allowsFocus` (or `allowsFocusDuringEditing` while editing), and the cell's `canBecomeFocused` when it is on
    /// screen.
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        guard isValidItem(indexPath) else { return false }
        if let cell = cellForItem(at: indexPath), !cell.canBecomeFocused { return false }
        return allowsFocusForItem(at: indexPath)
    }

    /// The collection view's own answer for an item, before the cell is asked (a cell's default
    /// `canBecomeFocused`).
    func allowsFocusForItem(at indexPath: IndexPath) -> Bool {
        if let delegate = collectionDelegate {
            var answer = false
            let implemented = ImplementationProbe.isImplemented {
                answer = delegate.collectionView(self, canFocusItemAt: indexPath)
            }
            if implemented { return answer }
        }
        // Full Keyboard Access reaches every item, whatever the app set (`Focus/FullKeyboardAccess.swift`).
        return isUnderFullKeyboardAccess || (isEditing ? allowsFocusDuringEditing : allowsFocus)
    }

    /// Whether some items may take focus: the collection view then is a member of a focus group for its items.
    var hasFocusableItems: Bool {
        if isEditing ? allowsFocusDuringEditing : allowsFocus { return true }
        if isUnderFullKeyboardAccess { return hasItems }
        guard let delegate = collectionDelegate, numberOfSections > 0 else { return false }
        var implemented = false
        for section in 0..<numberOfSections where numberOfItems(inSection: section) > 0 {
            implemented = ImplementationProbe.isImplemented {
                _ = delegate.collectionView(self, canFocusItemAt: IndexPath(item: 0, section: section))
            }
            break
        }
        return implemented
    }

    /// Whether any section has an item (stops at the first that does).
    private var hasItems: Bool {
        for section in 0..<numberOfSections where numberOfItems(inSection: section) > 0 { return true }
        return false
    }

    /// Whether the collection view makes a focus group of its own when nobody names one (UIKit makes collection
    /// and table views focus groups).
    var isFocusGroupOfItsOwn: Bool { true }

    /// The focusable items whose layout frames meet `rect` (content coordinates), with their frames in window
    /// coordinates.
    func focusableItems(in rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)] {
        prepareLayoutIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        var items: [(IndexPath, CGRect)] = []
        for element in attributes where element.representedElementCategory == .cell && !element.isHidden {
            guard canFocusItem(at: element.indexPath) else { continue }
            items.append((element.indexPath, convert(element.frame, to: nil)))
        }
        return items
    }

    /// The content rectangle of all items.
    var focusContentRect: CGRect {
        prepareLayoutIfNeeded()
        return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
    }

    /// Where focus lands when it enters the collection view: the last focused item when it remembers it, the
    /// delegate's preferred item, else the first focusable item in reading order among those on screen (or in
    /// all content when none is on screen).
    func preferredFocusIndexPath(remembering previous: IndexPath?) -> IndexPath? {
        if let previous, canFocusItem(at: previous) { return previous }
        if remembersLastFocusedIndexPath, let last = selection.focus.lastFocusedIndexPath, canFocusItem(at: last) {
            return last
        }
        if let preferred = collectionDelegate?.indexPathForPreferredFocusedView(in: self), canFocusItem(at: preferred) {
            return preferred
        }
        let visible = focusableItems(in: bounds)
        let pool = visible.isEmpty ? focusableItems(in: focusContentRect) : visible
        let first = pool.enumerated().min { lhs, rhs in
            FocusGeometry.readingOrder(lhs.element.frame, rhs.element.frame, lhs.offset, rhs.offset)
        }
        return first?.element.indexPath
    }

    /// Brings the item on screen (the least scrolling that shows it) and returns its cell.
    func revealFocusedItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        if let cell = cellForItem(at: indexPath), bounds.contains(cell.frame) { return cell }
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
        return cellForItem(at: indexPath)
    }

    /// Selects the item as a tap does, with the delegate's `shouldSelect` and `didSelect` (and `didDeselect` for
    /// the items a single selection clears); an item already selected in multiple selection is deselected.
    func selectItemFromKeyboard(at indexPath: IndexPath) {
        guard currentAllowsSelection, isValidItem(indexPath) else { return }
        let delegate = collectionDelegate
        if selection.items.contains(indexPath), currentAllowsMultipleSelection {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !currentAllowsMultipleSelection {
            for selected in selection.items.orderedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selection.items.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Focus moved onto the item: remember it and select it when selection follows focus.
    func focusDidMove(to indexPath: IndexPath) {
        selection.focus.lastFocusedIndexPath = indexPath
        let follows =
            collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus
        if follows, !selection.items.contains(indexPath) { selectItemFromKeyboard(at: indexPath) }
    }

    /// A cell came on screen for an item: it shows the focus ring when its item has focus.
    func focusCellDisplayChanged(_ view: UICollectionReusableView) {
        guard let cell = view as? UICollectionViewCell, let system = window?.focusSystemIfCreated else { return }
        system.refreshFocusAppearance(of: cell)
    }

    /// A cell left the screen: it no longer shows focus, though its item keeps it.
    func focusCellDidEndDisplaying(_ view: UICollectionReusableView) {
        guard let cell = view as? UICollectionViewCell, cell.focusSettings?.halo != nil else { return }
        cell.removeFocusHalo()
        cell.setNeedsUpdateConfiguration()
    }
}
