/// One element or container of the accessibility tree, as an assistive app meets it: what UIAccessibility says about
/// a view or `UIAccessibilityElement`, captured as a value so a host can mirror it (the web host as ARIA) and compare
/// one frame's tree with the next.
///
/// Containers that mean something — a list, a data table, a tab bar, a modal view, a group read together — are nodes
/// with children; views that only hold other views leave no node, their elements joining the nearest container.
public struct AccessibilityTreeNode: Sendable, Equatable, Identifiable {
    /// The identity of the view or element this node stands for, stable while the object lives (a cell keeps its id
    /// as long as it is on screen, so a later tree can be diffed against this one).
    public var id: Int
    /// Whether the node is an element (assistive apps stop on it), rather than a container of elements.
    public var isElement: Bool
    /// How the element behaves (`accessibilityTraits`), including `.selected` and `.notEnabled`.
    public var traits: UIAccessibilityTraits
    /// What the element is (`accessibilityLabel`).
    public var label: String?
    /// The element's current value (`accessibilityValue`).
    public var value: String?
    /// What activating the element does (`accessibilityHint`).
    public var hint: String?
    /// The identifier tests find the element by (`accessibilityIdentifier`).
    public var identifier: String?
    /// The element's frame in window coordinates (`accessibilityFrame`).
    public var frame: CGRect
    /// The kind of container (`accessibilityContainerType`).
    public var containerType: UIAccessibilityContainerType
    /// The names of the element's custom actions, in order (`accessibilityCustomActions`).
    public var customActionNames: [String]
    /// For a data table or list: its rows, counting every item and not only those on screen.
    public var rowCount: Int?
    /// For a data table or list: its columns.
    public var columnCount: Int?
    /// For a cell of a data table or list: its row, from 0.
    public var rowIndex: Int?
    /// For a cell of a data table: its column, from 0.
    public var columnIndex: Int?
    /// For a row that expands (an outline disclosure): whether it is expanded; `nil` for anything else.
    public var isExpanded: Bool?
    /// Whether the element edits text (UIKit marks text fields and text views with a private text-entry trait).
    public var isTextEntry: Bool
    /// For a text field: its placeholder, which is its value while it is empty (as UIKit's `UITextField` reports it).
    public var placeholder: String?
    /// Whether the container is modal: assistive apps ignore everything outside it (`accessibilityViewIsModal`).
    public var isModal: Bool
    /// For a scroll view: its bounds origin (the content offset), so a host can place the elements inside in
    /// content coordinates, which scrolling leaves alone; `nil` for anything else.
    public var contentOffset: CGPoint?
    /// For a bar (a navigation bar or a toolbar): which one; `nil` for anything else.
    public var bar: AccessibilityBarKind?
    /// The elements and containers inside, in reading order.
    public var children: [AccessibilityTreeNode]

    /// Whether the element is selected (`.selected` among its traits).
    public var isSelected: Bool { traits.contains(.selected) }
    /// Whether the element is enabled (no `.notEnabled` among its traits).
    public var isEnabled: Bool { !traits.contains(.notEnabled) }

    /// A node; every attribute but the id and frame may be left out.
    public init(
        id: Int, isElement: Bool, traits: UIAccessibilityTraits = [], label: String? = nil, value: String? = nil,
        hint: String? = nil, identifier: String? = nil, frame: CGRect,
        containerType: UIAccessibilityContainerType = .none, customActionNames: [String] = [], rowCount: Int? = nil,
        columnCount: Int? = nil, rowIndex: Int? = nil, columnIndex: Int? = nil, isExpanded: Bool? = nil,
        isTextEntry: Bool = false, placeholder: String? = nil, isModal: Bool = false, contentOffset: CGPoint? = nil,
        bar: AccessibilityBarKind? = nil, children: [AccessibilityTreeNode] = []
    ) {
        self.id = id
        self.isElement = isElement
        self.traits = traits
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.frame = frame
        self.containerType = containerType
        self.customActionNames = customActionNames
        self.rowCount = rowCount
        self.columnCount = columnCount
        self.rowIndex = rowIndex
        self.columnIndex = columnIndex
        self.isExpanded = isExpanded
        self.isTextEntry = isTextEntry
        self.placeholder = placeholder
        self.isModal = isModal
        self.contentOffset = contentOffset
        self.bar = bar
        self.children = children
    }

    /// The id of a view or accessibility element: its object identity as an integer.
    public static func id(of object: AnyObject) -> Int { Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object))) }

    /// The node and all nodes inside it, depth first in reading order.
    public var allNodes: [AccessibilityTreeNode] {
        var result: [AccessibilityTreeNode] = []
        func visit(_ node: AccessibilityTreeNode) {
            result.append(node)
            node.children.forEach(visit)
        }
        visit(self)
        return result
    }

    /// The elements inside the node (and the node itself when it is one), in reading order.
    public var elements: [AccessibilityTreeNode] { allNodes.filter(\.isElement) }
}
