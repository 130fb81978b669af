extension UIButton {
    /// The part a button plays (iOS 14): how the system styles it among other buttons, as in an alert or a
    /// content-unavailable view.
    public enum Role: Int, Sendable {
        /// A button with no special part.
        case normal = 0
        /// The button people are most likely to choose.
        case primary = 1
        /// A button that cancels.
        case cancel = 2
        /// A button that deletes data or cannot be undone.
        case destructive = 3
    }
}
