import OpenCollectionView

/// Every system symbol the package draws, in a grid to scroll through, each with its name. Buttons above the grid
/// switch the weight and the scale, applied through each image view's `preferredSymbolConfiguration`; a few
/// symbols at the top show hierarchical and palette colours.
final class SymbolsViewController: UIViewController {
    private enum Section: Hashable, Sendable { case symbols }

    /// A grid cell: the symbol in the tint colour above its name.
    private final class SymbolCell: UICollectionViewCell {
        let imageView = UIImageView()
        let nameLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemGroupedBackground
            contentView.layer.cornerRadius = 10
            imageView.contentMode = .center
            imageView.frame = CGRect(x: 0, y: 6, width: contentView.bounds.width, height: 50)
            imageView.autoresizingMask = [.flexibleWidth]
            contentView.addSubview(imageView)
            nameLabel.font = .preferredFont(forTextStyle: .caption2)
            nameLabel.textColor = .secondaryLabel
            nameLabel.textAlignment = .center
            nameLabel.numberOfLines = 2
            nameLabel.lineBreakMode = .byCharWrapping
            nameLabel.frame = CGRect(x: 4, y: 58, width: contentView.bounds.width - 8, height: 32)
            nameLabel.autoresizingMask = [.flexibleWidth]
            contentView.addSubview(nameLabel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private static let weights: [(title: String, weight: UIImage.SymbolWeight)] = [
        ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Bold", .bold), ("Black", .black),
    ]
    private static let scales: [(title: String, scale: UIImage.SymbolScale)] = [
        ("Small", .small), ("Medium", .medium), ("Large", .large),
    ]

    private var collectionView: UICollectionView!
    /// The weight and scale pickers above the grid.
    private var controls: UIStackView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var weight = UIImage.SymbolWeight.regular
    private var scale = UIImage.SymbolScale.medium

    /// The weight and scale chosen, and colours for a few symbols that have layers to show.
    private func configuration(for name: String) -> UIImage.SymbolConfiguration {
        let base = UIImage.SymbolConfiguration(pointSize: 22, weight: weight, scale: scale)
        switch name {
        case "bell.badge", "person.badge.plus", "folder.badge.plus":
            return base.applying(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .label]))
        case "xmark.circle.fill", "checkmark.circle.fill", "plus.circle.fill":
            return base.applying(UIImage.SymbolConfiguration(paletteColors: [.white, .systemGreen]))
        case "speaker.wave.3", "rectangle.stack", "square.stack", "cloud.rain", "sparkles":
            return base.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo))
        default:
            return base
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        let top = view.safeAreaInsets.top
        let width = view.bounds.width
        controls.frame = CGRect(x: 16, y: top + 12, width: width - 32, height: 72)
        collectionView.frame = CGRect(x: 0, y: top + 96, width: width, height: max(0, view.bounds.height - top - 96))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width

        let weightControl = UISegmentedControl(items: Self.weights.map(\.title))
        weightControl.selectedSegmentIndex = 2
        weightControl.accessibilityIdentifier = "symbol-weight"
        weightControl.addAction(
            UIAction { [unowned self, unowned weightControl] _ in
                weight = Self.weights[weightControl.selectedSegmentIndex].weight
                reconfigureVisibleSymbols()
            }, for: .valueChanged)
        let scaleControl = UISegmentedControl(items: Self.scales.map(\.title))
        scaleControl.selectedSegmentIndex = 1
        scaleControl.accessibilityIdentifier = "symbol-scale"
        scaleControl.addAction(
            UIAction { [unowned self, unowned scaleControl] _ in
                scale = Self.scales[scaleControl.selectedSegmentIndex].scale
                reconfigureVisibleSymbols()
            }, for: .valueChanged)
        controls = UIStackView(arrangedSubviews: [weightControl, scaleControl])
        controls.axis = .vertical
        controls.spacing = 8
        controls.frame = CGRect(x: 16, y: 12, width: width - 32, height: 72)
        controls.autoresizingMask = [.flexibleWidth]
        view.addSubview(controls)

        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 96, width: width, height: view.bounds.height - 96),
            collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.accessibilityIdentifier = "symbols"
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<SymbolCell, String> { [unowned self] cell, _, name in
            cell.imageView.image = UIImage(systemName: name)
            cell.imageView.preferredSymbolConfiguration = configuration(for: name)
            cell.nameLabel.text = name
            cell.accessibilityIdentifier = "symbol-\(name)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.symbols])
        snapshot.appendItems(UIImage.systemSymbolNames)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Redraws the symbols with the weight and scale now chosen.
    private func reconfigureVisibleSymbols() {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:)))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Cells about 92 points wide, as many across as fit.
    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            let columns = max(3, Int(width / 92))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 12, trailing: 12)
            return section
        }
    }
}
