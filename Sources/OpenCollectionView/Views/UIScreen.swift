/// The display a window shows on. Hosts set its size; the default is an iPhone-sized 390 × 844 at 2×.
@MainActor
open class UIScreen: NSObject {
    /// The screen the host draws on.
    public static let main = UIScreen()

    /// The screen's bounds in points.
    open var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Points to pixels.
    open var scale: CGFloat = 2
}
