/// Where a configured button's pieces go: the image (or activity indicator) beside, above or below a block of title
/// and subtitle, a pop-up indicator after it, all inside the configuration's content insets — and so the size the
/// button asks for.
struct ButtonConfigurationLayout {
    var imageFrame = CGRect.zero
    var titleFrame = CGRect.zero
    var subtitleFrame = CGRect.zero
    var indicatorFrame = CGRect.zero
    /// The size of everything with the insets.
    var fittingSize = CGSize.zero

    /// The space between the content and a pop-up indicator.
    static let indicatorPadding: CGFloat = 6

    /// Measures and places `configuration`'s content, with `imageSize` (zero when there is none) and `indicatorSize`,
    /// in `bounds` (or only measures, when `bounds` is `nil`).
    @MainActor
    init(
        configuration: UIButton.Configuration, imageSize: CGSize, indicatorSize: CGSize, bounds: CGRect?,
        isRightToLeft: Bool = false
    ) {
        let title = Self.textSize(configuration.title, font: configuration.titleFont)
        let subtitle = Self.textSize(configuration.subtitle, font: configuration.subtitleFont)
        let gap = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let imagePadding = imageSize != .zero && text != .zero ? configuration.imagePadding : 0
        var content =
            vertical
            ? CGSize(width: max(imageSize.width, text.width), height: imageSize.height + imagePadding + text.height)
            : CGSize(width: imageSize.width + imagePadding + text.width, height: max(imageSize.height, text.height))
        let indicatorGap = indicatorSize == .zero ? 0 : Self.indicatorPadding
        content.width += indicatorGap + indicatorSize.width
        content.height = max(content.height, indicatorSize.height)
        let insets = configuration.contentInsets
        fittingSize = CGSize(
            width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom
        )
        guard let bounds else { return }

        // The content is centred in the inset area; text lines align by the title alignment.
        let area = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        let origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        let mainWidth = content.width - indicatorGap - indicatorSize.width
        var textOrigin = origin
        switch configuration.imagePlacement {
        case .top:
            imageFrame = CGRect(
                x: origin.x + (mainWidth - imageSize.width) / 2, y: origin.y, width: imageSize.width,
                height: imageSize.height)
            textOrigin = CGPoint(x: origin.x + (mainWidth - text.width) / 2, y: imageFrame.maxY + imagePadding)
        case .bottom:
            textOrigin = CGPoint(x: origin.x + (mainWidth - text.width) / 2, y: origin.y)
            imageFrame = CGRect(
                x: origin.x + (mainWidth - imageSize.width) / 2, y: origin.y + text.height + imagePadding,
                width: imageSize.width, height: imageSize.height)
        case .trailing:
            textOrigin = CGPoint(x: origin.x, y: origin.y + (content.height - text.height) / 2)
            imageFrame = CGRect(
                x: origin.x + text.width + imagePadding, y: origin.y + (content.height - imageSize.height) / 2,
                width: imageSize.width, height: imageSize.height)
        default:
            imageFrame = CGRect(
                x: origin.x, y: origin.y + (content.height - imageSize.height) / 2, width: imageSize.width,
                height: imageSize.height)
            textOrigin = CGPoint(
                x: origin.x + imageSize.width + imagePadding, y: origin.y + (content.height - text.height) / 2)
        }
        func aligned(_ size: CGSize) -> CGFloat {
            switch configuration.titleAlignment {
            case .leading: textOrigin.x
            case .trailing: textOrigin.x + text.width - size.width
            case .center, .automatic: textOrigin.x + (text.width - size.width) / 2
            }
        }
        titleFrame = CGRect(origin: CGPoint(x: aligned(title), y: textOrigin.y), size: title)
        subtitleFrame = CGRect(
            origin: CGPoint(x: aligned(subtitle), y: textOrigin.y + title.height + gap), size: subtitle)
        indicatorFrame = CGRect(
            x: origin.x + mainWidth + indicatorGap, y: origin.y + (content.height - indicatorSize.height) / 2,
            width: indicatorSize.width, height: indicatorSize.height)
        if isRightToLeft {
            func mirrored(_ rect: CGRect) -> CGRect {
                CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
            }
            imageFrame = mirrored(imageFrame)
            titleFrame = mirrored(titleFrame)
            subtitleFrame = mirrored(subtitleFrame)
            indicatorFrame = mirrored(indicatorFrame)
        }
    }

    /// The size of one line of `text` in `font` (zero without text).
    @MainActor
    static func textSize(_ text: String?, font: UIFont) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let label = UILabel()
        label.font = font
        label.text = text
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
