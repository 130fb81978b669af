/// A view a list cell shows at its leading or trailing edge: a disclosure indicator, an outline disclosure, a
/// checkmark, delete and insert controls, a reorder grabber, a multiselect circle, a label, a detail button, a
/// pop-up menu or a custom view — each shown always, only while editing or only while not editing.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// While the collection view is editing.
        case whenEditing
        /// While the collection view is not editing.
        case whenNotEditing
    }

    /// The width an accessory takes.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's width for the accessory type, so rows line up.
        case standard
        /// A fixed width.
        case custom(CGFloat)
    }

    /// Where a custom view goes: leading or trailing, at a position among the system accessories.
    public enum Placement {
        /// At the leading edge.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// Chooses the index of a custom accessory among the accessories on its edge.
    public typealias Position = @MainActor ([UICellAccessory]) -> Int

    /// A position before the first accessory of the given kind (before all when none match).
    public static func position(before accessory: UICellAccessory.AccessoryType) -> Position {
        { accessories in accessories.firstIndex { $0.accessoryType == accessory } ?? 0 }
    }

    /// A position after the last accessory of the given kind (after all when none match).
    public static func position(after accessory: UICellAccessory.AccessoryType) -> Position {
        { accessories in (accessories.lastIndex { $0.accessoryType == accessory } ?? (accessories.count - 1)) + 1 }
    }

    /// The system accessory types.
    public enum AccessoryType: Int, Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail
        case popUpMenu, customView
    }

    /// What the accessory is, with its options.
    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case outlineDisclosure(OutlineDisclosureOptions, (@MainActor () -> Void)?)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, (@MainActor () -> Void)?)
        case insert(InsertOptions, (@MainActor () -> Void)?)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case label(String, LabelOptions)
        case detail(DetailOptions, (@MainActor () -> Void)?)
        case popUpMenu(UIMenu, PopUpMenuOptions, (@MainActor (UIMenu) -> Void)?)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind

    /// When the accessory shows.
    public let displayed: DisplayedState

    init(_ kind: Kind, displayed: DisplayedState) {
        self.kind = kind
        self.displayed = displayed
    }

    /// The accessory's type.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .outlineDisclosure: .outlineDisclosure
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label: .label
        case .detail: .detail
        case .popUpMenu: .popUpMenu
        case .customView: .customView
        }
    }

    // MARK: Factories

    /// A chevron pointing to the trailing edge: tapping the row shows more.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> Self { Self(.disclosureIndicator(options), displayed: displayed) }

    /// A chevron that expands and collapses the row's children in its section snapshot (or runs `actionHandler`).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self { Self(.outlineDisclosure(options, actionHandler), displayed: displayed) }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(.checkmark(options), displayed: displayed)
    }

    /// A red circle with a minus: tapping it runs `actionHandler` (shown while editing by default).
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self { Self(.delete(options, actionHandler), displayed: displayed) }

    /// A green circle with a plus: tapping it runs `actionHandler` (shown while editing by default).
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self { Self(.insert(options, actionHandler), displayed: displayed) }

    /// A grabber: dragging it moves the row through the data source's reordering (shown while editing by
    /// default).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(.reorder(options), displayed: displayed)
    }

    /// A circle filled with a checkmark while the row is selected (shown while editing by default).
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
    ) -> Self { Self(.multiselect(options), displayed: displayed) }

    /// A text in secondary label colour.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
    ) -> Self { Self(.label(text, options), displayed: displayed) }

    /// An info button: tapping it runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(),
        actionHandler: (@MainActor () -> Void)? = nil
    ) -> Self { Self(.detail(options, actionHandler), displayed: displayed) }

    /// A button showing the menu's selected element with up-and-down chevrons; tapping it cycles through the
    /// menu's actions (no pop-up menus here; see Deviations).
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
        selectedElementDidChangeHandler: (@MainActor (UIMenu) -> Void)? = nil
    ) -> Self { Self(.popUpMenu(menu, options, selectedElementDidChangeHandler), displayed: displayed) }

    /// An app's own view.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        switch configuration.placement {
        case .leading(let displayed, _), .trailing(let displayed, _):
            Self(.customView(configuration), displayed: displayed)
        }
    }

    /// Whether the accessory sits at the leading edge: delete, insert, multiselect, leading custom views, and
    /// outline disclosures of the cell style (an automatic one is a header's, trailing, on a header row).
    func isLeading(onHeaderRow headerRow: Bool) -> Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .outlineDisclosure(let options, _): options.resolvedStyle(onHeaderRow: headerRow) == .cell
        case .customView(let configuration):
            if case .leading = configuration.placement { true } else { false }
        default: false
        }
    }

    /// Whether the accessory shows when the list is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
