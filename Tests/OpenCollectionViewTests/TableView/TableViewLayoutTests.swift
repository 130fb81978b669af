// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Row and header frames per table style. Expected values are UIKit's on iOS 17 at the default content size, the
/// same metrics the list layout is tested against: default one-line rows 44 points tall (`rowHeight` defaults to
/// `UITableView.automaticDimension`), plain and grouped rows as wide as the table, inset-grouped sections inset by
/// the layout margin (16 points on a 390-point phone, 20 on a 430-point one) with 10-point corners.
@MainActor
struct TableViewLayoutTests {
    @Test func plainRowsAreFullWidthAndFortyFourPointsTall() {
        let client = TableClient(style: .plain)
        #expect(client.tableView.rowHeight == UITableView.automaticDimension)
        for row in 0..<3 {
            #expect(client.frame(row) == CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
        }
        #expect(client.tableView.contentSize.height == 132)
        #expect(client.tableView.backgroundColor == .systemBackground)
    }

    @Test func groupedRowsAreFullWidthBelowTheSectionSpacing() {
        let client = TableClient(style: .grouped, sections: [["A", "B"], ["C"]])
        let first = client.frame(0)
        #expect(first.minX == 0 && first.width == 390 && first.height == 44)
        // UIKit: 35 points above a grouped section without a header.
        #expect(first.minY == 35)
        #expect(client.frame(1).minY == first.maxY)
        #expect(client.frame(0, 1).minY == client.frame(1).maxY + 35)
        #expect(client.tableView.backgroundColor == .systemGroupedBackground)
    }

    @Test(arguments: [(CGFloat(390), CGFloat(16)), (CGFloat(430), CGFloat(20))])
    func insetGroupedRowsAreInsetByTheLayoutMargin(width: CGFloat, margin: CGFloat) throws {
        let client = TableClient(style: .insetGrouped, size: CGSize(width: width, height: 844))
        for row in 0..<3 {
            let frame = client.frame(row)
            #expect(frame.minX == margin)
            #expect(frame.width == width - 2 * margin)
            #expect(frame.height == 44)
        }
        let first = try #require(client.tableView.cellForRow(at: client.indexPath(0)))
        #expect(first.layer.cornerRadius == 10)
    }

    @Test func aFixedRowHeightAppliesToEveryRow() {
        let client = TableClient(style: .plain)
        client.tableView.rowHeight = 60
        client.settle()
        for row in 0..<3 {
            #expect(client.frame(row) == CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60))
        }
    }

    @Test func headerTitlesShowAboveTheirSections() throws {
        let client = TableClient(style: .plain, sections: [["A", "B"], ["C"]], titles: ["First", "Second"])
        let header = client.tableView.rectForHeader(inSection: 1)
        #expect(header.width == 390)
        #expect(header.height > 0)
        #expect(client.frame(0, 1).minY == header.maxY)
        let view = try #require(client.tableView.headerView(forSection: 0))
        #expect(view.textLabel?.text == "First")
        let content = try #require(view.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "First")
    }

    @Test func cellStylesShowTheirLabelsThroughListContent() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "Wi-Fi")
        #expect(content.secondaryText == "Home")
        #expect(content.prefersSideBySideTextAndSecondaryText)
        // UIKit: a default-style cell has no detail label.
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func rowsWithWrappingTextSizeThemselves() {
        let long = String(repeating: "A long title that wraps over several lines. ", count: 4)
        let client = TableClient(style: .plain, sections: [["A", long, "C"]])
        client.configureCell = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        client.tableView.reloadData()
        client.settle()
        #expect(client.frame(0).height == 44)
        #expect(client.frame(1).minY == 44)
        #expect(client.frame(1).height > 88)
        #expect(client.frame(2).minY == client.frame(1).maxY)
    }

    @Test func accessoryTypesBecomeListAccessories() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator])
        cell.accessoryType = .detailDisclosureButton
        #expect(cell.accessories.map(\.accessoryType) == [.detail, .disclosureIndicator])
        cell.accessoryType = .checkmark
        #expect(cell.accessories.map(\.accessoryType) == [.checkmark])
        cell.accessoryType = .none
        #expect(cell.accessories.isEmpty)
    }

    @Test func scrollingMovesTheTablesBoundsWithItsContentOffset() {
        let client = TableClient(
            style: .plain, sections: [(0..<60).map { "Row \($0)" }], size: CGSize(width: 390, height: 400))
        client.host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.3, hold: 0.2)
        client.host.advance(by: 1)
        let offset = client.tableView.contentOffset.y
        #expect(offset > 100)
        #expect(client.tableView.bounds.minY == offset)
        // The row under a point of the table's coordinates (content coordinates, as in UIKit).
        #expect(
            client.tableView.indexPathForRow(at: CGPoint(x: 10, y: offset + 1))
                == IndexPath(row: Int(offset / 44), section: 0))
    }
}
