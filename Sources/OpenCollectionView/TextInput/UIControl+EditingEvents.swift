extension UIControl.Event {
    /// A touch initiating an editing session in a text field (UIKit's raw value, 1 << 16).
    public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
    /// A change of the text in a text field.
    public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
    /// The end of an editing session in a text field.
    public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
    /// Return ending an editing session in a text field.
    public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
    /// All editing events.
    public static let allEditingEvents = UIControl.Event(rawValue: 0x000F_0000)
}
