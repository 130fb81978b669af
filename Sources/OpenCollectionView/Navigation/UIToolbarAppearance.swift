/// The look of a toolbar, as in UIKit: the background and shadow of `UIBarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Creates an appearance with the default background.
    public override init() { super.init() }

    /// Creates a copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
