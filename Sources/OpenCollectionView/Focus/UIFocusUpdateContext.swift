/// What a focus update changes: the item losing focus, the item gaining it, and the direction of the move
/// (UIKit's `UIFocusUpdateContext`).
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item focused before the update.
    public private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the update.
    public private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction focus moved in (empty for programmatic updates).
    public let focusHeading: UIFocusHeading

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }

    /// The view focused before the update, when the item is a view.
    public var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view focused after the update, when the item is a view.
    public var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}
