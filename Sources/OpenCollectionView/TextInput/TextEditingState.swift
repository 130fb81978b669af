/// The text being edited with its selection and marked (input-method) range, as UTF-16 offsets the way UIKit's
/// `NSRange`s count. Caret moves step over whole grapheme clusters, so an emoji or a letter with combining marks
/// is never split.
struct TextEditingState: Equatable {
    /// The text.
    var text = ""
    /// The selection; a caret when its length is zero.
    var selection = NSRange(location: 0, length: 0)
    /// The marked text's range, while an input method composes.
    var markedRange: NSRange?
    /// The end of the selection that stays put while shift-arrows extend it.
    var anchor = 0

    /// The length of the text in UTF-16 units.
    var length: Int { text.utf16.count }

    /// The caret's offset: the moving end of the selection.
    var caret: Int { selection.location == anchor ? selection.location + selection.length : selection.location }

    func index(at offset: Int) -> String.Index { String.Index(utf16Offset: min(max(0, offset), length), in: text) }

    /// The text in `range`.
    func substring(_ range: NSRange) -> String {
        String(text[index(at: range.location)..<index(at: range.location + range.length)])
    }

    /// The offset of the grapheme boundary before `offset`.
    func offset(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return text.index(before: index(at: offset)).utf16Offset(in: text)
    }

    /// The offset of the grapheme boundary after `offset`.
    func offset(after offset: Int) -> Int {
        guard offset < length else { return length }
        return text.index(after: index(at: offset)).utf16Offset(in: text)
    }

    /// The offsets of every grapheme boundary, from 0 to `length`.
    var boundaries: [Int] {
        var offsets = [0]
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            offsets.append(index.utf16Offset(in: text))
        }
        return offsets
    }

    /// Replaces `range` with `string` and puts the caret after it.
    mutating func replace(_ range: NSRange, with string: String) {
        let clamped = clamp(range)
        text.replaceSubrange(index(at: clamped.location)..<index(at: clamped.location + clamped.length), with: string)
        setCaret(clamped.location + string.utf16.count)
    }

    /// Puts the caret at `offset`.
    mutating func setCaret(_ offset: Int) {
        let offset = min(max(0, offset), length)
        selection = NSRange(location: offset, length: 0)
        anchor = offset
    }

    /// Selects from the anchor to `offset` (shift-arrow selection).
    mutating func extendSelection(to offset: Int) {
        let offset = min(max(0, offset), length)
        selection = NSRange(location: min(anchor, offset), length: abs(offset - anchor))
    }

    /// Selects `range`, anchored at its start.
    mutating func select(_ range: NSRange) {
        selection = clamp(range)
        anchor = selection.location
    }

    /// `range` limited to the text.
    func clamp(_ range: NSRange) -> NSRange {
        let start = min(max(0, range.location), length)
        let end = min(max(start, range.location + range.length), length)
        return NSRange(location: start, length: end - start)
    }
}
