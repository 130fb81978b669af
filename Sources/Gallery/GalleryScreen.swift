import OpenCollectionView

/// One demo screen of the Gallery: its URL slug, its title and the view controller that shows it.
struct GalleryScreen {
    let slug: String
    let title: String
    let makeViewController: @MainActor () -> UIViewController

    /// Every screen, in index order.
    @MainActor static let all: [GalleryScreen] = [
        GalleryScreen(slug: "views-and-scrolling", title: "Views and scrolling") { ViewsAndScrollingViewController() }
    ]
}
