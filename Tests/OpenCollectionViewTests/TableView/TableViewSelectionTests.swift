// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Selecting rows by tapping them. The delegate order is UIKit's documented one: `tableView(_:willSelectRowAt:)`,
/// then, in single selection, `willDeselectRowAt` and `didDeselectRowAt` for the row selected before, then
/// `didSelectRowAt` (Apple's "Managing selections" order: willSelect, willDeselect, didDeselect, didSelect);
/// `willSelectRowAt` may redirect the selection to another row or prevent it by returning `nil`.
@MainActor
struct TableViewSelectionTests {
    @Test func aTapAsksWillSelectThenSelectsTheRow() {
        let client = TableClient(style: .plain)
        client.host.tap(at: client.point(1))
        #expect(client.log == ["willSelect B", "didSelect B"])
        #expect(client.tableView.indexPathForSelectedRow == client.indexPath(1))
        #expect(client.tableView.cellForRow(at: client.indexPath(1))?.isSelected == true)
    }

    @Test func selectingAnotherRowDeselectsTheFirstBetweenWillAndDid() {
        let client = TableClient(style: .plain)
        client.host.tap(at: client.point(0))
        client.log.removeAll()
        client.host.tap(at: client.point(2))
        #expect(client.log == ["willSelect C", "willDeselect A", "didDeselect A", "didSelect C"])
        #expect(client.tableView.indexPathsForSelectedRows == [client.indexPath(2)])
    }

    /// UIKit's `tableView(_:willDeselectRowAt:)`: "Return nil if you don't want the row deselected."
    @Test func willDeselectReturningNilKeepsThePreviousRowSelected() {
        let client = TableClient(style: .plain)
        client.host.tap(at: client.point(0))
        client.willDeselect["A"] = .some(nil)
        client.log.removeAll()
        client.host.tap(at: client.point(2))
        #expect(client.log == ["willSelect C", "willDeselect A", "didSelect C"])
        #expect(client.tableView.indexPathsForSelectedRows?.contains(client.indexPath(0)) == true)
        #expect(client.tableView.cellForRow(at: client.indexPath(0))?.isSelected == true)
        #expect(client.tableView.cellForRow(at: client.indexPath(2))?.isSelected == true)
    }

    @Test func multipleSelectionDoesNotAskToDeselectOtherRows() {
        let client = TableClient(style: .plain)
        client.tableView.allowsMultipleSelection = true
        client.host.tap(at: client.point(0))
        client.log.removeAll()
        client.host.tap(at: client.point(2))
        #expect(client.log == ["willSelect C", "didSelect C"])
        #expect(client.tableView.indexPathsForSelectedRows == [client.indexPath(0), client.indexPath(2)])
    }

    @Test func willSelectReturningNilPreventsTheSelection() {
        let client = TableClient(style: .plain)
        client.willSelect["B"] = .some(nil)
        client.host.tap(at: client.point(1))
        #expect(client.log == ["willSelect B"])
        #expect(client.tableView.indexPathForSelectedRow == nil)
    }

    @Test func willSelectCanRedirectTheSelection() {
        let client = TableClient(style: .plain)
        client.willSelect["B"] = client.indexPath(2)
        client.host.tap(at: client.point(1))
        #expect(client.log == ["willSelect B", "didSelect C"])
        #expect(client.tableView.indexPathForSelectedRow == client.indexPath(2))
    }

    @Test func selectingFromCodeCallsNoDelegateMethods() {
        let client = TableClient(style: .plain)
        client.tableView.selectRow(at: client.indexPath(0), animated: false, scrollPosition: .none)
        #expect(client.tableView.indexPathForSelectedRow == client.indexPath(0))
        client.tableView.deselectRow(at: client.indexPath(0), animated: false)
        #expect(client.tableView.indexPathForSelectedRow == nil)
        #expect(client.log.isEmpty)
    }

    @Test func aCellWithoutSelectionStyleDoesNotLookSelected() throws {
        let client = TableClient(style: .plain)
        client.configureCell = { cell, _ in cell.selectionStyle = .none }
        client.tableView.reloadData()
        client.settle()
        client.host.tap(at: client.point(0))
        let cell = try #require(client.tableView.cellForRow(at: client.indexPath(0)))
        #expect(cell.isSelected)
        #expect(!cell.configurationState.isSelected)
    }
}
