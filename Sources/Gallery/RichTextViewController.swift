import OpenCollectionView

/// Rich text as apps write it with `NSAttributedString` in `UILabel.attributedText`: a message header with a bold
/// name and a grey time, a price struck through, an underlined link-styled line, kerned capitals, a superscript
/// raised by its baseline offset, a highlighted word, an indented paragraph with line spacing, mixed Chinese and
/// English runs, and styled text truncated to two lines. Each label wraps at the width Auto Layout gives it and the
/// column scrolls.
final class RichTextViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rich text"
        view.backgroundColor = .systemGroupedBackground
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        let samples = Self.samples()
        let cards = samples.map(Self.card)
        // A switch shows the same texts plain: setting `text` replaces a label's styled text (and back).
        let styled = UISwitch()
        styled.isOn = true
        styled.accessibilityIdentifier = "styled"
        let caption = UILabel()
        caption.text = "Styled text"
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.isAccessibilityElement = false
        styled.accessibilityLabel = "Styled text"
        let toggleRow = UIStackView(arrangedSubviews: [caption, styled])
        toggleRow.spacing = 12
        let labels = cards.compactMap { $0.subviews.first as? UILabel }
        styled.addAction(
            UIAction { [weak styled] _ in
                let isOn = styled?.isOn ?? true
                for (label, sample) in zip(labels, samples) {
                    if isOn { label.attributedText = sample.text } else { label.text = sample.text.string }
                }
            }, for: .valueChanged)
        let stack = UIStackView(arrangedSubviews: [toggleRow] + cards)
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let margins = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor, constant: -16),
        ])
    }

    /// A label on a rounded card, wrapping its text.
    private static func card(_ sample: (id: String, text: NSAttributedString, lines: Int)) -> UIView {
        let label = UILabel()
        label.attributedText = sample.text
        label.numberOfLines = sample.lines
        label.accessibilityIdentifier = sample.id
        label.translatesAutoresizingMaskIntoConstraints = false
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -14),
        ])
        return card
    }

    private static func text(_ string: String, _ attributes: [NSAttributedString.Key: Any]) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes)
    }

    private static func joined(_ parts: NSAttributedString...) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for part in parts { result.append(part) }
        return result
    }

    static func samples() -> [(id: String, text: NSAttributedString, lines: Int)] {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let caption = UIFont.preferredFont(forTextStyle: .footnote)
        let bold = UIFont.boldSystemFont(ofSize: body.pointSize)
        let grey: [NSAttributedString.Key: Any] = [.font: caption, .foregroundColor: UIColor.secondaryLabel]
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 6
        paragraph.firstLineHeadIndent = 24
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let highlighted = NSMutableAttributedString(
            string: "Find the highlighted word in this sentence.", attributes: [.font: body])
        highlighted.addAttributes(
            [.backgroundColor: UIColor.systemYellow.withAlphaComponent(0.5)], range: NSRange(location: 9, length: 11))
        return [
            (
                "message",
                joined(
                    text("Ada Lovelace", [.font: bold]), text("  09:41", grey),
                    text("\nThe engine might compose elaborate pieces of music.", [.font: body])), 0
            ),
            (
                "price",
                joined(
                    text("Was ", [.font: body]),
                    text("$40", [.font: body, .strikethroughStyle: NSUnderlineStyle.single.rawValue]),
                    text("  now ", [.font: body]),
                    text("$25", [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemRed])), 0
            ),
            (
                "link",
                joined(
                    text("Read ", [.font: body]),
                    text(
                        "the documentation",
                        [
                            .font: body, .foregroundColor: UIColor.link,
                            .underlineStyle: NSUnderlineStyle.single.rawValue,
                            .link: "https://developer.apple.com/documentation/uikit/uilabel",
                        ]), text(" before you start.", [.font: body])), 0
            ),
            ("kerned", text("KERNED CAPITALS", [.font: caption, .kern: 4, .paragraphStyle: centred]), 0),
            (
                "superscript",
                joined(
                    text("E = mc", [.font: UIFont.systemFont(ofSize: 24)]),
                    text("2", [.font: UIFont.systemFont(ofSize: 14), .baselineOffset: 10])), 0
            ),
            ("highlight", highlighted, 0),
            (
                "paragraph",
                text(
                    "A paragraph style indents the first line by 24 points and adds 6 points between lines, as "
                        + "TextKit lays a paragraph out: the label measures each line and grows to fit them all.",
                    [.font: body, .paragraphStyle: paragraph]), 0
            ),
            (
                "mixed",
                joined(
                    text("集合视图", [.font: UIFont.boldSystemFont(ofSize: 20)]),
                    text(" UICollectionView 管理有序的数据项，", [.font: body]),
                    text("并使用可自定义的布局来呈现它们。", [.font: body, .foregroundColor: UIColor.systemIndigo])), 0
            ),
            (
                "truncated",
                joined(
                    text("Two lines at most: ", [.font: bold]),
                    text(
                        "the rest of this long styled text is cut with an ellipsis in the style of the character "
                            + "it follows, however wide the window is, because it goes on and on: a message "
                            + "preview in a list, a review quoted on a card, a chat's last line, a long street "
                            + "address, a caption under a photograph, or a subtitle that says more than it needs to.",
                        [.font: body, .foregroundColor: UIColor.secondaryLabel])), 2
            ),
        ]
    }
}
