/// The object a search controller asks to update the results (UIKit's `UISearchResultsUpdating`).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search bar's text or scope changed, or the search became active or inactive: update the results.
    func updateSearchResults(for searchController: UISearchController)
}
