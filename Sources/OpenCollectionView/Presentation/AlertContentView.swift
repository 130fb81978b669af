/// What an alert controller draws: the alert's rounded box (header, then buttons side by side or stacked between
/// hairlines) or the action sheet's two groups (header and actions, then the cancel button set 8 points apart).
///
/// Metrics are UIKit's on iPhone: a 270-point alert with a 17-point semibold title and 13-point message inset 16
/// points, 44-point buttons in 17-point type; action-sheet buttons 57 points high in 20-point type under a gray
/// 13-point header; corners of 14 points. An alert's text fields sit under the message, 24 points high in
/// 13-point type, in white boxes with hairline borders joined into one column.
@MainActor
final class AlertContentView: UIView {
    // MARK: Accessibility (UIKit's defaults; see Accessibility/)

    /// Modal, as UIKit's alerts are: nothing behind them is reached.
    override var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? true }
        set { super.accessibilityViewIsModal = newValue }
    }

    static let alertWidth: CGFloat = 270
    static let regularSheetWidth: CGFloat = 304
    static let sheetMargin: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let headerInset: CGFloat = 16
    static let textFieldHeight: CGFloat = 24
    /// The space above the text fields (after the message) and below them.
    static let textFieldMargin: CGFloat = 16
    /// The inset of a text field's text from its box.
    static let textFieldPadding: CGFloat = 4
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
    private let textFieldBoxes: [UIView]

    init(
        style: UIAlertController.Style, title: String?, message: String?, actions: [UIAlertAction],
        preferredAction: UIAlertAction?, textFields: [UITextField] = [],
        onTap: @escaping @MainActor (UIAlertAction) -> Void
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
        textFieldBoxes = textFields.map { field in
            let box = UIView()
            box.backgroundColor = .systemBackground
            box.layer.borderWidth = 0.5
            box.layer.borderColor = UIColor.separator.cgColor
            field.removeFromSuperview()
            box.addSubview(field)
            return box
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
        for box in textFieldBoxes { mainGroup.addSubview(box) }
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

    /// The height the text fields add under a header of `headerHeight` (they keep its bottom padding as their top
    /// margin, or take 16 points without a header).
    private func textFieldsHeight(afterHeader headerHeight: CGFloat) -> CGFloat {
        guard !textFieldBoxes.isEmpty else { return 0 }
        let top = headerHeight > 0 ? 0 : Self.textFieldMargin
        return top + CGFloat(textFieldBoxes.count) * Self.textFieldHeight + Self.textFieldMargin
    }

    private var buttonRows: Int { buttonsSideBySide ? 1 : buttons.count }

    /// The height of everything at `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        let header = headerHeight(forWidth: width)
        let main = header + textFieldsHeight(afterHeader: header) + CGFloat(buttonRows) * buttonHeight
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
        if !textFieldBoxes.isEmpty {
            // The fields follow the header's bottom padding and end 16 points above the buttons.
            if y == 0 { y = Self.textFieldMargin }
            for box in textFieldBoxes {
                box.frame = CGRect(x: Self.headerInset, y: y, width: textWidth, height: Self.textFieldHeight)
                box.subviews.first?.frame = box.bounds.insetBy(dx: Self.textFieldPadding, dy: 0)
                y += Self.textFieldHeight
            }
            y += Self.textFieldMargin
        }
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
