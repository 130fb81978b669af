/// What a host asks of the focused text input: keys with their modifiers, typed and pasted text, and an input
/// method's composition. `UITextField` answers it; the host session finds it as the window's first responder.
@MainActor
protocol HostTextInput: AnyObject {
    /// Handles a key pressed while focused; `false` passes it on to the responder chain.
    func handleKey(name: String, characters: String, modifiers: UIKeyModifierFlags) -> Bool
    /// Inserts typed text at the selection (replacing any marked text).
    func insertText(_ text: String)
    /// Shows `text` as the input method's marked text, with `selectedRange` selected inside it.
    func setMarkedText(_ text: String?, selectedRange: NSRange)
    /// Ends a composition with `text` as the committed text: one change, asked of the delegate once.
    func commitComposition(_ text: String)
    /// Pastes the current pasteboard's string.
    func paste(_ sender: Any?)
    /// The caret (or the selection's end) in window coordinates, where a host places its input method's window.
    var caretRectInWindow: CGRect { get }
}
