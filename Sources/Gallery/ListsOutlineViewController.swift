import OpenCollectionView

/// An outline in a sidebar list, as in Apple's "Implementing Modern Collection Views": each section's first row is
/// a header that expands and collapses it (tap anywhere on it); rows with children carry a leading outline
/// disclosure, children indent by their level. Expanding calls the section snapshot handlers; the log at the bottom
/// shows each call.
final class ListsOutlineViewController: UIViewController {
    private struct Node: Hashable, Sendable {
        let title: String
        let hasChildren: Bool
    }

    private static let tree: [(String, [(String, [String])])] = [
        (
            "Compositional layout",
            [
                ("Getting started", ["List", "Grid", "Inset items grid", "Two-column grid"]),
                ("Advanced layouts", ["Distinct sections", "Adaptive sections", "Nested groups"]),
            ]
        ),
        (
            "Diffable data source",
            [("Snapshots", ["Mountains search", "Settings: Wi-Fi", "Insertion sort"]), ("Section snapshots", [])]
        ),
        ("Lists", [("Simple list", []), ("Outline", ["Emoji explorer", "Sidebar"]), ("Cell configurations", [])]),
    ]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Node>!
    private let log = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 40),
            collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "outline-list"
        view.addSubview(collectionView)
        log.frame = CGRect(x: 16, y: view.bounds.height - 36, width: view.bounds.width - 32, height: 32)
        log.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        log.font = .preferredFont(forTextStyle: .footnote)
        log.textColor = .secondaryLabel
        log.accessibilityIdentifier = "outline-log"
        view.addSubview(log)

        let header = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            cell.accessibilityIdentifier = "node-\(node.title)"
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, indexPath, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.title
            content.image = ListsIcons.dot(node.hasChildren ? .systemOrange : .systemBlue)
            cell.contentConfiguration = content
            cell.accessories = node.hasChildren ? [.outlineDisclosure()] : []
            cell.accessibilityIdentifier = "node-\(node.title)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, node in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: node)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: node)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] node in
            self?.log.text = "willExpandItem: \(node.title)"
        }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] node in
            self?.log.text = "willCollapseItem: \(node.title)"
        }
        for (index, (title, groups)) in Self.tree.enumerated() {
            var outline = NSDiffableDataSourceSectionSnapshot<Node>()
            let root = Node(title: title, hasChildren: true)
            outline.append([root])
            for (group, leaves) in groups {
                let parent = Node(title: group, hasChildren: !leaves.isEmpty)
                outline.append([parent], to: root)
                outline.append(leaves.map { Node(title: $0, hasChildren: false) }, to: parent)
            }
            outline.expand([root])
            dataSource.apply(outline, to: index, animatingDifferences: false)
        }
    }
}
