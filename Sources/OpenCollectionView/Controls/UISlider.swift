/// A slider: a thumb on a horizontal track that picks a value between `minimumValue` and `maximumValue`.
///
/// Drawn as UIKit draws it since iOS 13: a 4-point track, filled in the tint colour up to a 28-point white thumb.
/// Dragging the thumb changes the value, sending `.valueChanged` while it moves when `isContinuous` (the default)
/// and once on release otherwise. Right to left (`effectiveUserInterfaceLayoutDirection`), the slider is mirrored:
/// the minimum end is on the right and the value grows leftwards, as the progress view fills from the right.
@preconcurrency @MainActor
open class UISlider: UIControl {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The value as a percentage of the range ("50%"), unless set.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
    /// Adjustable, unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? controlAccessibilityTraits(.adjustable, isEnabled: isEnabled) }
        set { super.accessibilityTraits = newValue }
    }
    /// Raises the value by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityIncrement() { adjustForAccessibility(byTenths: 1) }
    /// Lowers the value by a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() { adjustForAccessibility(byTenths: -1) }

    /// The height UIKit gives a slider (`intrinsicContentSize.height`).
    public static let standardHeight: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private var valueStorage: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    /// The value, clamped to `minimumValue...maximumValue` (0 by default).
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }
    /// The smallest value (0 by default).
    open var minimumValue: Float = 0 { didSet { setValue(valueStorage, animated: false) } }
    /// The largest value (1 by default).
    open var maximumValue: Float = 1 { didSet { setValue(valueStorage, animated: false) } }
    /// Whether dragging sends `.valueChanged` continuously (`true`) or only on release.
    open var isContinuous = true
    /// The colour of the track before the thumb (the tint colour when nil).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour of the track after the thumb (the system fill when nil).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [minimumTrack, maximumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    /// Sets the value (clamped), moving the thumb over 0.25 s when `animated`; sends no actions.
    open func setValue(_ value: Float, animated: Bool) {
        let low = min(minimumValue, maximumValue)
        let high = max(minimumValue, maximumValue)
        valueStorage = value.isNaN ? low : Swift.min(Swift.max(value, low), high)
        if animated {
            UIView.animate(withDuration: 0.25) { self.layoutParts() }
        } else {
            setNeedsLayout()
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, Self.thumbDiameter), height: Self.standardHeight)
    }

    /// The fraction of the range the value stands at.
    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((valueStorage - minimumValue) / span) : 0
    }

    /// The rectangle the thumb's centre travels along: half a thumb in from each end.
    private var travel: (start: CGFloat, length: CGFloat) {
        (Self.thumbDiameter / 2, max(0, bounds.width - Self.thumbDiameter))
    }

    /// Whether the slider is mirrored: its minimum end on the right.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The rectangle of the thumb for a bounds and value (as UIKit's `thumbRect(forBounds:trackRect:value:)`),
    /// measured from the right end of the track when right to left.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - Self.thumbDiameter) * (isMirrored ? 1 - fraction : fraction)
        return CGRect(
            x: x, y: bounds.midY - Self.thumbDiameter / 2, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The track's rectangle for a bounds: full width, 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() { setNeedsLayout() }

    private func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        let left = CGRect(x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
        let right = CGRect(
            x: thumbFrame.midX, y: track.minY, width: track.maxX - thumbFrame.midX, height: track.height)
        minimumTrack.frame = isMirrored ? right : left
        maximumTrack.frame = isMirrored ? left : right
        thumb.frame = thumbFrame
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    private func value(atThumbCentre x: CGFloat) -> Float {
        let (start, length) = travel
        let fromLeft = length > 0 ? min(1, max(0, (x - start) / length)) : 0
        let fraction = isMirrored ? 1 - fromLeft : fromLeft
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    // MARK: Touches

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // The thumb stays grabbable where it overhangs the bounds.
        bounds.insetBy(dx: -Self.thumbDiameter / 2, dy: min(0, (bounds.height - Self.thumbDiameter) / 2)).contains(
            point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let location = touch.location(in: self)
        let thumbFrame = thumb.frame.insetBy(dx: -8, dy: -8)
        // UIKit tracks only touches that start on the thumb; elsewhere on the track the slider ignores them.
        guard thumbFrame.contains(location) else { return }
        super.touchesBegan(touches, with: event)
        valueAtTouchDown = valueStorage
        grabOffset = location.x - thumb.frame.midX
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        super.touchesMoved(touches, with: event)
        let newValue = value(atThumbCentre: touch.location(in: self).x - grabOffset)
        guard newValue != valueStorage else { return }
        valueStorage = newValue
        layoutParts()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        super.touchesEnded(touches, with: event)
        if !isContinuous, valueStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
