/// An element of a menu: an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Whether an element shows a checkmark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash, for a mixed state.
        case mixed = 2
    }

    /// How an element is drawn and behaves (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn gray; cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The title shown in the menu.
    public var title: String
    /// The image shown in the menu.
    public var image: UIImage?
    /// Smaller text under the title.
    public var subtitle: String?
    /// The checkmark state (public on `UIAction`).
    var elementState = State.off
    /// The attributes (public on `UIAction`).
    var elementAttributes: Attributes = []

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu: a titled group of actions and submenus, as shown by buttons, context menus and edit menus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu is shown and how its elements choose (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, set apart by separators, rather than in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of icons (drawn here as a list).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier.
    public let identifier: UIMenu.Identifier
    /// The menu's options.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// A menu identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// The children whose state is on (UIKit's `selectedElements`).
    public var selectedElements: [UIMenuElement] { allActions.filter { $0.state == .on } }

    /// The actions of this menu and its submenus, depth first.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            return []
        }
    }
}

extension UIAction {
    /// Creates an action with attributes and a state (UIKit's full initializer; the short one is on `UIAction`).
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: String? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes, state: UIMenuElement.State = .off,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.init(title: title, image: image, identifier: identifier, handler: handler)
        self.subtitle = subtitle
        self.attributes = attributes
        self.state = state
    }

    /// Whether the action shows a checkmark in a menu (default `.off`).
    public var state: UIMenuElement.State {
        get { elementState }
        set { elementState = newValue }
    }

    /// The action's attributes: disabled, destructive, hidden (default none).
    public var attributes: UIMenuElement.Attributes {
        get { elementAttributes }
        set { elementAttributes = newValue }
    }
}

/// What a context menu shows for an element: an identifier, an optional preview and the menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Makes the menu shown (receives the suggested system actions, none here).
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
    /// Makes the preview view controller.
    public typealias PreviewProvider = @MainActor () -> UIViewController?

    /// The configuration's identifier.
    public let identifier: any NSCopying & NSObjectProtocol
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(
        identifier: (any NSCopying & NSObjectProtocol)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu this configuration shows.
    public func makeMenu() -> UIMenu? { actionProvider?([]) }
}
