/// Font fallback per character, as browsers and Core Text do it: each grapheme cluster is drawn with the first face
/// of a font's fallback chain (its own DejaVu face, then Noto Sans CJK SC, then Noto Color Emoji) whose `cmap` has
/// the cluster's first scalar. Emoji clusters — a scalar with emoji presentation, a variation selector 16, a ZWJ
/// sequence, a skin-tone modifier, a keycap or a flag — go to the emoji face first, as Chromium's emoji segmentation
/// does. A text is measured as runs of clusters sharing a face; an emoji cluster is one glyph (the font's ligature)
/// and is measured once, whatever scalars it holds.
struct FontRun: Equatable {
    /// The face the run is drawn with.
    var face: FontFace
    /// The run's text.
    var text: Substring
    /// The run's advance in units of the face's em (multiply by the point size).
    var ems: Double
}

/// A text advance being summed: the units of the primary face's own characters, kept apart so that text all in
/// that face sums exactly as one sum, and the ems of characters drawn by fallback faces.
struct TextAdvance: Equatable {
    var ownUnits = 0.0
    var otherEms = 0.0
}

/// A face's fallback chain, ready to resolve characters: made once per measurement with the primary face's metrics
/// at hand (the fallback faces' metrics are read without a lock, see `LoadedFaceMetrics`), so that resolving a
/// character costs a few table lookups, never a lock or a hash of a face.
struct FallbackResolver {
    /// A face of the chain.
    enum Member: Int {
        case primary, cjk, emoji
    }

    let primary: TrueTypeFont
    private let cjkSlot: LoadedFaceMetrics.Slot

    init(face: FontFace) {
        primary = face.metrics
        cjkSlot = face.weight >= 600 ? .cjkBold : .cjk
    }

    /// The metrics of a member of the chain.
    func metrics(of member: Member) -> TrueTypeFont {
        switch member {
        case .primary: primary
        case .cjk: LoadedFaceMetrics.metrics(in: cjkSlot)
        case .emoji: LoadedFaceMetrics.metrics(in: .emoji)
        }
    }

