/// A focus effect that draws a halo (a ring in the tint colour) around the focused item (UIKit's
/// `UIFocusHaloEffect`). The halo is drawn in the focused view itself (see docs/Deviations.md).
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo is drawn relative to its shape.
    public enum Position: Int, Sendable {
        /// Outside the shape, or inside where the outside would be clipped.
        case automatic = 0
        /// Around the outside of the shape.
        case outside = 1
        /// Inside the shape.
        case inside = 2
    }

    /// The halo's shape in the item's coordinates (`nil`: the item's bounds).
    let rect: CGRect?
    /// The corner radius of the shape (`nil`: the item layer's corner radius).
    let cornerRadius: CGFloat?

    /// Where the halo is drawn relative to its shape (default `automatic`).
    public var position: Position = .automatic

    private init(rect: CGRect?, cornerRadius: CGFloat?) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        super.init()
    }

    /// A rectangular halo around `rect`.
    public convenience init(rect: CGRect) { self.init(rect: rect, cornerRadius: 0) }

    /// A rounded halo around `rect` with `cornerRadius` (UIKit's also takes a corner curve; see docs/Deviations.md).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(rect: rect, cornerRadius: cornerRadius)
    }

    /// A halo following `bezierPath` when it is a (rounded) rectangle, else around the item's bounds.
    public convenience init(path bezierPath: UIBezierPath) {
        let shape = bezierPath.roundedRectShape
        self.init(rect: shape?.rect, cornerRadius: shape?.cornerRadius)
    }

    /// The halo the system draws for an item that gives no effect: its bounds and corner radius.
    static func systemHalo() -> UIFocusHaloEffect { UIFocusHaloEffect(rect: nil, cornerRadius: nil) }
}
