/// A range of a text input's text between two positions (UIKit's `UITextRange`).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// The start of the range.
    open var start: UITextPosition { UITextPosition(offset: range.location) }
    /// The end of the range.
    open var end: UITextPosition { UITextPosition(offset: range.location + range.length) }
    /// Whether the range has no characters.
    open var isEmpty: Bool { range.length == 0 }

    let range: NSRange
    init(range: NSRange) { self.range = range }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextRange)?.range == range }
    open override var hash: Int { range.location &* 31 &+ range.length }
}
