// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UITableViewDiffableDataSource`, as UIKit documents it: it becomes the table's data source, applying a snapshot
/// shows its sections and items (cells from the cell provider), a later snapshot animates the differences, and a
/// subclass gives section titles.
@MainActor
struct TableViewDiffableDataSourceTests {
    final class TitledDataSource: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    func text(_ tableView: UITableView, _ row: Int, _ section: Int = 0) -> String? {
        (tableView.cellForRow(at: IndexPath(row: row, section: section))?.contentConfiguration
            as? UIListContentConfiguration)?.text
    }

    @Test func applyingSnapshotsShowsAndUpdatesTheRows() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let host = hostedInWindow(tableView, size: CGSize(width: 390, height: 844))
        var provided: [String] = []
        let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, item in
            provided.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        #expect(tableView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruit", "Vegetables"])
        snapshot.appendItems(["Apple", "Banana"], toSection: "Fruit")
        snapshot.appendItems(["Carrot"], toSection: "Vegetables")
        dataSource.apply(snapshot, animatingDifferences: false)
        for _ in 0..<3 { host.layout() }
        #expect(tableView.numberOfSections == 2)
        #expect(text(tableView, 1) == "Banana")
        #expect(text(tableView, 0, 1) == "Carrot")
        #expect(Set(provided) == ["Apple", "Banana", "Carrot"])
        let header = try #require(tableView.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Vegetables")
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minX == 16)

        let banana = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        snapshot.deleteItems(["Apple"])
        snapshot.appendItems(["Cherry"], toSection: "Fruit")
        dataSource.apply(snapshot)
        host.advance(by: 1)
        for _ in 0..<3 { host.layout() }
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        // The cell of a row that stays is kept and moves with it.
        #expect(tableView.indexPath(for: banana) == IndexPath(row: 0, section: 0))
        #expect(text(tableView, 1) == "Cherry")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Cherry")
        #expect(dataSource.indexPath(for: "Carrot") == IndexPath(row: 0, section: 1))
    }
}
