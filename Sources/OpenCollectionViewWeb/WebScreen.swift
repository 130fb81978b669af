import OpenCollectionView

/// One screen the web host serves at `/screen/<slug>`: a title for the index and the view controller each browser
/// tab showing it gets.
public struct WebScreen: Sendable {
    /// The URL component (letters, digits and dashes).
    public let slug: String
    /// The title on the index page.
    public let title: String
    /// Makes the root view controller of a new tab.
    public let makeViewController: @MainActor @Sendable () -> UIViewController

    /// Creates a screen.
    public init(
        slug: String, title: String, makeViewController: @escaping @MainActor @Sendable () -> UIViewController
    ) {
        self.slug = slug
        self.title = title
        self.makeViewController = makeViewController
    }
}
