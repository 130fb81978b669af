/// A view's Auto Layout state: the constraints installed on it, its layout guides, content priorities, the
/// update-constraints flag and, on a hierarchy's root, the layout engine. Created on first use, so views laid out
/// by frames alone carry none of it.
@MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (UIKit's `constraints`), in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    /// Content hugging priorities (horizontal, vertical): 250 for views made in code, as UIKit.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance priorities (horizontal, vertical): 750 for views made in code, as UIKit.
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Whether `updateConstraints()` should run before the next layout.
    var needsUpdateConstraints = true
    /// The engine solving the hierarchy this view is the root of.
    var engine: LayoutEngine?
    /// The engine `systemLayoutSizeFitting` measures this view with, kept between measurements.
    var fittingEngine: LayoutEngine?
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// The view's `keyboardLayoutGuide`.
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
    var contentLayoutGuide: UILayoutGuide?
    var frameLayoutGuide: UILayoutGuide?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view has variables in its hierarchy's engine (so its geometry changes are the engine's input).
    var isEngineItem = false
    /// Content sizes measured since the last `invalidateIntrinsicContentSize()`, by width (-1: the intrinsic
    /// size), as UIKit caches a label's measurements until its content changes.
    var measuredSizes: [CGFloat: CGSize] = [:]
}

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var autoLayout: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The topmost ancestor (the view itself when it has no superview).
    var hierarchyRoot: UIView {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// The engine of the hierarchy the view is in, if constraints are in use there.
    var layoutEngineHost: LayoutEngine? { hierarchyRoot.layoutState?.engine }

    /// The engine of the hierarchy, created when constraints are first installed in it.
    var makeLayoutEngineHost: LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.layoutState?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }

    /// Calls `body` with the kept fitting engines of this view and its ancestors: the engines whose systems
    /// include this view's constraints.
    func forEachFittingEngine(_ body: (LayoutEngine) -> Void) {
        var view: UIView? = self
        while let current = view {
            if let engine = current.layoutState?.fittingEngine { body(engine) }
            view = current.superview
        }
    }

    /// Installs an active constraint on this view (its items' closest common ancestor).
    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.installedOn = self
        makeLayoutEngineHost.constraintAdded(constraint)
        forEachFittingEngine { $0.constraintAdded(constraint) }
        autoLayoutChangedForSelfSizing()
    }

    /// Removes an installed constraint.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let state = layoutState, let index = state.constraints.firstIndex(where: { $0 === constraint }) else {
            return
        }
        layoutEngineHost?.constraintRemoved(constraint)
        forEachFittingEngine { $0.constraintRemoved(constraint) }
        state.constraints.remove(at: index)
        constraint.installedOn = nil
        autoLayoutChangedForSelfSizing()
    }

    /// The intrinsic content size; a label's is remembered until `invalidateIntrinsicContentSize()` (every label
    /// property that changes it invalidates it, as UIKit's contract asks of any view).
    var cachedIntrinsicContentSize: CGSize {
        self is UILabel ? measuredSize(width: -1) { $0.intrinsicContentSize } : intrinsicContentSize
    }

    /// A label's size wrapped at `width`, remembered until `invalidateIntrinsicContentSize()`.
    func cachedSizeThatFits(width: CGFloat) -> CGSize {
        measuredSize(width: width) { $0.sizeThatFits(CGSize(width: width, height: 0)) }
    }

    private func measuredSize(width: CGFloat, _ measure: (UIView) -> CGSize) -> CGSize {
        if let size = layoutState?.measuredSizes[width] { return size }
        let size = measure(self)
        if autoLayout.measuredSizes.count >= 16 { autoLayout.measuredSizes.removeAll() }
        autoLayout.measuredSizes[width] = size
        return size
    }

    /// `translatesAutoresizingMaskIntoConstraints` or another input the engine reads structurally changed.
    func layoutItemChanged() {
        makeLayoutEngineHost.setNeedsRebuild()
        forEachFittingEngine { $0.setNeedsRebuild() }
    }

    /// `invalidateIntrinsicContentSize()` was called.
    func intrinsicContentSizeInvalidated() {
        layoutState?.measuredSizes.removeAll()
        layoutEngineHost?.intrinsicSizeChanged(self)
        forEachFittingEngine { $0.intrinsicSizeChanged(self) }
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeChanged(self)
    }

    /// Before layout: brings the hierarchy's engine up to date (update-constraints pass, pending changes, solve).
    func updateLayoutEngineBeforeLayout() {
        let root = hierarchyRoot
        guard let engine = root.layoutState?.engine else { return }
        if root === self { engine.itemGeometryChanged() }
        engine.update()
    }

    /// The default `layoutSubviews()`: frames of constraint-positioned subviews from the engine's solution.
    func applyConstraintLayoutToSubviews() {
        layoutEngineHost?.applyFrames(toSubviewsOf: self)
    }

    /// Before the view leaves its superview: constraints between the subtree and the rest are deactivated (as UIKit
    /// removes them), and both hierarchies' engines rebuild.
    func layoutHierarchyWillDetach() {
        superview?.forEachFittingEngine { $0.setNeedsRebuild() }
        guard superview != nil, let engine = layoutEngineHost else { return }
        var crossing: [NSLayoutConstraint] = []
        var ancestor = superview
        while let view = ancestor {
            for constraint in view.layoutState?.constraints ?? []
            where constraint.views.contains(where: { $0.isDescendant(of: self) }) {
                crossing.append(constraint)
            }
            ancestor = view.superview
        }
        NSLayoutConstraint.deactivate(crossing)
        engine.setNeedsRebuild()
        let own = LayoutEngine(root: self)
        // An update-constraints pass the old hierarchy owed is owed by the subtree on its own now.
        own.needsConstraintUpdate = engine.needsConstraintUpdate
        autoLayout.engine = own
    }

    /// After the view joined a superview: its own engine (if it was a root) gives way to the new root's, which
    /// takes over the update-constraints pass the subtree was waiting for — a stack view made before it joined
    /// makes its arrangement constraints in that pass, and UIKit runs it over the whole window before the next
    /// layout, so they are solved in the first one.
    func layoutHierarchyDidAttach() {
        superview?.forEachFittingEngine { $0.setNeedsRebuild() }
        guard let own = layoutState?.engine else { return }
        layoutState?.engine = nil
        let engine = makeLayoutEngineHost
        if own.needsConstraintUpdate { engine.needsConstraintUpdate = true }
        engine.setNeedsRebuild()
    }

    /// Before a layout pass (`layoutIfNeeded()`): brings the hierarchy's engine up to date first, as UIKit updates
    /// constraints and solves for the window before laying anything out, so a view whose solved frame changed
    /// marks its superview before the pass walks past it.
    func updateLayoutEngineBeforeLayoutPass() {
        layoutEngineHost?.update()
    }
}
