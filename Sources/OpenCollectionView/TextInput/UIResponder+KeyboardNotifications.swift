/// The software keyboard's notifications and their user-info keys, with UIKit's names and string values. The scene's
/// `SoftwareKeyboard` posts them on `NotificationCenter.default` with a `nil` object, as UIKit documents.
///
/// The user info holds the frames as `CGRect` values (in screen coordinates), and the duration, curve and
/// is-local flag as `NSNumber`s: read a frame with `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`
/// (UIKit stores an `NSValue`, which Linux Foundation cannot bridge to `CGRect`; see docs/Deviations.md).
extension UIResponder {
    /// Posted just before the keyboard shows: when a text input becomes first responder, and again when another
    /// one takes over while it is up.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has finished showing.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard hides: when the text input resigns first responder.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has finished hiding.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes (before the show or hide notification).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed (before the did-show or did-hide notification).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame, in screen coordinates, at the start of its animation (a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame, in screen coordinates, at the end of its animation (a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation in seconds (an `NSNumber` holding a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (an `NSNumber` holding the `UIView.AnimationCurve` raw value, 7 for
    /// the keyboard's own curve, which `UIView.AnimationOptions(rawValue: curve << 16)` animates with).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` holding a `Bool`; always `true` here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
