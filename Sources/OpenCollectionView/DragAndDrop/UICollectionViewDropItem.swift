/// One item of a drop on a collection view: the dragged item, where it came from in this collection view, and the
/// size of its preview (UIKit's `UICollectionViewDropItem`).
@MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: UIDragItem { get }
    /// Its index path when it was lifted from this same collection view; `nil` otherwise.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview when dropped.
    var previewSize: CGSize { get }
}

/// A drop item as the coordinator hands it out.
@MainActor
final class CollectionDropItem: UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
