/// The object that supplies the items a drag lifts from a collection view and follows the drag session (UIKit's
/// `UICollectionViewDragDelegate`). Every method but `itemsForBeginning` has UIKit's default.
@MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items to drag when the user lifts the item at `indexPath`; none cancels the lift.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// Items to add to the drag when the user taps the item at `indexPath` during it (default: none).
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    /// How the lifted item at `indexPath` is drawn (default `nil`: the whole cell).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    /// The drag is about to begin.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag ended (dropped or cancelled).
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items (default `true`).
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// Whether the drag stays inside this app (default `false`).
    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

extension UICollectionViewDragDelegate {
    /// No items to add (UIKit's default).
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] { [] }
    /// The whole cell (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    { nil }
    /// Nothing to do (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing to do (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// Moves are allowed (UIKit's default).
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    /// The drag may leave the app (UIKit's default).
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
}
