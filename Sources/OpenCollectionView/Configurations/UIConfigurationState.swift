/// A key for an app's own state in a configuration state (`state[.myKey] = value`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name; keys with the same name are the same key.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The inputs a view's configurations depend on: its traits and its own state, plus custom states.
public protocol UIConfigurationState {
    /// A state with the given traits and every other field at its default.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// The app's own state stored under `key`, or `nil`.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view for its configurations: traits, disabled, highlighted, selected, focused and pinned, plus
/// custom states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a touch is on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned to the visible bounds (a pinned header).
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with the given traits and every flag off.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app's own state stored under `key`, or `nil`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