    /// The member that draws `character`, and its advance in that member's font units.
    func resolve(_ character: Character) -> (member: Member, units: Double) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (.primary, 0) }
        // Fast path: one scalar the primary face has and nobody would draw as emoji.
        let isSingle = scalars.index(after: scalars.startIndex) == scalars.endIndex
        if isSingle, first.value < 0x2000, primary.glyph(for: first) != 0 {
            return (.primary, primary.advance(for: first))
        }
        if character.isEmojiCluster {
            let emoji = metrics(of: .emoji)
            if emoji.glyph(for: first) != 0 { return (.emoji, emoji.advance(for: first)) }
        }
        // One scalar (an ideograph, say): the first face that has it; the rules below give the same answer.
        if isSingle, !first.isDefaultIgnorable {
            for member in Self.chain {
                let font = metrics(of: member)
                if font.glyph(for: first) != 0 { return (member, font.advance(for: first)) }
            }
            return (.primary, primary.advance(for: first))
        }
        // As Chromium does, a face must draw the whole cluster (base and marks); failing that, its base.
        var member = Member.primary
        if let whole = Self.chain.first(where: { candidate in
            let font = metrics(of: candidate)
            return scalars.allSatisfy { $0.isDefaultIgnorable || font.glyph(for: $0) != 0 }
        }) {
            member = whole
        } else if let base = Self.chain.first(where: { metrics(of: $0).glyph(for: first) != 0 }) {
            member = base
        }
        let font = metrics(of: member)
        var units = 0.0
        for scalar in scalars where !scalar.isDefaultIgnorable {
            // Combining marks the face lacks are drawn by the browser from another face as zero-width marks.
            units += font.glyph(for: scalar) != 0 || scalar == first ? font.advance(for: scalar) : 0
        }
        return (member, units)
    }

    /// The members in fallback order.
    private static let chain: [Member] = [.primary, .cjk, .emoji]

    /// Members of the chain, as a set.
    struct Members: OptionSet {
        let rawValue: UInt8
        static let primary = Members(rawValue: 1 << Member.primary.rawValue)
        static let cjk = Members(rawValue: 1 << Member.cjk.rawValue)
        static let emoji = Members(rawValue: 1 << Member.emoji.rawValue)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The set of one member.
        init(_ member: Member) { rawValue = 1 << member.rawValue }
    }

    /// Adds `character`'s advance to `advance` (newlines add nothing) and says which member draws it.
    @discardableResult
    func add(_ character: Character, to advance: inout TextAdvance) -> Member {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first else { return .primary }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            if scalar == "\n" { return .primary }
            if scalar.value < 0x2000, primary.glyph(for: scalar) != 0 || scalar.value < 0x20 {
                advance.ownUnits += primary.advance(for: scalar)
                return .primary
            }
        } else if character == "\r\n" {
            return .primary
        }
        let (member, units) = resolve(character)
        if member == .primary {
            for scalar in scalars where !scalar.isDefaultIgnorable { advance.ownUnits += primary.advance(for: scalar) }
        } else {
            advance.otherEms += units / metrics(of: member).unitsPerEm
        }
        return member
    }

    /// Adds the advance of a scalar that is a character on its own, neither an emoji nor a default-ignorable
    /// scalar nor a control character (see `TextLayout`), exactly as `add(_:to:)` adds that character.
    @discardableResult
    func add(alone scalar: Unicode.Scalar, to advance: inout TextAdvance) -> Member {
        if scalar.value < 0x2000, primary.glyph(for: scalar) != 0 {
            advance.ownUnits += primary.advance(for: scalar)
            return .primary
        }
        for member in Self.chain {
            let font = metrics(of: member)
            guard font.glyph(for: scalar) != 0 else { continue }
            if member == .primary {
                advance.ownUnits += font.advance(for: scalar)
            } else {
                advance.otherEms += font.advance(for: scalar) / font.unitsPerEm
            }
            return member
        }
        advance.ownUnits += primary.advance(for: scalar)
        return .primary
    }

    /// The members that draw the characters of `text` (the primary face always counts: it sets the line's
    /// least height).
    func members(in text: Substring) -> Members {
        var members = Members.primary
        if text.unicodeScalars.allSatisfy({ $0.value < 0x300 && (primary.glyph(for: $0) != 0 || $0.value < 0x20) }) {
            return members
        }
        var ignored = TextAdvance()
        for character in text { members.insert(Members(add(character, to: &ignored))) }
        return members
    }

    /// The ascent and descent (positive) of a line drawn with `members` at `pointSize`: the largest of each among
    /// the faces, as Core Text sizes a line to the tallest of its runs (UIKit grows a line of Chinese text in the
    /// system font to fit PingFang's ascent and descent).
    func verticalExtent(of members: Members, pointSize: CGFloat) -> (ascent: CGFloat, descent: CGFloat) {
        var ascent = 0.0
        var descent = 0.0
        for member in Self.chain where members.contains(Members(member)) {
            let font = metrics(of: member)
            ascent = max(ascent, font.ascender / font.unitsPerEm)
            descent = max(descent, -font.descender / font.unitsPerEm)
        }
        return (CGFloat(ascent) * pointSize, CGFloat(descent) * pointSize)
    }

    /// The advance of `text` on one line (per-character fallback, newlines skipped).
    func advance(of text: Substring) -> TextAdvance {
        // Fast path, as fast as before fallback existed: text below the combining marks (U+0300), all in this face.
        var simple = TextAdvance()
        var isSimple = true
        for scalar in text.unicodeScalars where scalar != "\n" {
            guard scalar.value < 0x300, primary.glyph(for: scalar) != 0 || scalar.value < 0x20 else {
                isSimple = false
                break
            }
            simple.ownUnits += primary.advance(for: scalar)
        }
        if isSimple { return simple }
        var advance = TextAdvance()
        for character in text { add(character, to: &advance) }
        return advance
    }
}

