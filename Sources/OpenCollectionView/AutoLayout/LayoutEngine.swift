/// The Auto Layout engine of one view hierarchy: every view and layout guide that constraints refer to (and every
/// view positioned by constraints) gets four solver variables — its frame's minimum x and y in the root's
/// coordinate space, its width and its height — and every active constraint, autoresizing-mask constraint,
/// intrinsic-size constraint and system-guide constraint becomes a solver constraint.
///
/// Structural changes (views joining or leaving, `translatesAutoresizingMaskIntoConstraints` flips) rebuild the
/// solver at the next layout; activating or deactivating constraints between items it already has, changing a
/// constant or a priority, an intrinsic size, a margin or an autoresizing view's frame all update it incrementally.
/// A `fitting` engine measures its root for `systemLayoutSizeFitting`: its root's size is free and pulled towards
/// the target size at the fitting priorities. The root keeps it between measurements (UIKit keeps a cell's engine
/// too), and changes in the root's subtree reach it as they reach the hierarchy's engine, so measuring a cell again —
/// after new text, at a new width — re-solves incrementally instead of building the system afresh.
@MainActor
final class LayoutEngine {
    /// The hierarchy's root view.
    weak var root: UIView?
    private(set) var fitting: Fitting?

    struct Fitting: Equatable {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    var solver = ConstraintSolver()
    var items: [ObjectIdentifier: EngineItem] = [:]
    var orderedItems: [EngineItem] = []
    /// The active constraints in the solver (absent: waiting to be added, or broken by a conflict).
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    var pendingAdds: [NSLayoutConstraint] = []
    var pendingChanges: [NSLayoutConstraint] = []
    var dirtyIntrinsic: [UIView] = []
    var needsRebuild = true
    /// Whether `updateConstraints()` should run before the next solve.
    var needsConstraintUpdate = true
    /// Whether geometry the engine reads (autoresizing views' frames, margins) may have changed.
    var inputsChanged = true
    var isUpdating = false
    var isApplying = false

    struct InstalledConstraint {
        let constraint: NSLayoutConstraint
        var id: ConstraintSolver.ConstraintID
        var expression: LinearExpression
        var strength: Double
    }

    /// Creates the engine of a hierarchy.
    init(root: UIView) {
        self.root = root
        fitting = nil
    }

    /// Creates a temporary engine measuring `root` for `systemLayoutSizeFitting`.
    init(root: UIView, fitting size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        self.root = root
        fitting = Fitting(size: size, horizontal: horizontal, vertical: vertical)
    }

    /// Points a fitting engine at a new target size and fitting priorities: a new size is a constant change on the
    /// root's size constraints, new priorities re-add them.
    func retarget(_ size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        let target = Fitting(size: size, horizontal: horizontal, vertical: vertical)
        if let fitting, fitting.horizontal != horizontal || fitting.vertical != vertical {
            if let root, let item = items[ObjectIdentifier(root)] {
                for existing in item.anchoring { try? solver.removeConstraint(existing.id) }
                self.fitting = target
                addAnchoring(item)
            }
        }
        self.fitting = target
        // The frames of the subtree's autoresizing views and its margins are read again (a kept engine hears
        // about constraints and intrinsic sizes, not about every frame change).
        inputsChanged = true
    }

    // MARK: Change notifications

    /// Asks the hierarchy to lay out (a fitting engine solves when asked for its size instead).
    private func requestLayout() {
        if fitting == nil { root?.setNeedsLayout() }
    }

    /// Something structural changed: rebuild before the next layout.
    func setNeedsRebuild() {
        needsRebuild = true
        requestLayout()
    }

    func constraintAdded(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return requestLayout() }
        pendingAdds.append(constraint)
        requestLayout()
    }

    func constraintRemoved(_ constraint: NSLayoutConstraint) {
        pendingAdds.removeAll { $0 === constraint }
        if let record = installed.removeValue(forKey: ObjectIdentifier(constraint)) {
            try? solver.removeConstraint(record.id)
            for identifier in constraint.objectIdentifiers {
                items[identifier]?.constraints.removeAll { $0 === constraint }
            }
        }
        inputsChanged = true
        requestLayout()
    }

    func constraintChanged(_ constraint: NSLayoutConstraint) {
        pendingChanges.append(constraint)
        requestLayout()
    }

    func intrinsicSizeChanged(_ view: UIView) {
        dirtyIntrinsic.append(view)
        requestLayout()
    }

    func itemGeometryChanged() {
        guard !isApplying, !isUpdating else { return }
        inputsChanged = true
    }

    // MARK: Updating

