extension UIView {
    // MARK: Installed constraints

    /// `constraints`: those installed on the view (whose items' closest common ancestor it is).
    var installedConstraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// `addConstraint(_:)`: activates `constraint`, installed on this view.
    func installConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn == nil, constraint.isValid else { return }
        guard let ancestor = constraint.commonAncestor(), isDescendant(of: ancestor) || ancestor.isDescendant(of: self)
        else {
            NSLayoutConstraint.activate([constraint])
            return
        }
        install(constraint)
    }

    /// `removeConstraint(_:)`: deactivates `constraint` if it is installed on this view.
    func uninstallConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.installedOn === self { uninstall(constraint) }
    }

    // MARK: Anchors

    /// The leading edge (left, in this library's left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's; the bottom edge of views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's; the bottom edge of views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds a layout guide to the view's coordinate space.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a layout guide (and the constraints referring to it).
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = layoutState, let index = state.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        var ancestor: UIView? = self
        while let view = ancestor {
            NSLayoutConstraint.deactivate(
                view.constraints.filter { constraint in
                    (constraint.first.items + (constraint.second?.items ?? [])).contains { $0 === layoutGuide }
                })
            ancestor = view.superview
        }
        state.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    private func systemGuide(
        _ kind: UILayoutGuide.SystemKind, _ path: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>,
        _ name: String
    ) -> UILayoutGuide {
        if let guide = autoLayout[keyPath: path] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = name
        guide.systemKind = kind
        guide.owningView = self
        autoLayout[keyPath: path] = guide
        return guide
    }

    /// The guide inset from the bounds by the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(.layoutMargins, \.layoutMarginsGuide, "UIViewLayoutMarginsGuide")
    }

    /// The guide inset from the bounds by the safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(.safeArea, \.safeAreaLayoutGuide, "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for text a reader can follow comfortably: within the margins, at most 672 points wide, centred.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(.readableContent, \.readableContentGuide, "UIViewReadableContentGuide")
    }

    /// Whether the view's margins grow to at least its superview's where they overlap (default `false`).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            autoLayout.preservesSuperviewLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// Whether the layout margins are measured from the safe area rather than the bounds (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// The margins the layout-margins guide uses: `layoutMargins`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`, grown to the superview's when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins
            let frame = self.frame
            margins.left = max(margins.left, outer.left - frame.minX)
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.right = max(margins.right, outer.right - (superview.bounds.width - frame.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (superview.bounds.height - frame.maxY))
        }
        return margins
    }

    /// The insets of a system guide from the bounds.
    func systemGuideInsets(_ kind: UILayoutGuide.SystemKind, width: CGFloat) -> UIEdgeInsets {
        switch kind {
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return effectiveLayoutMargins
        case .readableContent:
            var insets = effectiveLayoutMargins
            let available = width - insets.left - insets.right
            if available > Self.readableWidth {
                let extra = (available - Self.readableWidth) / 2
                insets.left += extra
                insets.right += extra
            }
            return insets
        case .scrollContent:
            // The content area starts at the content's origin; its size is the engine's to decide.
            return .zero
        case .scrollFrame:
            // The visible rectangle in content coordinates: the bounds, whose origin is the content offset.
            return UIEdgeInsets(top: bounds.minY, left: bounds.minX, bottom: -bounds.minY, right: -bounds.minX)
        case .keyboard:
            return UIEdgeInsets(top: keyboardLayoutGuideTop, left: 0, bottom: 0, right: 0)
        }
    }

    /// UIKit's readable width at the default text size.
    static let readableWidth: CGFloat = 672

    /// A system guide's frame in the view's bounds.
    func systemGuideFrame(_ kind: UILayoutGuide.SystemKind) -> CGRect {
        if kind == .scrollContent, let scrollView = self as? UIScrollView {
            return CGRect(origin: .zero, size: scrollView.contentSize)
        }
        let insets = systemGuideInsets(kind, width: bounds.width)
        return CGRect(
            x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    // MARK: Content priorities

    /// `contentHuggingPriority(for:)` as stored (250 by default).
    func storedHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.hugging[axis.rawValue] ?? .defaultLow
    }

    /// `setContentHuggingPriority(_:for:)`.
    func storeHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard storedHuggingPriority(for: axis) != priority else { return }
        autoLayout.hugging[axis.rawValue] = priority
        intrinsicContentSizeInvalidated()
        superview?.setNeedsLayout()
    }

    /// `contentCompressionResistancePriority(for:)` as stored (750 by default).
    func storedCompressionResistance(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    func storeCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard storedCompressionResistance(for: axis) != priority else { return }
        autoLayout.compressionResistance[axis.rawValue] = priority
        intrinsicContentSizeInvalidated()
        superview?.setNeedsLayout()
    }

    // MARK: The update-constraints pass

    /// `setNeedsUpdateConstraints()`: asks for `updateConstraints()` before the next layout.
    func markNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        let engine = makeLayoutEngineHost
        engine.needsConstraintUpdate = true
        engine.root?.setNeedsLayout()
    }

    /// `updateConstraintsIfNeeded()`: runs `updateConstraints()` now on this view and its subviews that need it,
    /// subviews first.
    func runUpdateConstraintsPass() {
        for subview in subviews { subview.runUpdateConstraintsPass() }
        if layoutState?.needsUpdateConstraints == true {
            updateConstraints()
            layoutState?.needsUpdateConstraints = false
        }
    }

    // MARK: Debugging

    /// `hasAmbiguousLayout`: whether the constraints leave the view's frame not uniquely determined.
    var layoutIsAmbiguous: Bool {
        guard let engine = layoutEngineHost else { return false }
        engine.update()
        return engine.isAmbiguous(self)
    }

    /// `exerciseAmbiguityInLayout()`: moves an ambiguously constrained view to another valid position (UIKit's
    /// debugging aid); here it re-solves with the ambiguous variables nudged the other way, so the view lands on
    /// another solution when one exists.
    func exerciseLayoutAmbiguity() {
        guard let engine = layoutEngineHost, engine.isAmbiguous(self) else { return }
        engine.exerciseAmbiguity(of: self)
        superview?.setNeedsLayout()
    }

    /// `constraintsAffectingLayout(for:)`: the active constraints that affect the view's frame along an axis.
    func activeConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutEngineHost?.constraintsAffecting(self, axis: axis) ?? []
    }

    // MARK: Fitting sizes

    /// The smallest size the constraints allow (`systemLayoutSizeFitting(_:)`'s compressed target).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (`systemLayoutSizeFitting(_:)`'s expanded target).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The alignment rectangle for a frame (the frame inset by `alignmentRectInsets`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The default `systemLayoutSizeFitting`: the view's constraints solved with its own size free and pulled
    /// towards `targetSize` at the given priorities; views without constraints answer `sizeThatFits(_:)`.
    func constraintBasedFittingSize(
        _ targetSize: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
    ) -> CGSize {
        guard subtreeUsesConstraints else { return sizeThatFits(targetSize) }
        updateConstraintsIfNeeded()
        let state = autoLayout
        if let engine = state.fittingEngine {
            engine.retarget(targetSize, horizontal: horizontalPriority, vertical: verticalPriority)
            return engine.fittingSize()
        }
        let engine = LayoutEngine(
            root: self, fitting: targetSize, horizontal: horizontalPriority, vertical: verticalPriority)
        state.fittingEngine = engine
        return engine.fittingSize()
    }

    /// Whether constraints are installed in the view's subtree or a subview is positioned by them.
    var subtreeUsesConstraints: Bool {
        if let layoutState, !layoutState.constraints.isEmpty { return true }
        return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.subtreeUsesConstraints }
    }
}
