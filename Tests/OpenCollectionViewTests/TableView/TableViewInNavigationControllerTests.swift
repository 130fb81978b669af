// Host-driven: hosts the navigation controller in a HeadlessHost, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// A list pinned by constraints to all four edges of its controller's view, inside a navigation controller, starts
/// scrolled to its top: below the bar, whatever the number of rows.
///
/// UIKit (`UIScrollView.ContentInsetAdjustmentBehavior.automatic` reference: a scroll view in a navigation
/// controller's view controller has its content inset adjusted for the bar; UIKit places a view controller's content
/// scroll view at its top, `contentOffset.y == -adjustedContentInset.top`, before it first appears): the adjusted
/// top inset is the status bar plus the bar (47 + 44 on a notched iPhone, 47 + 96 with a large title, as in
/// `NavigationBarTests`), so the first row shows right below the bar however many rows there are.
@MainActor
struct TableViewInNavigationControllerTests {
    static let phoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A controller whose view holds `list` pinned to its four edges by constraints, as Interface Builder or
    /// code-only apps build it.
    final class PinnedListController: UIViewController, UITableViewDataSource, UICollectionViewDataSource {
        let rows: Int
        let usesCollectionView: Bool
        private(set) var list: UIScrollView!

        init(rows: Int, usesCollectionView: Bool) {
            self.rows = rows
            self.usesCollectionView = usesCollectionView
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Rows"
            if usesCollectionView {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 390, height: 44)
                layout.minimumLineSpacing = 0
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                collectionView.dataSource = self
                list = collectionView
            } else {
                let tableView = UITableView(frame: .zero, style: .plain)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                tableView.dataSource = self
                list = tableView
            }
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            NSLayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: view.topAnchor),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func hosted(rows: Int, largeTitles: Bool, collectionView: Bool = false) -> (PinnedListController, HeadlessHost) {
        let controller = PinnedListController(rows: rows, usesCollectionView: collectionView)
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844), safeAreaInsets: Self.phoneInsets)
        host.layout()
        return (controller, host)
    }

    @Test(arguments: [3, 200], [false, true])
    func aPinnedTableViewStartsBelowTheBar(rows: Int, largeTitles: Bool) {
        let (controller, host) = hosted(rows: rows, largeTitles: largeTitles)
        let list = controller.list!
        let barBottom: CGFloat = largeTitles ? 47 + 96 : 47 + 44
        #expect(list.adjustedContentInset.top == barBottom)
        #expect(list.contentOffset.y == -barBottom)
        // Further frames leave it there.
        host.advance(by: 1)
        #expect(list.contentOffset.y == -barBottom)
        // The first row shows right below the bar.
        let tableView = list as! UITableView
        let firstRow = tableView.convert(tableView.rectForRow(at: IndexPath(row: 0, section: 0)), to: nil)
        #expect(firstRow.minY == barBottom)
    }

    @Test(arguments: [3, 200], [false, true])
    func aPinnedCollectionViewStartsBelowTheBar(rows: Int, largeTitles: Bool) {
        let (controller, host) = hosted(rows: rows, largeTitles: largeTitles, collectionView: true)
        let list = controller.list!
        let barBottom: CGFloat = largeTitles ? 47 + 96 : 47 + 44
        #expect(list.adjustedContentInset.top == barBottom)
        #expect(list.contentOffset.y == -barBottom)
        host.advance(by: 1)
        #expect(list.contentOffset.y == -barBottom)
    }
}
