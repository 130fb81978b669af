import OpenCollectionView
import Testing

/// A table view answers for its rows right after `reloadData()`, before any layout pass: on iOS
/// `cellForRow(at:)` brings the visible cells up to date when asked (TableKit's suite, run by its CI on iOS
/// simulators, reloads a laid-out table in no window and reads the reloaded cell at once). A collection view, by
/// contrast, waits for its layout pass (`cellForItem(at:)` is nil until then).
@MainActor
struct TableViewCellsAfterReloadTests {
    private final class Rows: NSObject, UITableViewDataSource {
        var titles: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
    }

    private func laidOutTable(_ rows: Rows) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = rows
        tableView.layoutIfNeeded()
        return tableView
    }

    @Test func cellForRowRightAfterReloadDataIsTheReloadedCell() {
        let rows = Rows()
        let tableView = laidOutTable(rows)
        rows.titles = ["row 0", "row 1", "row 2"]
        tableView.reloadData()
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "row 2")
        rows.titles = ["first", "second"]
        tableView.reloadData()
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "first")
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
    }

    @Test func visibleRowsAndHeadersRightAfterReloadData() {
        let rows = Rows()
        let tableView = laidOutTable(rows)
        rows.titles = ["a", "b"]
        tableView.reloadData()
        #expect(tableView.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(tableView.visibleCells.compactMap { $0.textLabel?.text } == ["a", "b"])
        #expect(tableView.headerView(forSection: 0) != nil)
    }
}
