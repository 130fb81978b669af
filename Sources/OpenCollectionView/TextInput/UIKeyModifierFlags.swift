/// The modifier keys held with a key press (UIKit's `UIKeyModifierFlags`, with its raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the browser's Meta key).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
