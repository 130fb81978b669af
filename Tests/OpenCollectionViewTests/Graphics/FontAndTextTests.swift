import Testing

@testable import OpenCollectionView

@MainActor
struct FontAndTextTests {
    /// DejaVu Sans' `head`/`hhea` values: 2048 units per em, ascender 1901, descender −483, line gap 0.
    @Test func systemFontMetricsComeFromTheFontFile() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(abs(font.ascender - 1901.0 / 2048 * 17) < 1e-9)
        #expect(abs(font.descender - -483.0 / 2048 * 17) < 1e-9)
        #expect(abs(font.lineHeight - 2384.0 / 2048 * 17) < 1e-9)
        #expect(font.capHeight > 0 && font.capHeight < font.ascender)
    }

    /// Advances are read per glyph: "W" is wider than "i", text widths add up, the bold face is wider.
    @Test func stringWidthsAddUpFromGlyphAdvances() {
        let font = UIFont.systemFont(ofSize: 20)
        let w = "W".size(withAttributes: [.font: font]).width
        let i = "i".size(withAttributes: [.font: font]).width
        #expect(w > 2 * i)
        #expect(abs("Wi".size(withAttributes: [.font: font]).width - (w + i)) < 1e-9)
        // DejaVu Sans' "i" advances 569 units.
        #expect(abs(i - 569.0 / 2048 * 20) < 1e-9)
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)]).width
        #expect(bold > "Hello".size(withAttributes: [.font: font]).width)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    }

    @Test func labelWrapsWordsAndTruncatesWithEllipsis() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.text = "The quick brown fox jumps over the lazy dog"
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: 120, height: 0))
        let lineHeight = label.font.lineHeight
        #expect(size.height == (lineHeight * CGFloat(Int(size.height / lineHeight))).rounded(.up))
        #expect(size.height > lineHeight * 2)
        #expect(size.width <= 120)

        guard case .text(let wrapped)? = label.renderContent() else {
            Issue.record("no text drawn")
            return
        }
        // The default tail truncation still wraps a multi-line label by words.
        #expect(wrapped.lines.count == Int(size.height / lineHeight))
        #expect(wrapped.lines.allSatisfy { !$0.text.hasSuffix("…") && $0.width <= 120 })

        label.numberOfLines = 1
        guard case .text(let text)? = label.renderContent() else {
            Issue.record("no text drawn")
            return
        }
        #expect(text.lines.count == 1)
        #expect(text.lines[0].text.hasSuffix("…"))
        #expect(text.lines[0].width <= 120)
    }

    @Test func newlinesStartNewLinesAndLimitIsHonoured() {
        let font = UIFont.systemFont(ofSize: 17)
        let layout = TextLayout(
            text: "one\ntwo\nthree", font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 2,
            lineBreakMode: .byWordWrapping)
        #expect(layout.lines.map(\.text) == ["one", "two…"])
        #expect(layout.isTruncated)
    }

    @Test func colorsConvertBetweenModels() {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor.red.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(hue == 0 && saturation == 1 && brightness == 1 && alpha == 1)
        let cyan = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        #expect(cyan == UIColor.cyan)
        #expect(UIColor.systemBlue.rgba.cssString == "#007aff")
        #expect(UIColor.black.withAlphaComponent(0.5).rgba.cssString == "rgba(0,0,0,0.5)")
        var white: CGFloat = 0
        #expect(UIColor.lightGray.getWhite(&white, alpha: nil) && abs(white - 2.0 / 3.0) < 1e-12)
    }

    @Test func imageHeadersGiveSize() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0, 120, 0, 0, 0, 80] + [8, 6, 0, 0, 0]
        let image = UIImage(data: Data(png), scale: 2)
        #expect(image?.size == CGSize(width: 60, height: 40))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
    }
}

@MainActor
struct GeneratedImageTests {
    @Test func rendererDrawsVectorImageOfGivenSize() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let image = renderer.image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setStroke()
            let circle = UIBezierPath(ovalIn: CGRect(x: 22, y: 2, width: 16, height: 16))
            circle.lineWidth = 2
            circle.stroke()
        }
        #expect(image.size == CGSize(width: 40, height: 20))
        let svg = try #require(String(data: image.data, encoding: .utf8))
        #expect(svg.contains("<path d=\"M0 0 L20 0 L20 20 L0 20 Z\" fill=\"#ff3b30\"/>"))
        #expect(svg.contains("stroke=\"#0000ff\" stroke-width=\"2\""))
        #expect(image.dataURL.hasPrefix("data:image/svg+xml;base64,"))
    }

    @Test func drawingOutsideARendererIsIgnored() {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
        #expect(String(data: image.data, encoding: .utf8)?.contains("path") == false)
    }
}