    /// Brings the solution up to date: the update-constraints pass, then a rebuild or the pending incremental
    /// changes, then re-measuring wrapping labels at their solved widths; views whose frames change get
    /// `setNeedsLayout` on their superviews.
    func update() {
        guard let root, !isUpdating else { return }
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            root.updateConstraintsIfNeeded()
        }
        guard
            needsRebuild || inputsChanged || !pendingAdds.isEmpty || !pendingChanges.isEmpty
                || !dirtyIntrinsic.isEmpty
        else { return }
        isUpdating = true
        defer { isUpdating = false }
        if needsRebuild {
            rebuild(root)
        } else {
            applyPendingChanges()
            syncInputs()
        }
        inputsChanged = false
        solveWrappingLabels()
        if fitting == nil { markChangedFrames() }
    }

    private func applyPendingChanges() {
        let adds = pendingAdds
        pendingAdds = []
        for constraint in adds where constraint.installedOn != nil && installed[ObjectIdentifier(constraint)] == nil {
            // The items' own identities suffice: a guide's owning view became an item with the guide.
            guard constraint.objectIdentifiers.allSatisfy({ items[$0] != nil }),
                !constraint.involvesScrollView
                    || engineObjects(of: constraint).allSatisfy({ items[ObjectIdentifier($0)] != nil })
            else {
                guard let root else { return }
                rebuild(root)
                return
            }
            add(constraint)
        }
        let changes = pendingChanges
        pendingChanges = []
        for constraint in changes { refresh(constraint) }
        let dirty = dirtyIntrinsic
        dirtyIntrinsic = []
        for view in dirty {
            guard let item = items[ObjectIdentifier(view)] else { continue }
            syncIntrinsicSize(item)
            for constraint in item.constraints where constraint.usesBaseline {
                refresh(constraint, rebuildExpression: true)
            }
        }
    }

    /// Creates the solver afresh from the hierarchy.
    func rebuild(_ root: UIView) {
        if fitting == nil { for item in orderedItems { item.view?.layoutState?.isEngineItem = false } }
        solver = ConstraintSolver()
        items = [:]
        orderedItems = []
        installed = [:]
        pendingAdds = []
        pendingChanges = []
        dirtyIntrinsic = []
        needsRebuild = false
        var constraints: [NSLayoutConstraint] = []
        collect(root, into: &constraints)
        for constraint in constraints {
            for view in constraint.views { ensureItem(view) }
            for case let guide as UILayoutGuide in engineObjects(of: constraint) { ensureItem(guide) }
            if constraint.usesBaseline {
                for case let view as UIView in constraint.first.items + (constraint.second?.items ?? []) {
                    ensureItem(view.forFirstBaselineLayout)
                    ensureItem(view.forLastBaselineLayout)
                }
            }
        }
        for item in orderedItems { addAnchoring(item) }
        for item in orderedItems { syncIntrinsicSize(item) }
        for constraint in constraints { add(constraint) }
    }

    private func collect(_ view: UIView, into constraints: inout [NSLayoutConstraint]) {
        if view === root || !view.translatesAutoresizingMaskIntoConstraints { ensureItem(view) }
        if let state = view.layoutState {
            constraints.append(contentsOf: state.constraints.filter(\.isValid))
        }
        for subview in view.subviews { collect(subview, into: &constraints) }
    }

    /// The item for a view or guide, creating its variables.
    @discardableResult
    func ensureItem(_ object: AnyObject) -> EngineItem {
        if let item = items[ObjectIdentifier(object)] { return item }
        if let guide = object as? UILayoutGuide, let owner = guide.owningView { ensureItem(owner) }
        let item = EngineItem(
            object: object, x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        if let view = object as? UIView {
            item.isConstraintPositioned = view !== root && !view.translatesAutoresizingMaskIntoConstraints
        }
        items[ObjectIdentifier(object)] = item
        orderedItems.append(item)
        if fitting == nil, let view = object as? UIView { view.autoLayout.isEngineItem = true }
        return item
    }

    // MARK: Reading the solution

    /// An item's frame (views: frame; guides: layout frame) in the root's coordinate space.
    func solvedRect(_ item: EngineItem) -> CGRect {
        CGRect(
            x: solver.value(of: item.x), y: solver.value(of: item.y), width: solver.value(of: item.width),
            height: solver.value(of: item.height))
    }

    /// A view's origin in the root's coordinate space: solved when it is an item, else from frames.
    func origin(of view: UIView) -> CGPoint {
        if view === root { return .zero }
        if let item = items[ObjectIdentifier(view)] {
            return CGPoint(x: solver.value(of: item.x), y: solver.value(of: item.y))
        }
        let own = view.unrotatedFrame.origin
        guard let superview = view.superview else { return own }
        let parent = origin(of: superview)
        return CGPoint(x: parent.x + own.x, y: parent.y + own.y)
    }

    /// The frame the solution gives `view` in its superview, rounded to the screen's pixels as UIKit rounds
    /// (each edge to the nearest pixel).
    func solvedFrame(of view: UIView, scale knownScale: CGFloat? = nil) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)], let superview = view.superview else { return nil }
        let rect = solvedRect(item)
        let parent = origin(of: superview)
        let scale = knownScale ?? pixelScale
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX - parent.x)
        let minY = round(rect.minY - parent.y)
        let maxX = round(rect.maxX - parent.x)
        let maxY = round(rect.maxY - parent.y)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// A user guide's frame in its owning view's coordinates.
    func frame(of guide: UILayoutGuide, in owner: UIView) -> CGRect {
        update()
        guard let item = items[ObjectIdentifier(guide)] else { return .zero }
        let rect = solvedRect(item)
        let origin = origin(of: owner)
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The default `layoutSubviews`: sets the frames of `view`'s constraint-positioned subviews.
    func applyFrames(toSubviewsOf view: UIView) {
        update()
        isApplying = true
        defer { isApplying = false }
        let scale = pixelScale
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let frame = solvedFrame(of: subview, scale: scale), frame != subview.unrotatedFrame else { continue }
            subview.setUnrotatedFrame(frame)
        }
        if let scrollView = view as? UIScrollView { applyContentSize(to: scrollView) }
    }

    /// The scale frames are rounded to: the hierarchy's screen's.
    var pixelScale: CGFloat { root?.window?.screen.scale ?? UIScreen.main.scale }

    /// Marks the superviews of views whose solved frames changed as needing layout. Items whose solution did not
    /// move since the last pass are skipped without reading their views.
    private func markChangedFrames() {
        let scale = pixelScale
        for item in orderedItems where item.isConstraintPositioned {
            let rect = solvedRect(item)
            if rect == item.markedRect { continue }
            item.markedRect = rect
            guard let view = item.view, let frame = solvedFrame(of: view, scale: scale), frame != view.unrotatedFrame
            else { continue }
            view.superview?.setNeedsLayout()
        }
        for item in orderedItems {
            guard let guide = item.guide, guide.systemKind == .scrollContent,
                let scrollView = guide.owningView as? UIScrollView,
                let size = solvedContentSize(of: scrollView), size != scrollView.contentSize
            else { continue }
            scrollView.setNeedsLayout()
        }
    }

    /// The solved size of a fitting engine's root.
    func fittingSize() -> CGSize {
        update()
        guard let root, let item = items[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
    }
}

