/// The parts of a configuration state the system configurations look at, read once from any state type.
struct ConfigurationStateFlags: Hashable, Sendable {
    var isSelected = false
    var isHighlighted = false
    var isDisabled = false
    var isFocused = false
    var isEditing = false
    var isSwiped = false
    var isExpanded = false
    var isDragging = false

    /// The normal state: nothing selected, highlighted, disabled …
    static let normal = ConfigurationStateFlags()

    init() {}

    init(_ state: any UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            isSelected = cell.isSelected
            isHighlighted = cell.isHighlighted
            isDisabled = cell.isDisabled
            isFocused = cell.isFocused
            isEditing = cell.isEditing
            isSwiped = cell.isSwiped
            isExpanded = cell.isExpanded
            isDragging = cell.cellDragState != .none
        } else if let view = state as? UIViewConfigurationState {
            isSelected = view.isSelected
            isHighlighted = view.isHighlighted
            isDisabled = view.isDisabled
            isFocused = view.isFocused
        }
    }

    /// Whether the state shows the selection look (selected, highlighted or focused).
    var showsSelection: Bool { isSelected || isHighlighted || isFocused }
}
