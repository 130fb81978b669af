import OpenCollectionView

/// The root of the Gallery app: every Gallery screen in a list. In the expanded split view it is a sidebar (UIKit's
/// `.sidebar` list appearance: the grouped background, rounded selection in the tint colour) whose selection stays
/// on the screen shown beside it; collapsed, it is a plain list with disclosure indicators whose rows push the
/// screen. Either way a row shows its screen with `showDetailViewController(_:sender:)`, titled with the screen's
/// title and a standard (not large) title. The bar's buttons switch the app to dark mode and to right-to-left
/// layout.
final class GalleryAppIndexViewController: UIViewController, UICollectionViewDelegate {
    /// The screens listed: every Gallery screen but this app itself.
    private let screens = GalleryScreen.all.filter { $0.slug != "app" }
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    /// Whether the list is drawn as a sidebar (the split view is expanded).
    private(set) var isSidebar = false
    /// The screen last chosen, selected in the sidebar while it shows.
    private(set) var chosenSlug: String?
    /// The controller made for the screen last chosen (the app's route names it while it shows).
    private(set) weak var chosenController: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground
        let darkMode = UIBarButtonItem(
            image: UIImage(systemName: "circle.lefthalf.filled"), style: .plain,
            primaryAction: UIAction { [weak self] _ in self?.app?.toggleDarkMode() })
        darkMode.accessibilityIdentifier = "toggle-dark-mode"
        darkMode.accessibilityLabel = "Dark appearance"
        let rightToLeft = UIBarButtonItem(
            image: UIImage(systemName: "text.alignright"), style: .plain,
            primaryAction: UIAction { [weak self] _ in self?.app?.toggleRightToLeft() })
        rightToLeft.accessibilityIdentifier = "toggle-right-to-left"
        rightToLeft.accessibilityLabel = "Right-to-left layout"
        navigationItem.rightBarButtonItems = [darkMode, rightToLeft]
        isSidebar = !(splitViewController?.isCollapsed ?? true)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "gallery-index"
        // Keyboard users move through the screens with the arrow keys and open one with Return (iPadOS's focus).
        collectionView.allowsFocus = true
        collectionView.delegate = self
        view.addSubview(collectionView)

        let titles = Dictionary(uniqueKeysWithValues: screens.map { ($0.slug, $0.title) })
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, slug in
            var content = cell.defaultContentConfiguration()
            content.text = titles[slug]
            cell.contentConfiguration = content
            cell.accessories = self?.isSidebar == true ? [] : [.disclosureIndicator()]
            cell.accessibilityIdentifier = "gallery-row-\(slug)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, slug in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: slug)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(screens.map(\.slug))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The split view controller that is the app.
    private var app: GalleryAppViewController? { splitViewController as? GalleryAppViewController }

    /// A list in the sidebar appearance (expanded) or the plain one (collapsed).
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: isSidebar ? .sidebar : .plain))
    }

    /// Draws the list as a sidebar (the split view expanded) or as a plain list (collapsed); the sidebar selects
    /// the row of the screen shown beside it.
    func showAsSidebar(_ sidebar: Bool) {
        guard isViewLoaded, sidebar != isSidebar else { return updateSelection() }
        isSidebar = sidebar
        collectionView.setCollectionViewLayout(makeLayout(), animated: false)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers)
        dataSource.apply(snapshot, animatingDifferences: false)
        updateSelection()
    }

    /// Selects the shown screen's row in the sidebar; a plain list keeps no selection.
    func updateSelection() {
        guard isViewLoaded else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: false)
        }
        guard isSidebar, app?.showsScreen == true, let chosenSlug,
            let indexPath = dataSource.indexPath(for: chosenSlug)
        else { return }
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    /// Coming back to the plain list, the row that was chosen fades out of its selection as the screen slides
    /// away, UIKit's classic pattern: deselect alongside the pop, and select the row again if the user cancels the
    /// swipe back.
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        guard !isSidebar else { return }
        let selected = collectionView.indexPathsForSelectedItems ?? []
        guard !selected.isEmpty else { return }
        guard let coordinator = transitionCoordinator else {
            for indexPath in selected { collectionView.deselectItem(at: indexPath, animated: animated) }
            return
        }
        coordinator.animate(
            alongsideTransition: { [collectionView] _ in
                for indexPath in selected { collectionView?.deselectItem(at: indexPath, animated: true) }
            },
            completion: { [collectionView] context in
                guard context.isCancelled else { return }
                for indexPath in selected {
                    collectionView?.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            })
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let controller = choose(screens[indexPath.item].slug) else { return }
        showDetailViewController(controller, sender: self)
    }

    /// Makes the controller of the listed screen `slug`, titled for the navigation bar, and remembers it as the
    /// chosen one; `nil` for a slug the list does not have.
    func choose(_ slug: String) -> UIViewController? {
        guard let screen = screens.first(where: { $0.slug == slug }) else { return nil }
        let controller = screen.makeViewController()
        controller.title = screen.title
        controller.navigationItem.largeTitleDisplayMode = .never
        chosenSlug = screen.slug
        chosenController = controller
        return controller
    }
}
