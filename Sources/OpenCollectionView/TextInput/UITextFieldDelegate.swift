/// The text field's delegate: it allows or refuses the start and end of editing, each change to the text, clearing
/// and return. Every method is optional; the protocol extension supplies UIKit's defaults.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`); asked before the field becomes first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field just became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (default `true`); asked before the field resigns first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended: the field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason`; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` may be replaced with `string` (default `true`); asked for every change
    /// the person makes — a typed character, a deletion, a paste, committed input-method text.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text (default `true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field should process return (default `true`); the delegate usually resigns the field here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
