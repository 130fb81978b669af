/// Where a line may break, following the parts of Unicode's line-breaking algorithm (UAX #14) that UIKit's text
/// layout shows for the scripts drawn here: after spaces and hyphens between words (Latin words stay whole);
/// before and after every ideograph, kana, hangul syllable and emoji (class ID), so CJK text wraps between any two
/// characters; and the Japanese and Chinese kinsoku rules — never before closing punctuation, small kana and the
/// prolonged sound mark (classes CL, CP, EX, IS, NS: 。，、」） ー ゃ …), never after opening punctuation (OP: 「（《 …).
/// Korean breaks between words only, as UILabel's default `hangulWordPriority` strategy does.
/// Grapheme clusters (`Character`) are never split, so ZWJ emoji sequences, skin tones and flags stay whole.
enum LineBreakRules {
    /// What the rules need to know of one character, worked out once per character while a line is scanned.
    struct Properties {
        var isSpace = false
        var isHyphen = false
        var isHangul = false
        var isIdeographic = false
        var forbidsBreakBefore = false
        var forbidsBreakAfter = false
        /// Whether the character is a number (`Character.isNumber`); beyond ASCII only worked out `afterHyphen`,
        /// the one place the rules ask.
        var isNumber = false

        init(_ character: Character, afterHyphen: Bool = true) {
            let scalars = character.unicodeScalars
            guard let scalar = scalars.first else { return }
            if scalars.index(after: scalars.startIndex) == scalars.endIndex {
                self = Properties(alone: scalar, afterHyphen: afterHyphen)
                if !isIdeographic, scalar.value >= 0x80, character.isEmojiCluster { isIdeographic = true }
                return
            }
            if afterHyphen { isNumber = character.isNumber }
            isHangul = LineBreakRules.isHangul(scalar)
            isIdeographic = LineBreakRules.isIdeographic(scalar) || character.isEmojiCluster
        }

        /// The properties of a scalar that is a character on its own and not an emoji.
        init(alone scalar: Unicode.Scalar, afterHyphen: Bool) {
            let value = scalar.value
            if value < 0x80 {
                // ASCII: no table lookups.
                isSpace = value == 0x20
                isHyphen = value == 0x2D
                isNumber = (0x30...0x39).contains(value)
                forbidsBreakBefore = LineBreakRules.closingASCII[Int(value)]
                forbidsBreakAfter = LineBreakRules.openingASCII[Int(value)]
                return
            }
            isHyphen = value == 0x2010
            // Ideographs and hangul syllables are in neither kinsoku set: no lookups for them.
            if !(0x4E00...0x9FFF).contains(value) && !(0xAC00...0xD7AF).contains(value) {
                forbidsBreakBefore = LineBreakRules.closing.contains(value)
                forbidsBreakAfter = LineBreakRules.opening.contains(value)
            }
            if afterHyphen { isNumber = Character(scalar).isNumber }
            isHangul = LineBreakRules.isHangul(scalar)
            isIdeographic = LineBreakRules.isIdeographic(scalar)
        }
    }

    /// Whether a line may end between `previous` and `next`.
    static func allowsBreak(between previous: Character, and next: Character) -> Bool {
        allowsBreak(between: Properties(previous), and: Properties(next))
    }

    /// Whether a line may end between characters with these properties.
    static func allowsBreak(between previous: Properties, and next: Properties) -> Bool {
        if next.isSpace { return false }
        if previous.isSpace { return true }
        if next.forbidsBreakBefore || previous.forbidsBreakAfter { return false }
        if previous.isHyphen { return !next.isNumber }
        // UILabel's default line-break strategy (`.standard`) includes `.hangulWordPriority`: Korean, written with
        // spaces between words, breaks at the spaces, never between two hangul syllables.
        if previous.isHangul && next.isHangul { return false }
        return previous.isIdeographic || next.isIdeographic
    }

    /// Hangul syllables and jamo.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    /// Characters of class ID (ideographic), by their first scalar: breaks are allowed on both sides. Emoji clusters
    /// are of this class too (see `Properties`).
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF,  // CJK radicals, Kangxi radicals, ideographic description characters
            0x3003...0x3007, 0x3012...0x3013, 0x3020...0x3029, 0x3030...0x303A, 0x303D...0x303F,  // CJK symbols
            0x3040...0x309F,  // hiragana
            0x30A0...0x30FF,  // katakana
            0x3100...0x31BF,  // bopomofo, hangul compatibility jamo, kanbun
            0x31F0...0x31FF,  // katakana phonetic extensions
            0x3200...0x33FF,  // enclosed CJK letters, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA960...0xA97F,  // hangul jamo extended A
            0xAC00...0xD7AF,  // hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF01...0xFF60,  // fullwidth forms
            0xFFE0...0xFFE6,  // fullwidth signs
            0x1F000...0x1FAFF,  // mahjong, dominoes, cards, pictographs
            0x20000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }

    /// Closing punctuation, small kana and marks a line may not start with (UAX #14 classes CL, CP, EX, IS, NS), by
    /// scalar value.
    private static let closing: Set<UInt32> = Set(
        (")]},.:;!?%\u{00BB}\u{2019}\u{201D}\u{2026}\u{2025}\u{203C}\u{2047}\u{2048}\u{2049}"
            + "、。，．：；！？）］｝〉》」』】〕〗〙〛〞｠｡｣､･ー〜～々〻ゝゞヽヾ・゠"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
            + "％‰℃").unicodeScalars.map(\.value))
    /// `closing` and `opening` for ASCII, by scalar value: a table lookup instead of a hash.
    private static let closingASCII: [Bool] = (0..<128).map { closing.contains(UInt32($0)) }
    private static let openingASCII: [Bool] = (0..<128).map { opening.contains(UInt32($0)) }

    /// Opening punctuation a line may not end with (UAX #14 class OP, with the opening quotes), by scalar value.
    private static let opening: Set<UInt32> = Set(
        "([{\u{00AB}\u{2018}\u{201C}（［｛〈《「『【〔〖〘〚〝｟｢＄￡￥".unicodeScalars.map(\.value))
}
