/// The focus ring UIKit draws around the focused item (`UIFocusHaloEffect`): a rounded ring in the item's tint
/// colour, a subview of the item above its content so it moves, scrolls and clips with it. It is an ordinary
/// view, so the render tree, SVG export and web host show it with no work of their own.
final class FocusHaloView: UIView {
    /// The ring's thickness, in points.
    static let lineWidth: CGFloat = 3
    /// Keeps the ring above the item's other subviews.
    static let zPosition: CGFloat = 10_000

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        backgroundColor = nil
        isOpaque = false
        layer.zPosition = Self.zPosition
    }

    /// Fits the ring to `item` as `effect` describes: around (or inside, where outside would be clipped) the
    /// effect's shape, in the item's tint colour.
    func configure(for item: UIView, effect: UIFocusHaloEffect) {
        let shape = effect.rect ?? item.bounds
        let radius = effect.cornerRadius ?? item.layer.cornerRadius
        let outside =
            switch effect.position {
            case .outside: true
            case .inside: false
            case .automatic: !Self.isClipped(shape.insetBy(dx: -Self.lineWidth, dy: -Self.lineWidth), in: item)
            }
        let outset = outside ? Self.lineWidth : 0
        frame = shape.insetBy(dx: -outset, dy: -outset)
        autoresizingMask = effect.rect == nil ? [.flexibleWidth, .flexibleHeight] : []
        layer.cornerRadius = radius + outset
        layer.borderWidth = Self.lineWidth
        layer.borderColor = item.tintColor.cgColor
    }

    /// Whether a ring at `rect` (in `item`'s coordinates) would be cut off by `item` or an ancestor that clips.
    private static func isClipped(_ rect: CGRect, in item: UIView) -> Bool {
        if item.clipsToBounds { return true }
        var view = item
        while let superview = view.superview {
            if superview.clipsToBounds, !superview.bounds.contains(item.convert(rect, to: superview)) { return true }
            if superview is UIWindow { break }
            view = superview
        }
        return false
    }
}
