/// The search bar's delegate. Every method is optional; the protocol extension supplies UIKit's defaults.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end (default `true`).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The person changed the text (typing, deleting, pasting, committing input-method text, clearing).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the text in `range` may be replaced with `text` (default `true`).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search (return) key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Another scope button was selected.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
