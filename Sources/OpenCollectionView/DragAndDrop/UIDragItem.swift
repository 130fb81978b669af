/// One thing being dragged: the item provider carrying its data, an object only this app can see, and how it
/// looks while dragged (UIKit's `UIDragItem`).
@MainActor
open class UIDragItem: NSObject {
    /// The data the item carries.
    public let itemProvider: NSItemProvider
    /// An object for drops inside this app (a model value, say), never seen by other apps.
    open var localObject: Any?
    /// Makes the item's preview while it is dragged (`nil`: the lifted view's snapshot).
    open var previewProvider: (() -> UIDragPreview?)?

    /// Where the item came from when a collection view or a view with a drag interaction lifted it.
    var source: DragItemSource?

    /// An item carrying `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// The view an item was lifted from, and its index path when that is a collection view.
@MainActor
struct DragItemSource {
    weak var view: UIView?
    var indexPath: IndexPath?
    /// The lifted view's frame in window coordinates when the drag began, where a cancelled drag flies back to.
    var frameInWindow: CGRect
}
