import OpenCollectionView

/// Every list appearance on the same data: plain, grouped, inset grouped, sidebar and sidebar plain, switched with
/// the buttons on top (the layout changes with `setCollectionViewLayout`). Sections have headers and footers in
/// their appearance's style; rows show images, secondary texts and disclosure indicators; tap rows to select them.
final class ListsAppearancesViewController: UIViewController {
    private enum Row: Hashable, Sendable {
        case row(section: Int, index: Int)
    }

    private static let appearances: [(String, UICollectionLayoutListConfiguration.Appearance)] = [
        ("Plain", .plain), ("Grouped", .grouped), ("Inset", .insetGrouped), ("Sidebar", .sidebar),
        ("Side plain", .sidebarPlain),
    ]
    private static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemIndigo]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
    private var buttons: [UIButton] = []
    /// The strip of appearance buttons above the list.
    private let bar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        view.addSubview(bar)
        for (title, appearance) in Self.appearances {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.accessibilityIdentifier = "appearance-\(appearance.rawValue)"
            button.addAction(UIAction { [weak self] _ in self?.show(appearance) }, for: .primaryActionTriggered)
            bar.addSubview(button)
            buttons.append(button)
        }
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44),
            collectionViewLayout: Self.layout(.insetGrouped))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "appearance-list"
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            guard case .row(let section, let index) = row else { return }
            var content = cell.defaultContentConfiguration()
            content.text = ["Inbox", "Drafts", "Sent", "Archive", "Trash"][index % 5]
            content.secondaryText = index % 2 == 0 ? "\(12 + index * 7) messages" : nil
            content.image = ListsIcons.icon(Self.colors[(section + index) % Self.colors.count], glyph: index)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section + 1)"
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Footers explain a section; this is section \(indexPath.section + 1)."
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        for section in 0..<3 {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<(section == 0 ? 3 : 5)).map { Row.row(section: section, index: $0) })
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The buttons share the bar's width, at most 90 points each, whatever size the window is resized to.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        let top = view.safeAreaInsets.top
        bar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
        collectionView.frame = CGRect(
            x: 0, y: top + 44, width: view.bounds.width, height: max(0, view.bounds.height - top - 44))
        let buttonWidth = min(90, (view.bounds.width - 16) / CGFloat(buttons.count))
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: 8 + CGFloat(index) * buttonWidth, y: 6, width: buttonWidth - 4, height: 32)
        }
    }

    private static func layout(_ appearance: UICollectionLayoutListConfiguration.Appearance)
        -> UICollectionViewCompositionalLayout
    {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        return .list(using: configuration)
    }

    private func show(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        collectionView.setCollectionViewLayout(Self.layout(appearance), animated: false)
    }
}
