import OpenCollectionView

/// A list of two hundred people, half with English and half with Chinese names, filtered live by a
/// `UISearchController`: tap the search bar and type (an input method composes Chinese in the browser), pick a
/// scope — All, English or 中文 — and the list applies a new snapshot on each change; when nothing matches, the
/// screen shows UIKit's search empty state (`UIContentUnavailableConfiguration.search()`). Cancel ends the search
/// and brings the whole list back.
///
/// Pushed in a navigation controller (from the `app` screen) the search bar lives in the navigation bar, through
/// `navigationItem.searchController`, and collapses as the list scrolls up; shown on its own it sits at the top
/// of the screen.
final class SearchScreenViewController: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
    private enum Scope: Int, CaseIterable {
        case all, english, chinese
        var title: String { ["All", "English", "中文"][rawValue] }
    }

    private struct Person: Hashable, Sendable {
        let name: String
        let isChinese: Bool
    }

    private static let people: [Person] = {
        let given = ["Ada", "Ben", "Clara", "David", "Emma", "Felix", "Grace", "Henry", "Iris", "Jack"]
        let family = ["Adams", "Brown", "Clarke", "Davis", "Evans", "Fisher", "Green", "Hughes", "Irving", "Jones"]
        let english = family.flatMap { last in given.map { Person(name: "\($0) \(last)", isChinese: false) } }
        let surnames = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周"]
        let names = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳"]
        let chinese = surnames.flatMap { surname in names.map { Person(name: surname + $0, isChinese: true) } }
        return english + chinese
    }()

    private let searchController = UISearchController(searchResultsController: nil)
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Person>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        let searchBar = searchController.searchBar
        searchBar.placeholder = "Search people · 搜索"
        searchBar.scopeButtonTitles = Scope.allCases.map(\.title)
        searchBar.delegate = self
        searchBar.accessibilityIdentifier = "search-bar"
        searchBar.searchTextField.accessibilityIdentifier = "search-field"

        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.accessibilityIdentifier = "search-results"
        // As in iOS's own search screens, scrolling the results puts the software keyboard away.
        collectionView.keyboardDismissMode = .onDrag
        view.addSubview(collectionView)
        if navigationController != nil {
            navigationItem.searchController = searchController
        } else {
            view.addSubview(searchBar)
        }

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Person> { cell, _, person in
            var content = UIListContentConfiguration.valueCell()
            content.text = person.name
            content.secondaryText = person.isChinese ? "中文" : "English"
            cell.contentConfiguration = content
            cell.accessibilityIdentifier = "person-" + person.name
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, person in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: person)
        }
        show(Self.people, animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard navigationItem.searchController == nil else {
            // The navigation bar holds the search bar and adds it to the safe area the list insets its content by.
            collectionView.frame = view.bounds
            return
        }
        let top = view.safeAreaInsets.top
        let searchBar = searchController.searchBar
        let barHeight = searchBar.sizeThatFits(CGSize(width: view.bounds.width, height: 0)).height
        searchBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: barHeight)
        collectionView.frame = CGRect(
            x: 0, y: top + barHeight, width: view.bounds.width, height: max(0, view.bounds.height - top - barHeight))
    }

    private func show(_ people: [Person], animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Person>()
        snapshot.appendSections([0])
        snapshot.appendItems(people)
        dataSource.apply(snapshot, animatingDifferences: animated)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    /// Shown on its own, the search bar is not the navigation item's, so the screen adds its text to the state.
    override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = super.contentUnavailableConfigurationState
        if state.searchText == nil { state.searchText = searchController.searchBar.text }
        return state
    }

    /// The search empty state while nothing matches.
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        contentUnavailableConfiguration =
            dataSource.snapshot().numberOfItems == 0 ? UIContentUnavailableConfiguration.search() : nil
    }

    // MARK: - UISearchResultsUpdating

    func updateSearchResults(for searchController: UISearchController) {
        let searchBar = searchController.searchBar
        // Marked text from an input method is not a search yet: wait for it to be committed.
        guard searchBar.searchTextField.markedTextRange == nil else { return }
        let query = (searchBar.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let scope = Scope(rawValue: searchBar.selectedScopeButtonIndex) ?? .all
        let matches = Self.people.filter { person in
            let inScope =
                switch scope {
                case .all: true
                case .english: !person.isChinese
                case .chinese: person.isChinese
                }
            return inScope && (query.isEmpty || person.name.lowercased().contains(query))
        }
        show(matches, animated: true)
    }

    // MARK: - UISearchBarDelegate

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searchBar.searchTextField.resignFirstResponder() }
}
