/// The text field's clear button: a grey circle with a white cross (UIKit's `xmark.circle.fill` at 19 points), which
/// clears the text on touch-up inside.
@MainActor
final class TextFieldClearButton: UIControl {
    /// Not a focus stop of its own: it belongs to its text field, which takes the focus.
    override var canBecomeFocused: Bool { false }
    private let glyph = UIImageView()

    init(action: @escaping @MainActor () -> Void) {
        super.init(frame: CGRect(x: 0, y: 0, width: 19, height: 19))
        glyph.image = Self.image
        glyph.frame = bounds
        glyph.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        glyph.isUserInteractionEnabled = false
        addSubview(glyph)
        addAction(UIAction { _ in action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// The cross in a circle, drawn once.
    static let image: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 19, height: 19)).image { _ in
        UIColor.systemGray2.setFill()
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 19, height: 19)).fill()
        let cross = UIBezierPath()
        cross.lineWidth = 1.8
        cross.move(to: CGPoint(x: 6.5, y: 6.5))
        cross.addLine(to: CGPoint(x: 12.5, y: 12.5))
        cross.move(to: CGPoint(x: 12.5, y: 6.5))
        cross.addLine(to: CGPoint(x: 6.5, y: 12.5))
        UIColor.white.setStroke()
        cross.stroke()
    }
}
