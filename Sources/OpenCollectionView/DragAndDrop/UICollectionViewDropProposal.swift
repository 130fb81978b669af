/// Where in a collection view dropped data goes.
public enum UICollectionViewDropIntent: Int, Sendable {
    /// No particular place yet: the collection view shows nothing special.
    case unspecified = 0
    /// Insert at the destination index path: the items there move aside and a gap opens.
    case insertAtDestinationIndexPath = 1
    /// Put the data into the item at the destination index path, which is highlighted.
    case insertIntoDestinationIndexPath = 2
}

/// A collection view drop delegate's answer to a drag over it: the operation and where the data would go (UIKit's
/// `UICollectionViewDropProposal`).
@MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the data would go.
    public let intent: UICollectionViewDropIntent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with no particular place.
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}
