import Foundation
import Testing

@testable import OpenCollectionView

/// Styled titles in a button and styled texts in a list content configuration, with UIKit's documented behaviour:
/// - `UIButton.setAttributedTitle(_:for:)`: "If you set both a title and an attributed title for the button, the
///   button prefers the use of the attributed title"; like the plain titles, a state without one shows the normal
///   state's.
/// - `UIListContentConfiguration.attributedText`: the styled text is shown with its attributes, the text properties
///   providing what it leaves unset.
@MainActor
struct AttributedTitlesTests {
    private let bold = UIFont.boldSystemFont(ofSize: 20)

    @Test func aButtonPrefersItsStyledTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let styled = NSAttributedString(
            string: "Styled", attributes: [.font: bold, .foregroundColor: UIColor.systemRed])
        button.setAttributedTitle(styled, for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Styled")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
        // The title colours do not recolour a styled title.
        button.setTitleColor(.systemGreen, for: .normal)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        // It is as wide as its styled text.
        #expect(button.intrinsicContentSize.width >= bold.width(of: "Styled").rounded(.up))
        button.setAttributedTitle(nil, for: .normal)
        #expect(label.text == "Plain")
    }

    @Test func aListContentViewDrawsStyledTextWithItsPropertiesAsDefaults() throws {
        var configuration = UIListContentConfiguration.cell()
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: bold])
        text.append(NSAttributedString(string: " and plain"))
        configuration.attributedText = text
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Bold and plain" })
        let drawn = try #require(label.attributedText)
        #expect(drawn.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == bold)
        #expect(drawn.attribute(.font, at: 5, effectiveRange: nil) as? UIFont == configuration.textProperties.font)
        #expect(drawn.attribute(.foregroundColor, at: 5, effectiveRange: nil) != nil)
    }
}
