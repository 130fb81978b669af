/// An on/off switch: a 51×31 rounded track with a round thumb that slides when the value changes.
///
/// A tap toggles the switch; dragging moves the thumb and the switch takes the side the finger ends on. A change
/// made by the user sends `.valueChanged` (once, on touch-up); `isOn` and `setOn(_:animated:)` do not send it, as in
/// UIKit.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// UIKit's switch value: "1" while on, "0" while off, unless set.
    open override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }
    /// A switch button (a toggle button that is a button), unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            accessibilityStorage?.traits ?? controlAccessibilityTraits([.button, .toggleButton], isEnabled: isEnabled)
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The size UIKit gives every switch (iOS 7 and later), whatever frame it is given.
    public static let standardSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How far a touch moves before it counts as a drag rather than a tap.
    static let dragThreshold: CGFloat = 4

    /// The style a switch is drawn in.
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    private let track = UIView()
    private let thumb = UIView()
    private var isOnStorage = false
    private var valueAtTouchDown = false
    private var touchStartX: CGFloat = 0
    private var isDraggingThumb = false

    /// Whether the switch is on (setting it does not send actions).
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when the switch is on (system green when nil).
    open var onTintColor: UIColor? { didSet { updateAppearance() } }
    /// The thumb's colour (white when nil).
    open var thumbTintColor: UIColor? { didSet { updateAppearance() } }
    /// The style the switch asks for; only the sliding style is drawn.
    open var preferredStyle: Style = .automatic
    /// The style the switch is drawn in (always sliding: the checkbox style is macOS only).
    open var style: Style { .sliding }
    /// A title, shown by UIKit only in the checkbox style.
    open var title: String?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.standardSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(track)
        addSubview(thumb)
        updateAppearance()
    }

    /// Sets the value, sliding the thumb over 0.25 s when `animated`; sends no actions.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        isOnStorage = on
        if animated {
            UIView.animate(withDuration: 0.25) { self.updateAppearance() }
        } else {
            updateAppearance()
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    open override var intrinsicContentSize: CGSize { Self.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAppearance()
    }

    open override func stateChanged() {
        super.stateChanged()
        updateAppearance()
    }

    /// Whether the switch is mirrored: in a right-to-left layout "on" is at the left end, as UIKit's controls flip
    /// since iOS 9 (Apple's "Supporting Right-to-Left Languages"; the HIG: a switch "indicates its state by revealing
    /// the accent color on one side or the other" and flips in a right-to-left context).
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The thumb's frame for a value, in the switch's coordinates.
    private func thumbFrame(on: Bool) -> CGRect {
        let size = Self.standardSize
        let x = on != isMirrored ? size.width - Self.thumbInset - Self.thumbDiameter : Self.thumbInset
        return CGRect(x: x, y: Self.thumbInset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func updateAppearance() {
        track.frame = CGRect(origin: .zero, size: Self.standardSize)
        // Off: the secondary system fill (observed #E9E9EB on white); on: `onTintColor` or system green.
        track.backgroundColor = isOnStorage ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        thumb.frame = thumbFrame(on: isOnStorage)
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        valueAtTouchDown = isOnStorage
        touchStartX = touch.location(in: self).x
        isDraggingThumb = false
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let x = touch.location(in: self).x
        if abs(x - touchStartX) > Self.dragThreshold { isDraggingThumb = true }
        guard isDraggingThumb else { return }
        // The switch follows the finger: it takes the side of the track the finger is over.
        setOn((x > Self.standardSize.width / 2) != isMirrored, animated: true)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let inside =
            touches.first.map {
                bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains($0.location(in: self))
            } ?? false
        if wasTracking, !isDraggingThumb, inside { setOn(!valueAtTouchDown, animated: true) }
        super.touchesEnded(touches, with: event)
        if wasTracking, isOnStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
        isDraggingThumb = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        setOn(valueAtTouchDown, animated: true)
        isDraggingThumb = false
    }
}
