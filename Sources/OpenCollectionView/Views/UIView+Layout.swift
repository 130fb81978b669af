extension UIView {
    /// The value for a dimension without an intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// `setNeedsLayout()`: marks the view for the next layout pass.
    func markNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        window?.contentChanged()
    }

    /// `layoutIfNeeded()`: lays out this view and its subviews now where marked (the recursion does not go through
    /// the subviews' overridable `layoutIfNeeded()`, as in UIKit).
    func layoutSubtreeIfNeeded() {
        if needsLayout {
            updateLayoutEngineBeforeLayout()
            needsLayout = false
            owningViewController?.deliverViewIsAppearing(inWindowOnly: true)
            owningViewController?.updateContentUnavailableViewIfNeeded()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
            owningViewController?.placeContentUnavailableView()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// `sizeToFit()`: resizes the view to `sizeThatFits(bounds.size)`.
    func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// `invalidateIntrinsicContentSize()`: tells the layout system and self-sizing that the size changed.
    func intrinsicContentSizeChanged() {
        intrinsicContentSizeInvalidated()
        superview?.setNeedsLayout()
        intrinsicContentSizeInvalidatedForSelfSizing()
    }

    /// Layout margins in leading/trailing terms.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                trailing: layoutMargins.right)
        }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// The insets of the area not covered by bars or the window's edges; a window reports its own.
    ///
    /// As in UIKit, a view inherits the part of its superview's safe area that it overlaps; a view controller's
    /// view adds the controller's `additionalSafeAreaInsets` and the insets of its container's bars.
    public var safeAreaInsets: UIEdgeInsets {
        guard window != nil, let superview else { return (self as? UIWindow)?.windowSafeAreaInsets ?? .zero }
        var insets = UIEdgeInsets.zero
        var inherited = superview.safeAreaInsets
        if let scrollView = superview as? UIScrollView, !(scrollView is UITableView) {
            // The edges a scroll view keeps its content clear of by its adjusted content inset are not its
            // content's: a card scrolled under a navigation bar keeps its margins. (A table view scrolls by the
            // collection view inside it, which takes the table's safe area whole and absorbs it for the rows.)
            let absorbed = scrollView.safeAreaInsetsInContentInset
            inherited = UIEdgeInsets(
                top: inherited.top - absorbed.top, left: inherited.left - absorbed.left,
                bottom: inherited.bottom - absorbed.bottom, right: inherited.right - absorbed.right)
        }
        if inherited != .zero {
            // Only an edge where the superview has an unsafe strip passes one on: a view reaching past its
            // superview's bounds (content below a scroll view's visible part) is not in an unsafe area there.
            let frameInSuperview = convert(bounds, to: superview)
            let safe = superview.bounds.inset(by: inherited)
            insets = UIEdgeInsets(
                top: inherited.top > 0 ? max(0, safe.minY - frameInSuperview.minY) : 0,
                left: inherited.left > 0 ? max(0, safe.minX - frameInSuperview.minX) : 0,
                bottom: inherited.bottom > 0 ? max(0, frameInSuperview.maxY - safe.maxY) : 0,
                right: inherited.right > 0 ? max(0, frameInSuperview.maxX - safe.maxX) : 0)
        }
        if let added = owningViewController?.navigationState.safeAreaAdditions, added != .zero {
            insets = UIEdgeInsets(
                top: insets.top + added.top, left: insets.left + added.left, bottom: insets.bottom + added.bottom,
                right: insets.right + added.right)
        }
        return insets
    }

    /// Whether the view lays out its subviews by their autoresizing masks when its size changes (default `true`).
    public var autoresizesSubviews: Bool {
        get { !autoresizingDisabled }
        set { autoresizingDisabled = !newValue }
    }

    func applyAutoresizing(superviewOldSize old: CGSize, newSize new: CGSize) {
        guard let superview, superview.autoresizesSubviews, !autoresizingMask.isEmpty else { return }
        let horizontal = Self.resize(
            start: frame.minX, length: frame.width, old: old.width, new: new.width,
            flexibleStart: autoresizingMask.contains(.flexibleLeftMargin),
            flexibleLength: autoresizingMask.contains(.flexibleWidth),
            flexibleEnd: autoresizingMask.contains(.flexibleRightMargin))
        let vertical = Self.resize(
            start: frame.minY, length: frame.height, old: old.height, new: new.height,
            flexibleStart: autoresizingMask.contains(.flexibleTopMargin),
            flexibleLength: autoresizingMask.contains(.flexibleHeight),
            flexibleEnd: autoresizingMask.contains(.flexibleBottomMargin))
        frame = CGRect(x: horizontal.start, y: vertical.start, width: horizontal.length, height: vertical.length)
    }

    /// Springs-and-struts along one axis: the change in the superview's size is shared among the flexible parts
    /// in proportion to their current sizes (UIKit's rule); with no flexible part the view keeps its place.
    private static func resize(
        start: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (start: CGFloat, length: CGFloat) {
        let delta = new - old
        guard delta != 0 else { return (start, length) }
        let end = old - start - length
        // Scalars, not arrays: every autoresizing view goes through here in each frame of a window resize.
        let startPart: CGFloat = flexibleStart ? start : 0
        let lengthPart: CGFloat = flexibleLength ? length : 0
        let endPart: CGFloat = flexibleEnd ? end : 0
        let total = startPart + lengthPart + endPart
        let flexibleCount = (flexibleStart ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleEnd ? 1 : 0)
        guard flexibleCount > 0 else { return (start, length) }
        func share(_ part: CGFloat, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return total > 0 ? delta * part / total : delta / CGFloat(flexibleCount)
        }
        return (start + share(startPart, flexibleStart), length + share(lengthPart, flexibleLength))
    }

    /// How a view resizes when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
