/// An action shown when the user swipes a row: a titled, coloured button behind the cell.
///
/// As in UIKit, the handler receives the action, the view that showed it and a completion that the handler must call
/// with `true` when it performed the action (for a destructive action the row is then expected to be deleted by the
/// data source) or `false` when it did not.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of a contextual action.
    public enum Style: Int, Sendable {
        /// A plain action, drawn on system gray.
        case normal
        /// An action that removes data, drawn on system red.
        case destructive
    }

    /// The block run when the user performs the action: the action, the view that showed it, and a completion to call
    /// with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The block run when the user performs the action.
    public let handler: Handler
    /// The title shown on the action's button.
    public var title: String?
    /// The image shown on the action's button (above the title when both are set).
    public var image: UIImage?

    private var customBackgroundColor: UIColor?

    /// The button's colour; setting `nil` restores the style's default (system red for destructive, system gray for
    /// normal), as UIKit's null-resettable property does.
    public var backgroundColor: UIColor! {
        get { customBackgroundColor ?? defaultBackgroundColor }
        set { customBackgroundColor = newValue }
    }

    /// Creates an action with a style, a title and the handler run when it is performed.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    private var defaultBackgroundColor: UIColor {
        switch style {
        case .normal: .systemGray
        case .destructive: .systemRed
        }
    }
}
