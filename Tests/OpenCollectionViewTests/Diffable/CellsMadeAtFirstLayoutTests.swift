// Host-driven: shows the screens in a HeadlessHost, so it does not compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Cells are made when the view first lays out in a window, not when data arrives (issue 34 item 2).
///
/// UIKit: a collection view makes its cells in its layout pass ("UICollectionView will internally reload data when
/// asked to layout for the first time", IGListKit's maintainers, Instagram/IGListKit#869; IGListKit and Bento reload
/// rather than batch-update a collection view with no window, Instagram/IGListKit#1543, babylonhealth/Bento#46), so
/// an `apply` in `viewDidLoad` configures no cell, model changes made after it show in the cells, and a cell class
/// registered before the first layout is dequeued without complaint.
@MainActor
struct CellsMadeAtFirstLayoutTests {
    /// A screen that applies its items in `viewDidLoad`, marks a favourite afterwards and registers its cell class
    /// only in `viewWillAppear`.
    final class FavouritesViewController: UIViewController, UICollectionViewDelegate {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var favourites: Set<String> = []
        var configured: [String] = []
        var displayed: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                [unowned self] collectionView, indexPath, item in
                let cell =
                    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
                    as! UICollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = self.favourites.contains(item) ? "\(item) ★" : item
                cell.contentConfiguration = content
                self.configured.append(item)
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["A", "B", "C"])
            dataSource.apply(snapshot, animatingDifferences: false)
            favourites.insert("B")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            displayed.append(indexPath)
        }
    }

    private func text(of cell: UICollectionViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func anApplyInViewDidLoadMakesNoCellsUntilTheFirstLayoutInAWindow() throws {
        let controller = FavouritesViewController()
        _ = controller.view
        #expect(controller.configured.isEmpty)
        #expect(controller.collectionView.visibleCells.isEmpty)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 3)
        let (_, reports) = OpenCollectionViewDiagnostics.collect {
            let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
            host.layout()
        }
        #expect(reports.isEmpty, "\(reports.map(\.message))")
        #expect(controller.configured == ["A", "B", "C"])
        #expect(controller.displayed.count == 3)
        let cell = controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(text(of: cell) == "B ★")
    }

    /// The same for a table view and its diffable data source.
    @Test func aTableAppliedBeforeItIsInAWindowMakesItsCellsAtTheFirstLayout() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        @MainActor final class Model {
            var configured: [String] = []
            var favourites: Set<String> = []
        }
        let model = Model()
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = model.favourites.contains(item) ? "\(item) ★" : item
            cell.contentConfiguration = content
            model.configured.append(item)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C"])
        dataSource.apply(snapshot, animatingDifferences: false)
        model.favourites.insert("B")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        #expect(model.configured.isEmpty)
        #expect(table.visibleCells.isEmpty)
        let host = hostedInWindow(table, size: CGSize(width: 390, height: 844))
        host.layout()
        #expect(model.configured == ["A", "B", "C"])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "B ★")
    }
}
