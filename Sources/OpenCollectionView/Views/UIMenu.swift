/// An element of a menu: an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown in the menu.
    public var title: String
    /// The image shown in the menu.
    public var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu: a titled group of actions and submenus, as shown by context menus and edit menus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }

    /// The actions of this menu and its submenus, depth first.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            return []
        }
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
