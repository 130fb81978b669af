/// Lines of editable text broken to a width, kept as UTF-16 offset ranges so carets, selections and taps map to
/// positions: a paragraph breaks after the last space that fits, or between grapheme clusters when a word (or CJK
/// text, which has no spaces) is wider than the line; a line break ends its line.
struct EditableTextLayout {
    /// One line: the offsets it holds (a wrapping space or a line break stays at its end) and its drawn text.
    struct Line {
        var start: Int
        var end: Int
        var text: Substring
    }

    let state: TextEditingState
    let font: UIFont
    private(set) var lines: [Line] = []

    init(state: TextEditingState, font: UIFont, width: CGFloat) {
        self.state = state
        self.font = font
        let text = state.text
        var lineStart = text.startIndex
        var lastBreak: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character.isNewline {
                lines.append(line(lineStart, index, next))
                lineStart = next
                lastBreak = nil
            } else if index > lineStart, font.width(of: text[lineStart..<next]) > width {
                let breakAt = lastBreak ?? index
                lines.append(line(lineStart, breakAt, breakAt))
                lineStart = breakAt
                lastBreak = nil
                continue
            } else if character == " " {
                lastBreak = next
            }
            index = next
        }
        lines.append(line(lineStart, text.endIndex, text.endIndex))
    }

    private func line(_ start: String.Index, _ drawnEnd: String.Index, _ end: String.Index) -> Line {
        let text = state.text
        return Line(start: start.utf16Offset(in: text), end: end.utf16Offset(in: text), text: text[start..<drawnEnd])
    }

    /// The line holding the caret at `offset` (a caret at a wrap belongs to the next line).
    func lineIndex(of offset: Int) -> Int {
        for (index, line) in lines.enumerated() where offset < line.end || index == lines.count - 1 {
            if offset >= line.start { return index }
        }
        return lines.count - 1
    }

    /// The x position of the caret at `offset` in its line.
    func x(of offset: Int) -> CGFloat {
        let line = lines[lineIndex(of: offset)]
        let clamped = min(max(offset, line.start), line.start + line.text.utf16.count)
        return font.width(of: state.text[state.index(at: line.start)..<state.index(at: clamped)])
    }

    /// The offset in line `lineIndex` whose caret is nearest `x`.
    func offset(inLine lineIndex: Int, nearestX x: CGFloat) -> Int {
        let line = lines[min(max(0, lineIndex), lines.count - 1)]
        var best = line.start
        var bestDistance = CGFloat.infinity
        var index = state.index(at: line.start)
        let end = line.text.endIndex
        while true {
            let offset = index.utf16Offset(in: state.text)
            let distance = abs(self.x(of: offset) - x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
            guard index < end else { break }
            index = state.text.index(after: index)
        }
        return best
    }
}
