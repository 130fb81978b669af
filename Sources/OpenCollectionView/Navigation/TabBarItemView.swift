/// The control a tab bar draws for one `UITabBarItem`: its image above its 10-point title, in the tint colour
/// when selected and grey otherwise, with a red badge at the image's top-trailing corner.
@MainActor
final class TabBarItemView: UIControl, BarItemObserver {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// One element per tab.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// The tab's title.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? item.accessibilityLabel ?? item.title }
        set { super.accessibilityLabel = newValue }
    }
    /// A button, selected for the selected tab.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            accessibilityStorage?.traits
                ?? controlAccessibilityTraits(.button, isEnabled: isEnabled, isSelected: isSelected)
        }
        set { super.accessibilityTraits = newValue }
    }

    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UILabel()

    /// UIKit's tab titles: 10-point medium.
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// The glyph box (UIKit's tab images are about 25 points).
    static let imageSize = CGSize(width: 25, height: 25)
    /// The badge's height and text (UIKit: an 18-point red capsule with 13-point white text).
    static let badgeHeight: CGFloat = 18
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    /// The colour of unselected items (UIKit: system grey).
    static let unselectedColor = UIColor.systemGray

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [imageView, titleLabel, badge] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        titleLabel.font = Self.titleFont
        titleLabel.textAlignment = .center
        badge.font = Self.badgeFont
        badge.textColor = .white
        badge.textAlignment = .center
        badge.clipsToBounds = true
        badge.layer.cornerRadius = Self.badgeHeight / 2
        item.addObserver(self)
        updateContent()
    }

    required init?(coder: NSCoder) { fatalError("TabBarItemView is made by tab bars") }

    func barItemDidChange(_ item: UIBarItem) {
        updateContent()
        setNeedsLayout()
    }

    override var isSelected: Bool {
        didSet { if oldValue != isSelected { updateContent() } }
    }

    override func tintColorDidChange() { updateContent() }

    private func updateContent() {
        if let identifier = item.accessibilityIdentifier { accessibilityIdentifier = identifier }
        isEnabled = item.isEnabled
        let unselected = (superview as? UITabBar)?.unselectedItemTintColor ?? Self.unselectedColor
        let color = !item.isEnabled ? UIColor.tertiaryLabel : isSelected ? tintColor ?? .systemBlue : unselected
        imageView.image = isSelected ? item.selectedImage ?? item.image : item.image
        titleLabel.text = item.title
        titleLabel.textColor = color
        badge.text = item.badgeValue
        badge.backgroundColor = item.badgeColor ?? .systemRed
        badge.isHidden = item.badgeValue == nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageFrame = CGRect(
            x: ((bounds.width - Self.imageSize.width) / 2).rounded(), y: 4, width: Self.imageSize.width,
            height: Self.imageSize.height)
        imageView.frame = imageFrame
        let lineHeight = Self.titleFont.lineHeight.rounded(.up)
        titleLabel.frame = CGRect(x: 0, y: imageFrame.maxY + 2, width: bounds.width, height: lineHeight)
        if let text = badge.text {
            let width = max(
                Self.badgeHeight, text.size(withAttributes: [.font: Self.badgeFont]).width.rounded(.up) + 10)
            badge.frame = CGRect(
                x: imageFrame.midX + 4, y: imageFrame.minY - 2, width: width, height: Self.badgeHeight)
        }
    }
}
