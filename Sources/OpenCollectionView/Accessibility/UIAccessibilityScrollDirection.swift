/// The direction of an accessibility scroll (a three-finger swipe in VoiceOver), as in UIKit.
public enum UIAccessibilityScrollDirection: Int, Hashable, Sendable {
    /// Towards the right: the content moves to show what is on its left.
    case right = 1
    /// Towards the left: the content moves to show what is on its right.
    case left
    /// Up: the content moves to show what is above.
    case up
    /// Down: the content moves to show what is below.
    case down
    /// To the next page.
    case next
    /// To the previous page.
    case previous
}
