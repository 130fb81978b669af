// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Dequeuing and reusing cells, as UIKit documents for `dequeueReusableCell(withIdentifier:for:)` (always a cell of
/// the registered class, reused once one has left the screen) and `dequeueReusableCell(withIdentifier:)` (`nil` when
/// nothing is queued and no class is registered, so the caller makes one with `init(style:reuseIdentifier:)`).
@MainActor
struct TableViewReuseTests {
    /// A cell class that counts how many were made.
    final class CountingCell: UITableViewCell {
        nonisolated(unsafe) static var made = 0
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            CountingCell.made += 1
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func registeredSubclassesAreMadeThroughInitStyleAndReusedWhileScrolling() throws {
        CountingCell.made = 0
        // 420 points show rows 0 to 9, the last one in part.
        let client = TableClient(
            style: .plain, sections: [(0..<200).map { "Row \($0)" }], size: CGSize(width: 390, height: 420),
            cellClass: CountingCell.self)
        let visible = client.tableView.visibleCells.count
        #expect(visible == 10)
        let cell = try #require(client.tableView.cellForRow(at: client.indexPath(0)))
        #expect(cell is CountingCell)
        #expect(cell.reuseIdentifier == "row")
        // The subclass's `init(style:reuseIdentifier:)` ran (it asks for the subtitle style).
        #expect(cell.detailTextLabel != nil)
        for step in 1...20 {
            client.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 200)
            client.settle()
        }
        #expect(client.tableView.indexPathsForVisibleRows?.first == client.indexPath(90))
        #expect(CountingCell.made <= visible + 2)
    }

    @Test func dequeueWithoutIndexPathAnswersNilForAnUnknownIdentifier() {
        let client = TableClient(style: .plain)
        #expect(client.tableView.dequeueReusableCell(withIdentifier: "unknown") == nil)
        #expect(client.tableView.dequeueReusableCell(withIdentifier: "row") != nil)
    }

    @Test func cellsMadeByTheDataSourceAreShownAndDequeuedAgain() throws {
        /// The classic pattern: dequeue, or make a cell when none is queued.
        final class ClassicSource: NSObject, UITableViewDataSource {
            var made = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "classic")
                    ?? {
                        made += 1
                        return UITableViewCell(style: .value1, reuseIdentifier: "classic")
                    }()
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.detailTextLabel?.text = "\(indexPath.row * 2)"
                return cell
            }
        }
        let source = ClassicSource()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 420), style: .plain)
        let host = hostedInWindow(tableView, size: CGSize(width: 390, height: 420))
        tableView.dataSource = source
        host.layout()
        #expect(source.made == 10)
        tableView.contentOffset = CGPoint(x: 0, y: 880)
        host.layout()
        #expect(source.made <= 12)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 25, section: 0)))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Row 25")
        #expect(content.secondaryText == "50")
    }
}
