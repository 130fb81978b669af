/// The callout a collection view shows over an item for its edit menu or context menu: a dark rounded bar of
/// buttons, one per action, that disappears when an action is chosen or the user touches elsewhere.
@MainActor
final class EditMenuView: UIView {
    /// One entry: its title and what choosing it does.
    struct Entry {
        var title: String
        var perform: @MainActor () -> Void
    }

    private static let height: CGFloat = 36
    private static let font = UIFont.systemFont(ofSize: 15, weight: .medium)

    init(entries: [Entry], onChoose: @escaping @MainActor () -> Void) {
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.12, alpha: 0.94)
        layer.cornerRadius = 8
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
        accessibilityIdentifier = "edit-menu"
        var x: CGFloat = 0
        for entry in entries {
            let width = ceil(entry.title.size(withAttributes: [.font: Self.font]).width) + 28
            let button = UIButton(type: .system)
            button.setTitle(entry.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = Self.font
            button.frame = CGRect(x: x, y: 0, width: width, height: Self.height)
            button.accessibilityIdentifier = "edit-menu-\(entry.title)"
            button.addAction(
                UIAction { _ in
                    onChoose()
                    entry.perform()
                }, for: .primaryActionTriggered)
            addSubview(button)
            x += width
        }
        frame.size = CGSize(width: x, height: Self.height)
    }

    required init?(coder: NSCoder) { nil }

    /// Places the menu centred above `rect` (or below it when there is no room above), inside `bounds`.
    func place(over rect: CGRect, within bounds: CGRect) {
        var origin = CGPoint(x: rect.midX - frame.width / 2, y: rect.minY - frame.height - 8)
        if origin.y < bounds.minY { origin.y = rect.maxY + 8 }
        origin.x = max(bounds.minX + 8, min(origin.x, bounds.maxX - frame.width - 8))
        frame.origin = origin
    }
}
