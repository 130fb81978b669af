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
    open var titleLabel: UILabel? { titleLabelView }
    /// The view showing the current image.
    open var imageView: UIImageView? { imageViewStorage }
    private let titleLabelView = UILabel()
    private let imageViewStorage = UIImageView()
    /// The button type.
    open private(set) var buttonType: ButtonType = .system

    /// The tinted rounded rectangle a selected system button shows behind its title (UIKit's selected look).
    private var selectionBackground: UIView?
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
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

    /// Sets the styled title for a state: it is drawn instead of the plain title, with its own fonts and colours
    /// (the title colours do not apply to it).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        updateContent()
    }

    /// The styled title for a state (falling back to the normal state's).
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// The current styled title.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

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

    /// The image for a state (falling back to the normal state's).
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The current title.
    open var currentTitle: String? { title(for: state) }
    /// The current image.
    open var currentImage: UIImage? { image(for: state) }
    /// The current title colour.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }

    // MARK: Legacy content geometry (buttons without a configuration; deprecated in iOS 15, still honoured)

    /// Space around the title and image together; it adds to the button's intrinsic size (default zero).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// Insets of the title's rectangle: its left and right (top and bottom) shift it by half their difference.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Insets of the image's rectangle, as `titleEdgeInsets` for the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The rectangle the title and image are centred in: the bounds inside `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the two centred together, then moved by
    /// `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let title = titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = currentImage?.size ?? .zero
        let x = contentRect.minX + (contentRect.width - title.width - image.width) / 2 + image.width
        let y = contentRect.minY + (contentRect.height - title.height) / 2
        return Self.moved(CGRect(x: x, y: y, width: title.width, height: title.height), by: titleEdgeInsets)
    }

    /// Where the image goes in `contentRect`: before the title, the two centred together, then moved by
    /// `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let title = titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = currentImage?.size ?? .zero
        let x = contentRect.minX + (contentRect.width - title.width - image.width) / 2
        let y = contentRect.minY + (contentRect.height - image.height) / 2
        return Self.moved(CGRect(x: x, y: y, width: image.width, height: image.height), by: imageEdgeInsets)
    }

    /// A centred item's rectangle inside insets: UIKit centres it in its rectangle inset by them, which moves it by
    /// half the difference of opposite insets.
    private static func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }

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
        if let attributed = attributedTitle(for: state) {
            titleLabel?.attributedText = attributed
        } else {
            titleLabel?.text = title(for: state)
        }
        var color = titleColor(for: state) ?? .systemBlue
        let drawsSelection = isSelected && buttonType == .system
        if drawsSelection && titleColors[state.rawValue] == nil { color = .systemBackground }
        if isHighlighted && buttonType == .system { color = color.withAlphaComponent(0.2) }
        if !isEnabled { color = .systemGray }
        // A styled title keeps its own colours (setting the label's colour would recolour all of it).
        if attributedTitle(for: state) == nil { titleLabel?.textColor = color }
        if drawsSelection, selectionBackground == nil {
            let background = UIView()
            background.isUserInteractionEnabled = false
            background.layer.cornerRadius = 4
            insertSubview(background, at: 0)
            selectionBackground = background
        }
        selectionBackground?.isHidden = !drawsSelection
        selectionBackground?.backgroundColor = isEnabled ? tintColor : .systemGray
        imageView?.image = image(for: state)
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let layout = configurationLayout(in: nil) { return layout.fittingSize }
        let title = titleLabel?.sizeThatFits(.zero) ?? .zero
        let image = imageView?.image?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(
            width: title.width + image.width + insets.left + insets.right,
            height: max(title.height, image.height, 34) + insets.top + insets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if configuration != nil {
            updateConfigurationIfNeeded()
            return layoutConfiguration()
        }
        let content = contentRect(forBounds: bounds)
        let imageFrame = imageRect(forContentRect: content)
        let titleFrame = titleRect(forContentRect: content)
        imageView?.frame = imageFrame
        titleLabel?.frame = titleFrame
        let titleBox = CGRect(
            x: imageFrame.minX, y: titleFrame.minY, width: titleFrame.maxX - imageFrame.minX, height: titleFrame.height)
        selectionBackground?.frame = titleBox.insetBy(dx: -6, dy: -2)
    }
}
