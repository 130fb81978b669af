/// The pull-to-refresh control of a scroll view: pulled down far enough while the finger is down, it starts
/// spinning, makes room for itself above the content and sends `.valueChanged` once; `endRefreshing()` puts it
/// away.
///
/// As UIKit's (iOS 13 and later, from its implementation as decompiled in public class dumps):
/// - 60 points tall (a title adds its height plus 7), as wide as the scroll view, pinned to the top of the visible
///   area below the bars (`_originForContentOffset:`) and drawn behind the content;
/// - the pull that triggers it is the scroll view's height halved, capped at 112.5 points scaled by the scroll
///   view's height over 568 (and by 0.655 below 372 points) — `_updateSnappingHeight` and
///   `maximumSnappingHeight`; 95 points of pull on a 480-point scroll view;
/// - it triggers only while the finger is down (a flick bouncing off the top never refreshes) and only once until
///   the pull has gone back under 5 points;
/// - while refreshing it adds its height to the scroll view's `adjustedContentInset.top` (`_addInsets`), so the
///   content comes to rest below the spinner when the finger lifts;
/// - the spinner is eight spokes (`UIActivityIndicatorView`'s) revealed one by one as the pull grows and spinning
///   while refreshing, in `tintColor` (`secondaryLabel` by default); the title fades in with the pull.
///
/// Misuse UIKit answers with an exception (a refresh control outside any scroll view) is reported through
/// `OpenCollectionViewDiagnostics` and leaves the control inert.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Not a focus item: it is started by pulling (or by the app), not from the keyboard.
    open override var canBecomeFocused: Bool { false }
    /// What the control is doing (UIKit's `_refreshControlState`, with its "armed" and "refreshing" states merged
    /// because this control starts refreshing the moment it is armed).
    enum Phase: Equatable {
        /// Out of sight.
        case idle
        /// Being pulled into sight; refreshes when pulled past the snapping height while the finger is down.
        case pulling
        /// Refreshing: spinning, with its height added to the scroll view's top inset.
        case refreshing
        /// Ended while still in sight; goes idle once pulled out of sight (pulls do not refresh until then).
        case ending
        /// Bouncing into sight after a flick; refreshes only if the finger takes over and pulls again.
        case bouncing
    }

    /// UIKit's height of the control without a title.
    static let standardHeight: CGFloat = 60
    /// The pull under which nothing of the control shows (UIKit's
    /// `_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen`).
    static let hiddenPull: CGFloat = 5

    private(set) var phase: Phase = .idle
    /// The scroll view the control belongs to.
    private(set) weak var scrollView: UIScrollView?
    /// How far the content is pulled below its resting top (UIKit's `_visibleHeight`).
    private(set) var visibleHeight: CGFloat = 0
    /// Whether the control's height is currently added to the scroll view's top inset.
    private var insetsApplied = false
    /// Set while the control changes the scroll view's inset, so the change does not update the control again.
    private var isAdjustingInsets = false
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var explicitTint: UIColor?

    /// Creates a refresh control, 60 points tall.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a refresh control, 320 × 60 points until a scroll view sizes it (as UIKit's `init()`).
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.standardHeight))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.revealedSpokeCount = 0
        spinner.color = tintColor
        addSubview(spinner)
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.alpha = 0
        addSubview(titleLabel)
        isHidden = true
    }

    // MARK: UIKit API

    /// Whether the control is refreshing (after a pull past the threshold or `beginRefreshing()`).
    public var isRefreshing: Bool { phase == .refreshing }

    /// The spinner's colour; `secondaryLabel` by default (UIKit's `_defaultColor`), and again when nil is set.
    open override var tintColor: UIColor! {
        get { explicitTint ?? .secondaryLabel }
        set {
            explicitTint = newValue
            spinner.color = tintColor
        }
    }

    /// The title shown below the spinner; drawn as its plain string in the caption font (see `docs/Deviations.md`).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.text = attributedTitle?.string
            resizeToFitTitle()
        }
    }

    /// Starts refreshing without sending `.valueChanged`, as when the app begins a refresh itself. Like UIKit it does
    /// not scroll: the spinner shows where the content is pulled (or scrolled) down far enough to reveal it. As in
    /// UIKit (apps built with a current SDK), a control that is not in a window ignores the call.
    open func beginRefreshing() {
        guard window != nil else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "UIRefreshControl received offscreen beginRefreshing; it is ignored until in a window.")
            return
        }
        guard phase != .refreshing else { return }
        enter(.refreshing, notify: false)
    }

    /// Stops refreshing: removes the room made for the control and, when the content rests at its top, scrolls it
    /// back up with an animation (UIKit's `_endRefreshingAnimated:`).
    open func endRefreshing() {
        guard phase == .refreshing else { return }
        update()
        let tracking = scrollView?.isTracking ?? false
        enter(visibleHeight <= 0 ? .idle : .ending, notify: false)
        guard let scrollView, !tracking else { return }
        update()
        guard visibleHeight > 0 else { return }
        // UIKit: the offset moves by the height still showing, animated while animations are enabled. A bounce still
        // heading for the refreshing top (the finger lifted just before) is replaced by this scroll to the top.
        var offset = scrollView.contentOffset
        offset.y += visibleHeight
        scrollView.setContentOffset(offset, animated: UIView.areAnimationsEnabled)
    }

    // MARK: Binding to the scroll view

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        var ancestor = superview
        while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
        let found = ancestor as? UIScrollView
        if let previous = scrollView, previous !== found { unbind(from: previous) }
        guard let superview else { return }
        guard let found else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "UIRefreshControl was unable to find its associated scroll view: it was added to a "
                    + "\(type(of: superview)), which is in no UIScrollView; it stays inert.")
            return
        }
        if let other = found.hostedRefreshControl, other !== self {
            OpenCollectionViewDiagnostics.report(
                .misuse, "A scroll view can host one UIRefreshControl; the one added last replaces the other.")
            other.unbind(from: found)
        }
        scrollView = found
        found.hostedRefreshControl = self
        update()
    }

    private func unbind(from scrollView: UIScrollView) {
        removeInsets()
        if scrollView.hostedRefreshControl === self { scrollView.hostedRefreshControl = nil }
        if self.scrollView === scrollView { self.scrollView = nil }
        phase = .idle
        spinner.stopAnimating()
        isHidden = true
    }

    // MARK: Following the scroll view

    /// The pull that triggers a refresh (UIKit's `_snappingHeight`): half the scroll view's height, capped at
    /// `(title height + 100) × 1.125` scaled by the scroll view's height over 568 points (0.655 below 372 points).
    var snappingHeight: CGFloat {
        guard let scrollView else { return .infinity }
        return min((scrollView.bounds.height * 0.5).rounded(), maximumSnappingHeight)
    }

    /// UIKit's `maximumSnappingHeight`, which also scales how far the spokes are revealed.
    private var maximumSnappingHeight: CGFloat {
        let height = scrollView?.bounds.height ?? 568
        let scale = height < 372 ? 0.654929577 : height / 568
        return (titleHeight + 100) * 1.125 * scale
    }

    private var titleHeight: CGFloat {
        guard titleLabel.text?.isEmpty == false else { return 0 }
        return titleLabel.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
    }

    private func resizeToFitTitle() {
        let title = titleHeight
        let height = title > 0 ? title + 62 + 5 : Self.standardHeight
        guard height != bounds.height else { return }
        let wasApplied = insetsApplied
        removeInsets()
        frame.size.height = height
        if wasApplied { addInsets() }
        update()
    }

    /// Called by the scroll view after its offset, insets, tracking or size change: places the control at the top
    /// of the visible area and moves between phases as UIKit's `_recomputeNewState` does.
    func scrollViewDidScroll() {
        guard !isAdjustingInsets else { return }
        update()
    }

    private func update() {
        guard let scrollView else { return }
        let offset = scrollView.contentOffset
        let restingTop = scrollView.adjustedContentInset.top - scrollView.refreshControlInset
        let newFrame = CGRect(
            x: offset.x, y: offset.y + restingTop, width: scrollView.bounds.width, height: bounds.height)
        if frame != newFrame { frame = newFrame }
        visibleHeight = max(0, -restingTop - offset.y)
        let next = nextPhase(tracking: scrollView.isTracking, decelerating: scrollView.isDecelerating)
        if next != phase { enter(next, notify: true) }
        isHidden = visibleHeight <= Self.hiddenPull
        revealSpinner()
    }

    private func nextPhase(tracking: Bool, decelerating: Bool) -> Phase {
        let revealed = min(max(visibleHeight / snappingHeight, 0), 1)
        let outOfSight = visibleHeight <= Self.hiddenPull
        switch phase {
        case .idle:
            if revealed > 0, decelerating, !tracking { return .bouncing }
            if revealed >= 1 && tracking { return .refreshing }
            return outOfSight ? .idle : .pulling
        case .pulling:
            if revealed >= 1 && tracking { return .refreshing }
            return outOfSight ? .idle : .pulling
        case .bouncing:
            if outOfSight { return .idle }
            return tracking && revealed <= 0.75 ? .pulling : .bouncing
        case .ending:
            return outOfSight ? .idle : .ending
        case .refreshing:
            return .refreshing
        }
    }

    private func enter(_ next: Phase, notify: Bool) {
        phase = next
        if next == .refreshing {
            addInsets()
            spinner.revealedSpokeCount = nil
            spinner.startAnimating()
            if notify { sendActions(for: .valueChanged) }
        } else {
            removeInsets()
            spinner.stopAnimating()
        }
        revealSpinner()
    }

    /// Shows as many spokes as the pull has revealed (UIKit's `_percentageShowing`), and fades the title in.
    private func revealSpinner() {
        let showing = min(visibleHeight / maximumSnappingHeight, 1)
        let titleAlpha = phase == .refreshing ? 1 : showing
        if titleLabel.alpha != titleAlpha { titleLabel.alpha = titleAlpha }
        guard phase != .refreshing else { return }
        spinner.revealedSpokeCount = Int((showing * CGFloat(UIActivityIndicatorView.spokeCount)).rounded(.down))
    }

    private func addInsets() {
        guard !insetsApplied, let scrollView else { return }
        insetsApplied = true
        adjustInset(of: scrollView, by: bounds.height)
    }

    private func removeInsets() {
        guard insetsApplied, let scrollView else { return }
        insetsApplied = false
        adjustInset(of: scrollView, by: -bounds.height)
    }

    private func adjustInset(of scrollView: UIScrollView, by delta: CGFloat) {
        isAdjustingInsets = true
        defer { isAdjustingInsets = false }
        scrollView.refreshControlInsetDidChange(by: delta)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.intrinsicContentSize
        spinner.frame = CGRect(
            x: (bounds.width - spinnerSize.width) / 2, y: (Self.standardHeight - spinnerSize.height) / 2,
            width: spinnerSize.width, height: spinnerSize.height)
        let title = titleHeight
        titleLabel.frame = CGRect(x: 0, y: 62, width: bounds.width, height: title)
    }
}
