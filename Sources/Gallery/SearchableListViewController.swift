import OpenCollectionView

/// A searchable list of a few thousand names built on a diffable data source (seed 003): typing filters the list
/// and each keystroke applies a new snapshot, so rows that stay slide into place, rows that go fade out and rows
/// that come back fade in. Type on the keyboard (Backspace deletes, Escape clears) or tap a suggestion. The names are
/// sorted; rows highlight while touched; an empty result shows UIKit's search empty state
/// (`UIContentUnavailableConfiguration.search()`: the magnifying glass, "No Results" and the query).
final class SearchableListViewController: UIViewController {
    private enum Section: Hashable, Sendable { case names }

    private static let names: [String] = {
        let starts = ["Al", "Be", "Ca", "Da", "El", "Fa", "Ga", "Ha", "Is", "Jo", "Ka", "Le", "Ma", "No", "Ol", "Pe"]
        let middles = ["ra", "li", "to", "ne", "mo", "sa", "vi", "du", "ke", "ro", "ba", "ze"]
        let ends = ["n", "a", "o", "th", "ra", "el", "ius", "ine", "ard", "ette", "us", "y", "ic", "an", "or", "is"]
        return starts.flatMap { start in middles.flatMap { middle in ends.map { start + middle + $0 } } }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }()

    /// A list row: the name, a separator inset to the text as in UIKit's lists, and the grey highlight
    /// (`systemGray4`, the colour UIKit's list cells highlight with) while touched.
    private final class NameCell: UICollectionViewCell {
        let label = UILabel()
        private let separator = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            selectedBackgroundView = UIView()
            selectedBackgroundView?.backgroundColor = .systemGray4
            label.font = .preferredFont(forTextStyle: .body)
            label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
            separator.backgroundColor = .separator
            separator.frame = CGRect(x: 16, y: bounds.height - 0.5, width: bounds.width - 16, height: 0.5)
            separator.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            addSubview(separator)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private let searchField = UILabel()
    private let searchBox = UIView()
    private var suggestionButtons: [UIButton] = []
    private let clear = UIButton(type: .system)
    private var collectionView: UICollectionView!
    private var layout: UICollectionViewFlowLayout!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var query = "" {
        didSet { if query != oldValue { applyFilter() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width

        searchBox.backgroundColor = .tertiarySystemFill
        searchBox.layer.cornerRadius = 10
        view.addSubview(searchBox)
        searchField.accessibilityIdentifier = "search-field"
        // The label stands in for a search field (the screen takes the keyboard's keys itself): it reads as one, named
        // by what it searches, its value the query typed.
        searchField.accessibilityTraits = .searchField
        searchField.accessibilityLabel = "Search \(Self.names.count) names"
        searchBox.addSubview(searchField)

        for suggestion in ["ma", "el", "ri", "zz"] {
            let button = UIButton(type: .system)
            button.setTitle("“\(suggestion)”", for: .normal)
            button.accessibilityIdentifier = "suggest-\(suggestion)"
            button.addAction(UIAction { [weak self] _ in self?.query = suggestion }, for: .primaryActionTriggered)
            view.addSubview(button)
            suggestionButtons.append(button)
        }
        clear.setTitle("Clear", for: .normal)
        clear.accessibilityIdentifier = "search-clear"
        clear.addAction(UIAction { [weak self] _ in self?.query = "" }, for: .primaryActionTriggered)
        view.addSubview(clear)

        layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: width, height: 44)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.accessibilityIdentifier = "names"
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<NameCell, String> { cell, _, name in
            cell.label.text = name
            cell.accessibilityIdentifier = "name-\(name)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        applyFilter(animated: false)
    }

    /// The search box and its buttons sit below whatever covers the top of the view (a navigation bar, inside the
    /// app), the list below them; rows span the list's width, whatever the window's size.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let width = bounds.width - safe.left - safe.right
        searchBox.frame = CGRect(x: safe.left + 16, y: safe.top + 16, width: max(width - 32, 0), height: 40)
        searchField.frame = searchBox.bounds.insetBy(dx: 12, dy: 0)
        for (index, button) in suggestionButtons.enumerated() {
            button.frame = CGRect(x: safe.left + 16 + CGFloat(index) * 64, y: safe.top + 62, width: 60, height: 30)
        }
        clear.frame = CGRect(x: safe.left + width - 76, y: safe.top + 62, width: 60, height: 30)
        let list = CGRect(x: 0, y: safe.top + 100, width: bounds.width, height: max(bounds.height - safe.top - 100, 0))
        if collectionView.frame != list { collectionView.frame = list }
        let rowSize = CGSize(width: list.width, height: 44)
        if layout.itemSize != rowSize { layout.itemSize = rowSize }
    }

    private func applyFilter(animated: Bool = true) {
        let matches = query.isEmpty ? Self.names : Self.names.filter { $0.localizedCaseInsensitiveContains(query) }
        searchField.text = (query.isEmpty ? "Search \(Self.names.count) names — type or tap" : query + "▏")
        searchField.textColor = query.isEmpty ? .secondaryLabel : .label
        searchField.accessibilityValue = query
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.names])
        snapshot.appendItems(matches)
        dataSource.apply(snapshot, animatingDifferences: animated)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    /// The screen types its query without a search controller, so it hands the query to the state itself.
    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = super.contentUnavailableConfigurationState
        state.searchText = query
        return state
    }

    /// The search empty state while nothing matches the query.
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        contentUnavailableConfiguration =
            dataSource.snapshot().numberOfItems == 0 ? UIContentUnavailableConfiguration.search() : nil
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
