/// What a drop delegate gets to perform a drop: the items, where they go, the proposal, and the animations that
/// land them (UIKit's `UICollectionViewDropCoordinator`).
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the drop goes (`nil` over empty space).
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal, which the drop follows.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Inserts `placeholder` for `dragItem`, whose data is not there yet; the item lands on it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext
    /// Lands `dragItem` on the item at `indexPath` (call after updating the model and the collection view). With a
    /// diffable data source whose `reorderingHandlers` allow reordering, an item moved within the collection view
    /// is reordered in the snapshot here, and `didReorder` gets the transaction.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Lands `dragItem` into `rect` (cell coordinates) of the item at `indexPath`, shrinking into it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}

/// The coordinator of one drop on one collection view: it records where each item lands, and the drag in flight
/// animates the previews there when the delegate returns.
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    unowned let collectionView: UICollectionView
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    /// Where each dropped item lands, by item identity, with the animation to run.
    private(set) var landings: [(item: UIDragItem, target: DropLanding, animation: DropAnimation)] = []

    /// Where a dropped item's preview goes.
    enum DropLanding {
        case item(IndexPath)
        case into(IndexPath, CGRect)
        case placeholder(DropPlaceholderContext)
    }

    init(
        collectionView: UICollectionView, items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
        proposal: UICollectionViewDropProposal, session: any UIDropSession
    ) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
        -> any UICollectionViewDropPlaceholderContext
    {
        let context = DropPlaceholderContext(
            dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
        collectionView.insertPlaceholder(context)
        landings.append((dragItem, .placeholder(context), context.animation))
        return context
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        if collectionView.reordersDropsThroughDataSource(proposal), let source = dragItem.source,
            source.view === collectionView, let sourceIndexPath = source.indexPath,
            collectionView.canMoveItem(at: sourceIndexPath)
        {
            // A diffable data source with reordering handlers moves the item in its snapshot (UIKit).
            collectionView.reorderThroughDataSource(from: sourceIndexPath, to: indexPath)
        }
        let animation = DropAnimation()
        landings.append((dragItem, .item(indexPath), animation))
        return animation
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        let animation = DropAnimation()
        landings.append((dragItem, .into(indexPath, rect), animation))
        return animation
    }
}
