import OpenCollectionView
import Testing

/// A table view's rows take focus as a collection view's items do (`UITableView.allowsFocus`), and its delegate
/// hears about focus and keyboard selection in table terms (`UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)`,
/// `tableView(_:didSelectRowAt:)`).
@MainActor
struct TableViewFocusTests {
    final class Rows: UITableViewController {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.allowsFocus = true
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }

        override func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            log.append("focus \(context.nextFocusedIndexPath.map { String($0.row) } ?? "-")")
        }
    }

    @Test func arrowKeysMoveAlongTheRowsAndReturnSelects() throws {
        let controller = Rows(style: .plain)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        host.pressKey(.return)
        #expect(controller.log == ["focus 0", "focus 1", "didSelect 1"])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isFocused)
    }

    @Test func rowsTakeNoFocusUnlessAllowed() {
        let controller = Rows(style: .plain)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        controller.tableView.allowsFocus = false
        host.pressKey(.downArrow)
        #expect(controller.log.isEmpty)
    }
}
