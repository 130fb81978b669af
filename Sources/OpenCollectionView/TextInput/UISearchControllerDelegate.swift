/// The search controller's delegate: it hears the search being presented and dismissed. Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to become inactive.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search became inactive.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
