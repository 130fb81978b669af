/// The view a `UIListContentConfiguration` makes: its image, text and secondary text laid out as UIKit lays out a
/// list row, header or footer, with text measured from the real font.
///
/// The image sits at the leading margin, centred vertically; the texts follow after `imageToTextPadding`, stacked
/// (secondary below, `textToSecondaryTextVerticalPadding` apart) or side by side when the configuration prefers it
/// and both fit on one line each (the secondary text at the trailing margin). Horizontal margins grow to the
/// superview's margins on the axes the configuration preserves, as a cell's content lines up with the list.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting one that is not a `UIListContentConfiguration` is reported and ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "UIListContentView cannot show a \(type(of: newValue))")
                return
            }
            guard list != listConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list content configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The margins the superview lends on preserved axes (a cell's content view sets them).
    var inheritedLayoutMargins = NSDirectionalEdgeInsets.zero {
        didSet {
            guard oldValue != inheritedLayoutMargins else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        configure(textLabel, text: configuration.displayedText, properties: configuration.textProperties)
        configure(
            secondaryTextLabel, text: configuration.displayedSecondaryText,
            properties: configuration.secondaryTextProperties)
        // Styled texts are drawn with their styles; the text properties' font and colour fill in where a run has
        // none.
        if let attributed = configuration.attributedText {
            textLabel.attributedText = Self.filled(attributed, from: textLabel)
        }
        if let attributed = configuration.secondaryAttributedText {
            secondaryTextLabel.attributedText = Self.filled(attributed, from: secondaryTextLabel)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// `text` with the label's font and colour where a run has none.
    private static func filled(_ text: NSAttributedString, from label: UILabel) -> NSAttributedString {
        let filled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: filled.length)
        for (key, value) in [
            (NSAttributedString.Key.font, label.font as Any), (.foregroundColor, label.textColor as Any),
        ] {
            text.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { filled.addAttribute(key, value: value, range: range) }
            }
        }
        return filled
    }

    private func configure(_ label: UILabel, text: String?, properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        // A Dynamic Type font follows the view's content size category, now and when it changes.
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.font =
            properties.adjustsFontForContentSizeCategory
            ? properties.font.adjusted(to: traitCollection.preferredContentSizeCategory) : properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.textAlignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
    }

    // MARK: Layout

    /// The frames of the parts for a width, and the height the content needs.
    struct Frames {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondaryText = CGRect.zero
        var height: CGFloat = 0
        /// Where the texts start, from the leading edge (what a list's separator lines up with).
        var textLeading: CGFloat = 0
    }

    /// The system's reserved image width (`ImageProperties.standardDimension`): the size of a settings icon.
    static let standardImageDimension: CGFloat = 29

    func frames(forWidth width: CGFloat) -> Frames {
        let configuration = listConfiguration
        var margins = configuration.directionalLayoutMargins
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            margins.leading = max(margins.leading, inheritedLayoutMargins.leading)
            margins.trailing = max(margins.trailing, inheritedLayoutMargins.trailing)
        }
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            margins.top = max(margins.top, inheritedLayoutMargins.top)
            margins.bottom = max(margins.bottom, inheritedLayoutMargins.bottom)
        }
        var frames = Frames()
        var x = margins.leading
        let contentRight = max(x, width - margins.trailing)
        // UIKit: the reserved layout size is the space kept for the image, which is centred in it; it never
        // changes the image's own size (a larger image takes the space it needs).
        var imageSlotHeight: CGFloat = 0
        if let image = configuration.image {
            let properties = configuration.imageProperties
            let natural =
                image.symbol(preferring: properties.preferredSymbolConfiguration)?.size ?? image.size
            let size = imageSize(natural, properties: properties)
            let slotWidth = max(size.width, resolvedReserved(properties.reservedLayoutSize.width))
            imageSlotHeight = max(size.height, resolvedReserved(properties.reservedLayoutSize.height))
            frames.image = CGRect(x: x + (slotWidth - size.width) / 2, y: 0, width: size.width, height: size.height)
            frames.image.size.height = max(size.height, 0)
            x += slotWidth + configuration.imageToTextPadding
        }
        frames.textLeading = x
        let textWidth = max(0, contentRight - x)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        let textSize = hasText ? textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)) : .zero
        let secondarySize =
            hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: 0)) : .zero
        var blockHeight: CGFloat
        let sideBySide =
            configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && singleLineWidth(textLabel) + configuration.textToSecondaryTextHorizontalPadding
                + singleLineWidth(secondaryTextLabel) <= textWidth
        if sideBySide {
            let secondaryWidth = singleLineWidth(secondaryTextLabel)
            let firstHeight = textLabel.font.lineHeight.rounded(.up)
            let secondHeight = secondaryTextLabel.font.lineHeight.rounded(.up)
            blockHeight = max(firstHeight, secondHeight)
            frames.text = CGRect(
                x: x, y: (blockHeight - firstHeight) / 2,
                width: textWidth - secondaryWidth - configuration.textToSecondaryTextHorizontalPadding,
                height: firstHeight)
            frames.secondaryText = CGRect(
                x: contentRight - secondaryWidth, y: (blockHeight - secondHeight) / 2, width: secondaryWidth,
                height: secondHeight)
        } else {
            frames.text = CGRect(x: x, y: 0, width: textWidth, height: textSize.height)
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            frames.secondaryText = CGRect(
                x: x, y: textSize.height + gap, width: textWidth, height: secondarySize.height)
            blockHeight = textSize.height + gap + secondarySize.height
        }
        let contentHeight = max(blockHeight, imageSlotHeight)
        frames.height = margins.top + contentHeight + margins.bottom
        let available = max(contentHeight, bounds.height - margins.top - margins.bottom)
        let blockTop = margins.top + ((available - blockHeight) / 2).rounded(.down)
        frames.text.origin.y += blockTop
        frames.secondaryText.origin.y += blockTop
        frames.image.origin.y = margins.top + ((available - frames.image.height) / 2).rounded(.down)
        return frames
    }

    private func singleLineWidth(_ label: UILabel) -> CGFloat {
        label.font.width(of: Substring(label.text ?? "")).rounded(.up)
    }

    private func resolvedReserved(_ dimension: CGFloat) -> CGFloat {
        dimension == UIListContentConfiguration.ImageProperties.standardDimension
            ? Self.standardImageDimension : max(0, dimension)
    }

    private func imageSize(_ size: CGSize, properties: UIListContentConfiguration.ImageProperties) -> CGSize {
        var maximum = properties.maximumSize
        if maximum.width == UIListContentConfiguration.ImageProperties.standardDimension {
            maximum.width = Self.standardImageDimension
        }
        if maximum.height == UIListContentConfiguration.ImageProperties.standardDimension {
            maximum.height = Self.standardImageDimension
        }
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = frames(forWidth: bounds.width)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let width = bounds.width
        func placed(_ frame: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        imageView.frame = placed(frames.image)
        textLabel.frame = placed(frames.text)
        secondaryTextLabel.frame = placed(frames.secondaryText)
        if rightToLeft, listConfiguration.prefersSideBySideTextAndSecondaryText {
            secondaryTextLabel.textAlignment = .natural
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: frames(forWidth: width).height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: frames(forWidth: bounds.width).height.rounded(.up))
    }

    open override func tintColorDidChange() { updateImageTint() }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateImageTint()
    }

    private func updateImageTint() {
        imageView.tintColor = listConfiguration.imageProperties.resolvedTintColor(for: tintColor)
    }

    /// The text's frame (for separators and tests).
    var textFrame: CGRect { textLabel.frame }
    /// The secondary text's frame.
    var secondaryTextFrame: CGRect { secondaryTextLabel.frame }
    /// The image's frame.
    var imageFrame: CGRect { imageView.frame }
}
