/// The item a tab bar shows for a view controller, as in UIKit: a title, an image (and a selected image), a tag,
/// and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system tab items, in UIKit's order; each has UIKit's title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// Creates an empty item.
    public override init() { super.init() }

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and the image shown while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item with its title and a tag.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.tag = tag
    }

    /// The image shown while the item's tab is selected (`nil`: `image`).
    open var selectedImage: UIImage? { didSet { contentChanged() } }
    /// The text of the badge over the item's image (`nil`: no badge).
    open var badgeValue: String? { didSet { contentChanged() } }
    /// The badge's colour (default: system red).
    open var badgeColor: UIColor? { didSet { contentChanged() } }
}