extension FontFace {
    /// The faces this face's text falls back to, itself first.
    var fallbackChain: [FontFace] {
        [self, weight >= 600 ? .cjkBold : .cjk, .emoji]
    }

    /// The face of the chain that draws `character`, and its advance in ems.
    func resolve(_ character: Character) -> (face: FontFace, ems: Double) {
        let resolver = FallbackResolver(face: self)
        let (member, units) = resolver.resolve(character)
        return (fallbackChain[member.rawValue], units / resolver.metrics(of: member).unitsPerEm)
    }

    /// `text` split into runs of clusters drawn with one face each (newlines are skipped).
    func runs(in text: Substring) -> [FontRun] {
        var runs: [FontRun] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let character = text[index]
            if character != "\n" && character != "\r\n" {
                let (face, ems) = resolve(character)
                if let last = runs.last, last.face == face, last.text.endIndex == index {
                    runs[runs.count - 1].text = text[last.text.startIndex..<next]
                    runs[runs.count - 1].ems += ems
                } else {
                    runs.append(FontRun(face: face, text: text[index..<next], ems: ems))
                }
            }
            index = next
        }
        return runs
    }

    /// The advance of `text` on one line (per-character fallback, newlines skipped): the units of this face's own
    /// characters, kept apart so that all-DejaVu text measures exactly as one sum, and the ems of the rest.
    func advance(of text: Substring) -> (ownUnits: Double, otherEms: Double) {
        let advance = FallbackResolver(face: self).advance(of: text)
        return (advance.ownUnits, advance.otherEms)
    }
}

extension Character {
    /// Whether the cluster is drawn as an emoji picture (Unicode's emoji presentation rules, UTS #51): an
    /// `Emoji_Presentation` scalar, a scalar followed by VS16 (U+FE0F), a keycap (U+20E3), a ZWJ sequence, a
    /// skin-tone modifier or a regional-indicator flag. Text-presentation scalars such as © stay with text faces.
    var isEmojiCluster: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
        // Fast path: no scalar below U+231A (⌚) has emoji presentation, nor any in the CJK and hangul blocks or
        // the compatibility and fullwidth forms, so one such scalar alone is text (checked against the standard
        // library's Unicode tables).
        let value = first.value
        if scalars.index(after: scalars.startIndex) == scalars.endIndex,
            value < 0x231A || (0x2E80...0xD7FF).contains(value) || (0xF900...0xFFEF).contains(value)
        {
            return false
        }
        if first.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF: return first.properties.isEmoji
            case 0x200D: return first.properties.isEmoji
            default: continue
            }
        }
        return false
    }
}

extension Unicode.Scalar {
    /// Scalars that shapers draw with no advance: joiners and variation selectors (Unicode's
    /// `Default_Ignorable_Code_Point`, the subset text here uses).
    var isDefaultIgnorable: Bool {
        switch value {
        case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x00AD: true
        default: false
        }
    }
}

extension FontFace {
    /// The CSS `unicode-range` hosts declare the face with (`nil`: every scalar). The text faces (DejaVu, Noto CJK)
    /// cover every scalar except those with emoji presentation, so that browsers — which otherwise take a face's
    /// own black-and-white glyphs for ☕ or 😀 when it has them — draw those from Noto Color Emoji, as they are
    /// measured here.
    public var cssUnicodeRange: String? { self == .emoji ? nil : Self.textUnicodeRange }

    private static let textUnicodeRange: String = {
        var ranges: [String] = []
        var start: UInt32? = 0
        func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
        for value in UInt32(0)...0x1FFFF {
            let isEmoji = Unicode.Scalar(value).map { $0.properties.isEmojiPresentation } ?? false
            if isEmoji, let open = start {
                if open < value { ranges.append("U+\(hex(open))-\(hex(value - 1))") }
                start = nil
            } else if !isEmoji, start == nil {
                start = value
            }
        }
        ranges.append("U+\(hex(start ?? 0x20000))-10FFFF")
        return ranges.joined(separator: ",")
    }()
}
