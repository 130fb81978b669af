import OpenCollectionView

/// A list whose cells come from an Interface Builder document: `ContactCell.xib`, shipped as a resource of the
/// Gallery and registered with `register(_:forCellWithReuseIdentifier:)` taking a `UINib`, as an iOS app registers
/// the cells it designed in Xcode. The nib gives each cell its subviews, fonts, colours, the badge's rounded corners
/// (a user-defined runtime attribute) and the constraints that place its views and size the row.
final class NibCellsViewController: UIViewController {
    /// One row of the list.
    struct Contact: Hashable, Sendable {
        let name: String
        let detail: String
        let hue: Int

        var initials: String { name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined() }
        var color: UIColor {
            [UIColor.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen, .systemBlue][hue % 6]
        }
    }

    static let contacts: [Contact] = [
        ("Ada Lovelace", "Wrote the first program, for an engine that was never finished."),
        ("Grace Hopper", "Built the first compiler; found a moth in the relay."),
        ("Alan Turing", "Asked whether machines can think."),
        ("Margaret Hamilton", "Led the software that landed Apollo 11, and named it software engineering."),
        ("Linus Torvalds", "Started a kernel as a hobby."),
        ("Barbara Liskov", "Substitution, abstraction and distributed computing."),
        ("Dennis Ritchie", "C and Unix."),
        ("Frances Allen", "Optimising compilers; the first woman to win the Turing Award."),
        ("Edsger Dijkstra", "Shortest paths, semaphores, and structured programming."),
        ("Katherine Johnson", "Computed the trajectories that brought the astronauts home."),
        ("Ken Thompson", "Unix, UTF-8 and Go."),
        ("Radia Perlman", "The spanning tree protocol that keeps networks from looping."),
    ].enumerated().map { Contact(name: $1.0, detail: $1.1, hue: $0) }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(64))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.accessibilityIdentifier = "nib-contacts"
        view.addSubview(collectionView)

        // The nib names its cell's class by module and name; without the Objective-C runtime the class is
        // registered with the loader first (docs/Deviations.md).
        UINib.register(NibContactCell.self)
        collectionView.register(
            UINib(nibName: "ContactCell", bundle: .module), forCellWithReuseIdentifier: "ContactCell")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, contact in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ContactCell", for: indexPath)
            (cell as? NibContactCell)?.show(contact)
            cell.accessibilityIdentifier = "contact-\(indexPath.item)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Contact>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.contacts)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
