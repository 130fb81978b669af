/// A position in a text input's text (UIKit's `UITextPosition`): here a UTF-16 offset from the start, as
/// `NSRange` counts.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) { self.offset = offset }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset }
}
