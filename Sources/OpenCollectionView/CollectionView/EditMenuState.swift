/// The edit menu of a collection view's items: the long press that shows an item's edit or context menu, and the
/// menu on screen, dismissed by a touch elsewhere or by scrolling (`UICollectionView+EditMenu.swift`).
struct EditMenuState {
    /// The long press showing menus.
    var gestureRecognizer: UILongPressGestureRecognizer?
    /// The menu on screen.
    var view: UIView?
}
