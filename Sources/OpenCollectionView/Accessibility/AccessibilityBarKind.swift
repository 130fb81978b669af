/// Which of UIKit's bars a node of the accessibility tree stands for. VoiceOver reads a bar's items as a group at the
/// top or bottom of the screen; a host marks the group so its readers can jump to it (the web host makes a
/// navigation bar a `navigation` landmark and a toolbar a `toolbar`).
public enum AccessibilityBarKind: Sendable, Hashable {
    /// A `UINavigationBar`: the screen's title, Back and its bar button items.
    case navigationBar
    /// A `UIToolbar`.
    case toolbar
}
