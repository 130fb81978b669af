/// A view that draws one or more lines of text, measured with the real font (see `UIFont`).
@preconcurrency @MainActor
open class UILabel: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's labels are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The text, unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }
    /// Static text (dimmed while disabled), unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? controlAccessibilityTraits(.staticText, isEnabled: isEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text.
    open var text: String? { didSet { textChanged() } }
    /// The font (default: the 17-pt system font).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textChanged() } }
    /// The text colour (default `.label`).
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    /// The horizontal alignment (default `.natural`: the leading edge, the right one in a right-to-left interface).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means no limit (default 1).
    open var numberOfLines = 1 { didSet { textChanged() } }
    /// How lines that do not fit are wrapped or truncated (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textChanged() } }
    /// Whether the font shrinks (down to `minimumScaleFactor`) so a single line fits the width (default `false`).
    open var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    /// The smallest scale `adjustsFontSizeToFitWidth` may use (default 0: no limit).
    open var minimumScaleFactor: CGFloat = 0 { didSet { textChanged() } }
    /// Whether the label is enabled (disabled labels draw dimmed).
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    /// Whether the font follows the content size category when it changes (the font must come from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics`; default `false`).
    open var adjustsFontForContentSizeCategory = false
    /// The preferred wrapping width for `intrinsicContentSize` with several lines.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }

    private func textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The font actually drawn: `font`, or a smaller size when `adjustsFontSizeToFitWidth` shrinks it.
    var effectiveFont: UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, let text, bounds.width > 0 else { return font }
        let width = font.width(of: Substring(text))
        guard width > bounds.width else { return font }
        let scale = max(minimumScaleFactor, bounds.width / width)
        return font.withSize((font.pointSize * scale * 2).rounded(.down) / 2)
    }

    private func layout(width: CGFloat) -> TextLayout {
        TextLayout(
            text: text ?? "", font: effectiveFont, maxWidth: width, numberOfLines: numberOfLines,
            lineBreakMode: numberOfLines == 1 && lineBreakMode == .byWordWrapping ? .byTruncatingTail : lineBreakMode)
    }

    /// The size that fits the text within `size.width`, rounded up to whole points as UIKit does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let laidOut = TextLayout(
            text: text, font: font, maxWidth: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping)
        return CGSize(width: laidOut.size.width.rounded(.up), height: laidOut.size.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
    }

    /// The last drawn content and what it was drawn for: every property that changes the drawing bumps
    /// `displayVersion`, so a frame that finds the same version, size and resolved colour reuses it.
    private var drawnContent: (version: Int, size: CGSize, color: RGBA, content: RenderContent)?

    override func renderContent() -> RenderContent? {
        guard let text, !text.isEmpty else { return nil }
        var color = (textColor ?? .label).rgba
        if !isEnabled { color.alpha *= 0.4 }
        if let drawn = drawnContent, drawn.version == displayVersion, drawn.size == bounds.size, drawn.color == color {
            return drawn.content
        }
        let content = drawContent(text, color: color)
        drawnContent = (displayVersion, bounds.size, color, content)
        return content
    }

    private func drawContent(_ text: String, color: RGBA) -> RenderContent {
        let font = effectiveFont
        let laidOut = layout(width: bounds.width)
        // Text is centred vertically in the bounds, as UILabel draws it.
        let top = ((bounds.height - laidOut.size.height) / 2).rounded(.down)
        let lines = laidOut.lines.map { line in
            let x: CGFloat =
                switch textAlignment {
                case .center: (bounds.width - line.width) / 2
                case .right: bounds.width - line.width
                case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: bounds.width - line.width
                default: 0
                }
            return RenderText.Line(
                text: line.text, x: Double(x), baseline: Double(top + line.baseline),
                width: Double(line.width))
        }
        return .text(
            RenderText(
                lines: lines, fontFamily: font.face.family, fontSize: Double(font.pointSize),
                fontWeight: font.face.weight,
                italic: font.face.italic, color: color.cssString))
    }
}
