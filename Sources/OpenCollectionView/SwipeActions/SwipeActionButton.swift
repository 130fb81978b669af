/// One contextual action's button behind a swiped cell: the action's colour with its image and white title, which
/// stay beside the cell's content as the button widens (UIKit keeps them at the button's inner edge).
@MainActor
final class SwipeActionButton: UIControl {
    /// Not a focus stop: the row's actions reach the keyboard and assistive apps as its custom actions.
    override var canBecomeFocused: Bool { false }
    /// The action the button performs.
    let action: UIContextualAction
    /// Whether the cell's content is on the button's left (the button is revealed at the right edge).
    var contentIsOnLeft = true
    private let titleLabel = UILabel()
    private let imageView = UIImageView()

    /// The horizontal padding each side of the title (UIKit's buttons leave about 15 points).
    static let horizontalPadding: CGFloat = 15
    /// The narrowest a button gets (UIKit's contextual-action buttons are at least 74 points wide).
    static let minimumWidth: CGFloat = 74
    /// The title font: the system font at 15 points, medium weight, as UIKit's swipe buttons draw it.
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .medium)

    init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        accessibilityIdentifier = "swipe-action-\(action.title ?? "")"
        accessibilityLabel = action.title
        // Read as one button, as UIKit's own are.
        isAccessibilityElement = true
        accessibilityTraits = .button
        titleLabel.text = action.title
        titleLabel.font = Self.titleFont
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        imageView.image = action.image
        imageView.tintColor = .white
        imageView.isHidden = action.image == nil
        titleLabel.isHidden = action.title?.isEmpty ?? true
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("SwipeActionButton is created in code only") }

    /// The button's width when the row is just open: its title's width plus padding, never under the minimum.
    var naturalWidth: CGFloat {
        let title = titleLabel.isHidden ? 0 : ceil(titleLabel.sizeThatFits(.zero).width)
        let image = imageView.image?.size.width ?? 0
        return max(Self.minimumWidth, max(title, image) + 2 * Self.horizontalPadding)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = naturalWidth
        let x = contentIsOnLeft ? 0 : bounds.width - width
        let titleHeight = titleLabel.isHidden ? 0 : ceil(titleLabel.sizeThatFits(.zero).height)
        let imageSize = imageView.image?.size ?? .zero
        let gap: CGFloat = imageView.isHidden || titleLabel.isHidden ? 0 : 4
        let total = titleHeight + (imageView.isHidden ? 0 : imageSize.height) + gap
        var y = ((bounds.height - total) / 2).rounded()
        if !imageView.isHidden {
            imageView.frame = CGRect(
                x: x + ((width - imageSize.width) / 2).rounded(), y: y, width: imageSize.width,
                height: imageSize.height)
            y += imageSize.height + gap
        }
        titleLabel.frame = CGRect(
            x: x + Self.horizontalPadding, y: y, width: width - 2 * Self.horizontalPadding, height: titleHeight)
    }

    override func stateChanged() {
        super.stateChanged()
        let color = action.backgroundColor ?? .systemGray
        backgroundColor = isHighlighted ? color.withAlphaComponent(0.8) : color
    }
}
