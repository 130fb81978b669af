extension UIWindow {
    /// Delivers a pointer (touch) change: the touch goes to the hit-tested view's recognizers, then to the view.
    func handlePointer(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval) {
        gestureArbiter.dispatchTouch(id: id, phase: phase, location: location, timestamp: timestamp)
    }

    /// Delivers a wheel or trackpad delta to the innermost scroll view under `location` that can move that way.
    func handleWheel(at location: CGPoint, delta: CGPoint) {
        var current = hitTest(location, with: nil)
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.canConsumeWheel(delta) {
                scrollView.scroll(byWheelDelta: delta)
                return
            }
            current = view.superview
        }
    }

    /// Delivers a key press to the first responder, else the focused view, else the front-most content view
    /// controller (`keyResponder`, Focus/KeyboardRouting.swift).
    func handleKey(
        name: String, characters: String, modifiers: UIKeyModifierFlags, isDown: Bool, timestamp: TimeInterval
    ) {
        let key = UIKey()
        key.keyCodeName = name
        key.characters = characters
        key.charactersIgnoringModifiers = characters
        key.modifierFlags = modifiers
        let press = UIPress()
        press.key = key
        press.phase = isDown ? .began : .ended
        press.timestamp = timestamp
        let event = UIPressesEvent()
        event.timestamp = timestamp
        event.presses = [press]
        let responder = keyResponder
        if isDown { responder.pressesBegan([press], with: event) } else { responder.pressesEnded([press], with: event) }
    }
}
