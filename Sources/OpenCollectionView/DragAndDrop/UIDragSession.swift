/// A drag as its source sees it: the items, where the touch is, and a context of the source's own (UIKit's
/// `UIDragSession`).
@MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source wants to keep with the drag (UIKit leaves it `nil`).
    var localContext: Any? { get set }
}

/// The drag session a lift in this window starts: it reads the items and the location from the drag in flight.
@MainActor
final class LocalDragSession: UIDragSession {
    unowned let activity: DragActivity
    var localContext: Any?

    init(activity: DragActivity) { self.activity = activity }

    var items: [UIDragItem] { activity.items }
    func location(in view: UIView) -> CGPoint { view.convert(activity.location, from: activity.window) }
    var allowsMoveOperation: Bool { activity.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { activity.isRestrictedToDraggingApplication }
}
