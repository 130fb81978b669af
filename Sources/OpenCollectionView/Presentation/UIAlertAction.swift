/// A button of an alert or action sheet: a title, a style and the handler run after the alert is dismissed.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The look and role of an alert action.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case `default` = 0
        /// The action that cancels; drawn bold, and at most one per alert.
        case cancel = 1
        /// An action that destroys data; drawn red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether the button can be tapped (default `true`); a disabled button is drawn gray.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { enabledDidChange?() } }
    }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Called when `isEnabled` changes, so a shown alert redraws the button.
    var enabledDidChange: (@MainActor () -> Void)?

    /// Creates an action with a title, a style and a handler run once the alert has been dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
