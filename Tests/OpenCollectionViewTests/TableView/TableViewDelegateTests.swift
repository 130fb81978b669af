// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// The delegate's views, heights and display calls, as UIKit documents them: `viewForHeaderInSection` replaces the
/// standard header and `heightForHeaderInSection` fixes its height; `heightForRowAt` overrides `rowHeight` per row;
/// `willDisplay` comes for each row before it shows; scrolling reports `scrollViewDidScroll` with the table view
/// itself as the scroll view.
@MainActor
struct TableViewDelegateTests {
    final class Client: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var scrolledViews: [ObjectIdentifier] = []

        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 1 ? 80 : UITableView.automaticDimension
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 50 }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            log.append("header \(section)")
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            log.append("row \(indexPath.section).\(indexPath.row)")
        }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolledViews.append(ObjectIdentifier(scrollView)) }
    }

    func setUp() -> (Client, UITableView, HeadlessHost) {
        let client = Client()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let host = hostedInWindow(tableView, size: CGSize(width: 390, height: 300))
        tableView.dataSource = client
        tableView.delegate = client
        for _ in 0..<3 { host.layout() }
        return (client, tableView, host)
    }

    @Test func delegateHeadersAndHeightsPlaceTheRows() throws {
        let (client, tableView, _) = setUp()
        let header = tableView.rectForHeader(inSection: 0)
        #expect(header == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 390, height: 44))
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 94, width: 390, height: 80))
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 174)
        #expect(tableView.contentOffset == .zero)
        let view = try #require(tableView.headerView(forSection: 0))
        #expect(view.textLabel?.text == "Section 0")
        #expect(client.log.first == "header 0")
    }

    @Test func willDisplayComesForEachRowShown() {
        let (client, tableView, _) = setUp()
        let announced = client.log.filter { $0.hasPrefix("row") }
        // 300 points: the 50-point header, rows 0 (44) and 1 (80), then 44-point rows, the last from y = 262.
        #expect(tableView.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
        #expect(Array(announced.prefix(5)) == ["row 0.0", "row 0.1", "row 0.2", "row 0.3", "row 0.4"])
    }

    @Test func scrollingReportsTheTableViewAsTheScrollView() {
        let (client, tableView, host) = setUp()
        host.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 100), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(tableView.contentOffset.y > 100)
        #expect(!client.scrolledViews.isEmpty)
        #expect(client.scrolledViews.allSatisfy { $0 == ObjectIdentifier(tableView) })
    }

    @Test func wheelScrollingMovesTheTable() {
        let (client, tableView, host) = setUp()
        host.wheel(at: CGPoint(x: 200, y: 150), delta: CGPoint(x: 0, y: 120))
        host.advance(by: 1)
        #expect(tableView.contentOffset.y == 120)
        #expect(tableView.bounds.minY == 120)
        #expect(client.scrolledViews.last == ObjectIdentifier(tableView))
    }
}
