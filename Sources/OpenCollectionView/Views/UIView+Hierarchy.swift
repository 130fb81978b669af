extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        if let window = self as? UIWindow { return window }
        return windowStorage
    }

    /// Adds `view` at the top of the subview list, removing it from its old superview first.
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` in the subview list (clamped to the list, as UIKit does).
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "Can't add self as subview")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsDisplayOrder()
            return
        }
        let newWindow = window
        let windowChanges = view.window !== newWindow
        if windowChanges { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.layoutHierarchyWillDetach()
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if windowChanges { view.setWindow(newWindow) }
        view.didMoveToSuperview()
        if windowChanges { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        view.layoutHierarchyDidAttach()
        setNeedsDisplayOrder()
        view.setNeedsLayout()
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let currentIndex = subviews.firstIndex { $0 === view }
        insertSubview(view, at: currentIndex.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let currentIndex = subviews.firstIndex { $0 === view }
        insertSubview(view, at: currentIndex.map { $0 < index ? index - 1 : index } ?? index)
    }

    /// Moves `view` to the top of the subview list.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        setNeedsDisplayOrder()
    }

    /// Moves `view` to the bottom of the subview list.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        setNeedsDisplayOrder()
    }

    /// Swaps the subviews at two indexes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
        setNeedsDisplayOrder()
    }

    /// Removes the view from its superview and window.
    public func removeFromSuperview() {
        guard let superview else { return }
        let windowChanges = window != nil && !(self is UIWindow)
        if windowChanges { notifyWillMove(toWindow: nil) }
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        layoutHierarchyWillDetach()
        detachFromSuperview()
        if windowChanges { setWindow(nil) }
        didMoveToSuperview()
        if windowChanges { notifyDidMoveToWindow() }
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsDisplayOrder()
        self.superview = nil
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) with the given tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    private func setWindow(_ newWindow: UIWindow?) {
        if !(self is UIWindow) { windowStorage = newWindow }
        // Animations started while the view was in no window (on the current scene's clock) go on in the window's.
        if let newWindow, !layer.animations.isEmpty { layer.moveAnimations(to: newWindow.clock) }
        for subview in subviews { subview.setWindow(newWindow) }
    }

    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
