/// A menu drawn as UIKit draws a button's menu: a rounded, 250-point-wide panel of 44-point rows, each a 17-point
/// title with the element's image on the trailing side and, when the element is on, a checkmark on the leading
/// side; inline groups are set apart by a wide separator, submenus open in place of their parent with a header that
/// leads back. It sits in a transparent overlay over the window: a touch outside the panel dismisses the menu.
@MainActor
final class MenuListView: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    static let groupSeparatorHeight: CGFloat = 8
    static let rowInset: CGFloat = 16
    /// The leading column that holds checkmarks when any row of the menu can show one.
    static let checkmarkColumn: CGFloat = 28
    /// The space between the menu and the view it comes from, and between it and the window's edges.
    static let margin: CGFloat = 8
    /// The flat colour standing in for the menu's blurred material.
    static let materialColor = UIColor(white: 0.97, alpha: 0.98)
    static let groupSeparatorColor = UIColor(white: 0, alpha: 0.08)

    /// The panel holding the rows.
    let panel = UIView()
    private let rootMenu: UIMenu
    private var shownMenu: UIMenu
    private let onChoose: @MainActor (UIAction, UIMenu) -> Void
    private let onDismiss: @MainActor () -> Void
    /// The frame, in this view, of what the menu came from.
    private let anchor: CGRect

    init(
        menu: UIMenu, anchor: CGRect, onChoose: @escaping @MainActor (UIAction, UIMenu) -> Void,
        onDismiss: @escaping @MainActor () -> Void
    ) {
        rootMenu = menu
        shownMenu = menu
        self.anchor = anchor
        self.onChoose = onChoose
        self.onDismiss = onDismiss
        super.init(frame: .zero)
        accessibilityIdentifier = "menu"
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = Self.materialColor
        panel.layer.cornerRadius = Self.cornerRadius
        panel.layer.shadowOpacity = 0.15
        panel.layer.shadowRadius = 24
        panel.layer.shadowOffset = CGSize(width: 0, height: 8)
        addSubview(panel)
        rebuildRows()
    }

    required init?(coder: NSCoder) { fatalError("MenuListView is created in code only") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A touch that ends outside the panel dismisses the menu (touches on rows go to the rows).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        onDismiss()
    }

    /// One line of the menu: an action, a submenu, the header of an open submenu, or a group separator.
    private enum Line {
        case action(UIAction, in: UIMenu)
        case submenu(UIMenu)
        case header(UIMenu)
        case groupSeparator

        var isGroupSeparator: Bool {
            if case .groupSeparator = self { return true }
            return false
        }
    }

    /// The lines of `menu`: inline submenus flattened between group separators.
    private func lines(of menu: UIMenu) -> [Line] {
        var result: [Line] = []
        for element in menu.children {
            if let action = element as? UIAction {
                if !action.attributes.contains(.hidden) { result.append(.action(action, in: menu)) }
            } else if let submenu = element as? UIMenu {
                if submenu.options.contains(.displayInline) {
                    let inner = lines(of: submenu)
                    guard !inner.isEmpty else { continue }
                    if !result.isEmpty { result.append(.groupSeparator) }
                    result += inner
                    result.append(.groupSeparator)
                } else {
                    result.append(.submenu(submenu))
                }
            }
        }
        while case .groupSeparator = result.last { result.removeLast() }
        return result
    }

    private func rebuildRows() {
        for view in panel.subviews { view.removeFromSuperview() }
        var shown: [Line] = shownMenu === rootMenu ? [] : [.header(shownMenu), .groupSeparator]
        shown += lines(of: shownMenu)
        let showsCheckmarks = shown.contains { line in
            if case .action(let action, let menu) = line {
                return action.state != .off || menu.options.contains(.singleSelection)
            }
            return false
        }
        var y: CGFloat = 0
        for (index, line) in shown.enumerated() {
            switch line {
            case .groupSeparator:
                let separator = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: Self.groupSeparatorHeight))
                separator.backgroundColor = Self.groupSeparatorColor
                panel.addSubview(separator)
                y += Self.groupSeparatorHeight
                continue
            case .action(let action, let menu):
                let row = MenuRowView(
                    title: action.title, subtitle: action.subtitle, image: action.image,
                    checkmark: showsCheckmarks ? action.state : nil,
                    color: action.attributes.contains(.disabled)
                        ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label,
                    trailingSymbol: nil)
                row.isEnabled = !action.attributes.contains(.disabled)
                row.addAction(UIAction { [weak self] _ in self?.onChoose(action, menu) }, for: .touchUpInside)
                add(row, at: &y)
            case .submenu(let submenu):
                let row = MenuRowView(
                    title: submenu.title, subtitle: submenu.subtitle, image: submenu.image,
                    checkmark: showsCheckmarks ? .off : nil,
                    color: submenu.options.contains(.destructive) ? .systemRed : .label, trailingSymbol: "chevron.right"
                )
                row.addAction(UIAction { [weak self] _ in self?.open(submenu) }, for: .touchUpInside)
                add(row, at: &y)
            case .header(let submenu):
                let row = MenuRowView(
                    title: submenu.title, subtitle: nil, image: nil, checkmark: nil, color: .label,
                    trailingSymbol: "chevron.down")
                row.titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
                row.addAction(UIAction { [weak self] _ in self?.open(self?.rootMenu) }, for: .touchUpInside)
                add(row, at: &y)
            }
            if index + 1 < shown.count, !shown[index + 1].isGroupSeparator {
                let hairline = UIView(frame: CGRect(x: 0, y: y - 0.5, width: Self.width, height: 0.5))
                hairline.backgroundColor = .separator
                panel.addSubview(hairline)
            }
        }
        panel.bounds.size = CGSize(width: Self.width, height: y)
        setNeedsLayout()
    }

    private func add(_ row: MenuRowView, at y: inout CGFloat) {
        row.frame = CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight)
        panel.addSubview(row)
        y += Self.rowHeight
    }

    private func open(_ menu: UIMenu?) {
        guard let menu else { return }
        shownMenu = menu
        rebuildRows()
    }

    /// The panel's frame: below the anchor, aligned with its leading edge, or above it when there is more room
    /// there; kept inside the safe area.
    func panelFrame(in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        let size = panel.bounds.size
        let top = bounds.minY + safeArea.top + Self.margin
        let bottom = bounds.maxY - safeArea.bottom - Self.margin
        var x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? anchor.maxX - size.width : anchor.minX
        x = min(max(x, bounds.minX + Self.margin), bounds.maxX - Self.margin - size.width)
        let below = anchor.maxY + Self.margin
        let above = anchor.minY - Self.margin - size.height
        let y: CGFloat
        if below + size.height <= bottom {
            y = below
        } else if above >= top {
            y = above
        } else {
            y = max(top, bottom - size.height)
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        panel.frame = panelFrame(in: bounds, safeArea: window?.safeAreaInsets ?? .zero)
    }
}

