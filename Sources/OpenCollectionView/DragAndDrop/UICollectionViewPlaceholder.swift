/// A cell shown in place of an item whose data is not there yet (UIKit's `UICollectionViewPlaceholder`).
@MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder cell goes.
    public let insertionIndexPath: IndexPath
    /// The registered cell to dequeue for it.
    public let reuseIdentifier: String
    /// Configures the placeholder cell each time it is made or updated.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder of the cell registered as `reuseIdentifier`, inserted at `insertionIndexPath`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item while its data loads (UIKit's `UICollectionViewDropPlaceholder`).
@MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// How the placeholder cell is drawn as the item lands on it.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}
