/// The text view's delegate: it allows or refuses the start and end of editing and each change, and hears every
/// change of text and selection. Every method is optional; the protocol extension supplies UIKit's defaults.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default `true`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view just became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (default `true`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced with `text` (default `true`); asked for every change the
    /// person makes, a line break included.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The person changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
