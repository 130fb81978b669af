/// One change of a batch update, as a layout sees it in `prepare(forCollectionViewUpdates:)`: an insert, delete,
/// reload or move of an item (index path with an item) or a whole section (index path with `NSNotFound` as item).
@MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }

    /// The index path before the update (`nil` for inserts).
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (`nil` for deletes).
    public let indexPathAfterUpdate: IndexPath?
    /// The kind of change.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// Whether the change concerns a whole section.
    var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound }
}
