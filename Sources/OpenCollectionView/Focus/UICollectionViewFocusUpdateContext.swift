/// A focus update in a collection view, with the index paths of the items involved (UIKit's
/// `UICollectionViewFocusUpdateContext`).
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the previously focused item, when it was in this collection view.
    public let previouslyFocusedIndexPath: IndexPath?
    /// The index path of the next focused item, when it is in this collection view.
    public let nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, previousIndexPath: IndexPath?, nextIndexPath: IndexPath?) {
        previouslyFocusedIndexPath = previousIndexPath
        nextFocusedIndexPath = nextIndexPath
        super.init(
            previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
    }
}
