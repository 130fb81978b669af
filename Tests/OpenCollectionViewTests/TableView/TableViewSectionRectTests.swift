// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// `UITableView.rect(forSection:)`. Apple's documentation: "the drawing area for a specified section" — its header,
/// rows and footer, in the table's coordinates. Observed in UIKit (iOS 17): section rects are as wide as the table
/// in every style (inset-grouped rows are inset inside them), they tile the content from the end of the table
/// header view down with no gaps, a grouped section's rect includes the spacing above its rows, and rows are 44
/// points tall by default (the metrics `TableViewLayoutTests` checks).
@MainActor
struct TableViewSectionRectTests {
    @Test func plainSectionsAreTheirRowsFullWidth() {
        let client = TableClient(style: .plain, sections: [["A", "B"], ["C"]])
        #expect(client.tableView.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 88))
        #expect(client.tableView.rect(forSection: 1) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(client.tableView.rect(forSection: 2) == .zero)
    }

    @Test func aSectionsRectHoldsItsHeaderAndRows() {
        let client = TableClient(style: .plain, sections: [["A", "B"], ["C"]], titles: ["First", "Second"])
        let table = client.tableView
        let first = table.rect(forSection: 0)
        let second = table.rect(forSection: 1)
        #expect(first.minY == 0)
        #expect(second.minY == first.maxY)
        #expect(second.minY == table.rectForHeader(inSection: 1).minY)
        #expect(second.maxY == client.frame(0, 1).maxY)
        #expect(first.contains(client.frame(1, 0)))
        #expect(second.width == 390)
    }

    @Test func groupedSectionsIncludeTheSpacingAboveTheirRows() {
        let client = TableClient(style: .grouped, sections: [["A", "B"], ["C"]])
        let table = client.tableView
        let first = table.rect(forSection: 0)
        let second = table.rect(forSection: 1)
        #expect(first.minY == 0 && first.width == 390)
        #expect(client.frame(0).minY - first.minY == 35)
        #expect(first.contains(client.frame(1)))
        #expect(second.minY == first.maxY)
        #expect(client.frame(0, 1).minY - second.minY == 35)
        #expect(second.maxY <= table.contentSize.height)
    }

    @Test func insetGroupedSectionsAreFullWidthAroundInsetRows() {
        let client = TableClient(style: .insetGrouped, sections: [["A", "B"]])
        let rect = client.tableView.rect(forSection: 0)
        #expect(rect.minX == 0 && rect.width == 390)
        #expect(client.frame(0).minX == 16)
        #expect(rect.contains(client.frame(0)) && rect.contains(client.frame(1)))
    }

    @Test func sectionsStartBelowTheTableHeaderView() {
        let client = TableClient(style: .plain, sections: [["A"], ["B", "C"]])
        client.tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        client.settle()
        #expect(client.tableView.rect(forSection: 0) == CGRect(x: 0, y: 60, width: 390, height: 44))
        #expect(client.tableView.rect(forSection: 1) == CGRect(x: 0, y: 104, width: 390, height: 88))
    }
}
