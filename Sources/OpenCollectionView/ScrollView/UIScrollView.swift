/// A view whose bounds origin (the content offset) the user moves by dragging, with UIKit's deceleration,
/// rubber-band bouncing and paging, and every `UIScrollViewDelegate` callback in UIKit's order.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// Scrolls a page and announces the new position ("Page 2 of 15").
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        scrollForAccessibility(direction)
    }

    /// The rate at which scrolling slows down after a drag: the velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How safe-area insets are added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The style of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The delegate.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The recognizer that drags the content.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = ScrollPanGestureRecognizer(
        scrollView: self)

    // MARK: Content geometry

    /// The point of the content shown at the top-left of the bounds (the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            // Read, edit, write: `bounds.origin = newValue` goes through the overridden property's `modify`
            // coroutine, whose frame is allocated on the heap — a malloc in every scrolled frame.
            var newBounds = bounds
            newBounds.origin = newValue
            bounds = newBounds
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if oldOrigin != newValue.origin { didChangeContentOffset() }
        }
    }

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero { didSet { updateIndicators() } }

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if oldValue != contentInset { adjustedContentInsetChanged() } }
    }

    /// How safe-area insets add to `contentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetChanged() }
    }

    /// `contentInset` plus the safe-area insets that `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsetsInContentInset
        var insets = contentInset
        // A refreshing refresh control makes room for itself above the content (UIKit's `_addInsets`).
        insets.top += refreshControlInset
        insets.top += safe.top
        insets.bottom += safe.bottom
        insets.left += safe.left
        insets.right += safe.right
        return insets
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// The adjusted inset last announced through `adjustedContentInsetDidChange()`.
    private var announcedAdjustedContentInset: UIEdgeInsets = .zero

    /// Announces a change of `adjustedContentInset`. When the change comes from the safe area (`keepingTop`: a bar
    /// arrived, or the view's frame now reaches under one) and the content rested at its top, it stays at its top,
    /// as UIKit keeps a table in a navigation controller starting below the bar; a `contentInset` set in code moves
    /// nothing, as in UIKit.
    private func adjustedContentInsetChanged(keepingTop: Bool = false) {
        let previousTop = announcedAdjustedContentInset.top
        announcedAdjustedContentInset = adjustedContentInset
        let top = announcedAdjustedContentInset.top
        if keepingTop, top != previousTop, !isTracking, !isDecelerating, abs(contentOffset.y + previousTop) < 0.5 {
            contentOffset.y = -top
        }
        hostedRefreshControl?.scrollViewDidScroll()
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The safe area follows the geometry without a call: a frame set by constraints may now reach under a bar.
        if adjustedContentInset != announcedAdjustedContentInset { adjustedContentInsetChanged(keepingTop: true) }
        hostedRefreshControl?.scrollViewDidScroll()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetChanged(keepingTop: true)
    }

    // MARK: Behaviour

    /// Whether the content rubber-bands past its edges (default `true`).
    open var bounces = true
    /// Whether vertical dragging bounces even when the content is shorter than the bounds (default `false`).
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging bounces even when the content is narrower than the bounds (default `false`).
    open var alwaysBounceHorizontal = false
    /// Whether the user can scroll (default `true`).
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether scrolling stops on multiples of the bounds size (default `false`).
    open var isPagingEnabled = false
    /// Whether scrolling is locked to one axis at a time (default `false`).
    open var isDirectionalLockEnabled = false
    /// The deceleration rate (default `.normal`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the vertical indicator shows while scrolling (default `true`).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (default `true`).
    open var showsHorizontalScrollIndicator = true
    /// The indicator style.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical indicator's track.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator's track.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators' tracks are inset as `adjustedContentInset` insets the content (default `true`), on top
    /// of `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`.
    open var automaticallyAdjustsScrollIndicatorInsets = true { didSet { updateIndicators() } }
    /// Whether a status-bar tap scrolls to the top (default `true`).
    open var scrollsToTop = true
    /// Whether touches in content wait briefly to see if they become a drag (default `true`).
    open var delaysContentTouches = true
    /// Whether a drag cancels touches already delivered to content (default `true`).
    open var canCancelContentTouches = true
    /// How a drag in the scroll view dismisses the software keyboard (default `.none`;
    /// `UIScrollView+KeyboardDismissMode.swift`).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: State

    /// Whether a finger is down on the content (it may not have started dragging yet). Overridable, as in UIKit
    /// (test doubles override it).
    open var isTracking: Bool { tracking }
    /// Whether the user is dragging the content.
    open var isDragging: Bool { dragging }
    /// Whether the content is moving after the finger lifted.
    open var isDecelerating: Bool { decelerating }
    /// What `isTracking`, `isDragging` and `isDecelerating` report unless a subclass overrides them.
    var tracking = false
    var dragging = false
    var decelerating = false

    var motion: ScrollMotionRun?
    var dragStartOffset: CGPoint = .zero
    /// The axis a directionally locked drag moves along, once decided.
    var dragLockedAxis: DragAxis?
    enum DragAxis { case horizontal, vertical, free }
    var wheelBurst = WheelBurst()
    /// Called after every change of the content offset, however it was made (drag, deceleration, wheel, code): what
    /// follows the scrolling from outside, such as a navigation bar collapsing its large title.
    /// (A plain function type: a global-actor function type in a member of this `@preconcurrency` class is
    /// mangled inconsistently across files by the compiler, which breaks linking.)
    var contentOffsetFollower: (() -> Void)?
    lazy var indicators = ScrollIndicators(scrollView: self)
    /// The refresh control set through `refreshControl` (`UIScrollView+RefreshControl.swift`).
    var refreshControlStorage: UIRefreshControl?
    /// The refresh control bound to this scroll view, set through `refreshControl` or added as a subview.
    weak var hostedRefreshControl: UIRefreshControl?
    /// The height a refreshing refresh control adds to the top of `adjustedContentInset`.
    var refreshControlInset: CGFloat = 0 {
        didSet { if oldValue != refreshControlInset { adjustedContentInsetChanged() } }
    }

    // MARK: Limits

    /// The smallest content offset at rest.
    var minimumContentOffset: CGPoint {
        let insets = adjustedContentInset
        return CGPoint(x: -insets.left, y: -insets.top)
    }

    /// The largest content offset at rest.
    var maximumContentOffset: CGPoint {
        let insets = adjustedContentInset
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(minimum.x, contentSize.width + insets.right - bounds.width),
            y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
    }

    /// Whether the content is wider than the bounds (or horizontal bouncing is forced).
    var canScrollHorizontally: Bool {
        contentSize.width + contentInset.left + contentInset.right > bounds.width || alwaysBounceHorizontal
    }

    /// Whether the content is taller than the bounds (or vertical bouncing is forced).
    var canScrollVertically: Bool {
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height || alwaysBounceVertical
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    // MARK: Programmatic scrolling

    /// Moves the content offset, animating over about 0.3 s when `animated`; an animated move ends with
    /// `scrollViewDidEndScrollingAnimation`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let duration: TimeInterval = 0.3
        startMotion(
            x: ScrollMotion(kind: .timed(start: self.contentOffset.x, target: contentOffset.x, duration: duration)),
            y: ScrollMotion(kind: .timed(start: self.contentOffset.y, target: contentOffset.y, duration: duration)),
            reason: .animation)
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.width <= visible.width {
            if rect.minX < visible.minX {
                offset.x -= visible.minX - rect.minX
            } else if rect.maxX > visible.maxX {
                offset.x += rect.maxX - visible.maxX
            }
        } else {
            offset.x += rect.minX - visible.minX
        }
        if rect.height <= visible.height {
            if rect.minY < visible.minY {
                offset.y -= visible.minY - rect.minY
            } else if rect.maxY > visible.maxY {
                offset.y += rect.maxY - visible.maxY
            }
        } else {
            offset.y += rect.minY - visible.minY
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Shows the scroll indicators briefly.
    open func flashScrollIndicators() { indicators.flash() }

    /// A moved bounds origin: the scroll view needs layout (UIKit lays a scroll view out in every scrolled frame;
    /// tiling subclasses load their content in `layoutSubviews()`), and everything that follows the offset hears it.
    func didChangeContentOffset() {
        setNeedsLayout()
        contentOffsetChangedForLayoutGuides()
        updateIndicators()
        hostedRefreshControl?.scrollViewDidScroll()
        contentOffsetFollower?()
        scrollEventWillReachDelegate(.didScroll)
        delegate?.scrollViewDidScroll(self)
    }

    /// A scroll event about to be told to the delegate, for the package's own subclasses that act on scrolling
    /// whatever the public `delegate` is (a page view controller's paging scroll view turns pages on them while an
    /// app such as Pageboy takes the delegate, as on iOS).
    enum ScrollEvent {
        case didScroll, willBeginDragging
        case didEndDragging(willDecelerate: Bool)
        case didEndDecelerating
        case didEndScrollingAnimation
    }

    /// Called right before the delegate hears `event`; does nothing here.
    func scrollEventWillReachDelegate(_ event: ScrollEvent) {}

    func updateIndicators() { indicators.update() }

    /// Where a drag's deceleration stops, given the natural stop and the velocity in points per second; subclasses
    /// adjust it (a collection view asks its layout).
    func dragTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }
}

extension UIScrollView {
    /// The part of the safe area `contentInsetAdjustmentBehavior` adds to the content inset: the edges the scroll
    /// view keeps its content clear of by scrolling, so its subviews do not inherit them (`safeAreaInsets`).
    var safeAreaInsetsInContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var insets = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always, .automatic:
            insets.top = safe.top
            insets.bottom = safe.bottom
            if contentInsetAdjustmentBehavior == .always || canScrollHorizontally {
                insets.left = safe.left
                insets.right = safe.right
            }
        case .scrollableAxes:
            if canScrollVertically {
                insets.top = safe.top
                insets.bottom = safe.bottom
            }
            if canScrollHorizontally {
                insets.left = safe.left
                insets.right = safe.right
            }
        }
        return insets
    }
}
