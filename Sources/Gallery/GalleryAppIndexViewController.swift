import OpenCollectionView

/// The root of the Gallery app: a plain list of every Gallery screen with disclosure indicators. Tapping a row
/// pushes the screen's view controller, titled with the screen's title and shown with a standard (not large) title.
/// The bar's buttons switch the app to dark mode and to right-to-left layout.
final class GalleryAppIndexViewController: UIViewController, UICollectionViewDelegate {
    /// The screens listed: every Gallery screen but this app itself.
    private let screens = GalleryScreen.all.filter { $0.slug != "app" }
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .systemBackground
        let darkMode = UIBarButtonItem(
            image: UIImage(systemName: "circle.lefthalf.filled"), style: .plain,
            primaryAction: UIAction { [weak self] _ in
                (self?.navigationController as? GalleryAppViewController)?.toggleDarkMode()
            })
        darkMode.accessibilityIdentifier = "toggle-dark-mode"
        let rightToLeft = UIBarButtonItem(
            image: UIImage(systemName: "text.alignright"), style: .plain,
            primaryAction: UIAction { [weak self] _ in
                (self?.navigationController as? GalleryAppViewController)?.toggleRightToLeft()
            })
        rightToLeft.accessibilityIdentifier = "toggle-right-to-left"
        navigationItem.rightBarButtonItems = [darkMode, rightToLeft]
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "gallery-index"
        collectionView.delegate = self
        view.addSubview(collectionView)

        let titles = Dictionary(uniqueKeysWithValues: screens.map { ($0.slug, $0.title) })
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, slug in
            var content = cell.defaultContentConfiguration()
            content.text = titles[slug]
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
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

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let screen = screens[indexPath.item]
        let controller = screen.makeViewController()
        controller.title = screen.title
        controller.navigationItem.largeTitleDisplayMode = .never
        navigationController?.pushViewController(controller, animated: true)
    }
}
