/// A responder that takes typed text (UIKit's `UIKeyInput`): the keyboard inserts text and deletes backward.
@MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the selection, replacing it.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
