/// A button in a navigation bar or toolbar, as in UIKit: a title, an image, a system item or a custom view, whose
/// tap performs its `primaryAction` (or shows its `menu`).
///
/// UIKit's `target`/`action` initializers take Objective-C selectors; here the closure initializers UIKit added in
/// iOS 14 (`primaryAction:`) do the same (see docs/Deviations.md).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a bar button item draws its title.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain
        /// The style of UIKit before iOS 7 (drawn as `plain`).
        @available(*, deprecated, message: "Use .plain")
        case bordered
        /// Semibold: the item that confirms or finishes (Done, Save).
        case done
    }

    /// The system items, in UIKit's order.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// Deprecated in UIKit; drawn as `.action`.
        case pageCurl
        case close
    }

    /// Creates a plain item with no title, image or action.
    public override init() { super.init() }

    /// Creates a system item that performs `primaryAction` or shows `menu` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        applySystemItem(systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with a title or an image that performs `primaryAction` or shows `menu` when tapped.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with a title in `style` that performs `primaryAction` when tapped.
    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates an item with an image in `style` that performs `primaryAction` when tapped.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init()
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
    }

    /// Creates an item that shows `customView` in the bar.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space that shares the free room of a toolbar.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// The system item the item was made from, if any.
    private(set) var systemItem: SystemItem?

    /// The glyph of a system item drawn as an image (add, trash, share …), in `color`.
    func systemGlyph(color: UIColor) -> UIImage? { systemItem.flatMap { BarGlyphs.image(for: $0, color: color) } }

    /// How the title is drawn (default `.plain`).
    open var style: Style = .plain { didSet { contentChanged() } }
    /// The width of a fixed space, or a minimum width for the item (default 0: the content's width).
    open var width: CGFloat = 0 { didSet { contentChanged() } }
    /// A view shown in place of the title and image.
    open var customView: UIView? { didSet { contentChanged() } }
    /// The action performed when the item is tapped; setting it replaces the title and image when they are unset.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, title == nil, image == nil, systemItem == nil {
                title = primaryAction.title
                image = primaryAction.image
            }
        }
    }
    /// The menu shown when the item is tapped and has no primary action.
    open var menu: UIMenu?
    /// The colour of the title and image (default `nil`: the bar's tint colour).
    open var tintColor: UIColor? { didSet { contentChanged() } }
    /// Whether the item stands out as selected (iOS 15).
    open var isSelected = false { didSet { contentChanged() } }
    /// Whether the item is hidden from its bar (iOS 16).
    open var isHidden = false { didSet { contentChanged() } }

    /// What a tap does for items the library makes itself (the back button, `editButtonItem`).
    var tapHandler: (@MainActor (UIBarButtonItem) -> Void)?

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
    /// Whether the item is a fixed space.
    var systemItemIsFixedSpace: Bool { systemItem == .fixedSpace }

    /// Performs the item's action, as a tap does: the primary action, else the library's own handler.
    func performTap() -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.performWithSender(self, target: nil)
            return true
        }
        if let tapHandler {
            tapHandler(self)
            return true
        }
        return false
    }

    private func applySystemItem(_ item: SystemItem) {
        switch item {
        case .done: (title, style) = ("Done", .done)
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: (title, style) = ("Save", .done)
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        default: break
        }
    }

    /// Shows `editing` on an edit button: "Done" in the done style while editing, else "Edit".
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
