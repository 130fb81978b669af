import Foundation
import Testing

@_spi(Host) @testable import OpenCollectionView

/// Lines of text drawn partly with a fallback face are as tall as that face needs, as in UIKit: a label of Chinese
/// text in the (Latin) system font grows its lines to fit the CJK face's ascent and descent, the way Core Text sizes
/// a line to its tallest run (PingFang SC on iOS, Noto Sans CJK SC here).
@MainActor
struct FallbackLineHeightTests {
    /// Noto Sans CJK SC's `hhea` ascender and descender, in its 1,000 units per em (read from the font file).
    static let cjkAscent: CGFloat = 1160 / 1000
    static let cjkDescent: CGFloat = 288 / 1000

    func label(_ text: String, width: CGFloat = 300) -> (UILabel, CGSize) {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = text
        return (label, label.sizeThatFits(CGSize(width: width, height: 0)))
    }

    @Test(.enabled(if: FontFace.cjk.isAvailable, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func theCJKFaceReportsTheMetricsTheExpectationsUse() {
        let metrics = FontFace.cjk.metrics
        #expect(metrics.unitsPerEm == 1000 && metrics.ascender == 1160 && metrics.descender == -288)
    }

    @Test(.enabled(if: FontFace.cjk.isAvailable, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func chineseLinesGrowToTheFallbackFacesAscentAndDescent() {
        // DejaVu Sans at 17 points: (1901 + 483) / 2048 × 17 = 19.79, rounded up to 20 as UILabel rounds.
        #expect(label("Collection").1.height == 20)
        // One line with Chinese characters: (1.160 + 0.288) × 17 = 24.62 → 25; a Latin word beside them does not
        // lower it.
        #expect(label("集合视图").1.height == 25)
        #expect(label("Hello 世界").1.height == 25)
        // Two wrapped lines of Chinese: 2 × 24.62 = 49.23 → 50; one line of each script: 19.79 + 24.62 → 45.
        #expect(label("集合视图集合视图", width: 80).1.height == 50)
        #expect(label("Collection\n集合视图").1.height == 45)
    }

    @Test(.enabled(if: FontFace.cjk.isAvailable, "Noto Sans CJK is not installed: apt-get install fonts-noto-cjk"))
    func baselinesFollowTheGrownLines() throws {
        let (label, size) = label("Collection\n集合视图\nViews")
        label.frame = CGRect(origin: .zero, size: size)
        guard case .text(let text) = label.renderContent() else {
            Issue.record("the label draws no text")
            return
        }
        let font = try #require(label.font)
        let cjkLine = (Self.cjkAscent + Self.cjkDescent) * 17
        let top = ((size.height - (font.lineHeight * 2 + cjkLine)) / 2).rounded(.down)
        let baselines = text.lines.map { CGFloat($0.baseline) }
        #expect(abs(baselines[0] - (top + font.ascender)) < 0.001)
        #expect(abs(baselines[1] - (top + font.lineHeight + Self.cjkAscent * 17)) < 0.001)
        #expect(abs(baselines[2] - (top + font.lineHeight + cjkLine + font.ascender)) < 0.001)
    }
}
