/// The set of actions revealed when the user swipes a row to one side.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge the row was swiped away from inwards: the first is outermost and is the one a full
    /// swipe performs.
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action; `true` by default, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration showing `actions`; the first one is outermost.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
