/// The callout a collection view shows over an item for its edit menu or context menu, drawn as iOS draws its edit
/// menu: a dark rounded bar of white 15-point titles, thin separators between the actions, and an arrow pointing at
/// the item — above the item when there is room, else below it (Human Interface Guidelines, "Edit menus": the menu
/// appears above or below the selection, depending on the space available, with a pointer to the content). It
/// disappears when an action is chosen or the user touches elsewhere.
@MainActor
final class EditMenuView: UIView {
    /// One entry: its title and what choosing it does.
    struct Entry {
        var title: String
        var perform: @MainActor () -> Void
    }

    /// Where the arrow is: on the bar's bottom edge pointing down (menu above the item) or its top edge pointing up.
    enum ArrowDirection { case down, up }

    static let barHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 8
    static let arrowWidth: CGFloat = 16
    /// Half the arrow's width: the arrow is a right-angled tip.
    static let arrowHeight: CGFloat = arrowWidth / 2
    static let titlePadding: CGFloat = 14
    static let separatorWidth: CGFloat = 0.5
    static let font = UIFont.systemFont(ofSize: 15)
    static let barColor = UIColor(white: 0.13, alpha: 1)
    static let separatorColor = UIColor(white: 1, alpha: 0.25)

    /// The rounded bar holding the buttons.
    let bar = UIView()
    /// The arrow: a square turned 45° behind the bar, half of it showing past the bar's edge.
    let arrow = UIView()
    /// The buttons, one per entry, left to right.
    private(set) var buttons: [UIButton] = []
    /// The separators between buttons.
    private(set) var separators: [UIView] = []
    /// Where the arrow points from: set by `place(over:within:)`.
    private(set) var arrowDirection = ArrowDirection.down

    init(entries: [Entry], onChoose: @escaping @MainActor () -> Void) {
        super.init(frame: .zero)
        accessibilityIdentifier = "edit-menu"
        let side = Self.arrowWidth / CGFloat(2).squareRoot()
        arrow.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4)
        arrow.backgroundColor = Self.barColor
        arrow.isUserInteractionEnabled = false
        addSubview(arrow)

        bar.backgroundColor = Self.barColor
        bar.layer.cornerRadius = Self.cornerRadius
        bar.layer.shadowOpacity = 0.2
        bar.layer.shadowRadius = 10
        bar.layer.shadowOffset = CGSize(width: 0, height: 4)
        addSubview(bar)

        var x: CGFloat = 0
        for (index, entry) in entries.enumerated() {
            if index > 0 {
                let separator = UIView(
                    frame: CGRect(x: x, y: 0, width: Self.separatorWidth, height: Self.barHeight))
                separator.backgroundColor = Self.separatorColor
                separator.isUserInteractionEnabled = false
                bar.addSubview(separator)
                separators.append(separator)
                x += Self.separatorWidth
            }
            let width = ceil(entry.title.size(withAttributes: [.font: Self.font]).width) + 2 * Self.titlePadding
            let button = UIButton(type: .system)
            button.setTitle(entry.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = Self.font
            button.frame = CGRect(x: x, y: 0, width: width, height: Self.barHeight)
            button.accessibilityIdentifier = "edit-menu-\(entry.title)"
            button.addAction(
                UIAction { _ in
                    onChoose()
                    entry.perform()
                }, for: .primaryActionTriggered)
            bar.addSubview(button)
            buttons.append(button)
            x += width
        }
        bar.frame = CGRect(x: 0, y: 0, width: x, height: Self.barHeight)
        frame.size = CGSize(width: x, height: Self.barHeight + Self.arrowHeight)
    }

    required init?(coder: NSCoder) { nil }

    /// Places the menu centred above `rect` with its arrow pointing down at it (or below it, pointing up, when there
    /// is no room above), kept 8 points inside `bounds`; the arrow stays over `rect`'s middle as far as the bar's
    /// rounded corners allow.
    func place(over rect: CGRect, within bounds: CGRect) {
        let height = Self.barHeight + Self.arrowHeight
        var origin = CGPoint(x: rect.midX - frame.width / 2, y: rect.minY - height - 2)
        arrowDirection = .down
        if origin.y < bounds.minY {
            origin.y = rect.maxY + 2
            arrowDirection = .up
        }
        origin.x = max(bounds.minX + 8, min(origin.x, bounds.maxX - frame.width - 8))
        frame.origin = origin
        bar.frame.origin.y = arrowDirection == .down ? 0 : Self.arrowHeight
        let inset = Self.cornerRadius + Self.arrowWidth / 2
        let arrowX = min(max(rect.midX - origin.x, inset), frame.width - inset)
        arrow.center = CGPoint(x: arrowX, y: arrowDirection == .down ? Self.barHeight : Self.arrowHeight)
    }
}
