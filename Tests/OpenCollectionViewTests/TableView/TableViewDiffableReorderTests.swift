// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Reordering rows through a diffable table data source (issue 34 item 3). Apple's "Updating Collection Views Using
/// Diffable Data Sources" sample (TableViewEditingViewController) and the common pattern in apps: a
/// `UITableViewDiffableDataSource` subclass answers `canMoveRowAt` and, in `tableView(_:moveRowAt:to:)`, applies a
/// snapshot with the item moved. On iOS the rows then stand in the snapshot's order: the table's own move and the
/// snapshot describe the same change, so it happens once.
@MainActor
struct TableViewDiffableReorderTests {
    /// Moves rows by applying a snapshot, and counts the reorder probe's calls per row.
    final class MovingDataSource: UITableViewDiffableDataSource<Int, String> {
        var canMoveCalls: [String: Int] = [:]
        var moves: [String] = []

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            if let item = itemIdentifier(for: indexPath) { canMoveCalls[item, default: 0] += 1 }
            return true
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            guard sourceIndexPath != destinationIndexPath, let item = itemIdentifier(for: sourceIndexPath),
                let target = itemIdentifier(for: destinationIndexPath)
            else { return }
            moves.append("\(item) → \(target)")
            var snapshot = snapshot()
            snapshot.deleteItems([item])
            if destinationIndexPath.row > sourceIndexPath.row {
                snapshot.insertItems([item], afterItem: target)
            } else {
                snapshot.insertItems([item], beforeItem: target)
            }
            apply(snapshot, animatingDifferences: false)
        }
    }

    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden, view.alpha > 0 { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    func texts(_ tableView: UITableView) -> [String?] {
        (0..<tableView.numberOfRows(inSection: 0)).map {
            (tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.contentConfiguration
                as? UIListContentConfiguration)?
                .text
        }
    }

    func makeTable() -> (UITableView, MovingDataSource, HeadlessHost) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        let host = hostedInWindow(tableView, size: CGSize(width: 390, height: 844))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = MovingDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D"])
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.setEditing(true, animated: false)
        for _ in 0..<3 { host.layout() }
        return (tableView, dataSource, host)
    }

    @Test func aMoveAppliedAsASnapshotLeavesTheRowsInTheSnapshotsOrder() throws {
        let (tableView, dataSource, host) = makeTable()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let grabber = try #require(find("accessory-reorder", in: cell))
        let frame = grabber.convert(grabber.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.midY)
        // Rows are 44 points (UIKit's default row height): 100 points down puts A on C's place.
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        for _ in 0..<3 { host.layout() }
        #expect(dataSource.moves == ["A → C"])
        #expect(dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
        // On screen as in the model, not C A B D (the move applied twice).
        #expect(texts(tableView) == ["B", "C", "A", "D"])
        let rows = (0..<4).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.frame.minY }
        #expect(rows == [0, 44, 88, 132])
    }

    @Test func theReorderProbeAsksEachRowOnceInAPass() {
        let (tableView, dataSource, host) = makeTable()
        dataSource.canMoveCalls = [:]
        tableView.reloadData()
        host.layout()
        // Each visible row's reorder control is decided once when its cell is configured.
        #expect(dataSource.canMoveCalls == ["A": 1, "B": 1, "C": 1, "D": 1])
    }
}
