/// A keyboard shortcut a responder offers through `keyCommands` (UIKit's `UIKeyCommand`): a key (`input`) with
/// modifier keys, and the closure it runs. UIKit's selector-based initialisers are not available; see
/// docs/Deviations.md.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key: a character (`"f"`, `"\r"` for Return, `"\t"` for Tab, `" "` for Space) or one of the `input…`
    /// constants.
    public let input: String?
    /// The modifier keys that must be held (exactly these; Caps Lock and the numeric pad flag are ignored).
    public let modifierFlags: UIKeyModifierFlags
    /// The title the system shows for the shortcut in its discoverability overlay.
    public var discoverabilityTitle: String?
    /// How the command is drawn and whether it runs (`disabled` commands do not).
    public var attributes: UIMenuElement.Attributes {
        get { elementAttributes }
        set { elementAttributes = newValue }
    }
    /// Whether the command runs before text input and the focus system see the key (default `false`: since iOS 15
    /// they get it first, and the command runs only when they don't use it).
    public var wantsPriorityOverSystemBehavior = false
    /// Whether the command runs again while its key repeats (default `true`).
    public var repeatBehavior = RepeatBehavior.repeatable
    let handler: @MainActor (UIKeyCommand) -> Void

    /// Whether a command runs again while its key is held (UIKit's `UIKeyCommand.RepeatBehavior`).
    public enum RepeatBehavior: Int, Sendable {
        case repeatable, nonRepeatable
    }

    /// Creates a key command for `input` with `modifierFlags` that runs `handler`.
    public init(
        title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        handler: @escaping @MainActor (UIKeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, image: image)
        elementAttributes = attributes
    }

    /// Runs the command's closure.
    func perform() { handler(self) }

    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    public static let inputDelete = "UIKeyInputDelete"

    /// The modifier keys a command's flags are compared on.
    static let matchedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// The `input` a key named `name` (as the host names keys: "ArrowDown", "Enter", "a") matches.
    static func input(forKeyNamed name: String, characters: String) -> String {
        switch name {
        case "ArrowUp": inputUpArrow
        case "ArrowDown": inputDownArrow
        case "ArrowLeft": inputLeftArrow
        case "ArrowRight": inputRightArrow
        case "Escape": inputEscape
        case "PageUp": inputPageUp
        case "PageDown": inputPageDown
        case "Home": inputHome
        case "End": inputEnd
        case "Delete": inputDelete
        case "Enter": "\r"
        case "Tab": "\t"
        case "Backspace": "\u{8}"
        case "Space", "Spacebar": " "
        default: name.count == 1 ? name.lowercased() : characters.lowercased()
        }
    }

    /// Whether the command answers the key `input` pressed with `modifiers`.
    func matches(input pressed: String, modifiers: UIKeyModifierFlags) -> Bool {
        guard !attributes.contains(.disabled), let input else { return false }
        return input.lowercased() == pressed.lowercased()
            && modifierFlags.intersection(Self.matchedModifiers) == modifiers.intersection(Self.matchedModifiers)
    }
}
