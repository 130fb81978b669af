extension UITextView: HostTextInput {
    // MARK: - UIKeyInput

    /// Whether the view has any text.
    public var hasText: Bool { !editing.text.isEmpty }

    /// Inserts `text` at the selection (or in place of marked text), as typing does.
    public func insertText(_ text: String) {
        if editing.markedRange != nil {
            commitComposition(text)
        } else {
            replaceByUser(editing.selection, with: text)
        }
    }

    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    public func deleteBackward() {
        if editing.selection.length > 0 {
            replaceByUser(editing.selection, with: "")
        } else if editing.caret > 0 {
            let start = editing.offset(before: editing.caret)
            replaceByUser(NSRange(location: start, length: editing.caret - start), with: "")
        }
    }

    // MARK: - UITextInput

    /// The selection, or the caret when empty.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(range: editing.selection) }
        set {
            guard let newValue else { return }
            editing.select(editing.clamp(newValue.range))
            selectionChanged()
        }
    }

    /// The selection as an `NSRange`.
    public var selectedRange: NSRange {
        get { editing.selection }
        set {
            editing.select(editing.clamp(newValue))
            selectionChanged()
        }
    }

    /// The marked text's range while an input method composes, else `nil`.
    public var markedTextRange: UITextRange? { editing.markedRange.map(UITextRange.init(range:)) }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: editing.length) }

    /// Replaces the marked text (or the selection) with `markedText`, selecting `selectedRange` inside it; the
    /// delegate is asked only when the composition is committed.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let target = editing.markedRange ?? editing.selection
        let marked = markedText ?? ""
        editing.replace(target, with: marked)
        if marked.isEmpty {
            editing.markedRange = nil
        } else {
            let range = NSRange(location: target.location, length: marked.utf16.count)
            editing.markedRange = range
            let start = min(max(0, selectedRange.location), range.length)
            let length = min(max(0, selectedRange.length), range.length - start)
            editing.select(NSRange(location: range.location + start, length: length))
        }
        textChanged()
        textViewDelegate?.textViewDidChange(self)
    }

    /// Commits the marked text as it stands.
    public func unmarkText() {
        guard let marked = editing.markedRange else { return }
        editing.markedRange = nil
        editing.setCaret(marked.location + marked.length)
        textChanged()
    }

    /// Ends a composition with `text` committed in place of the marked text: one change, asked once.
    func commitComposition(_ text: String) {
        let range: NSRange
        if let marked = editing.markedRange {
            editing.replace(marked, with: "")
            editing.markedRange = nil
            range = NSRange(location: marked.location, length: 0)
        } else {
            range = editing.selection
        }
        if !replaceByUser(range, with: text) {
            textChanged()
            textViewDelegate?.textViewDidChange(self)
        }
    }

    /// The text in `range`.
    public func text(in range: UITextRange) -> String? { editing.substring(editing.clamp(range.range)) }

    /// Replaces the text in `range` with `text` (a programmatic edit: the delegate is not asked).
    public func replace(_ range: UITextRange, withText text: String) {
        editing.replace(range.range, with: text)
        editing.markedRange = nil
        textChanged()
    }

    /// The 2-point caret at `position`, in the view's (content) coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        caretFrame(at: min(max(0, position.offset), editing.length), in: textLayout)
    }

    var caretRectInWindow: CGRect {
        let caret = caretRect(for: UITextPosition(offset: editing.caret))
        return window.map { convert(caret, to: $0) } ?? caret
    }

    // MARK: - Keys

    func handleKey(name: String, characters: String, modifiers: UIKeyModifierFlags) -> Bool {
        let command = !modifiers.isDisjoint(with: [.command, .control])
        let extending = modifiers.contains(.shift)
        let layout = textLayout
        let line = layout.lines[layout.lineIndex(of: editing.caret)]
        switch name {
        case "Backspace": deleteBackward()
        case "Delete":
            if editing.selection.length > 0 {
                replaceByUser(editing.selection, with: "")
            } else if editing.caret < editing.length {
                let end = editing.offset(after: editing.caret)
                replaceByUser(NSRange(location: editing.caret, length: end - editing.caret), with: "")
            }
        case "ArrowLeft":
            let collapsing = editing.selection.length > 0 && !extending
            moveCaret(
                to: command
                    ? line.start : collapsing ? editing.selection.location : editing.offset(before: editing.caret),
                extending: extending)
        case "ArrowRight":
            let collapsing = editing.selection.length > 0 && !extending
            let lineEnd = line.start + line.text.utf16.count
            moveCaret(
                to: command
                    ? lineEnd
                    : collapsing
                        ? editing.selection.location + editing.selection.length : editing.offset(after: editing.caret),
                extending: extending)
        case "ArrowUp":
            if command { moveCaret(to: 0, extending: extending) } else { moveVertically(by: -1, extending: extending) }
        case "ArrowDown":
            if command {
                moveCaret(to: editing.length, extending: extending)
            } else {
                moveVertically(by: 1, extending: extending)
            }
        case "Home": moveCaret(to: line.start, extending: extending)
        case "End": moveCaret(to: line.start + line.text.utf16.count, extending: extending)
        case "Enter": insertText("\n")
        case "Tab" where !command: insertText("\t")
        default:
            if command {
                switch name.lowercased() {
                case "a": selectAll(nil)
                case "c": copy(nil)
                case "x": cut(nil)
                case "v": paste(nil)
                default: return false
                }
            } else if !characters.isEmpty, characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0 != "\u{7F}" })
            {
                insertText(characters)
            } else {
                return false
            }
        }
        return true
    }
}
