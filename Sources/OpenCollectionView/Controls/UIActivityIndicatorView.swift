/// The spinning wheel of spokes that shows work in progress.
///
/// As UIKit's since iOS 13: eight spokes fading around the circle, stepping one spoke every 1/8 s while animating;
/// 20×20 in the medium style and 37×37 in the large style; hidden while stopped when `hidesWhenStopped` (the default).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// "In progress", as UIKit labels its activity indicators, unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? "In progress" }
        set { super.accessibilityLabel = newValue }
    }

    /// The sizes and (deprecated) colour styles.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spokeCount = 8
    static let stepDuration: TimeInterval = 1.0 / 8.0

    private var spokes: [UIView] = []
    private var animationStart: TimeInterval = 0
    /// The spokes' colours by age (the leading spoke first), made once per colour so that spinning allocates
    /// nothing per frame.
    private var spokeColors: [UIColor] = []
    /// The bounds the spokes were last placed in.
    private var spokeLayoutBounds = CGRect.null
    /// How many spokes show, clockwise from the top, while the wheel is revealed step by step (a refresh control
    /// being pulled); nil shows them all.
    var revealedSpokeCount: Int? {
        didSet { if oldValue != revealedSpokeCount { setNeedsLayout() } }
    }

    /// The style (size) of the wheel.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            spokeLayoutBounds = .null
            setNeedsLayout()
        }
    }
    /// The spokes' colour (the system gray when nil is set).
    open var color: UIColor! = .systemGray {
        didSet {
            spokeColors = []
            setNeedsLayout()
        }
    }
    /// Whether the wheel hides itself while stopped (`true` by default).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the wheel is spinning.
    public private(set) var isAnimating = false

    /// Creates a wheel of a style.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(for: style)))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        spokes = (0..<Self.spokeCount).map { _ in UIView() }
        spokes.forEach(addSubview)
        isHidden = hidesWhenStopped
    }

    private static func size(for style: Style) -> CGSize {
        // `.whiteLarge` (raw value 0) is the large size too; it is matched by value to avoid its deprecation.
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override var intrinsicContentSize: CGSize { Self.size(for: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(for: style) }

    /// Starts spinning (and shows the wheel).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let clock = window?.clock ?? .shared
        animationStart = clock.now
        clock.addFrameObserver(self) { [weak self] _ in self?.setNeedsLayout() }
        setNeedsLayout()
    }

    /// Stops spinning (and hides the wheel when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        (window?.clock ?? .shared).removeFrameObserver(self)
        isHidden = hidesWhenStopped
    }

    /// The spoke drawn brightest: it advances one place per step while animating.
    var leadingSpoke: Int {
        guard isAnimating else { return 0 }
        let elapsed = (window?.clock ?? .shared).now - animationStart
        return Int((elapsed / Self.stepDuration).rounded(.down)) % Self.spokeCount
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let diameter = Self.size(for: style).width
        let length = diameter * 0.28
        let thickness = diameter * 0.12
        let inner = diameter / 2 - length
        let lead = leadingSpoke
        if spokeColors.isEmpty {
            spokeColors = (0..<Self.spokeCount).map { age in
                color.withAlphaComponent(1 - CGFloat(age) / CGFloat(Self.spokeCount) * 0.85)
            }
        }
        let revealed = revealedSpokeCount ?? Self.spokeCount
        // The spokes' geometry changes only with the bounds; each step of the spin or the reveal only recolours.
        let placeSpokes = spokeLayoutBounds != bounds
        spokeLayoutBounds = bounds
        for (index, spoke) in spokes.enumerated() where placeSpokes {
            let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi
            spoke.bounds = CGRect(x: 0, y: 0, width: thickness, height: length)
            spoke.layer.cornerRadius = thickness / 2
            let radius = inner + length / 2
            spoke.center = CGPoint(x: bounds.midX + sin(angle) * radius, y: bounds.midY - cos(angle) * radius)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
        for (index, spoke) in spokes.enumerated() {
            // Spokes behind the leading one fade out; the leading spoke is opaque. While revealed step by step the
            // shown spokes are drawn evenly, as UIKit's refresh control draws its ticks before they spin.
            let count = Self.spokeCount
            let age = revealedSpokeCount == nil ? ((lead - index) % count + count) % count : 0
            spoke.isHidden = index >= revealed
            // Set only when it changes: each set makes the layer's `CGColor`.
            if spoke.backgroundColor !== spokeColors[age] { spoke.backgroundColor = spokeColors[age] }
        }
    }
}
