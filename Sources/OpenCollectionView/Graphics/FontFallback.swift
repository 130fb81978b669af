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

extension FontFace {
    /// The faces this face's text falls back to, itself first.
    var fallbackChain: [FontFace] {
        [self, weight >= 600 ? .cjkBold : .cjk, .emoji]
    }

    /// The face of the chain that draws `character`, and its advance in ems.
    func resolve(_ character: Character) -> (face: FontFace, ems: Double) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (self, 0) }
        let own = metrics
        // Fast path: one scalar this face has and nobody would draw as emoji.
        if scalars.count == 1, first.value < 0x2000, own.glyph(for: first) != 0 {
            return (self, own.advance(for: first) / own.unitsPerEm)
        }
        let chain = fallbackChain
        if character.isEmojiCluster, FontFace.emoji.metrics.glyph(for: first) != 0 {
            let emoji = FontFace.emoji.metrics
            return (.emoji, emoji.advance(for: first) / emoji.unitsPerEm)
        }
        // As Chromium does, a face must draw the whole cluster (base and marks); failing that, its base.
        let face =
            chain.first { face in
                scalars.allSatisfy { $0.isDefaultIgnorable || face.metrics.glyph(for: $0) != 0 }
            } ?? chain.first { $0.metrics.glyph(for: first) != 0 } ?? self
        let metrics = face.metrics
        var units = 0.0
        for scalar in scalars where !scalar.isDefaultIgnorable {
            // Combining marks the face lacks are drawn by the browser from another face as zero-width marks.
            units += metrics.glyph(for: scalar) != 0 || scalar == first ? metrics.advance(for: scalar) : 0
        }
        return (face, units / metrics.unitsPerEm)
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
        let own = metrics
        // Fast path, as fast as before fallback existed: text below the combining marks (U+0300), all in this face.
        var simpleUnits = 0.0
        var isSimple = true
        for scalar in text.unicodeScalars where scalar != "\n" {
            guard scalar.value < 0x300, own.glyph(for: scalar) != 0 || scalar.value < 0x20 else {
                isSimple = false
                break
            }
            simpleUnits += own.advance(for: scalar)
        }
        if isSimple { return (simpleUnits, 0) }
        var ownUnits = 0.0
        var otherEms = 0.0
        for character in text where character != "\n" && character != "\r\n" {
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.value < 0x2000,
                own.glyph(for: scalar) != 0 || scalar.value < 0x20
            {
                ownUnits += own.advance(for: scalar)
                continue
            }
            let (face, ems) = resolve(character)
            if face == self {
                for scalar in scalars where !scalar.isDefaultIgnorable { ownUnits += own.advance(for: scalar) }
            } else {
                otherEms += ems
            }
        }
        return (ownUnits, otherEms)
    }
}

extension Character {
    /// Whether the cluster is drawn as an emoji picture (Unicode's emoji presentation rules, UTS #51): an
    /// `Emoji_Presentation` scalar, a scalar followed by VS16 (U+FE0F), a keycap (U+20E3), a ZWJ sequence, a
    /// skin-tone modifier or a regional-indicator flag. Text-presentation scalars such as © stay with text faces.
    var isEmojiCluster: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
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
