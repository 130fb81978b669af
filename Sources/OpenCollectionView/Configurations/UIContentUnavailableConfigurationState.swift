/// The state a content-unavailable configuration is updated for (iOS 17): the view controller's traits and the
/// text of its search controller's search bar, plus custom states.
///
/// A view controller gives one to `updateContentUnavailableConfiguration(using:)`; read it elsewhere through
/// `contentUnavailableConfigurationState`.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view controller.
    public var traitCollection: UITraitCollection
    /// The text being searched for: by default the search bar text of the view controller's search controller
    /// (`navigationItem.searchController`), `nil` without one.
    public var searchText: String?
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with the given traits and no search text.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A state with the given traits and search text.
    public init(traitCollection: UITraitCollection, searchText: String?) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    /// The app's own state stored under `key`, or `nil`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
