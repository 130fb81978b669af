/// A pair of − and + buttons that step a value between `minimumValue` and `maximumValue`.
///
/// As UIKit's: 94×32, value 0 in 0…100 stepping by 1; holding a button repeats the step (after 0.5 s, then every
/// 0.1 s) while `autorepeat` is on; `.valueChanged` is sent at each step when `isContinuous`, once on release
/// otherwise. A button whose step would pass the range is disabled unless `wraps`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// Its "Decrement" and "Increment" buttons, unless set.
    open override var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? defaultAccessibilityElements }
        set { super.accessibilityElements = newValue }
    }

    /// The size UIKit gives a stepper since iOS 13.
    public static let standardSize = CGSize(width: 94, height: 32)
    static let firstRepeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private enum Half { case decrement, increment }

    private let divider = UIView()
    private let minusBar = UIView()
    private let plusBars = (horizontal: UIView(), vertical: UIView())
    private var valueStorage: Double = 0
    private var pressedHalf: Half?
    private var repeatTimer: ClockTimer?
    private var valueAtTouchDown: Double = 0

    /// The value, clamped to the range (0 by default).
    open var value: Double {
        get { valueStorage }
        set {
            valueStorage = clamped(newValue)
            setNeedsLayout()
        }
    }
    /// The lowest value (0 by default).
    open var minimumValue: Double = 0 { didSet { value = valueStorage } }
    /// The highest value (100 by default).
    open var maximumValue: Double = 100 { didSet { value = valueStorage } }
    /// The step (1 by default; must be positive).
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0) {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "UIStepper: stepValue must be greater than 0 (got \(stepValue)); using 1")
                stepValue = 1
            }
        }
    }
    /// Whether stepping past one end wraps to the other (`false` by default).
    open var wraps = false
    /// Whether holding a button repeats the step (`true` by default).
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (`true`) or only the release does.
    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = 8
        backgroundColor = .tertiarySystemFill
        for part in [divider, minusBar, plusBars.horizontal, plusBars.vertical] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
    }

    private func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return minimumValue }
        return min(maximumValue, max(minimumValue, value))
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    private var canDecrement: Bool { isEnabled && (wraps || valueStorage > minimumValue) }
    private var canIncrement: Bool { isEnabled && (wraps || valueStorage < maximumValue) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
        divider.backgroundColor = .separator
        // The glyphs are 14-point bars, 2 points thick, centred in each half (drawn like SF Symbols' minus/plus).
        let bar = CGSize(width: 14, height: 2)
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? half * 1.5 : half / 2
        let trailing = effectiveUserInterfaceLayoutDirection == .rightToLeft ? half / 2 : half * 1.5
        minusBar.frame = CGRect(
            x: leading - bar.width / 2, y: bounds.midY - bar.height / 2, width: bar.width, height: bar.height)
        plusBars.horizontal.frame = CGRect(
            x: trailing - bar.width / 2, y: bounds.midY - bar.height / 2, width: bar.width, height: bar.height)
        plusBars.vertical.frame = CGRect(
            x: trailing - bar.height / 2, y: bounds.midY - bar.width / 2, width: bar.height, height: bar.width)
        let minusColor = canDecrement ? UIColor.label : UIColor.tertiaryLabel
        let plusColor = canIncrement ? UIColor.label : UIColor.tertiaryLabel
        minusBar.backgroundColor = pressedHalf == .decrement ? minusColor.withAlphaComponent(0.3) : minusColor
        plusBars.horizontal.backgroundColor = pressedHalf == .increment ? plusColor.withAlphaComponent(0.3) : plusColor
        plusBars.vertical.backgroundColor = plusBars.horizontal.backgroundColor
    }

    private func half(at point: CGPoint) -> Half {
        let isLeading = point.x < bounds.midX
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return isLeading != rightToLeft ? .decrement : .increment
    }

    /// Moves the value one step; returns whether it changed.
    @discardableResult
    private func step(_ half: Half) -> Bool {
        let old = valueStorage
        switch half {
        case .decrement:
            guard canDecrement else { return false }
            let next = valueStorage - stepValue
            valueStorage = next < minimumValue ? (wraps ? maximumValue : minimumValue) : next
        case .increment:
            guard canIncrement else { return false }
            let next = valueStorage + stepValue
            valueStorage = next > maximumValue ? (wraps ? minimumValue : maximumValue) : next
        }
        setNeedsLayout()
        guard valueStorage != old else { return false }
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer?.invalidate()
        guard autorepeat, let half = pressedHalf else { return }
        repeatTimer = (window?.clock ?? .shared).schedule(after: delay) { [weak self] in
            guard let self, self.pressedHalf == half, self.isTracking else { return }
            if self.step(half) { self.scheduleRepeat(after: Self.repeatInterval) }
        }
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        let pressed = half(at: touch.location(in: self))
        guard pressed == .decrement ? canDecrement : canIncrement else { return }
        valueAtTouchDown = valueStorage
        pressedHalf = pressed
        step(pressed)
        scheduleRepeat(after: Self.firstRepeatDelay)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        finishPress()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        finishPress()
    }

    private func finishPress() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        guard pressedHalf != nil else { return }
        pressedHalf = nil
        setNeedsLayout()
        if !isContinuous, valueStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}

/// Under Full Keyboard Access the arrow keys step the value, as a tap on the plus or minus half would.
extension UIStepper: KeyboardAdjustable {
    func adjustFromKeyboard(by step: Int) -> Bool {
        let before = valueStorage
        guard self.step(step > 0 ? .increment : .decrement) else { return false }
        if !isContinuous, valueStorage != before { sendActions(for: .valueChanged) }
        return true
    }
}
