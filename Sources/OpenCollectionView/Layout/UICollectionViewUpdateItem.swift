/// One change of a batch update, as a layout sees it in `prepare(forCollectionViewUpdates:)`: an insert, delete,
/// reload or move of an item (index path with an item) or a whole section (index path with `NSNotFound` as item).
///
/// As in UIKit the collection view creates these; layouts' tests make their own by subclassing and overriding the
/// three read-only properties.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    /// The index path before the update (`nil` for inserts).
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// The index path after the update (`nil` for deletes).
    open var indexPathAfterUpdate: IndexPath? { after }
    /// The kind of change.
    open var updateAction: Action { action }

    /// Creates an update item with no index paths and the action `.none` (UIKit's inherited `init()`).
    public override init() {
        before = nil
        after = nil
        action = .none
        super.init()
    }

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }

    /// Whether the change concerns a whole section.
    var isSectionUpdate: Bool { (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound }
}
