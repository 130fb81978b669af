/// The control a bar draws for one `UIBarButtonItem` (or the back button): the item's custom view, glyph, image or
/// title in the tint colour, dimmed while pressed and grey while disabled. Its touch area reaches the bar's full
/// height and a little past its sides, as UIKit's bar buttons do.
@MainActor
final class BarButtonItemView: UIControl, BarItemObserver {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// One element per bar button.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The item's title or image label, a system item's name, or the back title.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? defaultAccessibilityLabel }
        set { super.accessibilityLabel = newValue }
    }
    /// The item's hint.
    override var accessibilityHint: String? {
        get { super.accessibilityHint ?? item.accessibilityHint }
        set { super.accessibilityHint = newValue }
    }
    /// A button.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? controlAccessibilityTraits(.button, isEnabled: isEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    let item: UIBarButtonItem
    /// Whether the view leads with the back chevron (the back button).
    let showsBackChevron: Bool
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    /// The title the back button shows; `nil` shows the chevron alone.
    var backTitle: String? {
        didSet { if oldValue != backTitle { updateContent() } }
    }

    /// The bar buttons' title font (UIKit: 17-point body; `.done` items semibold).
    static let plainFont = UIFont.systemFont(ofSize: 17)
    static let doneFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// The gap between the back chevron and the back title.
    static let chevronSpacing: CGFloat = 6
    /// How far the touch area reaches past the view's sides.
    static let touchOutset: CGFloat = 8
    /// The alpha of a pressed button's content (UIKit's highlighted system buttons).
    static let highlightedAlpha: CGFloat = 0.2

    init(item: UIBarButtonItem, showsBackChevron: Bool = false) {
        self.item = item
        self.showsBackChevron = showsBackChevron
        super.init(frame: .zero)
        titleLabel.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
        item.addObserver(self)
        addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)
        updateContent()
    }

    required init?(coder: NSCoder) { fatalError("BarButtonItemView is made by bars") }

    func barItemDidChange(_ item: UIBarItem) {
        updateContent()
        superview?.setNeedsLayout()
    }

    /// The colour of the content: the item's tint, else the bar's, grey while disabled.
    private var contentColor: UIColor {
        guard item.isEnabled else { return .tertiaryLabel }
        return item.tintColor ?? tintColor ?? .systemBlue
    }

    override func tintColorDidChange() { updateContent() }

    /// The back chevron points to the leading edge, so it follows the layout direction.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if showsBackChevron, previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
            updateContent()
        }
    }

    override func stateChanged() {
        super.stateChanged()
        let alpha = isHighlighted ? Self.highlightedAlpha : 1
        titleLabel.alpha = alpha
        imageView.alpha = alpha
        item.customView?.alpha = alpha
    }

    private func updateContent() {
        isEnabled = item.isEnabled
        if let identifier = item.accessibilityIdentifier { accessibilityIdentifier = identifier }
        if let custom = item.customView {
            if custom.superview !== self { addSubview(custom) }
            titleLabel.isHidden = true
            imageView.isHidden = true
            return
        }
        let color = contentColor
        if showsBackChevron {
            imageView.image = BarGlyphs.backChevron(
                color: color, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
            titleLabel.text = backTitle
        } else {
            imageView.image = item.systemGlyph(color: color) ?? item.image
            titleLabel.text = imageView.image == nil ? item.title : nil
        }
        titleLabel.font = item.style == .done && !showsBackChevron ? Self.doneFont : Self.plainFont
        titleLabel.textColor = color
        imageView.isHidden = imageView.image == nil
        titleLabel.isHidden = titleLabel.text == nil
        setNeedsLayout()
    }

    /// The width of the content: chevron, gap and title; image; title; or the custom view.
    var contentWidth: CGFloat {
        if let custom = item.customView { return max(item.width, custom.bounds.width) }
        var width: CGFloat = 0
        if let image = imageView.image, !imageView.isHidden { width += image.size.width }
        if let text = titleLabel.text, !titleLabel.isHidden {
            if width > 0 { width += Self.chevronSpacing }
            width += text.size(in: titleLabel.font ?? UIFont.systemFont(ofSize: 17)).width.rounded(.up)
        }
        return max(width, item.width)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: contentWidth, height: size.height) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        if let custom = item.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
            return
        }
        var x: CGFloat = 0
        if let image = imageView.image, !imageView.isHidden {
            imageView.frame = CGRect(
                x: 0, y: ((height - image.size.height) / 2).rounded(), width: image.size.width,
                height: image.size.height)
            x = image.size.width + Self.chevronSpacing
        }
        if !titleLabel.isHidden {
            let lineHeight = titleLabel.font.lineHeight.rounded(.up)
            titleLabel.frame = CGRect(
                x: x, y: ((height - lineHeight) / 2).rounded(), width: max(0, bounds.width - x), height: lineHeight)
        }
        // Right to left, the chevron leads on the right and the title follows to its left.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [imageView, titleLabel] { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -Self.touchOutset, dy: 0).contains(point)
    }

    private func tapped() {
        if item.performTap() { return }
        guard let menu = item.menu else { return }
        showMenu(menu)
    }

    /// Shows a menu-only item's menu as an action sheet (see docs/Deviations.md).
    private func showMenu(_ menu: UIMenu) {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let presenter = responder as? UIViewController else { return }
        let sheet = UIAlertController(
            title: menu.title.isEmpty ? nil : menu.title, message: nil, preferredStyle: .actionSheet)
        for action in menu.allActions {
            sheet.addAction(
                UIAlertAction(title: action.title, style: .default) { _ in
                    action.performWithSender(nil, target: nil)
                })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
    }
}
