/// Lays text out in lines for a width, the way a `UILabel` does: word wrapping at spaces (and after hyphens, and
/// between CJK characters with the kinsoku rules, see `LineBreakRules`), over-long words broken by characters,
/// explicit newlines honoured, a line limit, and truncation with "…".
struct TextLayout: Equatable {
    struct Line: Equatable {
        var text: String
        var width: CGFloat
    }

    var lines: [Line]
    /// The size of the laid-out text: widest line × number of lines × line height.
    var size: CGSize
    var isTruncated: Bool

    static let ellipsis = "\u{2026}"

    /// Lays out `text` in `font` within `maxWidth` (unbounded with `.greatestFiniteMagnitude`), with at most
    /// `numberOfLines` lines (0 = no limit).
    init(text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        var result: [Line] = []
        var truncated = false
        // Several lines wrap whatever the mode (the truncating modes then shorten the last line, as UILabel does);
        // a single line wraps only in the wrapping modes.
        let wraps = numberOfLines != 1 || lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var remaining = Substring(paragraph)
            repeat {
                if result.count == limit {
                    truncated = true
                    break paragraphs
                }
                if !wraps || font.width(of: remaining) <= maxWidth {
                    result.append(Line(text: String(remaining), width: font.width(of: remaining)))
                    remaining = ""
                    break
                }
                let end = Self.breakIndex(
                    in: remaining, font: font, maxWidth: maxWidth,
                    byWords: lineBreakMode != .byCharWrapping)
                let lineText = remaining[..<end].replacingTrailingSpaces()
                result.append(Line(text: lineText, width: font.width(of: Substring(lineText))))
                remaining = remaining[end...].drop { $0 == " " }
            } while !remaining.isEmpty
            if result.count == limit, paragraph.endIndex != text.endIndex, !remaining.isEmpty { truncated = true }
        }
        if !truncated, !wraps, let widest = result.map(\.width).max(), widest > maxWidth { truncated = true }
        if truncated, let last = result.indices.last {
            result[last] = Self.truncate(
                result[last].text, font: font, maxWidth: maxWidth, mode: lineBreakMode,
                forced: true)
        } else if !wraps {
            result = result.map {
                $0.width > maxWidth
                    ? Self.truncate($0.text, font: font, maxWidth: maxWidth, mode: lineBreakMode, forced: false) : $0
            }
        }
        lines = result
        isTruncated = truncated
        let width = result.map(\.width).max() ?? 0
        size = CGSize(width: width, height: text.isEmpty ? 0 : font.lineHeight * CGFloat(result.count))
    }

    /// The end of the longest prefix of `text` that fits: at the last break opportunity that fits when breaking by
    /// words (after a space or hyphen, between CJK characters, see `LineBreakRules`), by characters when none fits
    /// (never inside a grapheme cluster), always at least one character.
    private static func breakIndex(in text: Substring, font: UIFont, maxWidth: CGFloat, byWords: Bool) -> String.Index {
        var width: CGFloat = 0
        var lastBreak: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let characterWidth = font.width(of: text[index..<next])
            if width + characterWidth > maxWidth, text[index] != " " {
                if byWords, let lastBreak { return lastBreak }
                return index == text.startIndex ? next : index
            }
            width += characterWidth
            if next < text.endIndex, LineBreakRules.allowsBreak(between: text[index], and: text[next]) {
                lastBreak = next
            }
            index = next
        }
        return text.endIndex
    }

    /// Shortens a line with "…" at the tail, head or middle so that it fits `maxWidth`. `forced` marks the last
    /// visible line of text that continues beyond the line limit: it always ends in "…". Clipping keeps the text.
    private static func truncate(_ text: String, font: UIFont, maxWidth: CGFloat, mode: NSLineBreakMode, forced: Bool)
        -> Line
    {
        func measured(_ string: String) -> Line { Line(text: string, width: font.width(of: Substring(string))) }
        if mode == .byClipping { return measured(text) }
        func render(_ kept: [Character]) -> String {
            switch mode {
            case .byTruncatingHead: ellipsis + String(kept)
            case .byTruncatingMiddle:
                String(kept.prefix((kept.count + 1) / 2)) + ellipsis + String(kept.suffix(kept.count / 2))
            default: String(kept).replacingTrailingSpaces() + ellipsis
            }
        }
        var characters = Array(text)
        if !forced, font.width(of: Substring(text)) <= maxWidth { return measured(text) }
        while !characters.isEmpty {
            let rendered = render(characters)
            if font.width(of: Substring(rendered)) <= maxWidth { return measured(rendered) }
            switch mode {
            case .byTruncatingHead: characters.removeFirst()
            case .byTruncatingMiddle: characters.remove(at: characters.count / 2)
            default: characters.removeLast()
            }
        }
        return measured(ellipsis)
    }
}

extension StringProtocol {
    /// The text without spaces at its end.
    func replacingTrailingSpaces() -> String {
        var text = String(self)
        while text.last == " " { text.removeLast() }
        return text
    }
}
