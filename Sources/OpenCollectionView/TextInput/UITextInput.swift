/// A responder that works with the system's text input (UIKit's `UITextInput`, the part an input method needs):
/// the selection, positions and ranges, and marked text — the provisional text of an input method (pinyin, kana)
/// shown underlined until the person commits it.
@MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection, or the caret when empty.
    var selectedTextRange: UITextRange? { get set }
    /// The range of the marked text, `nil` when there is none.
    var markedTextRange: UITextRange? { get }
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// Replaces the marked text (or the selection, when there is none) with `markedText`, selecting
    /// `selectedRange` within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it stands.
    func unmarkText()
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// A range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The number of UTF-16 units from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The rectangle of the caret at `position`, in the responder's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
}

/// Position arithmetic every text input shares: positions are UTF-16 offsets from the start of the text.
extension UITextInput {
    /// A range between two positions, in either order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let start = min(fromPosition.offset, toPosition.offset)
        return UITextRange(range: NSRange(location: start, length: abs(toPosition.offset - fromPosition.offset)))
    }

    /// The position `offset` UTF-16 units from `position`, or `nil` outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (beginningOfDocument.offset...endOfDocument.offset).contains(target)
            ? UITextPosition(offset: target) : nil
    }

    /// The number of UTF-16 units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
}
