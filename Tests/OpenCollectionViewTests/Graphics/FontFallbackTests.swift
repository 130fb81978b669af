import Foundation
import Testing

@_spi(Host) @testable import OpenCollectionView

/// Per-character font fallback: DejaVu Sans for Latin, Noto Sans CJK SC for Chinese, Japanese and Korean, Noto
/// Color Emoji for emoji. Tests that need the Noto files skip (with this note) when fonts-noto-cjk or
/// fonts-noto-color-emoji is not installed; `.ci/run` installs both.
@MainActor
struct FontFallbackTests {
    nonisolated static let cjkInstalled = FontFace.cjk.isAvailable && FontFace.cjkBold.isAvailable
    nonisolated static let emojiInstalled = FontFace.emoji.isAvailable

    private func width(_ text: String, _ font: UIFont) -> CGFloat { font.width(of: Substring(text)) }

    /// Noto Sans CJK's ideographs, kana and CJK punctuation are full width: one em (1000 of 1000 units, as Adobe's
    /// Source Han Sans specification gives them), so a run of n is n × the point size; its hangul syllables are
    /// proportional, measured from `hmtx`.
    @Test(.enabled(if: cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func cjkCharactersAreOneEmWide() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(FontFace.cjk.metrics.unitsPerEm == 1000)
        #expect(abs(width("集合视图", font) - 4 * 17) < 1e-9)
        #expect(abs(width("こんにちは", font) - 5 * 17) < 1e-9)
        let cjk = FontFace.cjk.metrics
        let hangul = "컬렉션".unicodeScalars.reduce(0) { $0 + cjk.advance(for: $1) } / 1000 * 17
        #expect(hangul > 0 && hangul < 3 * 17)
        #expect(abs(width("컬렉션", font) - hangul) < 1e-9)
        #expect(abs(width("。，「」", font) - 4 * 17) < 1e-9)
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(abs(width("中文", bold) - 40) < 1e-9)
    }

    /// Each character goes to the first face of the chain that has it; runs split where the face changes.
    @Test(.enabled(if: cjkInstalled && emojiInstalled, "Noto CJK or Noto Color Emoji is not installed"))
    func textSplitsIntoRunsPerFace() {
        let runs = FontFace.regular.runs(in: "Hello 世界😀!")
        #expect(runs.map(\.face) == [.regular, .cjk, .emoji, .regular])
        #expect(runs.map { String($0.text) } == ["Hello ", "世界", "😀", "!"])
        #expect(FontFace.bold.runs(in: "粗体").map(\.face) == [.cjkBold])
        // Latin stays with DejaVu even though Noto CJK has Latin glyphs too.
        let font = UIFont.systemFont(ofSize: 17)
        let latin = width("Hello", font)
        #expect(abs(width("Hello世界", font) - (latin + 34)) < 1e-9)
        #expect(abs(latin - FontFace.regular.metrics.advance(of: "Hello") / 2048 * 17) < 1e-9)
    }

    /// Emoji are measured from Noto Color Emoji's `hmtx`; a grapheme cluster — ZWJ family, skin tone, flag,
    /// keycap, VS16 — is one glyph (the font's ligature) and is measured once.
    @Test(.enabled(if: emojiInstalled, "Noto Color Emoji is not installed: apt-get install fonts-noto-color-emoji"))
    func emojiClustersMeasureOnce() {
        let font = UIFont.systemFont(ofSize: 20)
        let emoji = FontFace.emoji.metrics
        let one = emoji.advance(for: "😀") / emoji.unitsPerEm * 20
        #expect(one > 20)
        #expect(abs(width("😀", font) - one) < 1e-9)
        for cluster in ["👨‍👩‍👧‍👦", "👋🏽", "🇨🇳", "1️⃣", "❤️", "🏳️‍🌈"] {
            #expect(Array(cluster).count == 1)
            #expect(abs(width(cluster, font) - one) < 1e-9, "\(cluster) is one emoji wide")
        }
        #expect(abs(width("🇨🇳🇯🇵", font) - 2 * one) < 1e-9)
        // © without VS16 is text: DejaVu draws it.
        #expect(FontFace.regular.runs(in: "©").map(\.face) == [.regular])
    }

    /// A face of a collection is read from its `ttcf` header, and copied out whole for the browser.
    @Test(.enabled(if: cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func collectionFaceIsExtractedAsItsOwnFont() throws {
        let data = try Data(contentsOf: FontFace.cjk.fileURL, options: .mappedIfSafe)
        let extracted = try FontFace.extractFace(2, from: data)
        #expect(Array(extracted.prefix(4)) == Array("OTTO".utf8))
        let standalone = try TrueTypeFont(data: Data(extracted))
        let inCollection = FontFace.cjk.metrics
        #expect(standalone.unitsPerEm == inCollection.unitsPerEm)
        #expect(standalone.ascender == inCollection.ascender)
        for scalar: Unicode.Scalar in ["中", "あ", "한", "A"] {
            #expect(standalone.glyph(for: scalar) == inCollection.glyph(for: scalar))
            #expect(standalone.glyph(for: scalar) != 0)
        }
        #expect(throws: TrueTypeFont.ReadError.self) { try TrueTypeFont(data: data, faceIndex: 99) }
    }

    /// A missing font file is reported and measured with fallback metrics, never a crash; a missing fallback face
    /// leaves its characters with the faces before it.
    @Test func missingFontFilesFallBack() {
        let missing = FontFace(
            family: "Missing", fileName: "Missing.ttc", weight: 400, italic: false, collectionIndex: 1,
            systemFolder: "/nonexistent-font-folder")
        #expect(!missing.isAvailable)
        #expect(missing.metrics.unitsPerEm == 2048)
        #expect(missing.metrics.advance(for: "a") == 1229)
        #expect(throws: (any Error).self) { try missing.servedBytes() }
        #expect(throws: TrueTypeFont.ReadError.self) { try TrueTypeFont(data: Data("ttcf".utf8)) }
    }
}

extension TrueTypeFont {
    /// The advance of a string in font units.
    fileprivate func advance(of text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(for: $1) }
    }
}

/// What a missing Noto face is measured with (`TrueTypeFont.standIn(for:)`, issue 35 item 4): the face's script
/// at the face's own advances, checked against the installed files where they are (Noto Sans CJK's ideographs and
/// kana are 1,000 of 1,000 units; Noto Color Emoji's emoji 2,550 of 2,048).
struct MissingFaceStandInTests {
    @Test func theStandInsClaimTheirScriptsAndNothingElse() {
        let cjk = TrueTypeFont.standIn(for: .cjk)
        for scalar in "集合视图こんにちはカタカナ컬렉션。「」！".unicodeScalars {
            #expect(cjk.glyph(for: scalar) != 0, "\(scalar) is claimed")
            #expect(cjk.advance(for: scalar) / cjk.unitsPerEm == 1)
        }
        #expect(cjk.glyph(for: "𠀀") != 0)
        for scalar in "Latin é 😀 ١".unicodeScalars { #expect(cjk.glyph(for: scalar) == 0, "\(scalar) is not") }
        let emoji = TrueTypeFont.standIn(for: .emoji)
        for scalar in "😀❤👋🏽🇨🇳🦀".unicodeScalars where scalar.value > 0x2000 {
            #expect(emoji.glyph(for: scalar) != 0, "\(scalar) is claimed")
            #expect(abs(emoji.advance(for: scalar) / emoji.unitsPerEm - 2550.0 / 2048) < 1e-12)
        }
        for scalar in "A1#©集".unicodeScalars { #expect(emoji.glyph(for: scalar) == 0, "\(scalar) is not") }
    }

    @Test(
        .enabled(if: FontFallbackTests.cjkInstalled, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func theCJKStandInMeasuresIdeographsAndKanaAsTheFaceDoes() {
        let real = FontFace.cjk.metrics
        let standIn = TrueTypeFont.standIn(for: .cjk)
        for scalar in "集合视图管理有序的数据项こんにちはカタカナ。，「」".unicodeScalars {
            #expect(standIn.advance(for: scalar) / standIn.unitsPerEm == real.advance(for: scalar) / real.unitsPerEm)
        }
        // Hangul is the approximation's one visible difference: within a tenth of an em.
        for scalar in "컬렉션뷰".unicodeScalars {
            #expect(
                abs(standIn.advance(for: scalar) / standIn.unitsPerEm - real.advance(for: scalar) / real.unitsPerEm)
                    < 0.1)
        }
    }

    @Test(.enabled(if: FontFallbackTests.emojiInstalled, "Noto Color Emoji is not installed"))
    func theEmojiStandInMeasuresEmojiAsTheFaceDoes() {
        let real = FontFace.emoji.metrics
        let standIn = TrueTypeFont.standIn(for: .emoji)
        for scalar in "😀❤👋🇨🇳🦀🎉".unicodeScalars {
            #expect(standIn.advance(for: scalar) / standIn.unitsPerEm == real.advance(for: scalar) / real.unitsPerEm)
        }
    }
}
