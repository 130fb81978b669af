/// What an alert controller draws: the alert's rounded box (header, then buttons side by side or stacked between
/// hairlines) or the action sheet's two groups (header and actions, then the cancel button set 8 points apart).
///
/// Metrics are UIKit's on iPhone: a 270-point alert with a 17-point semibold title and 13-point message inset 16
/// points, 44-point buttons in 17-point type; action-sheet buttons 57 points high in 20-point type under a gray
/// 13-point header; corners of 14 points.
@MainActor
final class AlertContentView: UIView {
    static let alertWidth: CGFloat = 270
    static let regularSheetWidth: CGFloat = 304
    static let sheetMargin: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let headerInset: CGFloat = 16
    /// The flat tint standing in for the alert's blurred material.
    static let materialColor = UIColor(white: 0.96, alpha: 0.98)

    let style: UIAlertController.Style
    private let actions: [UIAlertAction]
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let mainGroup = UIView()
    private let cancelGroup = UIView()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private let cancelButton: AlertActionButton?

    init(
        style: UIAlertController.Style, title: String?, message: String?, actions: [UIAlertAction],
        preferredAction: UIAlertAction?, onTap: @escaping @MainActor (UIAlertAction) -> Void
    ) {
        self.style = style
        self.actions = actions
        let alert = style == .alert
        let buttonFont = UIFont.systemFont(ofSize: alert ? 17 : 20)
        func makeButton(_ action: UIAlertAction) -> AlertActionButton {
            let bold = preferredAction.map { $0 === action } ?? (action.style == .cancel)
            let button = AlertActionButton(action: action, font: buttonFont, isBold: bold, tint: .systemBlue)
            button.addAction(UIAction { _ in onTap(action) }, for: .touchUpInside)
            return button
        }
        let cancel = actions.first { $0.style == .cancel }
        if alert {
            // Two buttons side by side put the cancel button first (on the leading side); stacked buttons keep the
            // order they were added in, with the cancel button last.
            let others = actions.filter { $0.style != .cancel }
            let ordered =
                actions.count == 2 ? (cancel.map { [$0] } ?? []) + others : others + (cancel.map { [$0] } ?? [])
            buttons = ordered.map(makeButton)
            cancelButton = nil
        } else {
            buttons = actions.filter { $0.style != .cancel }.map(makeButton)
            cancelButton = cancel.map(makeButton)
        }
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.text = message
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        if alert {
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = .label
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .label
        } else {
            titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
            titleLabel.textColor = .secondaryLabel
            messageLabel.font = .systemFont(ofSize: 13)
            messageLabel.textColor = .secondaryLabel
        }
        for group in [mainGroup, cancelGroup] {
            group.backgroundColor = Self.materialColor
            group.layer.cornerRadius = Self.cornerRadius
            group.clipsToBounds = true
            addSubview(group)
        }
        cancelGroup.isHidden = cancelButton == nil
        mainGroup.addSubview(titleLabel)
        mainGroup.addSubview(messageLabel)
        for button in buttons { mainGroup.addSubview(button) }
        if let cancelButton { cancelGroup.addSubview(cancelButton) }
    }

    required init?(coder: NSCoder) { fatalError("AlertContentView is created in code only") }

    private var hasTitle: Bool { !(titleLabel.text ?? "").isEmpty }
    private var hasMessage: Bool { !(messageLabel.text ?? "").isEmpty }
    private var buttonHeight: CGFloat { style == .alert ? Self.alertButtonHeight : Self.sheetButtonHeight }
    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? UIScreen.main.scale) }

    /// Whether the alert's buttons sit side by side: exactly two whose titles fit in half the width.
    var buttonsSideBySide: Bool {
        guard style == .alert, buttons.count == 2 else { return false }
        let half = Self.alertWidth / 2 - 24
        return buttons.allSatisfy { $0.titleWidth <= half }
    }

    /// The header's height (title and message with their padding) at `width`.
    private func headerHeight(forWidth width: CGFloat) -> CGFloat {
        guard hasTitle || hasMessage else { return 0 }
        let textWidth = width - 2 * Self.headerInset
        let padding: CGFloat = style == .alert ? 20 : 14
        var height = padding
        if hasTitle { height += ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height) }
        if hasTitle, hasMessage { height += style == .alert ? 4 : 2 }
        if hasMessage { height += ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height) }
        return height + padding
    }

    private var buttonRows: Int { buttonsSideBySide ? 1 : buttons.count }

    /// The height of everything at `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        let main = headerHeight(forWidth: width) + CGFloat(buttonRows) * buttonHeight
        guard cancelButton != nil else { return main }
        return (buttons.isEmpty && !hasTitle && !hasMessage ? 0 : main + Self.sheetMargin) + buttonHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for separator in separators { separator.removeFromSuperview() }
        separators.removeAll()
        let width = bounds.width
        let textWidth = width - 2 * Self.headerInset
        let padding: CGFloat = style == .alert ? 20 : 14
        var y: CGFloat = 0
        if hasTitle || hasMessage {
            y = padding
            if hasTitle {
                let height = ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height)
                titleLabel.frame = CGRect(x: Self.headerInset, y: y, width: textWidth, height: height)
                y += height
            }
            if hasTitle, hasMessage { y += style == .alert ? 4 : 2 }
            if hasMessage {
                let height = ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height)
                messageLabel.frame = CGRect(x: Self.headerInset, y: y, width: textWidth, height: height)
                y += height
            }
            y += padding
        }
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        if buttonsSideBySide {
            addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), to: mainGroup)
            let half = (width / 2).rounded()
            buttons[0].frame = CGRect(x: 0, y: y, width: half, height: buttonHeight)
            buttons[1].frame = CGRect(x: half, y: y, width: width - half, height: buttonHeight)
            addSeparator(CGRect(x: half, y: y, width: hairline, height: buttonHeight), to: mainGroup)
            y += buttonHeight
        } else {
            for button in buttons {
                if y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), to: mainGroup) }
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: y)
        mainGroup.isHidden = y == 0
        if let cancelButton {
            let top = y == 0 ? 0 : y + Self.sheetMargin
            cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: buttonHeight)
            cancelButton.frame = cancelGroup.bounds
        }
    }

    private func addSeparator(_ frame: CGRect, to group: UIView) {
        let separator = UIView(frame: frame)
        separator.backgroundColor = .separator
        group.addSubview(separator)
        separators.append(separator)
    }
}
