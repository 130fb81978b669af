/// A view that turns touches into actions for events (`touchUpInside`, `valueChanged` …), with UIKit's states.
/// Actions are closures (`UIAction`, `addAction(_:for:)`); see `docs/Deviations.md` for selectors.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Control states.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Control events.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds to touches (default `true`).
    open var isEnabled = true { didSet { stateChanged() } }
    /// Whether the control can take keyboard focus: while enabled, when its scene has Full Keyboard Access on
    /// (`Focus/FullKeyboardAccess.swift`); iOS's controls are not focus items otherwise.
    open override var canBecomeFocused: Bool { isEnabled && isUnderFullKeyboardAccess }
    /// Whether the control is selected.
    open var isSelected = false { didSet { stateChanged() } }
    /// Whether a touch is down inside the control.
    open var isHighlighted = false { didSet { stateChanged() } }
    /// The current state.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }
    /// Whether a touch is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds (with UIKit's 70-point slop).
    open private(set) var isTouchInside = false

    private var actions: [(action: UIAction, events: Event)] = []

    /// Called when the state changes, so subclasses can update their look.
    open func stateChanged() { setNeedsDisplay() }

    /// Adds an action for events.
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    /// Removes an action for events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events.isSubset(of: controlEvents) }
    }

    /// Runs the actions registered for `controlEvents`.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.handler(entry.action) }
    }

    /// How far outside the bounds a touch still counts as inside (UIKit's touch slop).
    static let touchSlop: CGFloat = 70

    private func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    // MARK: Tracking

    /// Called when a touch enters the control's bounds; return `false` to stop tracking it (default `true`).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the tracked touch moves; return `false` to stop tracking it (default `true`).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts (default: nothing).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cancelled (default: nothing).
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a touch that began on the control is down; `isTracking` is whether the control still tracks it
    /// (until `beginTracking` or `continueTracking` returns `false`).
    private var touchIsDown = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        touchIsDown = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        isTracking = touches.first.map { beginTracking($0, with: event) } ?? false
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown, let touch = touches.first else { return }
        let inside = isInside(touch)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown, let touch = touches.first else { return }
        let wasTracking = isTracking
        touchIsDown = false
        isTracking = false
        isHighlighted = false
        if isInside(touch) {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
        if wasTracking { endTracking(touch, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchIsDown else { return }
        let wasTracking = isTracking
        touchIsDown = false
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
        if wasTracking { cancelTracking(with: event) }
    }
}

/// A closure-based action, as UIKit's `UIAction` (title and image for menus).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The identifier.
    public let identifier: String
    let handler: @MainActor (UIAction) -> Void

    /// Creates an action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: String? = nil,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the action's handler, as choosing it in a menu does.
    public func performWithSender(_ sender: Any?, target: Any?) { handler(self) }
}
