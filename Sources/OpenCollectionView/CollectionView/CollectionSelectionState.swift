/// What a collection view knows of the user's choice of items: the selected items in selection order, the item a
/// touch is on and the items highlighted under it, and keyboard focus (its settings and the item it remembers).
/// Selection and highlight change from touches and from code (`UICollectionView+Selection.swift`), focus from the
/// focus system (`Focus/UICollectionView+Focus.swift`); a reload forgets the selection and a batch update moves it
/// to the items' new index paths.
struct CollectionSelectionState {
    /// Selected items, in selection order.
    var items = SelectionSet()
    /// The item a touch is on.
    var touchedIndexPath: IndexPath?
    /// The items highlighted under the touch.
    var highlighted: [IndexPath] = []
    /// Keyboard focus settings and memory (`Focus/UICollectionView+Focus.swift`).
    var focus = CollectionFocusState()

    /// Forgets the touch and its highlight (a reload or a batch update changes the items under it).
    mutating func forgetTouch() {
        highlighted.removeAll()
        touchedIndexPath = nil
    }
}
