extension UIView {
    /// `window`: the window itself, or the one the view was added to.
    var windowContainingView: UIWindow? {
        if let window = self as? UIWindow { return window }
        return windowStorage
    }

    /// `insertSubview(_:at:)`: inserts `view` at `index` in the subview list (clamped to the list, as UIKit does).
    /// The work of every method that adds a subview, so that overriding one does not change the others.
    func placeSubview(_ view: UIView, at index: Int) {
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

    /// `insertSubview(_:aboveSubview:)`: inserts `view` just above `sibling` (at the top without it).
    func placeSubview(_ view: UIView, above sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
            return placeSubview(view, at: subviews.count)
        }
        let currentIndex = subviews.firstIndex { $0 === view }
        placeSubview(view, at: currentIndex.map { $0 < index ? index : index + 1 } ?? index + 1)
    }

    /// `insertSubview(_:belowSubview:)`: inserts `view` just below `sibling` (at the bottom without it).
    func placeSubview(_ view: UIView, below sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return placeSubview(view, at: 0) }
        let currentIndex = subviews.firstIndex { $0 === view }
        placeSubview(view, at: currentIndex.map { $0 < index ? index - 1 : index } ?? index)
    }

    /// `bringSubviewToFront(_:)`: moves `view` to the top of the subview list.
    func moveSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        setNeedsDisplayOrder()
    }

    /// `sendSubviewToBack(_:)`: moves `view` to the bottom of the subview list.
    func moveSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        setNeedsDisplayOrder()
    }

    /// `exchangeSubview(at:withSubviewAt:)`: swaps the subviews at two indexes.
    func swapSubviews(_ index1: Int, _ index2: Int) {
        subviews.swapAt(index1, index2)
        setNeedsDisplayOrder()
    }

    /// `removeFromSuperview()`: removes the view from its superview and window.
    func detachFromHierarchy() {
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

    /// `isDescendant(of:)`: whether the view is `view` or one of its descendants.
    func isInSubtree(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// `viewWithTag(_:)`: the first view in this subtree (depth first, self included) with the given tag.
    func firstView(taggedWith tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.firstView(taggedWith: tag) { return found } }
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