/// A view or layout guide in the engine, with its four variables and the engine-made constraints that belong to it.
@MainActor
final class EngineItem {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let x: Int32
    let y: Int32
    let width: Int32
    let height: Int32
    /// Autoresizing-mask, root or system-guide constraints with their current expressions.
    var anchoring: [(id: ConstraintSolver.ConstraintID, expression: LinearExpression)] = []
    /// Intrinsic-size constraints: width ≥, width ≤, height ≥, height ≤.
    var intrinsic: [ConstraintSolver.ConstraintID?] = [nil, nil, nil, nil]
    var intrinsicValues: [Double] = [-1, -1, -1, -1]
    var intrinsicStrengths: [Double] = [0, 0, 0, 0]
    /// The width a wrapping label (or another view whose height follows its width) was last measured at.
    var measuredWidth: CGFloat?
    /// Whether the item's view is of a kind whose intrinsic height can follow its width
    /// (`WidthDependentIntrinsicHeight`), decided once so the engine's passes cast only those.
    let mayDependOnWidth: Bool
    /// Whether the item is a view positioned by constraints alone (not the root, not translating its autoresizing
    /// mask): it has no engine-made constraints. A change of either makes the engine rebuild.
    var isConstraintPositioned = false
    /// The solved rectangle `markChangedFrames` last saw.
    var markedRect = CGRect.null
    /// The user constraints referring to the item.
    var constraints: [NSLayoutConstraint] = []

    init(object: AnyObject, x: Int32, y: Int32, width: Int32, height: Int32) {
        view = object as? UIView
        guide = object as? UILayoutGuide
        mayDependOnWidth = object is WidthDependentIntrinsicHeight
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension UIView {
    /// The frame without the transform (bounds size about the centre), which is what the engine positions.
    var unrotatedFrame: CGRect {
        let anchor = layer.anchorPoint
        let size = bounds.size
        return CGRect(
            x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }

    /// Sets bounds size and centre so that `unrotatedFrame` becomes `frame`, keeping any transform.
    func setUnrotatedFrame(_ frame: CGRect) {
        let anchor = layer.anchorPoint
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
}
