import OpenCollectionView

/// One demo screen of the Gallery: its URL slug, its title and the view controller that shows it.
struct GalleryScreen {
    let slug: String
    let title: String
    let makeViewController: @MainActor @Sendable () -> UIViewController

    /// Every screen, in index order.
    @MainActor static let all: [GalleryScreen] = builtIn + CompositionalExample.galleryScreens

    /// The screens before the compositional catalogue.
    @MainActor private static let builtIn: [GalleryScreen] = [
        GalleryScreen(slug: "app", title: "The Gallery as an app (split view controller)") {
            GalleryAppViewController()
        },
        GalleryScreen(slug: "views-and-scrolling", title: "Views and scrolling") { ViewsAndScrollingViewController() },
        GalleryScreen(slug: "transforms", title: "Transforms in 2-D and 3-D") { TransformsViewController() },
        GalleryScreen(slug: "million-item-grid", title: "A million-item grid") { MillionItemGridViewController() },
        GalleryScreen(slug: "collection-view-basics", title: "Collection view basics (seed 000, 004)") {
            CollectionViewBasicsViewController()
        },
        GalleryScreen(slug: "custom-layouts", title: "Custom layouts: waterfall, circle, carousel (seed 001)") {
            CustomLayoutsViewController()
        },
        GalleryScreen(slug: "endless-banner", title: "Endless banner (seed 001)") { EndlessBannerViewController() },
        GalleryScreen(slug: "searchable-list", title: "Searchable list (diffable data source, seed 003)") {
            SearchableListViewController()
        },
        GalleryScreen(slug: "insertion-sort", title: "Animated insertion sort (diffable data source)") {
            InsertionSortViewController()
        },
        GalleryScreen(slug: "reordering", title: "Interactive reordering (seed 002)") { ReorderingViewController() },
        GalleryScreen(slug: "drag-and-drop", title: "Drag and drop between collection views (seed 000)") {
            DragAndDropViewController()
        },
        GalleryScreen(slug: "auto-layout", title: "Auto Layout: constraints and stack views") {
            AutoLayoutViewController()
        },
        GalleryScreen(slug: "controls", title: "Controls: switch, segments, slider, stepper, pages") {
            ControlsViewController()
        },
        GalleryScreen(slug: "text-scripts", title: "Text in every script (CJK, emoji, Dynamic Type)") {
            TextScriptsViewController()
        },
        GalleryScreen(slug: "lists-seed", title: "Lists: seed 003's list (swipe, expand, collapse)") {
            ListsSeedViewController()
        },
        GalleryScreen(slug: "lists-appearances", title: "Lists: every appearance") {
            ListsAppearancesViewController()
        },
        GalleryScreen(slug: "lists-outline", title: "Lists: an outline with disclosure") {
            ListsOutlineViewController()
        },
        GalleryScreen(slug: "lists-settings", title: "Lists: settings (value cells, accessories)") {
            ListsSettingsViewController()
        },
        GalleryScreen(slug: "lists-editing", title: "Lists: editing, delete and reorder") {
            ListsEditingViewController()
        },
        GalleryScreen(slug: "lists-chinese", title: "Lists: Chinese text (列表)") { ListsChineseViewController() },
        GalleryScreen(slug: "swipe-actions", title: "Swipe actions on a flow-layout grid (action sheet, flag, add)") {
            SwipeActionsViewController()
        },
        GalleryScreen(slug: "table-view", title: "Table view: sections, editing, swipe, self-sizing") {
            TableViewViewController()
        },
        GalleryScreen(slug: "search", title: "Search with UISearchController") { SearchScreenViewController() },
        GalleryScreen(slug: "symbols", title: "Symbols browser") { SymbolsViewController() },
        GalleryScreen(slug: "reordering-layouts", title: "Reordering in every layout (grid, list, waterfall)") {
            DragAndDropReorderingLayoutsViewController()
        },
        GalleryScreen(slug: "nib-cells", title: "Cells from a nib (UINib, .xib)") { NibCellsViewController() },
        GalleryScreen(slug: "page-view-controller", title: "Page view controller: swipe between pages") {
            PageViewControllerViewController()
        },
        GalleryScreen(slug: "animator", title: "Interruptible animation: drag, scrub, reverse (UIViewPropertyAnimator)")
        {
            PropertyAnimatorViewController()
        },
        GalleryScreen(slug: "drawing", title: "Drawing: draw(_:), paths, gradients, clipping, image renderer") {
            DrawingViewController()
        },
        GalleryScreen(slug: "rich-text", title: "Rich text: attributed labels (fonts, colours, lines, paragraphs)") {
            RichTextViewController()
        },
    ]
}
