/// The object that decides what drops on a collection view do and performs them (UIKit's
/// `UICollectionViewDropDelegate`). Every method but `performDropWith` has UIKit's default.
@MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: move or insert them through the coordinator.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection view takes part in this drop at all (default `true`).
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag entered the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the collection view: what a drop at `destinationIndexPath` would do (`nil` over empty
    /// space; the item count of a section for its end). The default proposes `.cancel`.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The drag left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag that was over the collection view ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// How the item at `indexPath` is drawn as the drop lands on it (default `nil`: the whole cell).
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// Takes part in every drop (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }
    /// Nothing to do (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// Refuses the drop without a sign (a collection view whose delegate proposes nothing takes no drops).
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    /// Nothing to do (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing to do (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    /// The whole cell (UIKit's default).
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    { nil }
}
