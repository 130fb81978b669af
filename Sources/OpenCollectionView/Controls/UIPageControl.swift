/// A row of dots, one per page, with the current page's dot solid.
///
/// Tapping the leading or trailing side of the current dot moves one page back or forward and sends
/// `.valueChanged` (the control never jumps to a tapped dot). Dots are 7 points across, 16 points apart centre to
/// centre (UIKit's long-standing metrics); the control is 26 points high.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The current page among all ("page 2 of 5"), unless set.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// Adjustable, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? controlAccessibilityTraits(.adjustable, isEnabled: isEnabled) }
        set { super.accessibilityTraits = newValue }
    }
    /// Moves to the next page and sends `.valueChanged`.
    open override func accessibilityIncrement() { stepForAccessibility(by: 1) }
    /// Moves to the previous page and sends `.valueChanged`.
    open override func accessibilityDecrement() { stepForAccessibility(by: -1) }

    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let standardHeight: CGFloat = 26

    private var dots: [UIView] = []
    private var currentPageStorage = 0

    /// The number of pages (dots).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = currentPageStorage
            rebuildDots()
        }
    }
    /// The page shown as current, clamped to the pages.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = min(max(0, newValue), max(0, numberOfPages - 1))
            setNeedsLayout()
        }
    }
    /// Whether a single page hides the control (`false` by default).
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The colour of the other pages' dots (a translucent white-on-dark gray when nil).
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour of the current page's dot (white when nil).
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        let width = count == 0 ? 0 : CGFloat(count - 1) * Self.dotPitch + Self.dotDiameter
        return CGSize(width: width, height: Self.standardHeight)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    private func rebuildDots() {
        while dots.count > numberOfPages { dots.removeLast().removeFromSuperview() }
        while dots.count < numberOfPages {
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(dot)
            dots.append(dot)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The x of a page's dot centre (mirrored right to left).
    private func dotCentreX(_ page: Int) -> CGFloat {
        let rowWidth = size(forNumberOfPages: numberOfPages).width
        let start = bounds.midX - rowWidth / 2 + Self.dotDiameter / 2
        let index = effectiveUserInterfaceLayoutDirection == .rightToLeft ? numberOfPages - 1 - page : page
        return start + CGFloat(index) * Self.dotPitch
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (page, dot) in dots.enumerated() {
            dot.frame = CGRect(
                x: dotCentreX(page) - Self.dotDiameter / 2, y: bounds.midY - Self.dotDiameter / 2,
                width: Self.dotDiameter, height: Self.dotDiameter)
            dot.backgroundColor =
                page == currentPageStorage
                ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
        }
        for dot in dots { dot.isHidden = hidesForSinglePage && numberOfPages <= 1 }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, isEnabled, let touch = touches.first, numberOfPages > 1 else { return }
        let location = touch.location(in: self)
        guard bounds.contains(location) else { return }
        let afterCurrent = location.x > dotCentreX(currentPageStorage)
        let forward = afterCurrent != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let target = currentPageStorage + (forward ? 1 : -1)
        guard target >= 0, target < numberOfPages else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }
}
