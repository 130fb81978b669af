// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `tableHeaderView` and `tableFooterView`. Apple's documentation: the table "respects only the height of your
/// view's frame rectangle; it adjusts the width of your header view automatically to match the table view's
/// width"; the header is shown above the first section and the footer below the last, and both scroll with the
/// rows.
@MainActor
struct TableViewHeaderFooterViewTests {
    private func view(height: CGFloat) -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 120, height: height)) }

    @Test func theHeaderViewSitsAboveTheFirstRowAtTheTablesWidthAndItsOwnHeight() {
        let client = TableClient(style: .plain)
        let firstRowTop = client.frame(0).minY
        let header = view(height: 100)
        client.tableView.tableHeaderView = header
        client.settle()
        #expect(header.isDescendant(of: client.tableView))
        #expect(header.convert(header.bounds, to: client.tableView) == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(client.frame(0).minY == firstRowTop + 100)
    }

    @Test func theFooterViewSitsBelowTheLastRowAndAddsToTheContentSize() {
        let client = TableClient(style: .plain)
        let contentHeight = client.tableView.contentSize.height
        let lastRowBottom = client.frame(2).maxY
        let footer = view(height: 60)
        client.tableView.tableFooterView = footer
        client.settle()
        #expect(
            footer.convert(footer.bounds, to: client.tableView)
                == CGRect(x: 0, y: lastRowBottom, width: 390, height: 60))
        #expect(client.tableView.contentSize.height == contentHeight + 60)
    }

    @Test func theHeaderViewScrollsWithTheRows() {
        let client = TableClient(style: .plain, sections: [(0..<40).map { "Row \($0)" }])
        let header = view(height: 100)
        client.tableView.tableHeaderView = header
        client.settle()
        client.tableView.contentOffset = CGPoint(x: 0, y: 30 - client.tableView.adjustedContentInset.top)
        client.settle()
        let inWindow = header.convert(header.bounds, to: nil)
        let tableInWindow = client.tableView.convert(client.tableView.bounds, to: nil)
        #expect(inWindow.minY == tableInWindow.minY + client.tableView.adjustedContentInset.top - 30)
    }

    @Test func settingAnotherHeaderViewReplacesTheFirstAndRelaysOut() {
        let client = TableClient(style: .grouped)
        let first = view(height: 100)
        client.tableView.tableHeaderView = first
        client.settle()
        let rowTopWithFirst = client.frame(0).minY
        let second = view(height: 40)
        client.tableView.tableHeaderView = second
        client.settle()
        #expect(!first.isDescendant(of: client.tableView))
        #expect(second.isDescendant(of: client.tableView))
        #expect(client.frame(0).minY == rowTopWithFirst - 60)
        client.tableView.tableHeaderView = nil
        client.settle()
        #expect(!second.isDescendant(of: client.tableView))
        #expect(client.frame(0).minY == rowTopWithFirst - 100)
    }

    /// Apple's documented idiom for resizing a header view: change its frame, then assign it again.
    @Test func assigningTheSameHeaderAgainTakesItsNewHeight() {
        let client = TableClient(style: .plain)
        let firstRowTop = client.frame(0).minY
        let header = view(height: 100)
        client.tableView.tableHeaderView = header
        client.settle()
        header.frame.size.height = 150
        client.tableView.tableHeaderView = header
        client.settle()
        #expect(header.isDescendant(of: client.tableView))
        #expect(header.bounds.height == 150)
        #expect(client.frame(0).minY == firstRowTop + 150)
    }

    /// The filler separator lines of a plain table, in the table's coordinates.
    private func fillerLines(_ client: TableClient) -> [CGRect] {
        guard let filler = client.tableView.subviews.first, !(filler is UICollectionView), !filler.isHidden else {
            return []
        }
        return filler.subviews.map { $0.convert($0.bounds, to: client.tableView) }
    }

    /// Observed in UIKit: a plain table without a footer view draws separators below its last row, a row height
    /// apart, to the bottom of the table, as if empty rows followed.
    @Test func aPlainTableDrawsSeparatorsBelowItsLastRow() throws {
        let client = TableClient(style: .plain)
        let lines = fillerLines(client)
        let lastRow = client.frame(2)
        let first = try #require(lines.first)
        #expect(abs(first.maxY - lastRow.maxY) < 0.01)
        #expect(first.maxX == 390)
        let rowSeparator = try #require(client.tableView.cellForRow(at: client.indexPath(0))).separatorLayoutGuide
        #expect(first.minX == rowSeparator.layoutFrame.minX)
        #expect(first.minX > 0)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { abs($1.minY - $0.minY - lastRow.height) < 0.01 })
        #expect(try #require(lines.last).minY < client.tableView.bounds.maxY)
        #expect(try #require(lines.last).minY + lastRow.height >= client.tableView.bounds.maxY)
    }

    /// The UIKit idiom `tableView.tableFooterView = UIView()` hides the separators below the last row.
    @Test func anEmptyFooterViewEndsTheSeparatorsBelowTheLastRow() {
        let client = TableClient(style: .plain)
        #expect(!fillerLines(client).isEmpty)
        client.tableView.tableFooterView = UIView()
        client.settle()
        #expect(fillerLines(client).isEmpty)
    }

    @Test func groupedTablesDrawNoSeparatorsBelowTheirRows() {
        let client = TableClient(style: .grouped)
        #expect(fillerLines(client).isEmpty)
    }

    /// The UIKit idiom `tableView.tableFooterView = UIView()`: a zero-height footer changes no row.
    @Test func anEmptyFooterViewTakesNoSpace() {
        let client = TableClient(style: .plain)
        let contentHeight = client.tableView.contentSize.height
        client.tableView.tableFooterView = UIView()
        client.settle()
        #expect(client.tableView.contentSize.height == contentHeight)
        #expect(client.frame(2).maxY == contentHeight)
    }
}
