/// Where a cell is in a drag: not dragging, lifting, or dragging.
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// The cell is not part of a drag.
    case none
    /// The cell is lifting at the start of a drag.
    case lifting
    /// The cell is being dragged.
    case dragging
}

/// Where a cell is in a drop: not a target, a target, or a target the drop is about to land on.
public enum UICellConfigurationDropState: Int, Hashable, Sendable {
    /// The cell is not a drop target.
    case none
    /// A drop proposes to land in the cell but is not yet over it.
    case notTargeted
    /// A drop is over the cell.
    case targeted
}

/// The state of a cell for its configurations: the view states plus editing, expanded, swiped, reordering and the
/// drag and drop states. The cell makes one in `configurationState` and passes it to `updateConfiguration(using:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    private var viewState: UIViewConfigurationState

    /// The cell's traits.
    public var traitCollection: UITraitCollection {
        get { viewState.traitCollection }
        set { viewState.traitCollection = newValue }
    }
    /// Whether the cell is disabled.
    public var isDisabled: Bool {
        get { viewState.isDisabled }
        set { viewState.isDisabled = newValue }
    }
    /// Whether the cell is highlighted (a touch is on it).
    public var isHighlighted: Bool {
        get { viewState.isHighlighted }
        set { viewState.isHighlighted = newValue }
    }
    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { viewState.isSelected }
        set { viewState.isSelected = newValue }
    }
    /// Whether the cell has focus.
    public var isFocused: Bool {
        get { viewState.isFocused }
        set { viewState.isFocused = newValue }
    }
    /// Whether the cell is pinned to the visible bounds.
    public var isPinned: Bool {
        get { viewState.isPinned }
        set { viewState.isPinned = newValue }
    }
    /// Whether the collection view is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open, showing its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState = UICellConfigurationDragState.none
    /// The cell's part in a drop.
    public var cellDropState = UICellConfigurationDropState.none

    /// A state with the given traits and every flag off.
    public init(traitCollection: UITraitCollection) {
        viewState = UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// The app's own state stored under `key`, or `nil`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { viewState[key] }
        set { viewState[key] = newValue }
    }
}
