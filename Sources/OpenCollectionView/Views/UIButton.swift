/// A button: a control with a title label and image view whose title and colours follow its state.
@preconcurrency @MainActor
open class UIButton: UIControl {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// An element by default, as UIKit's standard controls are.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The title, else the image's label, unless set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? defaultAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// A button (dimmed while disabled, selected while selected), unless set.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            accessibilityStorage?.traits
                ?? controlAccessibilityTraits(.button, isEnabled: isEnabled, isSelected: isSelected)
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Button types.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The label showing the current title.
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the current image.
    public let imageView: UIImageView? = UIImageView()
    /// The button type.
    public private(set) var buttonType: ButtonType = .system

    /// The tinted rounded rectangle a selected system button shows behind its title (UIKit's selected look).
    private var selectionBackground: UIView?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The configuration, its update handler and the views a configured button adds.
    let configurationState = ButtonConfigurationState()
    /// The menu and how a tap shows it.
    let menuState = ButtonMenuState()

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a system button that runs `primaryAction` on touch-up inside, titled with the action's title.
    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.textAlignment = .center
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        updateContent()
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for a state (falling back to the normal state's).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for a state (the tint colour by default, dimmed when highlighted or disabled).
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[0] { return color }
        return buttonType == .custom ? .white : tintColor
    }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The current title.
    public var currentTitle: String? { title(for: state) }

    open override func stateChanged() {
        super.stateChanged()
        if configuration != nil {
            setNeedsUpdateConfiguration()
        } else {
            updateContent()
        }
    }

    open override func tintColorDidChange() {
        if configuration != nil { applyConfiguration() } else { updateContent() }
    }

    /// Updates the configuration for the current state: the default runs `configurationUpdateHandler`. Subclasses
    /// override it to change `configuration` themselves.
    open func updateConfiguration() { runConfigurationUpdate() }

    open override func sendActions(for controlEvents: Event) {
        var events = controlEvents
        if events.contains(.touchUpInside), presentsMenuAsPrimaryAction {
            events.subtract([.touchUpInside, .primaryActionTriggered])
            presentMenu()
        }
        if !events.isEmpty { super.sendActions(for: events) }
    }

    private func updateContent() {
        guard configuration == nil else { return }
        titleLabel?.text = title(for: state)
        var color = titleColor(for: state) ?? .systemBlue
        let drawsSelection = isSelected && buttonType == .system
        if drawsSelection && titleColors[state.rawValue] == nil { color = .systemBackground }
        if isHighlighted && buttonType == .system { color = color.withAlphaComponent(0.2) }
        if !isEnabled { color = .systemGray }
        titleLabel?.textColor = color
        if drawsSelection, selectionBackground == nil {
            let background = UIView()
            background.isUserInteractionEnabled = false
            background.layer.cornerRadius = 4
            insertSubview(background, at: 0)
            selectionBackground = background
        }
        selectionBackground?.isHidden = !drawsSelection
        selectionBackground?.backgroundColor = isEnabled ? tintColor : .systemGray
        imageView?.image = images[state.rawValue] ?? images[0]
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let layout = configurationLayout(in: nil) { return layout.fittingSize }
        let title = titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = imageView?.image?.size ?? .zero
        return CGSize(width: title.width + image.width, height: max(title.height, image.height, 34))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if configuration != nil {
            updateConfigurationIfNeeded()
            return layoutConfiguration()
        }
        let title = titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = imageView?.image?.size ?? .zero
        let totalWidth = title.width + image.width
        let x = (bounds.width - totalWidth) / 2
        imageView?.frame = CGRect(x: x, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
        titleLabel?.frame = CGRect(
            x: x + image.width, y: (bounds.height - title.height) / 2, width: title.width, height: title.height)
        let titleBox = CGRect(x: x, y: (bounds.height - title.height) / 2, width: totalWidth, height: title.height)
        selectionBackground?.frame = titleBox.insetBy(dx: -6, dy: -2)
    }
}
