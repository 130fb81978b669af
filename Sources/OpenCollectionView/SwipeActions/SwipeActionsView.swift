/// The buttons of one swipe-actions configuration, laid out in the strip a swiped cell has uncovered.
///
/// The first action is outermost (at the cell's edge), as in UIKit. While the strip is narrower or wider than the
/// buttons' natural widths the buttons share it in proportion; once a full swipe is armed the first button covers the
/// whole strip.
@MainActor
final class SwipeActionsView: UIView {
    /// The buttons, in the configuration's order (outermost first).
    let buttons: [SwipeActionButton]
    /// Whether the strip is at the cell's right edge (the cell's content moved left).
    let isAtRightEdge: Bool
    /// Whether the first button covers the strip (a full swipe is armed or performed).
    var isExpanded = false

    /// The sum of the buttons' natural widths: how far the row opens.
    let openWidth: CGFloat

    init(configuration: UISwipeActionsConfiguration, isAtRightEdge: Bool) {
        buttons = configuration.actions.map(SwipeActionButton.init(action:))
        self.isAtRightEdge = isAtRightEdge
        openWidth = buttons.reduce(0) { $0 + $1.naturalWidth }
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = configuration.actions.first?.backgroundColor
        // The outermost button is drawn on top, so it covers the others as it expands.
        for button in buttons.reversed() {
            button.contentIsOnLeft = isAtRightEdge
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { fatalError("SwipeActionsView is created in code only") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let height = bounds.height
        guard !buttons.isEmpty else { return }
        let scale = openWidth > 0 ? width / openWidth : 0
        // Positions measured from the outer edge inwards.
        var outer: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let buttonWidth: CGFloat
            if isExpanded {
                buttonWidth = index == 0 ? width : 0
            } else {
                buttonWidth = button.naturalWidth * scale
            }
            let start = isExpanded ? 0 : outer
            let x = isAtRightEdge ? width - start - buttonWidth : start
            button.frame = CGRect(x: x, y: 0, width: buttonWidth, height: height)
            button.setNeedsLayout()
            outer += buttonWidth
        }
    }

    /// The button under `point` (in this view's coordinates).
    func button(at point: CGPoint) -> SwipeActionButton? {
        buttons.first { !$0.frame.isEmpty && $0.frame.contains(point) }
    }
}
