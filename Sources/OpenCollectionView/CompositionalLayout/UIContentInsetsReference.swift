/// What a compositional layout section's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system's choice: the safe area, as in UIKit.
    case automatic = 0
    /// The container's edges (no extra insets).
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide (a centred column no wider than comfortable reading).
    case readableContent
}
