/// A placeholder inserted by a drop: commit it to a real item once the data arrives, or delete it (UIKit's
/// `UICollectionViewDropPlaceholderContext`).
@MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The dragged item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Replaces the placeholder with a real item: `dataSourceUpdates` inserts it in the model at the index path it
    /// is given (where the placeholder is now). `false` when the placeholder is gone already.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder. `false` when it is gone already.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Asks the placeholder cell to be configured again by its `cellUpdateHandler`.
    func setNeedsCellUpdate()
}

/// The placeholder context a drop hands out; the collection view tracks where its placeholder is.
@MainActor
final class DropPlaceholderContext: UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewPlaceholder
    weak var collectionView: UICollectionView?
    let animation = DropAnimation()
    /// Whether the placeholder was committed or deleted.
    private(set) var isResolved = false
    /// Where the placeholder is now (`nil` before it is inserted or after it is gone).
    var indexPath: IndexPath?

    init(dragItem: UIDragItem, placeholder: UICollectionViewPlaceholder, collectionView: UICollectionView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
    }

    func addAnimations(_ animations: @escaping () -> Void) { animation.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animation.addCompletion(completion)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !isResolved, let collectionView else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "commitInsertion(dataSourceUpdates:) on a placeholder that was already committed or deleted")
            return false
        }
        isResolved = true
        return collectionView.commitPlaceholder(self, dataSourceUpdates: dataSourceUpdates)
    }

    func deletePlaceholder() -> Bool {
        guard !isResolved, let collectionView else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "deletePlaceholder() on a placeholder that was already committed or deleted")
            return false
        }
        isResolved = true
        return collectionView.deletePlaceholder(self)
    }

    func setNeedsCellUpdate() {
        guard !isResolved else { return }
        collectionView?.updatePlaceholderCell(self)
    }
}
