/// A rectangular area on screen and the object that manages its content, as in UIKit.
///
/// Geometry lives in the backing `layer`: `frame` is derived from the layer's `bounds`, `position` (the view's
/// `center`), `anchorPoint` and `transform`, exactly as UIKit derives it.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// Whether the view's layout depends on constraints it creates in `updateConstraints()` (default `false`).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The class of the backing layer (a `CALayer` subclass; typed `AnyClass` as in UIKit).
    open class var layerClass: AnyClass { CALayer.self }

    /// A new backing layer of `layerClass`; a class that is not a `CALayer` is reported and replaced by `CALayer`.
    private static func makeLayer() -> CALayer {
        let layerClass: AnyClass = self.layerClass
        guard let layerType = layerClass as? CALayer.Type else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "\(self).layerClass returns \(layerClass), which is not a CALayer subclass; using CALayer")
            return CALayer()
        }
        return layerType.init()
    }

    /// The backing layer.
    public let layer: CALayer

    /// The view's identity in render trees.
    let renderID = RenderIdentity.next()

    /// A view whose alpha masks this view and everything in it: where the mask view (its background, drawing,
    /// image and layers) is opaque this view shows, where it is transparent it does not. Its frame is in this view's
    /// bounds coordinates; it is not a subview. Sets `layer.mask` to the mask view's layer. `nil` by default.
    open var mask: UIView? {
        get { layer.maskView }
        set {
            layer.maskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        self.frame = frame
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Creates a view from an archive; this library has no storyboards or nibs, so the view starts with a zero
    /// frame (UIKit subclasses must still declare this initializer).
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
    }

    // MARK: Hierarchy (open as UIKit's members are; the work is in UIView+Hierarchy.swift)

    /// The view this view is a subview of.
    open internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    open internal(set) var subviews: [UIView] = []
    weak var windowStorage: UIWindow?
    weak var owningViewController: UIViewController?

    /// The window the view is in, if any.
    open var window: UIWindow? { windowContainingView }

    /// Adds `view` at the top of the subview list, removing it from its old superview first.
    open func addSubview(_ view: UIView) { placeSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` in the subview list (clamped to the list, as UIKit does).
    open func insertSubview(_ view: UIView, at index: Int) { placeSubview(view, at: index) }
    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { placeSubview(view, above: sibling) }
    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) { placeSubview(view, below: sibling) }
    /// Moves `view` to the top of the subview list.
    open func bringSubviewToFront(_ view: UIView) { moveSubviewToFront(view) }
    /// Moves `view` to the bottom of the subview list.
    open func sendSubviewToBack(_ view: UIView) { moveSubviewToBack(view) }
    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { swapSubviews(index1, index2) }
    /// Removes the view from its superview and window.
    open func removeFromSuperview() { detachFromHierarchy() }
    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { isInSubtree(of: view) }
    /// The first view in this subtree (depth first, self included) with the given tag.
    open func viewWithTag(_ tag: Int) -> UIView? { firstView(taggedWith: tag) }

    // MARK: Converting coordinates (open as UIKit's; the work is in UIView+Coordinates.swift)

    /// Converts a point from this view's coordinates to `view`'s (to the window's, or the screen's, when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertedPoint(point, to: view) }
    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertedPoint(point, from: view) }
    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertedRect(rect, to: view) }
    /// Converts a rectangle from `view`'s coordinates to this view's: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertedRect(rect, from: view) }

    // MARK: Gesture recognizers (open as UIKit's; the work is in Events/UIGestureRecognizer.swift)

    /// The recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers }
        set { attachedGestureRecognizers = newValue }
    }
    /// Attaches a recognizer (moving it from any other view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }
    /// Detaches a recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    // MARK: Constraints (open as UIKit's; the work is in AutoLayout/UIView+Constraints.swift)

    /// The constraints installed on the view (those whose items' closest common ancestor it is).
    open var constraints: [NSLayoutConstraint] { installedConstraints }
    /// Activates `constraint`, installed on this view (UIKit's older API; prefer `isActive`).
    open func addConstraint(_ constraint: NSLayoutConstraint) { installConstraint(constraint) }
    /// Activates each constraint, installed on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { installConstraint(constraint) }
    }
    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstallConstraint(constraint) }
    /// Deactivates each constraint installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { uninstallConstraint(constraint) }
    }
    /// How strongly the view resists growing beyond its intrinsic size along an axis (250 by default); the layout
    /// engine reads it through this method, so an override is what the engine uses.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedHuggingPriority(for: axis)
    }
    /// Sets the content hugging priority for an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeHuggingPriority(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size along an axis (750 by default); read by the
    /// layout engine through this method.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        storedCompressionResistance(for: axis)
    }
    /// Sets the compression resistance priority for an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeCompressionResistance(priority, for: axis)
    }
    /// Whether `updateConstraints()` will run before the next layout.
    open func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }
    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    /// Runs `updateConstraints()` now on this view and its subviews that need it, subviews first.
    open func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }
    /// Whether the constraints leave the view's frame not uniquely determined.
    open var hasAmbiguousLayout: Bool { layoutIsAmbiguous }
    /// Moves an ambiguously constrained view to another valid position (UIKit's debugging aid).
    open func exerciseAmbiguityInLayout() { exerciseLayoutAmbiguity() }
    /// The active constraints that affect the view's frame along an axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        activeConstraintsAffectingLayout(for: axis)
    }

    // MARK: Geometry

    /// The frame in the superview's coordinate space.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            if oldSize != newValue.size { boundsWillChange(to: CGRect(origin: bounds.origin, size: newValue.size)) }
            layer.frame = newValue
            if oldSize != newValue.size { boundsSizeChanged(from: oldSize) }
        }
    }

    /// The view's own coordinate space (the origin is what a scroll view scrolls).
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            if layer.bounds != newValue { boundsWillChange(to: newValue) }
            layer.bounds = newValue
            if oldSize != newValue.size { boundsSizeChanged(from: oldSize) }
        }
    }

    /// The centre of the frame in the superview's coordinate space (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The affine transform applied about the centre.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3-D transform applied about the centre.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    /// The opacity (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// Whether the view is opaque (a drawing hint; default `true`).
    open var isOpaque = true

    /// The background colour (the layer's `backgroundColor`).
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint colour: the nearest explicitly set tint up the superview chain, else the system blue.
    open var tintColor: UIColor! {
        get { explicitTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set {
            explicitTintColor = newValue
            notifyTintColorDidChange()
        }
    }
    var explicitTintColor: UIColor?

    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}

    func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.explicitTintColor == nil { subview.notifyTintColorDidChange() }
    }

    /// A number that identifies the view (default 0).
    open var tag = 0

    /// How the view's content is arranged in right-to-left interfaces (see `effectiveUserInterfaceLayoutDirection`).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { setNeedsLayout() } }
    }

    /// How the content (an image view's image, a custom view's drawing) is placed in the bounds.
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }

    /// Whether touches reach this view and its subviews (default `true`).
    open var isUserInteractionEnabled = true

    /// The interactions added to the view (`UIView+Interactions.swift` in DragAndDrop).
    var interactionStorage: [any UIInteraction] = []

    /// Trait overrides and trait-change registrations, made when first needed (`Traits/TraitStorage.swift`).
    var traitStorage: TraitStorage?

    /// Whether the view receives more than one touch at a time (default `false`).
    open var isMultipleTouchEnabled = false

    /// Whether a touch in this view keeps other views from receiving touches at the same time (default `false`).
    open var isExclusiveTouch = false

    // MARK: Focus (UIKit's UIFocusItem members; overridable, so declared here: the rest in Focus/UIView+Focus.swift)

    /// Whether the view can take keyboard focus (default `false`; focusable cells and controls say `true`).
    open var canBecomeFocused: Bool { false }
    /// Where focus should go inside the view, most preferred first (default: none; the focus system then picks
    /// the primary item of the first focus group inside it).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Whether the focus update in `context` may happen (default `true`).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved into, out of or within the view (default: nothing).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// The focus group the view defines (default `nil`: its parent's).
    open var focusGroupIdentifier: String? {
        get { focusSettings?.groupIdentifier }
        set { focusSettings(update: { $0.groupIdentifier = newValue }) }
    }
    /// How the view shows focus (default `nil`: the system's halo).
    open var focusEffect: UIFocusEffect? {
        get { focusSettings?.effect }
        set { focusSettings(update: { $0.effect = newValue }) }
    }
    /// The view's importance in its focus group (default `ignored`).
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusSettings?.groupPriority ?? .ignored }
        set { focusSettings(update: { $0.groupPriority = newValue }) }
    }
    /// Focus properties set on the view; made when the first is set.
    var focusSettings: ViewFocusSettings?

    /// The view's accessibility label.
    open var accessibilityLabel: String?
    /// The view's accessibility identifier, for tests.
    open var accessibilityIdentifier: String?

    // MARK: Accessibility (UIKit's informal UIAccessibility protocol; overridable, so declared here: the rest, and
    // the storage, in Accessibility/UIView+Accessibility.swift)

    /// Attributes set through the accessibility properties below; made when the first is set.
    var accessibilityStorage: AccessibilityStorage?
    /// Whether assistive apps reach the view as one element (default `false`; UIKit's controls and labels `true`).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? false }
        set { accessibilityStore.isElement = newValue }
    }
    /// The view's current value, when its label does not say it (a slider's "50%").
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibilityStore.value = newValue }
    }
    /// What activating the view does, when its label does not say.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityStore.hint = newValue }
    }
    /// How the view behaves for assistive apps (default none; UIKit's controls set theirs).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .none }
        set { accessibilityStore.traits = newValue }
    }
    /// The view's frame in screen (here: window) coordinates, unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? convert(bounds, to: nil) }
        set { accessibilityStore.frame = newValue }
    }
    /// The elements inside the view, in reading order (views and `UIAccessibilityElement`s); `nil`: the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityStore.elements = newValue }
    }
    /// The kind of container the view is for its elements.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? .none }
        set { accessibilityStore.containerType = newValue }
    }
    /// Actions offered besides activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityStore.customActions = newValue }
    }
    /// Whether the elements inside the view are hidden from assistive apps (default `false`).
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityStore.elementsHidden = newValue }
    }
    /// Whether assistive apps ignore the view's siblings while it shows (default `false`).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityStore.viewIsModal = newValue }
    }
    /// Whether the view's elements are read together, before anything outside the view (default `false`).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityStore.groupsChildren = newValue }
    }
    /// Activates the view (VoiceOver's double tap); return `true` when handled. The default answers `false`, and
    /// the assistive app then taps the view's centre (`AccessibilityTree.perform`).
    open func accessibilityActivate() -> Bool { false }
    /// Increases the value of an adjustable view.
    open func accessibilityIncrement() {}
    /// Decreases the value of an adjustable view.
    open func accessibilityDecrement() {}
    /// Scrolls by a page in `direction`; return `true` when handled (scroll views do).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: Hierarchy hooks (overridable, so declared here rather than in an extension)

    /// Subclass hook: the view is about to get a new superview (`nil` when being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Subclass hook: the view got a new superview.
    open func didMoveToSuperview() {}
    /// Subclass hook: the view is about to move to another window (`nil` when leaving its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Subclass hook: the view moved to another window.
    open func didMoveToWindow() {}
    /// Subclass hook: a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Subclass hook: a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (see UIView+Layout.swift for the machinery)

    /// Lays out subviews; the default sets the frames of subviews positioned by constraints (autoresizing happens
    /// on bounds changes).
    open func layoutSubviews() { applyConstraintLayoutToSubviews() }

    /// Marks the view as needing layout; it happens at the next `layoutIfNeeded` (the host runs one per frame).
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out this view and its subviews now if any of them is marked as needing it.
    open func layoutIfNeeded() {
        updateLayoutEngineBeforeLayoutPass()
        layoutSubtreeIfNeeded()
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { resizeToFit() }

    /// Tells the layout system that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeChanged() }

    /// The size that best fits `size`; the default returns the current size, as UIKit does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size that fits the view's constraints for a target size, both dimensions at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints closest to `targetSize`, each dimension pulled towards it at
    /// the given priority (`AutoLayout/UIView+Constraints.swift`); a view without constraints answers `sizeThatFits(_:)`.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        constraintBasedFittingSize(
            targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
    }

    /// Insets from the frame to the alignment rectangle, the rectangle constraints position (default zero).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// Subclass hook: update the view's constraints; called bottom-up before layout when the view needs it. Call
    /// `super.updateConstraints()` last, as UIKit requires.
    open func updateConstraints() { layoutState?.needsUpdateConstraints = false }

    /// The view whose first baseline the view's `firstBaselineAnchor` follows (default: the view itself).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline the view's `lastBaselineAnchor` follows (default: the view itself).
    open var forLastBaselineLayout: UIView { self }

    /// The natural size of the content, or `UIView.noIntrinsicMetric` in a dimension without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The layout margins (default 8 on each side, as UIKit).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            layoutEngineHost?.itemGeometryChanged()
            layoutMarginsDidChange()
        }
    }

    /// Called when the layout margins change.
    open func layoutMarginsDidChange() { setNeedsLayout() }

    // MARK: Traits

    /// The view's traits: its superview's (at the top, its window scene's, or the scene being worked on while the
    /// view is in no window) with its view controller's and its own overrides applied (`Traits/UIView+Traits.swift`).
    open var traitCollection: UITraitCollection { effectiveTraitCollection }

    /// Called after the traits changed (a resize that changes size classes, a new scale).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when the safe-area insets change.
    open func safeAreaInsetsDidChange() {}

    // MARK: Hit testing (see UIView+Coordinates.swift)

    /// The farthest descendant containing `point` (in this view's coordinates) that takes touches, or `nil`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Responder chain

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Gesture recognizers storage (see Events/UIView+GestureRecognizers.swift)

    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    // MARK: Layout storage

    var needsLayout = true
    var autoresizingDisabled = false
    /// How the view resizes when its superview's bounds change (default none).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view's frame and autoresizing mask become constraints (default `true`; `false` for views
    /// positioned by constraints).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { layoutItemChanged() } }
    }
    /// Auto Layout state (installed constraints, guides, priorities, the engine of a hierarchy's root); created on
    /// first use (see `AutoLayout/ViewLayoutState.swift`).
    var layoutState: ViewLayoutState?

    // MARK: Rendering bookkeeping

    /// Incremented whenever something the renderer draws changes.
    var displayVersion = 0
    var needsDisplayOrder = false

    /// Marks the view's content as changed, so the next frame draws it again (`draw(_:)` included).
    open func setNeedsDisplay() {
        drawingCache?.needsDraw = true
        setNeedsRender()
    }

    /// Marks what the renderer shows for the view as changed — a layer property, the geometry, an animation —
    /// without asking `draw(_:)` again.
    final func setNeedsRender() {
        displayVersion &+= 1
        window?.contentChanged()
    }

    /// Marks `rect` of the view as needing to be drawn again. The whole drawing is made again on the next pass
    /// (see docs/Deviations.md), and `draw(_:)` receives the bounds.
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in the view's bounds
    /// coordinates. UIKit calls it when the view is first shown and after `setNeedsDisplay()`; subclasses that draw
    /// override it. The default draws nothing.
    open func draw(_ rect: CGRect) { ViewDrawingCache.defaultDrawCalled() }

    /// The drawing `draw(_:)` made last, and what it was made for (`UIView+Drawing.swift`).
    var drawingCache: ViewDrawingCache?

    func setNeedsDisplayOrder() {
        needsDisplayOrder = true
        setNeedsRender()
    }

    /// The content this view draws itself (text, image, what `draw(_:)` draws); `nil` for a plain view.
    func renderContent() -> RenderContent? { drawnContent() }

    func geometryChanged() {
        window?.contentChanged()
        if let layoutState, layoutState.isEngineItem { layoutEngineHost?.itemGeometryChanged() }
    }

    /// Called before the bounds change (origin or size) while `bounds` still answers the old value.
    func boundsWillChange(to newBounds: CGRect) {}

    func boundsSizeChanged(from oldSize: CGSize) {
        setNeedsLayout()
        for subview in subviews { subview.applyAutoresizing(superviewOldSize: oldSize, newSize: bounds.size) }
        superview?.setNeedsRender()
    }
}

extension UIView {
    /// How a view places its content in its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
