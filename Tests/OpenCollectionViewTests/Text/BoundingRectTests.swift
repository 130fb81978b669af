import OpenCollectionView
import Testing

/// `String` and `NSAttributedString` `boundingRect(with:options:attributes:context:)`, as UIKit documents them
/// ("NSString UIKit Additions", `NSStringDrawingOptions`): with `.usesLineFragmentOrigin` the text wraps at the
/// width and the rectangle starts at the top; without it the text is one line and the rectangle starts at its
/// baseline. Apps size cells with it, so it must agree with the `UILabel` that then shows the text.
@MainActor
struct BoundingRectTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let paragraph =
        "Collection views lay out their items in sections, and a cell sized by its text must be as tall as the label."

    @Test func wrappedTextMeasuresAsTheLabelThatShowsIt() {
        for width: CGFloat in [120, 200, 343] {
            let rect = paragraph.boundingRect(
                with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: [.font: font], context: nil)
            let label = UILabel()
            label.font = font
            label.numberOfLines = 0
            label.text = paragraph
            let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            #expect(rect.origin == .zero)
            #expect(rect.width <= width)
            #expect(ceil(rect.height) == fitted.height, "at \(width)")
            #expect(rect.height > font.lineHeight * 2, "several lines at \(width)")
        }
    }

    @Test func withoutTheLineFragmentOriginTheTextIsOneLineFromItsBaseline() {
        let rect = paragraph.boundingRect(
            with: CGSize(width: 120, height: 1000), options: [], attributes: [.font: font], context: nil)
        #expect(rect.origin.y == -font.ascender)
        #expect(rect.height == font.lineHeight)
        #expect(abs(rect.width - paragraph.size(withAttributes: [.font: font]).width) < 0.01)
    }

    @Test func onlyTheLinesThatFitTheHeightCount() {
        let rect = paragraph.boundingRect(
            with: CGSize(width: 120, height: font.lineHeight * 2.5), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(abs(rect.height - font.lineHeight * 2) < 0.01)
    }

    @Test func chineseWrapsBetweenCharactersWithinTheWidth() {
        let text = "集合视图按分区排列项目，每个单元格的高度由它的文字决定。"
        let rect = text.boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(rect.width <= 100)
        #expect(rect.height >= font.lineHeight * 3)
    }

    @Test func theContextReportsTheBoundsAndTheAttributedStringUsesItsFont() {
        let context = NSStringDrawingContext()
        let big = UIFont.systemFont(ofSize: 34)
        let attributed = NSAttributedString(string: "Title", attributes: [.font: big])
        let rect = attributed.boundingRect(
            with: CGSize(width: 300, height: 300), options: .usesLineFragmentOrigin, context: context)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
        #expect(rect.height == big.lineHeight)
        #expect(abs(attributed.size().width - "Title".size(withAttributes: [.font: big]).width) < 0.01)
        #expect(
            "".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil).size
                == .zero)
    }

    @Test func nonFiniteSizesMeasureUnboundedInsteadOfTrapping() {
        let rect = paragraph.boundingRect(
            with: CGSize(width: CGFloat.nan, height: .infinity), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(rect.height == font.lineHeight)
        #expect(abs(rect.width - paragraph.size(withAttributes: [.font: font]).width) < 0.01)
    }
}