/// One row of a menu: an optional checkmark, the title (and subtitle), and the image or a chevron on the trailing
/// side; a touch grays it.
@MainActor
final class MenuRowView: UIControl {
    let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let checkmarkView = UIImageView()
    private let imageView = UIImageView()
    private let hasCheckmarkColumn: Bool

    init(
        title: String, subtitle: String?, image: UIImage?, checkmark: UIMenuElement.State?, color: UIColor,
        trailingSymbol: String?
    ) {
        hasCheckmarkColumn = checkmark != nil
        super.init(frame: .zero)
        accessibilityIdentifier = "menu-item-\(title)"
        accessibilityLabel = title
        // Read as one button, as UIKit's own are.
        isAccessibilityElement = true
        accessibilityTraits = .button
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = color
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.isHidden = subtitle == nil
        switch checkmark {
        case .on: checkmarkView.image = UIImage(systemName: "checkmark")
        case .mixed: checkmarkView.image = UIImage(systemName: "minus")
        default: checkmarkView.image = nil
        }
        checkmarkView.tintColor = color
        isSelected = checkmark == .on
        imageView.image = trailingSymbol.flatMap { UIImage(systemName: $0) } ?? image
        imageView.tintColor = trailingSymbol == nil ? color : .secondaryLabel
        for view in [checkmarkView, titleLabel, subtitleLabel, imageView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("MenuRowView is created in code only") }

    override func stateChanged() {
        super.stateChanged()
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = MenuListView.rowInset
        let leading = hasCheckmarkColumn ? inset + MenuListView.checkmarkColumn : inset
        let check = checkmarkView.image?.size ?? .zero
        checkmarkView.frame = CGRect(
            x: inset, y: (bounds.height - check.height) / 2, width: check.width, height: check.height)
        let image = imageView.image?.size ?? .zero
        imageView.frame = CGRect(
            x: bounds.width - inset - image.width, y: (bounds.height - image.height) / 2, width: image.width,
            height: image.height)
        let textWidth = max(0, imageView.frame.minX - 8 - leading)
        let title = titleLabel.sizeThatFits(CGSize(width: textWidth, height: bounds.height))
        if subtitleLabel.isHidden {
            titleLabel.frame = CGRect(
                x: leading, y: (bounds.height - title.height) / 2, width: textWidth, height: title.height)
        } else {
            let subtitle = subtitleLabel.sizeThatFits(CGSize(width: textWidth, height: bounds.height))
            let top = (bounds.height - title.height - subtitle.height) / 2
            titleLabel.frame = CGRect(x: leading, y: top, width: textWidth, height: title.height)
            subtitleLabel.frame = CGRect(
                x: leading, y: titleLabel.frame.maxY, width: textWidth, height: subtitle.height)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [checkmarkView, titleLabel, subtitleLabel, imageView] {
                view.frame.origin.x = bounds.width - view.frame.maxX
            }
        }
    }
}
