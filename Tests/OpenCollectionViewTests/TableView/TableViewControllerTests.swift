// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UITableViewController`, as Apple documents it: its view is a table view of the style it was created with,
/// whose data source and delegate are the controller; `clearsSelectionOnViewWillAppear` (default `true`) clears
/// the selection when the view is about to appear; `setEditing(_:animated:)` puts the table in editing mode.
@MainActor
struct TableViewControllerTests {
    private final class FruitController: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        var selected: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(fruits[indexPath.row])
        }
    }

    @Test func theViewIsATableViewOfTheStyleWithTheControllerAsDataSourceAndDelegate() {
        let controller = UITableViewController(style: .insetGrouped)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }

    @Test func settingAnotherTableViewMakesItTheView() {
        let controller = UITableViewController(style: .plain)
        _ = controller.view
        let replacement = UITableView(frame: .zero, style: .grouped)
        controller.tableView = replacement
        #expect(controller.view === replacement)
        #expect(replacement.dataSource === controller)
        #expect(replacement.delegate === controller)
    }

    @Test func aSubclassSuppliesTheRowsAndReceivesSelections() throws {
        let controller = FruitController(style: .plain)
        let host = HeadlessHost(rootViewController: controller)
        for _ in 0..<3 { host.layout() }
        let tableView = try #require(controller.tableView)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        let rect = tableView.convert(tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        host.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        #expect(controller.selected == ["Banana"])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsAgain() throws {
        let controller = FruitController(style: .plain)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let tableView = try #require(controller.tableView)
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(tableView.indexPathForSelectedRow == nil)
    }

    @Test func theSelectionStaysWhenClearingIsOff() throws {
        let controller = FruitController(style: .plain)
        controller.clearsSelectionOnViewWillAppear = false
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        let tableView = try #require(controller.tableView)
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func editingIsForwardedToTheTableView() {
        let controller = FruitController(style: .plain)
        let host = HeadlessHost(rootViewController: controller)
        host.layout()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }
}
