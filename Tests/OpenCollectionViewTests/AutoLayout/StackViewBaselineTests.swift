import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// `isBaselineRelativeArrangement` (UIStackView reference): "the vertical space between views are measured from the
/// last baseline of a text-based view, to the first baseline of the view below it"; it is used by vertical stacks
/// only. A label's first baseline is its top plus the font's ascender, its last baseline one line height lower per
/// further line (UIFont reference: `ascender`, `lineHeight`). Frames are compared to within a pixel, as the engine
/// rounds each edge to the screen's pixels.
@MainActor
struct StackViewBaselineTests {
    private func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: size)
        return label
    }

    private func close(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) <= 0.5 }

    private func stack(_ views: [UIView], in root: UIView, spacing: CGFloat, axis: NSLayoutConstraint.Axis)
        -> UIStackView
    {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.spacing = spacing
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 300),
        ])
        return stack
    }

    @Test func spacingRunsFromLastBaselineToNextFirstBaseline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let title = label("Title", size: 28)
        let subtitle = label("Subtitle", size: 13)
        let stack = stack([title, subtitle], in: root, spacing: 24, axis: .vertical)
        root.layoutIfNeeded()
        let titleFont = title.font!
        let subtitleFont = subtitle.font!
        #expect(close(title.frame.minY, 0))
        // subtitle.top + its ascender == title.top + title's ascender + 24.
        #expect(close(subtitle.frame.minY, titleFont.ascender + 24 - subtitleFont.ascender))
        #expect(close(stack.frame.height, subtitle.frame.maxY))
    }

    @Test func aWrappedLabelSpacesFromItsLastLine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let body = label("A body of text long enough to wrap onto a second line", size: 17)
        body.numberOfLines = 0
        let footnote = label("Footnote", size: 17)
        _ = stack([body, footnote], in: root, spacing: 30, axis: .vertical)
        root.layoutIfNeeded()
        let font = body.font!
        let lines = (body.frame.height / font.lineHeight).rounded()
        #expect(lines >= 2)
        // Same font: the footnote's top is the body's last line's top plus 30.
        #expect(close(footnote.frame.minY, (lines - 1) * font.lineHeight + 30))
    }

    @Test func horizontalStacksIgnoreIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let first = label("One", size: 17)
        let second = label("Two", size: 17)
        _ = stack([first, second], in: root, spacing: 12, axis: .horizontal)
        root.layoutIfNeeded()
        // Plain edge spacing along a horizontal axis.
        #expect(close(second.frame.minX - first.frame.maxX, 12))
        #expect(first.frame.minY == 0 && second.frame.minY == 0)
    }
}
