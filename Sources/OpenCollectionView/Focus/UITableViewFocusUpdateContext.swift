/// A focus update in a table view, with the index paths of the rows involved (UIKit's
/// `UITableViewFocusUpdateContext`).
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the previously focused row, when it was in this table view.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The index path of the next focused row, when it is in this table view.
    public let nextFocusedIndexPath: IndexPath?

    init(_ context: UICollectionViewFocusUpdateContext) {
        previouslyFocusedIndexPath = context.previouslyFocusedIndexPath
        nextFocusedIndexPath = context.nextFocusedIndexPath
        super.init(
            previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
    }
}
