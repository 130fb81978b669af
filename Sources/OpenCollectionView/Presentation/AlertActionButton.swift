/// One action's button in an alert or action sheet: its title centred, blue, red for destructive actions, bold for
/// the cancel or preferred action, gray when disabled; a touch darkens it.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private let highlightView = UIView()

    init(action: UIAlertAction, font: UIFont, isBold: Bool, tint: UIColor) {
        self.action = action
        super.init(frame: .zero)
        highlightView.backgroundColor = UIColor.black.withAlphaComponent(0.08)
        highlightView.isHidden = true
        highlightView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(highlightView)
        accessibilityIdentifier = "alert-action-\(action.title ?? "")"
        accessibilityLabel = action.title
        // Read as one button, as UIKit's own are.
        isAccessibilityElement = true
        accessibilityTraits = .button
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = isBold ? UIFont.systemFont(ofSize: font.pointSize, weight: .semibold) : font
        titleLabel.lineBreakMode = .byTruncatingMiddle
        addSubview(titleLabel)
        self.tint = tint
        updateLook()
        action.enabledDidChange = { [weak self] in self?.updateLook() }
    }

    required init?(coder: NSCoder) { fatalError("AlertActionButton is created in code only") }

    private var tint: UIColor = .systemBlue

    /// The width the title needs at its font.
    var titleWidth: CGFloat { ceil(titleLabel.sizeThatFits(.zero).width) }

    private func updateLook() {
        isEnabled = action.isEnabled
        titleLabel.textColor =
            !action.isEnabled ? UIColor.secondaryLabel : action.style == .destructive ? .systemRed : tint
    }

    override func stateChanged() {
        super.stateChanged()
        highlightView.isHidden = !isHighlighted
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        highlightView.frame = bounds
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}
