extension UITextField: HostTextInput {
    // MARK: - UIKeyInput

    /// Whether the field has any text.
    public var hasText: Bool { !editing.text.isEmpty }

    /// Inserts `text` at the selection (or in place of marked text), as typing does.
    public func insertText(_ text: String) {
        if editing.markedRange != nil {
            commitComposition(text)
        } else {
            replaceByUser(editing.selection, with: singleLine(text))
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

    /// Deletes the selection, or the character after the caret.
    func deleteForward() {
        if editing.selection.length > 0 {
            replaceByUser(editing.selection, with: "")
        } else if editing.caret < editing.length {
            let end = editing.offset(after: editing.caret)
            replaceByUser(NSRange(location: editing.caret, length: end - editing.caret), with: "")
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

    /// The marked text's range while an input method composes, else `nil`.
    public var markedTextRange: UITextRange? { editing.markedRange.map(UITextRange.init(range:)) }

    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: editing.length) }

    /// Replaces the marked text (or the selection) with `markedText`, selecting `selectedRange` inside it; the
    /// text changes at once (`.editingChanged` is sent, with `markedTextRange` set), but the delegate is asked
    /// only when the composition is committed.
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let target = editing.markedRange ?? editing.selection
        let marked = singleLine(markedText ?? "")
        editing.replace(target, with: marked)
        if marked.isEmpty {
            editing.markedRange = nil
        } else {
            let range = NSRange(location: target.location, length: marked.utf16.count)
            editing.markedRange = range
            let inner = NSRange(
                location: min(max(0, selectedRange.location), range.length),
                length: max(0, min(selectedRange.length, range.length - max(0, selectedRange.location))))
            editing.select(NSRange(location: range.location + inner.location, length: inner.length))
        }
        textChanged()
        sendActions(for: .editingChanged)
    }

    /// Commits the marked text as it stands.
    public func unmarkText() {
        guard let marked = editing.markedRange else { return }
        editing.markedRange = nil
        editing.setCaret(marked.location + marked.length)
        textChanged()
    }

    /// Ends a composition with `text` committed in place of the marked text: one change, asked of the delegate
    /// once, with one `.editingChanged`.
    func commitComposition(_ text: String) {
        let range: NSRange
        if let marked = editing.markedRange {
            editing.replace(marked, with: "")
            editing.markedRange = nil
            range = NSRange(location: marked.location, length: 0)
        } else {
            range = editing.selection
        }
        if !replaceByUser(range, with: singleLine(text)) {
            // Refused: the provisional text is gone, and listeners hear that the text went back.
            textChanged()
            sendActions(for: .editingChanged)
        }
    }

    /// The text in `range`.
    public func text(in range: UITextRange) -> String? { editing.substring(editing.clamp(range.range)) }

    /// Replaces the text in `range` with `text` (a programmatic edit: no delegate question, no control event).
    public func replace(_ range: UITextRange, withText text: String) {
        editing.replace(range.range, with: singleLine(text))
        editing.markedRange = nil
        textChanged()
    }

    /// The 2-point caret at `position`, in the field's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        layoutIfNeeded()
        let line = textLineRect
        let x = textOrigin + textWidth(upTo: position.offset)
        return textContainer.convert(CGRect(x: x - 1, y: line.minY, width: 2, height: line.height), to: self)
    }

    var caretRectInWindow: CGRect {
        let caret = caretRect(for: UITextPosition(offset: editing.caret))
        return window.map { convert(caret, to: $0) } ?? caret
    }

    // MARK: - Keys

    func handleKey(name: String, characters: String, modifiers: UIKeyModifierFlags) -> Bool {
        let command = !modifiers.isDisjoint(with: [.command, .control])
        let extending = modifiers.contains(.shift)
        switch name {
        case "Backspace": deleteBackward()
        case "Delete": deleteForward()
        case "ArrowLeft":
            let collapsing = editing.selection.length > 0 && !extending
            moveCaret(
                to: command ? 0 : collapsing ? editing.selection.location : editing.offset(before: editing.caret),
                extending: extending)
        case "ArrowRight":
            let collapsing = editing.selection.length > 0 && !extending
            let end = editing.selection.location + editing.selection.length
            moveCaret(
                to: command ? editing.length : collapsing ? end : editing.offset(after: editing.caret),
                extending: extending)
        case "ArrowUp", "Home", "PageUp": moveCaret(to: 0, extending: extending)
        case "ArrowDown", "End", "PageDown": moveCaret(to: editing.length, extending: extending)
        case "Enter": returnPressed()
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

    private func moveCaret(to offset: Int, extending: Bool) {
        if editing.markedRange != nil { unmarkText() }
        if extending { editing.extendSelection(to: offset) } else { editing.setCaret(offset) }
        selectionChanged()
    }

    // MARK: - Changes

    /// Replaces `range` with `string` as the person's edit: the delegate may refuse it; when it goes through,
    /// `.editingChanged` follows.
    @discardableResult
    func replaceByUser(_ range: NSRange, with string: String) -> Bool {
        let range = editing.clamp(range)
        if range.length == 0, string.isEmpty { return false }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return false
        }
        editing.replace(range, with: string)
        editing.markedRange = nil
        textChanged()
        sendActions(for: .editingChanged)
        return true
    }

    func selectionChanged() {
        textChanged()
        delegate?.textFieldDidChangeSelection(self)
    }

    func singleLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }
}
