extension UIScrollView {
    /// How dragging a scroll view dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`, with its raw
    /// values).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none = 0
        /// The keyboard is dismissed as a drag begins.
        case onDrag = 1
        /// The keyboard follows a drag that reaches it and is dismissed; here it is dismissed as the finger
        /// reaches its top edge.
        case interactive = 2
        /// As `onDrag`, the input accessory view included (iOS 16).
        case onDragWithAccessory = 3
        /// As `interactive`, the input accessory view included (iOS 16).
        case interactiveWithAccessory = 4
    }

    /// With `.onDrag`: a drag beginning dismisses the software keyboard (the text input holding it resigns).
    func dismissKeyboardAsDragBegins() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
        dismissSoftwareKeyboard()
    }

    /// With `.interactive`: the finger (at `location`, in window coordinates) reaching the keyboard dismisses it.
    func dismissKeyboardAsDragMoves(to location: CGPoint) {
        guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
            let window, let keyboard = window.windowScene?.softwareKeyboard.frame
        else { return }
        if location.y + window.frame.minY >= keyboard.minY { dismissSoftwareKeyboard() }
    }

    /// Resigns the text input holding the software keyboard, if the keyboard is up (with a hardware keyboard
    /// there is no keyboard to dismiss, and the input stays first responder).
    private func dismissSoftwareKeyboard() {
        guard let scene = window?.windowScene, scene.softwareKeyboard.frame != nil else { return }
        for window in scene.windows {
            if let input = window.firstResponder, input is any UIKeyInput { input.resignFirstResponder() }
        }
    }
}
