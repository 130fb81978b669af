import UIKit

/// The address book: a search field over a grid of contact cards grouped by team, fed by a diffable data source.
/// Typing filters the cards; tapping one calls `onSelect`; the Add button appends a contact.
public final class ContactListViewController: UIViewController, UICollectionViewDelegate {
    /// The contacts shown before filtering.
    public private(set) var contacts: [Contact]
    /// Called with the contact whose card was tapped.
    public var onSelect: ((Contact) -> Void)?

    /// The collection view showing the cards.
    public private(set) var collectionView: UICollectionView!
    /// The layout of the cards.
    public let layout = CardColumnsLayout()
    /// The search field above the cards.
    public let searchField = UITextField()
    private var dataSource: UICollectionViewDiffableDataSource<String, Contact.ID>!
    private var filter = ""

    /// Creates the screen showing `contacts`.
    public init(contacts: [Contact] = Contact.samples) {
        self.contacts = contacts
        super.init(nibName: nil, bundle: nil)
        title = "Contacts"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.placeholder = "Search"
        searchField.accessibilityIdentifier = "search"
        searchField.borderStyle = .roundedRect
        searchField.translatesAutoresizingMaskIntoConstraints = false
        searchField.addAction(
            UIAction { [unowned self] _ in applyFilter(searchField.text ?? "") }, for: .editingChanged)
        view.addSubview(searchField)

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.accessibilityIdentifier = "contacts"
        collectionView.delegate = self
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            searchField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            searchField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            searchField.heightAnchor.constraint(equalToConstant: 36),
            collectionView.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let cell = UICollectionView.CellRegistration<ContactCell, Contact.ID> { [unowned self] cell, _, id in
            let contact = contacts.first { $0.id == id }
            cell.nameLabel.text = contact?.name
            cell.accessibilityIdentifier = "contact-\(id)"
        }
        let header = UICollectionView.SupplementaryRegistration<TeamHeaderView>(
            elementKind: CardColumnsLayout.headerKind
        ) { [unowned self] header, _, indexPath in
            header.titleLabel.text = dataSource.snapshot().sectionIdentifiers[indexPath.section]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in addContact() })
        add.accessibilityIdentifier = "add"
        navigationItem.rightBarButtonItem = add
        applyFilter("", animated: false)
    }

    /// Shows the contacts whose name contains `text` (all of them for empty text), grouped by team in first-seen
    /// order.
    public func applyFilter(_ text: String, animated: Bool = true) {
        filter = text
        let shown = contacts.filter { text.isEmpty || $0.name.localizedCaseInsensitiveContains(text) }
        var snapshot = NSDiffableDataSourceSnapshot<String, Contact.ID>()
        for contact in shown {
            if !snapshot.sectionIdentifiers.contains(contact.team) { snapshot.appendSections([contact.team]) }
            snapshot.appendItems([contact.id], toSection: contact.team)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Adds a new contact to the first team and shows it.
    public func addContact() {
        let id = (contacts.map(\.id).max() ?? 0) + 1
        contacts.append(Contact(id: id, name: "New contact \(id)", team: contacts.first?.team ?? "Team"))
        applyFilter(filter)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), let contact = contacts.first(where: { $0.id == id })
        else { return }
        onSelect?(contact)
    }
}
