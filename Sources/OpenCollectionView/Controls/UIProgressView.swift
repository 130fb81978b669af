/// A bar that fills from the leading edge as `progress` goes from 0 to 1.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The progress as a percentage ("50%"), unless set.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// Updates frequently, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }

    /// The styles of a progress view.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    /// The bar's height (4 points since iOS 14; `intrinsicContentSize.height`).
    public static let standardHeight: CGFloat = 4

    private let fill = UIView()
    private var progressStorage: Float = 0

    /// The style.
    open var progressViewStyle: Style = .default { didSet { setNeedsLayout() } }
    /// The fraction done, clamped to 0...1.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }
    /// The filled part's colour (the tint colour when nil).
    open var progressTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The unfilled part's colour (the system fill when nil; clear in the bar style).
    open var trackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// A `Progress` whose `fractionCompleted` the bar follows when set (read at each layout pass).
    open var observedProgress: Progress? { didSet { setNeedsLayout() } }

    /// Creates a progress view of a style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(fill)
    }

    /// Sets the progress, animating the fill over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = progress.isNaN ? 0 : min(1, max(0, progress))
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutFill() }
        } else {
            setNeedsLayout()
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.standardHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let observedProgress { progressStorage = Float(min(1, max(0, observedProgress.fractionCompleted))) }
        layoutFill()
    }

    open override func tintColorDidChange() { setNeedsLayout() }

    private func layoutFill() {
        let width = bounds.width * CGFloat(progressStorage)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
        fill.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        fill.backgroundColor = progressTintColor ?? tintColor
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        layer.cornerRadius = progressViewStyle == .bar ? 0 : bounds.height / 2
        fill.layer.cornerRadius = layer.cornerRadius
    }
}
