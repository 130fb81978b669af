/// The view a `UIContentUnavailableConfiguration` makes (iOS 17): its image or activity indicator, text, secondary
/// text and buttons stacked in that order, over the configuration's background.
///
/// The stack is centred vertically between the margins and, with `.center` alignment, horizontally too (each line
/// centred); with `.natural` it sits at the leading margin. Margins are the configuration's, plus the safe area
/// on the axes it preserves, so the content stays clear of bars. Parts that are absent take no room and add no
/// padding. Touches on the view's empty area pass through to the content beneath (see Deviations).
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let backgroundView = BackgroundConfigurationView(configuration: .clear())
    private let imageView = UIImageView(frame: .zero)
    private let activityIndicator = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var primaryButton: UIButton?
    private var secondaryButton: UIButton?
    private var unavailableConfiguration: UIContentUnavailableConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        for view in [backgroundView, imageView, activityIndicator, textLabel, secondaryTextLabel] as [UIView] {
            addSubview(view)
        }
        textLabel.accessibilityIdentifier = "content-unavailable-text"
        secondaryTextLabel.accessibilityIdentifier = "content-unavailable-secondary-text"
        imageView.accessibilityIdentifier = "content-unavailable-image"
        apply()
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
    }

    /// The configuration shown; setting one that is not a `UIContentUnavailableConfiguration` is reported and
    /// ignored.
    public var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                OpenCollectionViewDiagnostics.report(
                    .misuse, "UIContentUnavailableView cannot show a \(type(of: newValue))")
                return
            }
            unavailableConfiguration = configuration
            apply()
        }
    }

    /// Whether `configuration` is a content-unavailable configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func apply() {
        let configuration = unavailableConfiguration
        backgroundView.configuration = configuration.background
        let properties = configuration.imageProperties
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.preferredSymbolConfiguration = properties.preferredSymbolConfiguration
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = properties.cornerRadius
        imageView.clipsToBounds = properties.cornerRadius > 0
        if configuration.showsActivityIndicator {
            activityIndicator.isHidden = false
            activityIndicator.color = properties.tintColor ?? tintColor
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
            activityIndicator.isHidden = true
        }
        configure(textLabel, text: configuration.displayedText, properties: configuration.textProperties)
        configure(
            secondaryTextLabel, text: configuration.displayedSecondaryText,
            properties: configuration.secondaryTextProperties)
        primaryButton = button(
            primaryButton, configuration.button, configuration.buttonProperties, "content-unavailable-button")
        secondaryButton = button(
            secondaryButton, configuration.secondaryButton, configuration.secondaryButtonProperties,
            "content-unavailable-secondary-button")
        updateImageTint()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func configure(
        _ label: UILabel, text: String?, properties: UIContentUnavailableConfiguration.TextProperties
    ) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.font =
            properties.adjustsFontForContentSizeCategory
            ? properties.font.adjusted(to: traitCollection.preferredContentSizeCategory) : properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = unavailableConfiguration.alignment == .center ? .center : .natural
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
    }

    /// The button for a button configuration, or `nil` (the old one removed) when it has no title or image.
    private func button(
        _ existing: UIButton?, _ configuration: UIButton.Configuration,
        _ properties: UIContentUnavailableConfiguration.ButtonProperties, _ identifier: String
    ) -> UIButton? {
        existing?.removeFromSuperview()
        let hasContent =
            !(configuration.title ?? "").isEmpty || !(configuration.subtitle ?? "").isEmpty
            || configuration.image != nil
        guard hasContent else { return nil }
        let button = UIButton(configuration: configuration, primaryAction: properties.primaryAction)
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.menu != nil && properties.primaryAction == nil
        button.isEnabled = properties.isEnabled
        button.accessibilityIdentifier = identifier
        addSubview(button)
        return button
    }

    // MARK: Layout

    /// The parts shown, top to bottom, each with the padding above it.
    private func stackedParts() -> [(view: UIView, padding: CGFloat)] {
        let configuration = unavailableConfiguration
        var parts: [(UIView, CGFloat)] = []
        var previous: UIView?
        func add(_ view: UIView?) {
            guard let view, !view.isHidden else { return }
            var padding: CGFloat = 0
            switch previous {
            case nil: padding = 0
            case let top? where top === imageView || top === activityIndicator:
                padding = configuration.imageToTextPadding
            case let top? where top === textLabel && view === secondaryTextLabel:
                padding = configuration.textToSecondaryTextPadding
            case let top? where top === primaryButton && view === secondaryButton:
                padding = configuration.buttonToSecondaryButtonPadding
            default:
                padding = view === primaryButton || view === secondaryButton ? configuration.textToButtonPadding : 0
            }
            parts.append((view, padding))
            previous = view
        }
        add(imageView)
        add(activityIndicator)
        add(textLabel)
        add(secondaryTextLabel)
        add(primaryButton)
        add(secondaryButton)
        return parts
    }

    private var margins: NSDirectionalEdgeInsets {
        let configuration = unavailableConfiguration
        var margins = configuration.directionalLayoutMargins
        let safe = safeAreaInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            margins.leading += rightToLeft ? safe.right : safe.left
            margins.trailing += rightToLeft ? safe.left : safe.right
        }
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            margins.top += safe.top
            margins.bottom += safe.bottom
        }
        return margins
    }

    private func size(of view: UIView, width: CGFloat) -> CGSize {
        if view === imageView {
            var size = imageView.sizeThatFits(.zero)
            let maximum = unavailableConfiguration.imageProperties.maximumSize
            var scale: CGFloat = 1
            if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
            size = CGSize(width: size.width * scale, height: size.height * scale)
            return CGSize(width: min(size.width, width), height: size.height)
        }
        if let label = view as? UILabel {
            let fitted = label.sizeThatFits(CGSize(width: width, height: 0))
            return CGSize(width: min(fitted.width, width), height: fitted.height)
        }
        let fitted = view.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: min(fitted.width, width), height: fitted.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let margins = margins
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        let parts = stackedParts().map { part in (part.view, part.padding, size(of: part.view, width: width)) }
        let height = parts.reduce(0) { $0 + $1.1 + $1.2.height }
        let available = bounds.height - margins.top - margins.bottom
        var y = margins.top + max(0, ((available - height) / 2).rounded(.down))
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, padding, size) in parts {
            y += padding
            let leading: CGFloat =
                unavailableConfiguration.alignment == .center
                ? margins.leading + ((width - size.width) / 2).rounded(.down) : margins.leading
            let x = rightToLeft ? bounds.width - leading - size.width : leading
            view.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            y += size.height
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let margins = margins
        let contentWidth = max(0, width - margins.leading - margins.trailing)
        let height = stackedParts().reduce(0) { $0 + $1.padding + self.size(of: $1.view, width: contentWidth).height }
        return CGSize(width: width, height: (margins.top + height + margins.bottom).rounded(.up))
    }

    /// Touches on the empty area and the background go through to the views beneath; the buttons take theirs.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === backgroundView ? nil : hit
    }

    open override func tintColorDidChange() { updateImageTint() }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateImageTint()
    }

    private func updateImageTint() {
        imageView.tintColor = unavailableConfiguration.imageProperties.tintColor ?? tintColor
    }

    /// The frames of the parts (for tests): image, text, secondary text.
    var imageFrame: CGRect { imageView.frame }
    /// The text's frame.
    var textFrame: CGRect { textLabel.frame }
    /// The secondary text's frame.
    var secondaryTextFrame: CGRect { secondaryTextLabel.frame }
    /// Whether the activity indicator shows.
    var isShowingActivityIndicator: Bool { !activityIndicator.isHidden }
}
