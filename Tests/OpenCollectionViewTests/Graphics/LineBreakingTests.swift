import Testing

@_spi(Host) @testable import OpenCollectionView

/// Line breaking as UIKit's text layout does it for CJK and emoji: breaks between ideographs, kana and hangul;
/// the kinsoku rules of JIS X 4051 (no closing punctuation or small kana at a line's start, no opening bracket at
/// its end); Latin words whole; grapheme clusters never split. Widths are in ems of a 20-point font: Noto CJK's
/// characters are one em (20 points) each.
@MainActor
struct LineBreakingTests {
    private let font = UIFont.systemFont(ofSize: 20)

    private func lines(_ text: String, ems: CGFloat, lines limit: Int = 0, mode: NSLineBreakMode = .byWordWrapping)
        -> [String]
    {
        TextLayout(text: text, font: font, maxWidth: ems * 20 + 0.5, numberOfLines: limit, lineBreakMode: mode)
            .lines.map(\.text)
    }

    @Test func breakOpportunitiesFollowUAX14() {
        // Between ideographs, kana and hangul syllables; between Latin and CJK; after spaces.
        #expect(LineBreakRules.allowsBreak(between: "集", and: "合"))
        #expect(LineBreakRules.allowsBreak(between: "こ", and: "ん"))
        // Korean keeps words whole (UILabel's default line-break strategy includes `.hangulWordPriority`).
        #expect(!LineBreakRules.allowsBreak(between: "컬", and: "렉"))
        #expect(LineBreakRules.allowsBreak(between: " ", and: "렉"))
        #expect(LineBreakRules.allowsBreak(between: "다", and: "集"))
        #expect(LineBreakRules.allowsBreak(between: "t", and: "是"))
        #expect(LineBreakRules.allowsBreak(between: " ", and: "w"))
        // Not inside Latin words, not before closing punctuation or small kana, not after opening brackets.
        #expect(!LineBreakRules.allowsBreak(between: "a", and: "b"))
        #expect(!LineBreakRules.allowsBreak(between: "好", and: "。"))
        #expect(!LineBreakRules.allowsBreak(between: "好", and: "，"))
        #expect(!LineBreakRules.allowsBreak(between: "界", and: "」"))
        #expect(!LineBreakRules.allowsBreak(between: "シ", and: "ャ"))
        #expect(!LineBreakRules.allowsBreak(between: "コ", and: "ー"))
        #expect(!LineBreakRules.allowsBreak(between: "「", and: "世"))
        #expect(!LineBreakRules.allowsBreak(between: "（", and: "布"))
        // Emoji are ideographic: breaks around them, never inside a cluster (one Character).
        #expect(LineBreakRules.allowsBreak(between: "😀", and: "😀"))
        #expect(LineBreakRules.allowsBreak(between: "a", and: "👨‍👩‍👧‍👦"))
    }

    @Test(
        .enabled(if: FontFallbackTests.cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func chineseWrapsBetweenAnyTwoCharacters() {
        #expect(lines("集合视图管理数据", ems: 3) == ["集合视", "图管理", "数据"])
        // "UIKit" is 2.37 em in DejaVu Sans: "UIKit是" overflows 3 em and breaks between the Latin word and 是.
        #expect(lines("UIKit是框架", ems: 3) == ["UIKit", "是框架"])
    }

    @Test(
        .enabled(if: FontFallbackTests.cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func kinsokuKeepsPunctuationOffLineEdges() {
        // 。 may not start a line: 好 moves down with it.
        #expect(lines("你好。世界", ems: 2) == ["你", "好。", "世界"])
        // 「 may not end a line, 」 may not start one.
        #expect(lines("你好「世界」", ems: 3) == ["你好", "「世", "界」"])
        // Small kana and the prolonged sound mark stay with the kana before them.
        #expect(lines("コーヒーショップ", ems: 3) == ["コー", "ヒー", "ショッ", "プ"])
    }

    @Test(.enabled(if: FontFallbackTests.emojiInstalled, "Noto Color Emoji is not installed"))
    func emojiClustersAreNeverSplit() {
        let family = "👨‍👩‍👧‍👦"
        let emojiEms = FontFace.emoji.metrics.advance(for: "😀") / FontFace.emoji.metrics.unitsPerEm
        let both = lines(family + family, ems: CGFloat(emojiEms) * 1.5, mode: .byCharWrapping)
        #expect(both == [family, family])
        let flags = lines("🇨🇳🇯🇵🇰🇷", ems: CGFloat(emojiEms) * 2.2)
        #expect(flags == ["🇨🇳🇯🇵", "🇰🇷"])
    }

    @Test(
        .enabled(if: FontFallbackTests.cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func truncationStillWorksWithCJK() {
        // DejaVu's "…" is one em (2048 units), so "集合…" (3 em) is the longest tail truncation within 3.5 em.
        #expect(lines("集合视图管理", ems: 3.5, lines: 1, mode: .byTruncatingTail) == ["集合…"])
        #expect(lines("集合视图管理", ems: 3.5, lines: 1, mode: .byTruncatingHead) == ["…管理"])
        let two = TextLayout(
            text: "集合视图管理数据", font: font, maxWidth: 3 * 20 + 0.5, numberOfLines: 2,
            lineBreakMode: .byTruncatingTail)
        #expect(two.lines.map(\.text) == ["集合视", "图管…"])
        #expect(two.isTruncated)
    }

    @Test(
        .enabled(if: FontFallbackTests.cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func koreanWrapsBetweenWords() {
        let text = "컬렉션 뷰는 데이터를"
        let width = font.width(of: "컬렉션 뷰는") / 20
        #expect(lines(text, ems: width) == ["컬렉션 뷰는", "데이터를"])
    }

    @Test func latinWordsStayWhole() {
        #expect(lines("hello world", ems: 4) == ["hello", "world"])
        #expect(lines("well-known", ems: 4) == ["well-", "known"])
    }
}
