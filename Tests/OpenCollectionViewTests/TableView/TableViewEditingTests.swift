// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Editing rows. UIKit's documented behaviour: in editing mode rows whose editing style is `.delete` show a delete
/// control and rows the data source can move show a reorder control; deleting calls
/// `tableView(_:commit:forRowAt:)`, moving calls `tableView(_:moveRowAt:to:)`; swiping a row whose delegate gives no
/// trailing actions reveals the standard Delete action when the data source commits edits; changes between
/// `beginUpdates()` and `endUpdates()` apply as one update.
@MainActor
struct TableViewEditingTests {
    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden, view.alpha > 0 { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    func center(_ view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func editingShowsDeleteAndReorderControls() throws {
        let client = TableClient(style: .insetGrouped)
        let cell = try #require(client.tableView.cellForRow(at: client.indexPath(0)))
        #expect(find("accessory-delete", in: cell) == nil)
        client.tableView.setEditing(true, animated: false)
        client.settle()
        #expect(client.tableView.isEditing)
        #expect(find("accessory-delete", in: cell) != nil)
        #expect(find("accessory-reorder", in: cell) != nil)
    }

    @Test func theDeleteControlCommitsTheDeletion() throws {
        let client = TableClient(style: .plain)
        client.tableView.setEditing(true, animated: false)
        client.settle()
        let cell = try #require(client.tableView.cellForRow(at: client.indexPath(1)))
        let control = try #require(find("accessory-delete", in: cell))
        client.host.tap(at: center(control))
        client.host.advance(by: 1)
        #expect(client.log == ["commit delete B"])
        #expect(client.tableView.numberOfRows(inSection: 0) == 2)
        #expect(client.frame(1) == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(
            client.tableView.cellForRow(at: client.indexPath(1))?.contentConfiguration.map {
                ($0 as? UIListContentConfiguration)?.text
            } == "C")
    }

    @Test func draggingAReorderControlMovesTheRow() throws {
        let client = TableClient(style: .plain, sections: [["A", "B", "C", "D"]])
        client.tableView.setEditing(true, animated: false)
        client.settle()
        let cell = try #require(client.tableView.cellForRow(at: client.indexPath(0)))
        let grabber = try #require(find("accessory-reorder", in: cell))
        let start = center(grabber)
        client.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), duration: 0.5, hold: 0.2)
        client.host.advance(by: 1)
        #expect(client.log == ["move A"])
        #expect(client.sections == [["B", "C", "A", "D"]])
    }

    @Test func moveRowMovesTheRowsView() throws {
        let client = TableClient(style: .plain)
        let cell = try #require(client.tableView.cellForRow(at: client.indexPath(0)))
        client.sections = [["B", "C", "A"]]
        client.tableView.moveRow(at: client.indexPath(0), to: client.indexPath(2))
        client.host.advance(by: 1)
        client.settle()
        #expect(client.tableView.indexPath(for: cell) == client.indexPath(2))
        #expect(cell.frame.minY == 88)
    }

    @Test func beginAndEndUpdatesApplyTheChangesTogether() {
        let client = TableClient(style: .plain)
        client.sections = [["Z", "A", "C", "D"]]
        client.tableView.beginUpdates()
        client.tableView.insertRows(at: [client.indexPath(0)], with: .automatic)
        client.tableView.deleteRows(at: [client.indexPath(1)], with: .fade)
        client.tableView.insertRows(at: [client.indexPath(3)], with: .automatic)
        client.tableView.endUpdates()
        client.host.advance(by: 1)
        client.settle()
        #expect(client.tableView.numberOfRows(inSection: 0) == 4)
        let texts = (0..<4).map {
            (client.tableView.cellForRow(at: client.indexPath($0))?.contentConfiguration as? UIListContentConfiguration)?
                .text
        }
        #expect(texts == ["Z", "A", "C", "D"])
    }

    @Test func performBatchUpdatesInsertsSections() {
        let client = TableClient(style: .grouped)
        var finished = false
        client.tableView.performBatchUpdates {
            client.sections.append(["X", "Y"])
            client.tableView.insertSections(IndexSet(integer: 1), with: .automatic)
        } completion: {
            finished = $0
        }
        client.host.advance(by: 1)
        client.settle()
        #expect(finished)
        #expect(client.tableView.numberOfSections == 2)
        #expect(client.frame(0, 1).minY == client.frame(2).maxY + 35)
    }

    @Test func swipingARowRevealsTheStandardDeleteAction() throws {
        let client = TableClient(style: .plain)
        let y = client.point(1).y
        client.host.drag(from: CGPoint(x: 370, y: y), to: CGPoint(x: 250, y: y), duration: 0.5, hold: 0.2)
        client.host.advance(by: 1)
        let delete = try #require(find("swipe-action-Delete", in: client.tableView))
        let frame = delete.convert(delete.bounds, to: nil)
        // UIKit: the action sits at the trailing edge of the swiped row.
        #expect(frame.maxX == 390)
        #expect(frame.minY == 44 && frame.height == 44)
        client.host.tap(at: center(delete))
        client.host.advance(by: 1)
        #expect(client.log == ["commit delete B"])
        #expect(client.sections == [["A", "C"]])
    }

    @Test func theDelegatesTrailingActionsReplaceTheStandardOnes() throws {
        let client = TableClient(style: .plain)
        var flagged: [Int] = []
        client.trailingActions = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                    flagged.append(indexPath.row)
                    completion(true)
                }
            ])
        }
        let y = client.point(2).y
        client.host.drag(from: CGPoint(x: 370, y: y), to: CGPoint(x: 250, y: y), duration: 0.5, hold: 0.2)
        client.host.advance(by: 1)
        #expect(find("swipe-action-Delete", in: client.tableView) == nil)
        let flag = try #require(find("swipe-action-Flag", in: client.tableView))
        client.host.tap(at: center(flag))
        client.host.advance(by: 1)
        #expect(flagged == [2])
    }
}
