extension UIPageViewController {
    /// How the page view controller turns pages.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over the next, as a book's does (here it slides as `.scroll` does; see `docs/Deviations.md`).
        case pageCurl = 0
        /// Pages slide side by side, as a paging scroll view's do.
        case scroll = 1
    }

    /// The axis pages follow each other along.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side, the next page to the right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// Which way a programmatic page turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of a page-curl book is; `.none` for the scroll style.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// The left or top edge: one page shows.
        case min = 1
        /// The middle: two pages show.
        case mid = 2
        /// The right or bottom edge: one page shows.
        case max = 3
    }

    /// Keys of the options dictionary passed to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location of a page-curl controller: a `SpineLocation` (or its raw value as an `Int`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll-style controller, in points: a `CGFloat`, `Double` or `Int`
        /// (default 0).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
