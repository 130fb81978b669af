/// The display a window scene shows on. Each scene has its own; hosts size it to their viewport.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the scene being worked on (see `UIWindowScene`); the default scene's is an iPhone-sized
    /// 390 × 844 at 2×.
    public static var main: UIScreen { UIWindowScene.current.screen }

    /// The screen's bounds in points.
    open internal(set) var bounds: CGRect

    /// Points to pixels.
    open internal(set) var scale: CGFloat

    /// The scale of the physical display.
    open var nativeScale: CGFloat { scale }

    /// The screen's traits (its scene's).
    open var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }

    /// The screen's fixed coordinate space (see `fixedCoordinateSpace`).
    private(set) lazy var fixedSpace = FixedScreenCoordinateSpace(screen: self)

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
