extension AccessibilityTree {
    /// The view that has keyboard focus in `view`'s window (`UIFocusSystem`'s focused item, when it is a view), or
    /// `nil` when nothing is focused or the window never used its focus system.
    public static func focusedView(in view: UIView) -> UIView? {
        guard let window = view as? UIWindow ?? view.window, let system = window.focusSystemIfCreated else {
            return nil
        }
        return system.focusedItem as? UIView
    }

    /// The id of the node that stands for the focused view of `view`'s window among `ids` (the ids of a tree's
    /// nodes): the focused view's own, else its nearest superview's that is a node (a label inside a focused cell
    /// belongs to the cell's element); `nil` when focus is on nothing in the tree.
    public static func focusedNodeID(in view: UIView, among ids: Set<Int>) -> Int? {
        var current = focusedView(in: view)
        while let candidate = current {
            let id = AccessibilityTreeNode.id(of: candidate)
            if ids.contains(id) { return id }
            current = candidate.superview
        }
        return nil
    }
}
