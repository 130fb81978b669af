/// What text is measured with when a fallback face's file is missing (Noto Sans CJK or Noto Color Emoji not
/// installed): the face's script measured as the face measures it on average, so that lines break and cells size
/// close to where they would, while the browser draws those characters with fonts of its own (the page's font
/// list ends in the generic `sans-serif`). The approximation, from the Debian packages' own files:
/// - Noto Sans CJK: every Han ideograph, kana, hangul syllable or jamo, CJK symbol and punctuation, and full-width
///   form is 1 em (its 1,000-unit advance; its hangul syllables are in fact a little narrower, about 0.92 em; the
///   face's proportional Latin, which DejaVu draws anyway, is not claimed, nor are half-width forms, which stay with
///   DejaVu's missing-glyph advance);
/// - Noto Color Emoji: every emoji (a scalar with the Emoji property from U+2000 up, as the face's emoji clusters
///   start with one) is 1.245 em (its 2,550 units of 2,048).
extension TrueTypeFont {
    /// The stand-in for a missing fallback face (`FontFace.fallbacks`): the approximation above.
    static func standIn(for face: FontFace) -> TrueTypeFont {
        if face == .emoji {
            return TrueTypeFont(
                unitsPerEm: 2048, ascender: 1900, descender: -500, lineGap: 0, capHeight: 1536, xHeight: 1024,
                advance: 2550, covering: isStoodInEmoji, supplementaryRanges: [0x1_F000...0x1_FAFF])
        }
        // Noto Sans CJK's vertical metrics (880 and −120 of 1,000).
        return TrueTypeFont(
            unitsPerEm: 1000, ascender: 880, descender: -120, lineGap: 0, capHeight: 733, xHeight: 543,
            advance: 1000, covering: isStoodInCJK, supplementaryRanges: [0x2_0000...0x3_134F])
    }

    /// The scalars the CJK stand-in claims: the blocks of Han, kana, hangul, CJK symbols and full-width forms.
    static func isStoodInCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x4DBF,
            0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
            0xFFE0...0xFFE6, 0x2_0000...0x3_134F:
            true
        default: false
        }
    }

    /// The scalars the emoji stand-in claims: those with the Emoji property from U+2000 up (digits, `#`, `*`, ©
    /// and ® are emoji only in keycap or presentation sequences, which begin with them and stay with the text face).
    static func isStoodInEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x2000 && scalar.properties.isEmoji
    }
}
