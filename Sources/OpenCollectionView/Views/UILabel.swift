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
    open var text: String? {
        didSet {
            if !isSettingAttributedText { attributedStorage = nil }
            textChanged()
        }
    }
    /// The text with its styles: fonts, colours, underlines, kerning, paragraph styles (see `NSAttributedString.Key`).
    /// Setting it sets `text` to its characters; setting `text` replaces it. Read back without one set, it is the
    /// text in the label's font, colour and alignment (`nil` without text), as UIKit answers. Setting `font` or
    /// `textColor` afterwards applies to all of it.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            guard let text else { return nil }
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
            return NSAttributedString(
                string: text,
                attributes: [.font: font as Any, .foregroundColor: textColor as Any, .paragraphStyle: paragraph])
        }
        set {
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
        }
    }
    /// The attributed text set, if any (`attributedText` answers the plain text's otherwise).
    private var attributedStorage: NSAttributedString?
    private var isSettingAttributedText = false
    /// The font (default: the 17-pt system font).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            applyToAttributedText(.font, font)
            textChanged()
        }
    }
    /// The text colour (default `.label`).
    open var textColor: UIColor! = .label {
        didSet {
            applyToAttributedText(.foregroundColor, textColor)
            setNeedsDisplay()
        }
    }

    /// Sets an attribute over all of the attributed text set, as UIKit does when a label's font or colour changes.
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard let attributedStorage, attributedStorage.length > 0, let value else { return }
        let changed = NSMutableAttributedString(attributedString: attributedStorage)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        self.attributedStorage = changed
    }
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

    /// The layout of the attributed text set, at `width`.
    private func attributedLayout(_ attributed: NSAttributedString, width: CGFloat) -> AttributedTextLayout {
        AttributedTextLayout(
            attributed,
            defaults: .init(
                font: font, color: textColor, alignment: textAlignment,
                lineBreakMode: numberOfLines == 1 && lineBreakMode == .byWordWrapping
                    ? .byTruncatingTail : lineBreakMode),
            maxWidth: width, numberOfLines: numberOfLines)
    }

    /// The size that fits the text within `size.width`, rounded up to whole points as UIKit does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        if let attributedStorage {
            let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
            let laidOut = attributedLayout(attributedStorage, width: width)
            return CGSize(width: laidOut.size.width.rounded(.up), height: laidOut.size.height.rounded(.up))
        }
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
    /// The attributed text's colours may be dynamic: its drawing is kept for one appearance.
    private var drawnContent:
        (version: Int, size: CGSize, color: RGBA, style: UIUserInterfaceStyle, content: RenderContent)?

    override func renderContent() -> RenderContent? {
        guard let text, !text.isEmpty else { return nil }
        var color = (textColor ?? .label).rgba
        if !isEnabled { color.alpha *= 0.4 }
        let style = traitCollection.userInterfaceStyle
        if let drawn = drawnContent, drawn.version == displayVersion, drawn.size == bounds.size, drawn.color == color,
            drawn.style == style
        {
            return drawn.content
        }
        let content =
            attributedStorage.map { drawAttributedContent($0, defaultColor: color) } ?? drawContent(text, color: color)
        drawnContent = (displayVersion, bounds.size, color, style, content)
        return content
    }

    /// The x of a line of `width` in the bounds for `alignment`.
    private func lineX(width: CGFloat, alignment: NSTextAlignment) -> CGFloat {
        switch alignment {
        case .center: (bounds.width - width) / 2
        case .right: bounds.width - width
        case .natural where effectiveUserInterfaceLayoutDirection == .rightToLeft: bounds.width - width
        default: 0
        }
    }

    private func drawAttributedContent(_ attributed: NSAttributedString, defaultColor: RGBA) -> RenderContent {
        let laidOut = attributedLayout(attributed, width: bounds.width)
        let top = ((bounds.height - laidOut.size.height) / 2).rounded(.down)
        let styles = laidOut.styles.map { style in
            var color = style.color?.rgba ?? defaultColor
            if !isEnabled { color.alpha *= 0.4 }
            return RenderText.Style(
                fontFamily: style.font.face.family, fontSize: Double(style.font.pointSize),
                fontWeight: style.font.face.weight, italic: style.font.face.italic, color: color.cssString,
                backgroundColor: style.backgroundColor?.rgba.cssString, underline: !style.underline.isEmpty,
                strikethrough: !style.strikethrough.isEmpty, baselineOffset: Double(style.baselineOffset),
                kern: Double(style.kern), ascent: Double(style.font.ascender), descent: Double(-style.font.descender))
        }
        let lines = laidOut.lines.map { line in
            let indent = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -line.indent : line.indent
            let x = lineX(width: line.width + line.indent, alignment: line.alignment) + max(0, indent)
            return RenderText.Line(
                text: line.segments.map(\.text).joined(), x: Double(x), baseline: Double(top + line.baseline),
                width: Double(line.width),
                runs: line.segments.map {
                    RenderText.Run(text: $0.text, x: Double(x + $0.x), width: Double($0.width), style: $0.style)
                })
        }
        let first = styles.first
        return .text(
            RenderText(
                lines: lines, fontFamily: first?.fontFamily ?? font.face.family,
                fontSize: first?.fontSize ?? Double(font.pointSize), fontWeight: first?.fontWeight ?? font.face.weight,
                italic: first?.italic ?? font.face.italic, color: first?.color ?? defaultColor.cssString,
                styles: styles))
    }

    private func drawContent(_ text: String, color: RGBA) -> RenderContent {
        let font = effectiveFont
        let laidOut = layout(width: bounds.width)
        // Text is centred vertically in the bounds, as UILabel draws it.
        let top = ((bounds.height - laidOut.size.height) / 2).rounded(.down)
        let lines = laidOut.lines.map { line in
            let x = lineX(width: line.width, alignment: textAlignment)
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
