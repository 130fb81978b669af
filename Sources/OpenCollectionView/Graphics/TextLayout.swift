/// Lays text out in lines for a width, the way a `UILabel` does: word wrapping at spaces (and after hyphens, and
/// between CJK characters with the kinsoku rules, see `LineBreakRules`), over-long words broken by characters,
/// explicit newlines honoured, a line limit, and truncation with "…".
struct TextLayout: Equatable {
    struct Line: Equatable {
        var text: String
        var width: CGFloat
        /// The distance from the line's top to its baseline.
        var ascent: CGFloat = 0
        /// The line's height: the font's line height, grown where fallback faces with a larger ascent or descent
        /// draw characters of the line (see `FallbackResolver.verticalExtent(of:pointSize:)`).
        var height: CGFloat = 0
        /// The distance from the top of the text to the line's baseline.
        var baseline: CGFloat = 0
        /// The faces drawing the line, when known from its measurement.
        var faces: FallbackResolver.Members?
    }

    var lines: [Line]
    /// The size of the laid-out text: the widest line by the sum of the lines' heights.
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
        let resolver = FallbackResolver(face: font.face)
        // Most texts are one paragraph: a byte scan finds that without splitting them into characters.
        let paragraphs =
            text.utf8.contains(0x0A) ? text.split(separator: "\n", omittingEmptySubsequences: false) : [text[...]]
        paragraphs: for paragraph in paragraphs {
            var remaining = Substring(paragraph)
            repeat {
                if result.count == limit {
                    truncated = true
                    break paragraphs
                }
                if !wraps {
                    result.append(Line(text: String(remaining), width: font.width(of: remaining)))
                    remaining = ""
                    break
                }
                let fit = Self.lineEnd(
                    in: remaining, font: font, resolver: resolver, maxWidth: maxWidth,
                    byWords: lineBreakMode != .byCharWrapping)
                if let wholeWidth = fit.wholeWidth, wholeWidth <= maxWidth {
                    result.append(Line(text: String(remaining), width: wholeWidth, faces: fit.faces))
                    remaining = ""
                    break
                }
                let lineText = remaining[..<fit.end].replacingTrailingSpaces()
                result.append(Line(text: lineText, width: fit.lineWidth, faces: fit.faces))
                remaining = remaining[fit.end...].drop { $0 == " " }
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
        // What lines taller than the font's line height add, kept apart so that lines all in the font sit exactly at
        // multiples of its line height.
        var growth: CGFloat = 0
        for index in result.indices {
            let members = result[index].faces ?? resolver.members(in: Substring(result[index].text))
            if members == .primary {
                result[index].ascent = font.ascender
                result[index].height = font.lineHeight
            } else {
                let extent = resolver.verticalExtent(of: members, pointSize: font.pointSize)
                let ascent = max(font.ascender, extent.ascent)
                result[index].ascent = ascent
                result[index].height = ascent + max(-font.descender, extent.descent) + font.leading
            }
            result[index].baseline = font.lineHeight * CGFloat(index) + growth + result[index].ascent
            growth += result[index].height - font.lineHeight
        }
        lines = result
        isTruncated = truncated
        let width = result.map(\.width).max() ?? 0
        size = CGSize(width: width, height: text.isEmpty ? 0 : font.lineHeight * CGFloat(result.count) + growth)
    }

    /// The end of the longest prefix of `text` that fits: at the last break opportunity that fits when breaking by
    /// words (after a space or hyphen, between CJK characters, see `LineBreakRules`), by characters when none fits
    /// (never inside a grapheme cluster), always at least one character. When the scan reaches the end of `text`,
    /// `wholeWidth` is the width of all of it (spaces may hang past `maxWidth`). `faces` are the faces drawing the
    /// prefix.
    ///
    /// One pass: the advance is summed character by character as break opportunities are found, the way
    /// `UIFont.width(of:)` sums it, so every prefix is measured once and exactly as a whole measurement would.
    private static func lineEnd(
        in text: Substring, font: UIFont, resolver: FallbackResolver, maxWidth: CGFloat, byWords: Bool
    ) -> (end: String.Index, wholeWidth: CGFloat?, lineWidth: CGFloat, faces: FallbackResolver.Members) {
        var advance = TextAdvance()
        // The advance up to the last character that is not a space: the width of the line without trailing spaces.
        var printedAdvance = TextAdvance()
        var faces = FallbackResolver.Members.primary
        var lastBreak: (index: String.Index, printed: TextAdvance, faces: FallbackResolver.Members)?
        var index = text.startIndex
        guard index < text.endIndex else { return (index, 0, 0, faces) }
        var unit = TextUnit(at: index, in: text, afterHyphen: false)
        while true {
            var extended = advance
            let face = FallbackResolver.Members(unit.add(to: &extended, with: resolver))
            if !unit.properties.isSpace, font.width(of: extended) > maxWidth {
                if byWords, let lastBreak {
                    return (lastBreak.index, nil, font.width(of: lastBreak.printed), lastBreak.faces)
                }
                if index == text.startIndex { return (unit.end, nil, font.width(of: extended), faces.union(face)) }
                return (index, nil, font.width(of: printedAdvance), faces)
            }
            advance = extended
            if !unit.properties.isSpace { printedAdvance = extended }
            faces.formUnion(face)
            guard unit.end < text.endIndex else { break }
            let following = TextUnit(at: unit.end, in: text, afterHyphen: unit.properties.isHyphen)
            if LineBreakRules.allowsBreak(between: unit.properties, and: following.properties) {
                lastBreak = (unit.end, printedAdvance, faces)
            }
            index = unit.end
            unit = following
        }
        return (text.endIndex, font.width(of: advance), font.width(of: printedAdvance), faces)
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

/// One character of a text being laid out, found from its scalars: most characters are one scalar that nothing
/// around it can join (Latin letters, CJK ideographs and kana, hangul syllables, fullwidth forms), which is known
/// from that scalar and the next without breaking the text into grapheme clusters; any other character is taken as
/// its grapheme cluster.
struct TextUnit {
    /// Where the character ends in the text.
    let end: String.Index
    let properties: LineBreakRules.Properties
    /// The scalar, when it is a character on its own; else the cluster.
    private let scalar: Unicode.Scalar?
    private let cluster: Character?

    init(at index: String.Index, in text: Substring, afterHyphen: Bool) {
        let scalars = text.unicodeScalars
        let first = scalars[index]
        let after = scalars.index(after: index)
        if Self.standsAlone(first), after == scalars.endIndex || Self.standsAlone(scalars[after]) {
            end = after
            properties = LineBreakRules.Properties(alone: first, afterHyphen: afterHyphen)
            scalar = first
            cluster = nil
        } else {
            let character = text[index]
            end = scalars.index(index, offsetBy: character.unicodeScalars.count)
            properties = LineBreakRules.Properties(character, afterHyphen: afterHyphen)
            scalar = nil
            cluster = character
        }
    }

    /// Adds the character's advance, as `FallbackResolver.add(_:to:)` does, and says which face draws it.
    func add(to advance: inout TextAdvance, with resolver: FallbackResolver) -> FallbackResolver.Member {
        if let scalar { return resolver.add(alone: scalar, to: &advance) }
        return cluster.map { resolver.add($0, to: &advance) } ?? .primary
    }

    /// Whether a scalar is a character on its own whatever follows it, when the scalar after it is such a scalar
    /// too (no grapheme-cluster rule joins two of them: none is a control, a combining or spacing mark, a joiner, a
    /// variation selector, a hangul jamo or a regional indicator), and no emoji (none has emoji presentation)
    /// nor a default-ignorable scalar: printable Latin up to U+02FF but the soft hyphen, CJK symbols, kana and
    /// ideographs but the combining marks among them, hangul syllables, and the fullwidth and halfwidth forms but
    /// the halfwidth sound marks.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xAC, 0xAE...0x2FF, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF9D:
            true
        default: false
        }
    }
}
