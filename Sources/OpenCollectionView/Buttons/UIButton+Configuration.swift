/// Configuration-based buttons (iOS 15): a button with a `configuration` draws it, resolved for its state, instead
/// of its per-state titles and colours.
extension UIButton {
    /// Creates a button drawing `configuration`, running `primaryAction` (if any) when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
        if let primaryAction {
            if configuration.title == nil { self.configuration?.title = primaryAction.title }
            if configuration.image == nil { self.configuration?.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// The configuration the button draws; `nil` for a button using per-state titles (default `nil`).
    public var configuration: Configuration? {
        get { configurationState.configuration }
        set {
            configurationState.configuration = newValue
            if configurationState.isUpdating {
                applyConfiguration()
            } else {
                setNeedsUpdateConfiguration()
            }
        }
    }

    /// A closure run when the button's state changes, to adjust `configuration` for it.
    public var configurationUpdateHandler: (@MainActor (UIButton) -> Void)? {
        get { configurationState.updateHandler }
        set {
            configurationState.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for `updateConfiguration()` before the next layout.
    public func setNeedsUpdateConfiguration() {
        configurationState.needsUpdate = true
        applyConfiguration()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Runs a pending configuration update.
    func updateConfigurationIfNeeded() {
        guard configurationState.needsUpdate else { return }
        updateConfiguration()
    }

    /// What `updateConfiguration()` does by default: runs the update handler, then shows the result.
    func runConfigurationUpdate() {
        configurationState.needsUpdate = false
        configurationState.isUpdating = true
        defer { configurationState.isUpdating = false }
        configurationState.updateHandler?(self)
        applyConfiguration()
    }

    /// The image the configuration shows, with its symbol configuration.
    private var configuredImage: UIImage? {
        guard let configuration, let image = configuration.image else { return nil }
        if let symbol = configuration.preferredSymbolConfigurationForImage, image.isSymbolImage {
            return image.applyingSymbolConfiguration(symbol) ?? image
        }
        return image
    }

    private var configuredImageSize: CGSize {
        guard let configuration else { return .zero }
        if configuration.showsActivityIndicator { return UIActivityIndicatorView(style: .medium).intrinsicContentSize }
        return configuredImage?.size ?? .zero
    }

    private var showsPopUpIndicator: Bool {
        guard let configuration else { return false }
        switch configuration.indicator {
        case .popup: return true
        case .none: return false
        case .automatic: return changesSelectionAsPrimaryAction && menu != nil
        }
    }

    /// The up-and-down chevron after a pop-up button's title.
    static let popUpIndicatorImage = UIImage(
        systemName: "chevron.up.chevron.down", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12))

    /// The layout of the configured content, in `bounds` or only measured.
    func configurationLayout(in bounds: CGRect?) -> ButtonConfigurationLayout? {
        guard let configuration else { return nil }
        return ButtonConfigurationLayout(
            configuration: configuration, imageSize: configuredImageSize,
            indicatorSize: showsPopUpIndicator ? Self.popUpIndicatorImage?.size ?? .zero : .zero, bounds: bounds,
            isRightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Shows the configuration in the button's views, in the colours it resolves to for the current state.
    func applyConfiguration() {
        let state = configurationState
        guard let configuration else {
            state.backgroundView?.isHidden = true
            state.subtitleLabel.isHidden = true
            state.indicatorView.isHidden = true
            state.activityIndicator?.isHidden = true
            return
        }
        let foreground = configuration.resolvedForegroundColor(tint: tintColor, state: self.state)
        var background = configuration.background
        background.backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor, state: self.state)
        if let backgroundView = state.backgroundView {
            backgroundView.configuration = background
        } else {
            let backgroundView = BackgroundConfigurationView(configuration: background)
            insertSubview(backgroundView, at: 0)
            state.backgroundView = backgroundView
        }
        state.backgroundView?.isHidden = false
        titleLabel?.text = configuration.title
        titleLabel?.font = configuration.titleFont
        titleLabel?.textColor = foreground
        titleLabel?.isHidden = configuration.title == nil
        if state.subtitleLabel.superview == nil {
            addSubview(state.subtitleLabel)
            addSubview(state.indicatorView)
        }
        state.subtitleLabel.text = configuration.subtitle
        state.subtitleLabel.font = configuration.subtitleFont
        state.subtitleLabel.textColor = foreground
        state.subtitleLabel.isHidden = configuration.subtitle == nil
        imageView?.image = configuration.showsActivityIndicator ? nil : configuredImage
        imageView?.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
        if configuration.showsActivityIndicator {
            if state.activityIndicator == nil {
                let indicator = UIActivityIndicatorView(style: .medium)
                addSubview(indicator)
                state.activityIndicator = indicator
            }
            state.activityIndicator?.color = foreground
            state.activityIndicator?.isHidden = false
            state.activityIndicator?.startAnimating()
        } else {
            state.activityIndicator?.stopAnimating()
            state.activityIndicator?.isHidden = true
        }
        state.indicatorView.image = showsPopUpIndicator ? Self.popUpIndicatorImage : nil
        state.indicatorView.tintColor = foreground
        state.indicatorView.isHidden = !showsPopUpIndicator
        setNeedsLayout()
    }

    /// Places the configured content in the bounds.
    func layoutConfiguration() {
        guard let layout = configurationLayout(in: bounds), let configuration else { return }
        let state = configurationState
        state.backgroundView?.frame = bounds
        if var background = state.backgroundView?.configuration {
            background.cornerRadius = configuration.cornerRadius(forHeight: bounds.height)
            if background != state.backgroundView?.configuration { state.backgroundView?.configuration = background }
        }
        imageView?.frame = layout.imageFrame
        state.activityIndicator?.frame = layout.imageFrame
        titleLabel?.frame = layout.titleFrame
        state.subtitleLabel.frame = layout.subtitleFrame
        state.indicatorView.frame = layout.indicatorFrame
    }
}
