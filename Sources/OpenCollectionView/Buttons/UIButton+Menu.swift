/// Menus on buttons (iOS 14 and 15): a pull-down button shows its menu when tapped; a pop-up button also shows its
/// menu when tapped, keeps one element selected and shows that element's title.
extension UIButton {
    /// The button's menu (default `nil`).
    public var menu: UIMenu? {
        get { menuState.menu }
        set {
            menuState.menu = newValue
            updatePopUpSelection(choosing: nil)
        }
    }

    /// Whether a tap shows the menu instead of sending the primary action (default `false`).
    public var showsMenuAsPrimaryAction: Bool {
        get { menuState.showsMenuAsPrimaryAction }
        set { menuState.showsMenuAsPrimaryAction = newValue }
    }

    /// Whether the button is a pop-up button: its menu's elements are mutually exclusive, one stays on, and the
    /// button shows that one's title (default `false`).
    public var changesSelectionAsPrimaryAction: Bool {
        get { menuState.changesSelectionAsPrimaryAction }
        set {
            menuState.changesSelectionAsPrimaryAction = newValue
            updatePopUpSelection(choosing: nil)
        }
    }

    /// Whether a tap shows the menu.
    var presentsMenuAsPrimaryAction: Bool {
        menu != nil && (showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction)
    }

    /// Whether the menu is on screen.
    var isShowingMenu: Bool { menuState.presentedMenu != nil }

    /// Shows the menu in an overlay over the window, next to the button.
    func presentMenu() {
        guard let menu, let window, menuState.presentedMenu == nil else { return }
        let anchor = convert(bounds, to: window)
        let list = MenuListView(
            menu: menu, anchor: anchor,
            onChoose: { [weak self] action, parent in self?.choose(action, in: parent) },
            onDismiss: { [weak self] in self?.dismissMenu() })
        list.frame = window.bounds
        window.addSubview(list)
        menuState.presentedMenu = list
        list.panel.alpha = 0
        list.panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        list.layoutIfNeeded()
        UIView.animate(
            withDuration: 0.25, delay: 0, options: [.curveEaseOut],
            animations: {
                list.panel.alpha = 1
                list.panel.transform = .identity
            })
    }

    /// Takes the menu off screen, fading it out.
    func dismissMenu() {
        guard let list = menuState.presentedMenu else { return }
        menuState.presentedMenu = nil
        list.isUserInteractionEnabled = false
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveEaseIn], animations: { list.panel.alpha = 0 },
            completion: { _ in list.removeFromSuperview() })
    }

    /// The user chose `action` in `parent`: the menu closes (unless the action keeps it open), selection updates
    /// for single-selection menus and pop-up buttons, then the handler runs.
    private func choose(_ action: UIAction, in parent: UIMenu) {
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        if changesSelectionAsPrimaryAction {
            updatePopUpSelection(choosing: action)
        } else if parent.options.contains(.singleSelection) {
            for case let other as UIAction in parent.children { other.state = other === action ? .on : .off }
        }
        action.performWithSender(self, target: nil)
        if changesSelectionAsPrimaryAction { sendActions(for: .valueChanged) }
    }

    /// For a pop-up button: makes `action` (or the element already on, or the first) the only one on, and shows
    /// its title.
    private func updatePopUpSelection(choosing action: UIAction?) {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions
        let selected = action ?? actions.first { $0.state == .on } ?? actions.first
        for candidate in actions { candidate.state = candidate === selected ? .on : .off }
        guard let selected else { return }
        if configuration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
