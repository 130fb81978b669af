/// What an assistive app can do to an element of the tree.
public enum AccessibilityAction: Hashable, Sendable {
    /// Activate it (VoiceOver's double tap): `accessibilityActivate()`, else a tap at its centre.
    case activate
    /// Raise an adjustable element's value (a swipe up).
    case increment
    /// Lower an adjustable element's value (a swipe down).
    case decrement
    /// Run its custom action at this index of `accessibilityCustomActions`.
    case customAction(Int)
    /// Scroll by a page (a three-finger swipe): the element's `accessibilityScroll(_:)`, else its containers'.
    case scroll(UIAccessibilityScrollDirection)
    /// Move the window's keyboard focus to it (a browser's focus entered the mirrored element): the focus system
    /// focuses the element's view (a cell: its item) when that view can become focused.
    case focus
}

extension AccessibilityTree {
    /// Performs `action` on the element with `id` among those reachable in `view` (usually the window) and answers
    /// whether it was performed. An id that is no longer in the tree (a cell reused since the host saw it, a view
    /// removed), a custom action index out of range, or a touch with no window is reported through
    /// `OpenCollectionViewDiagnostics` and answered with `false`; nothing else happens.
    @discardableResult
    public static func perform(_ action: AccessibilityAction, onElementWithID id: Int, in view: UIView) -> Bool {
        // What the action posts (a scroll's new position) goes to the view's scene, as does the activating touch.
        let scene = (view as? UIWindow ?? view.window)?.windowScene ?? UIWindowScene.current
        return scene.makeCurrent { performInCurrentScene(action, onElementWithID: id, in: view) }
    }

    private static func performInCurrentScene(_ action: AccessibilityAction, onElementWithID id: Int, in view: UIView)
        -> Bool
    {
        guard let object = AccessibilityWalk.object(withID: id, from: view) else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "Accessibility: no element with id \(id) is on screen any more; \(action) ignored")
            return false
        }
        switch action {
        case .activate:
            return activate(object)
        case .increment:
            (object as? UIView)?.accessibilityIncrement()
            (object as? UIAccessibilityElement)?.accessibilityIncrement()
            return true
        case .decrement:
            (object as? UIView)?.accessibilityDecrement()
            (object as? UIAccessibilityElement)?.accessibilityDecrement()
            return true
        case .customAction(let index):
            let actions =
                (object as? UIView)?.accessibilityCustomActions
                ?? (object as? UIAccessibilityElement)?.accessibilityCustomActions ?? []
            guard actions.indices.contains(index) else {
                OpenCollectionViewDiagnostics.report(
                    .misuse,
                    "Accessibility: element \(id) has \(actions.count) custom actions; action \(index) ignored")
                return false
            }
            return actions[index].perform()
        case .scroll(let direction):
            return scroll(object, direction)
        case .focus:
            return focus(object)
        }
    }

    /// Keyboard focus to the element's view (an accessibility element's: the view containing it), or to the nearest
    /// view around it that can take focus (a cell around its label).
    private static func focus(_ object: AnyObject) -> Bool {
        var container: AnyObject? = object
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        guard let view = container as? UIView, let window = view as? UIWindow ?? view.window else {
            OpenCollectionViewDiagnostics.report(.misuse, "Accessibility: the element to focus is in no window")
            return false
        }
        // An element inside a focusable view (a label in a cell) stands for it, as its focus ring would.
        var focusable: UIView? = view
        while let candidate = focusable, !(candidate is UICollectionViewCell || candidate.canBecomeFocused) {
            focusable = candidate.superview
        }
        return window.focusSystem.focus(focusable ?? view)
    }

    /// `accessibilityActivate()`, else a touch down and up at the element's centre, as VoiceOver taps it.
    private static func activate(_ object: AnyObject) -> Bool {
        let handled =
            (object as? UIView)?.accessibilityActivate() ?? (object as? UIAccessibilityElement)?.accessibilityActivate()
            ?? false
        if handled { return true }
        var container: AnyObject? = object
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        guard let window = (container as? UIView).flatMap({ $0 as? UIWindow ?? $0.window }) else {
            OpenCollectionViewDiagnostics.report(.misuse, "Accessibility: the element to activate is in no window")
            return false
        }
        let frame =
            (object as? UIView)?.accessibilityFrame ?? (object as? UIAccessibilityElement)?
            .resolvedAccessibilityFrame ?? .zero
        window.tapForActivation(at: CGPoint(x: frame.midX, y: frame.midY), touchID: activationTouchID)
        return true
    }

    /// The touch id of VoiceOver-style activation taps (apart from any host's pointer ids).
    private static let activationTouchID = -26

    /// The element's `accessibilityScroll(_:)`, then each container's up to the window, until one scrolls.
    private static func scroll(_ object: AnyObject, _ direction: UIAccessibilityScrollDirection) -> Bool {
        var current: AnyObject? = object
        while let candidate = current {
            if let view = candidate as? UIView {
                if view.accessibilityScroll(direction) { return true }
                current = view.superview
            } else if let element = candidate as? UIAccessibilityElement {
                if element.accessibilityScroll(direction) { return true }
                current = element.accessibilityContainer
            } else {
                current = nil
            }
        }
        return false
    }
}

extension UIWindow {
    /// A touch down and up at `point` (window coordinates) at the scene clock's time, as an assistive technology's
    /// activation makes it (VoiceOver's double tap, Full Keyboard Access's Space): the view there runs its own touch
    /// handling. `touchID` keeps the touch apart from any host's pointer ids.
    func tapForActivation(at point: CGPoint, touchID: Int) {
        let now = (windowScene ?? UIWindowScene.current).clock.now
        handlePointer(id: touchID, phase: .began, location: point, timestamp: now)
        handlePointer(id: touchID, phase: .ended, location: point, timestamp: now)
    }
}
