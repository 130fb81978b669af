import OpenCollectionView

/// A searchable list of a few thousand names built on a diffable data source (seed 003): typing filters the list
/// and each keystroke applies a new snapshot, so rows that stay slide into place, rows that go fade out and rows
/// that come back fade in. Type on the keyboard (Backspace deletes, Escape clears) or tap a suggestion.
final class SearchableListViewController: UIViewController {
    private enum Section: Hashable, Sendable { case names }

    private static let names: [String] = {
        let starts = ["Al", "Be", "Ca", "Da", "El", "Fa", "Ga", "Ha", "Is", "Jo", "Ka", "Le", "Ma", "No", "Ol", "Pe"]
        let middles = ["ra", "li", "to", "ne", "mo", "sa", "vi", "du", "ke", "ro", "ba", "ze"]
        let ends = ["n", "a", "o", "th", "ra", "el", "ius", "ine", "ard", "ette", "us", "y", "ic", "an", "or", "is"]
        return starts.flatMap { start in middles.flatMap { middle in ends.map { start + middle + $0 } } }
    }()

    private let searchField = UILabel()
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var query = "" {
        didSet { if query != oldValue { applyFilter() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width

        searchField.frame = CGRect(x: 16, y: 16, width: width - 32, height: 40)
        searchField.backgroundColor = .tertiarySystemFill
        searchField.layer.cornerRadius = 10
        searchField.clipsToBounds = true
        searchField.accessibilityIdentifier = "search-field"
        searchField.autoresizingMask = [.flexibleWidth]
        view.addSubview(searchField)

        for (index, suggestion) in ["ma", "el", "ri", "zz"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle("“\(suggestion)”", for: .normal)
            button.frame = CGRect(x: 16 + CGFloat(index) * 64, y: 62, width: 60, height: 30)
            button.accessibilityIdentifier = "suggest-\(suggestion)"
            button.addAction(UIAction { [weak self] _ in self?.query = suggestion }, for: .primaryActionTriggered)
            view.addSubview(button)
        }
        let clear = UIButton(type: .system)
        clear.setTitle("Clear", for: .normal)
        clear.frame = CGRect(x: width - 76, y: 62, width: 60, height: 30)
        clear.accessibilityIdentifier = "search-clear"
        clear.autoresizingMask = [.flexibleLeftMargin]
        clear.addAction(UIAction { [weak self] _ in self?.query = "" }, for: .primaryActionTriggered)
        view.addSubview(clear)

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: width, height: 44)
        layout.minimumLineSpacing = 1
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: width, height: view.bounds.height - 100), collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .separator
        collectionView.accessibilityIdentifier = "names"
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
            cell.backgroundColor = .systemBackground
            let label = cell.contentView.subviews.first as? UILabel ?? UILabel()
            if label.superview == nil {
                label.frame = cell.contentView.bounds.insetBy(dx: 16, dy: 0)
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                cell.contentView.addSubview(label)
            }
            label.text = name
            cell.accessibilityIdentifier = "name-\(name)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        applyFilter(animated: false)
    }

    private func applyFilter(animated: Bool = true) {
        let matches = query.isEmpty ? Self.names : Self.names.filter { $0.localizedCaseInsensitiveContains(query) }
        searchField.text = "   " + (query.isEmpty ? "Search \(Self.names.count) names — type or tap" : query + "▏")
        searchField.textColor = query.isEmpty ? .secondaryLabel : .label
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.names])
        snapshot.appendItems(matches)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch key.keyCodeName {
        case "Backspace": query = String(query.dropLast())
        case "Escape": query = ""
        default:
            let characters = key.characters
            if characters.count == 1, characters.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) {
                query += characters.lowercased()
            }
        }
    }
}
