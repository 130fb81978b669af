/// Keyboard focus in a table view: its rows are the items of its inner collection view, so the collection view's
/// focus settings and the focus system's moves apply, and the table's delegate hears about them in table terms.
extension UITableView {
    /// Whether the rows may take focus (default `false`); the delegate's `tableView(_:canFocusRowAt:)` takes
    /// precedence.
    public var allowsFocus: Bool {
        get { contentCollectionView.allowsFocus }
        set { contentCollectionView.allowsFocus = newValue }
    }

    /// Whether the rows may take focus while the table view is editing (default `false`).
    public var allowsFocusDuringEditing: Bool {
        get { contentCollectionView.allowsFocusDuringEditing }
        set { contentCollectionView.allowsFocusDuringEditing = newValue }
    }

    /// Whether focusing a row selects it, as a tap would (default `false`).
    public var selectionFollowsFocus: Bool {
        get { contentCollectionView.selectionFollowsFocus }
        set { contentCollectionView.selectionFollowsFocus = newValue }
    }

    /// Whether focus entering the table view returns to the row focused last (default `false`).
    public var remembersLastFocusedIndexPath: Bool {
        get { contentCollectionView.remembersLastFocusedIndexPath }
        set { contentCollectionView.remembersLastFocusedIndexPath = newValue }
    }
}
