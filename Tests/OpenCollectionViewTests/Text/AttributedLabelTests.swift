import Foundation
import Testing

@testable import OpenCollectionView

/// `UILabel.attributedText` and attributed string measurement, with UIKit's documented behaviour:
/// - `UILabel.attributedText`: "assigning a new value to this property also replaces the value of the text
///   property with the same string data, although without any formatting information"; assigning `text` replaces
///   the styled text; with only `text` set, `attributedText` answers it in the label's own font and colour.
/// - `UILabel.font` / `textColor`: "if you're using styled text, assigning a new value to this property causes the
///   font (colour) to be applied to the entirety of the string in the attributedText property".
/// - TextKit measures each run in its own font (a line fragment is as tall as its tallest run) and adds
///   `NSParagraphStyle.lineSpacing` between the bottom of one line fragment and the top of the next; `.kern` adds
///   its points after each character (observed with `boundingRect`: "ABC" kerned by 2 is 6 points wider);
///   `firstLineHeadIndent` and `headIndent` indent the first and the other lines; `.baselineOffset` raises a run.
@MainActor
struct AttributedLabelTests {
    private let regular = UIFont.systemFont(ofSize: 15)
    private let bold = UIFont.boldSystemFont(ofSize: 17)

    private func nameAndDate() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Ada", attributes: [.font: bold])
        text.append(
            NSAttributedString(
                string: " · 3 min", attributes: [.font: regular, .foregroundColor: UIColor.secondaryLabel]))
        return text
    }

    @Test func eachRunIsMeasuredInItsOwnFont() {
        let label = UILabel()
        label.attributedText = nameAndDate()
        let expectedWidth = bold.width(of: "Ada") + regular.width(of: " · 3 min")
        #expect(label.intrinsicContentSize.width == expectedWidth.rounded(.up))
        // The line is as tall as its tallest run: the 17-point bold one.
        #expect(label.intrinsicContentSize.height == bold.lineHeight.rounded(.up))
        // Measured as one font, the first, it would be wider: the runs really are apart.
        #expect(expectedWidth < bold.width(of: "Ada · 3 min"))
        #expect(
            nameAndDate().boundingRect(
                with: CGSize(width: 300, height: 100), options: .usesLineFragmentOrigin, context: nil
            )
            .width == expectedWidth)
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        let label = UILabel()
        #expect(label.attributedText == nil)
        label.text = "Plain"
        let plain = label.attributedText
        #expect(plain?.string == "Plain")
        #expect((plain?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == label.font)
        label.attributedText = nameAndDate()
        #expect(label.text == "Ada · 3 min")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        label.text = "Plain again"
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    }

    @Test func fontAndColourApplyToAllOfTheStyledText() throws {
        let label = UILabel()
        label.attributedText = nameAndDate()
        let font = UIFont.systemFont(ofSize: 30)
        label.font = font
        label.textColor = .systemRed
        let text = try #require(label.attributedText)
        #expect(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        #expect(text.attribute(.font, at: text.length - 1, effectiveRange: nil) as? UIFont == font)
        #expect(text.attribute(.foregroundColor, at: text.length - 1, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(label.intrinsicContentSize.width == font.width(of: "Ada · 3 min").rounded(.up))
    }

    @Test func kerningLineSpacingIndentsAndBaselineOffsets() throws {
        let plain = NSAttributedString(string: "ABC", attributes: [.font: regular])
        let kerned = NSAttributedString(string: "ABC", attributes: [.font: regular, .kern: 2])
        #expect(kerned.size().width == plain.size().width + 6)

        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 10
        paragraph.firstLineHeadIndent = 20
        paragraph.headIndent = 8
        let spaced = NSAttributedString(
            string: "one\ntwo", attributes: [.font: regular, .paragraphStyle: paragraph])
        let rect = spaced.boundingRect(
            with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.height == 2 * regular.lineHeight + 10)
        let layout = AttributedTextLayout(
            spaced, defaults: .init(font: regular, color: nil, alignment: .natural, lineBreakMode: .byWordWrapping),
            maxWidth: 300, numberOfLines: 0)
        // Each newline starts a paragraph: both lines are first lines of theirs.
        #expect(layout.lines.map(\.indent) == [20, 20])
        let wrapped = NSAttributedString(
            string: "alpha beta gamma delta", attributes: [.font: regular, .paragraphStyle: paragraph])
        let narrow = AttributedTextLayout(
            wrapped, defaults: .init(font: regular, color: nil, alignment: .natural, lineBreakMode: .byWordWrapping),
            maxWidth: regular.width(of: "alpha beta") + 20, numberOfLines: 0)
        #expect(narrow.lines.count > 1)
        #expect(narrow.lines.first?.indent == 20)
        #expect(narrow.lines.dropFirst().allSatisfy { $0.indent == 8 })

        let raised = NSAttributedString(string: "x²", attributes: [.font: regular])
        let superscript = NSMutableAttributedString(attributedString: raised)
        superscript.addAttribute(.baselineOffset, value: 6, range: NSRange(location: 1, length: 1))
        #expect(superscript.size().height == raised.size().height + 6)
    }

    @Test func aLineLimitTruncatesTheStyledTextWithAnEllipsis() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        label.attributedText = nameAndDate()
        let content = try #require(label.renderContent())
        guard case .text(let text) = content else {
            Issue.record("a label draws text")
            return
        }
        let line = try #require(text.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 80)
        // Two styles, and the runs drawn left to right where they were measured.
        #expect(text.styles.count == 2)
        #expect(line.runs.map(\.x) == line.runs.map(\.x).sorted())
        #expect(line.runs.first?.text == "Ada")
    }
}
