// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// The section index. Apple's documentation: the titles from `sectionIndexTitles(for:)` appear along the right
/// edge of the table; touching one asks `tableView(_:sectionForSectionIndexTitle:at:)` for its section (by
/// default the title's position) and scrolls that section to the top; `sectionIndexColor` colours the titles.
/// Observed on iOS: a strip about 15 points wide, its titles centred vertically in the visible area.
@MainActor
struct TableViewSectionIndexTests {
    private static let letters = ["A", "B", "C", "D", "E", "F"]

    private func makeClient(titles: [String]? = letters) -> TableClient {
        let client = TableClient(
            style: .plain, sections: Self.letters.map { letter in (0..<12).map { "\(letter)\($0)" } },
            titles: Self.letters)
        client.indexTitles = titles
        client.tableView.reloadData()
        client.settle()
        return client
    }

    /// The index strip: the table's frontmost subview.
    private func indexStrip(_ client: TableClient) throws -> UIView {
        try #require(client.tableView.subviews.last { !($0 is UICollectionView) })
    }

    private func titleLabels(_ client: TableClient) throws -> [UILabel] {
        try indexStrip(client).subviews.compactMap { $0 as? UILabel }
    }

    /// The centre of the index title at `index`, in the window.
    private func titlePoint(_ client: TableClient, _ index: Int) throws -> CGPoint {
        let label = try titleLabels(client)[index]
        let frame = label.convert(label.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Where the table sits with `section`'s header at the top of the visible area.
    private func offsetShowingSection(_ client: TableClient, _ section: Int) -> CGFloat {
        client.tableView.rectForHeader(inSection: section).minY - client.tableView.adjustedContentInset.top
    }

    @Test func theTitlesShowInANarrowStripAtTheTrailingEdgeCentredVertically() throws {
        let client = makeClient()
        let strip = try indexStrip(client)
        let frame = strip.convert(strip.bounds, to: nil)
        #expect(!strip.isHidden)
        #expect(frame.maxX == 390)
        #expect(frame.width == 15)
        let labels = try titleLabels(client)
        #expect(labels.map(\.text) == Self.letters)
        let top = labels[0].convert(labels[0].bounds, to: nil).minY
        let bottom = labels[5].convert(labels[5].bounds, to: nil).maxY
        #expect(abs((top - frame.minY) - (frame.maxY - bottom)) <= 1)
        #expect(zip(labels, labels.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY })
    }

    @Test func voiceOverReadsTheIndexAsOneAdjustableTableIndex() throws {
        // Observed with VoiceOver on iOS: "Table index, A, adjustable"; swiping up moves to the next title and
        // scrolls its section to the top, as touching the title does.
        let client = makeClient()
        let window = try #require(client.tableView.window)
        let tree = AccessibilityTree.build(from: window)
        let index = try #require(tree.elements.first { $0.label == "Table index" })
        #expect(index.traits.contains(.adjustable))
        #expect(index.value == "A")
        #expect(tree.elements.filter { Self.letters.contains($0.label ?? "") && $0.traits.isEmpty }.isEmpty)
        #expect(AccessibilityTree.perform(.increment, onElementWithID: index.id, in: window))
        #expect(AccessibilityTree.perform(.increment, onElementWithID: index.id, in: window))
        client.settle()
        let after = try #require(AccessibilityTree.build(from: window).elements.first { $0.label == "Table index" })
        #expect(after.value == "C")
        #expect(client.tableView.contentOffset.y == offsetShowingSection(client, 2))
    }

    @Test func thereIsNoIndexWithoutTitles() throws {
        let client = makeClient(titles: nil)
        let strip = try indexStrip(client)
        #expect(strip.isHidden)
        #expect(try titleLabels(client).isEmpty)
    }

    /// `sectionIndexMinimumDisplayRowCount`: "The number of table rows at which to display the index list on the
    /// right edge of the table."
    @Test func theIndexShowsFromTheMinimumRowCount() throws {
        let client = makeClient()
        client.tableView.sectionIndexMinimumDisplayRowCount = 73
        #expect(try indexStrip(client).isHidden)
        client.tableView.sectionIndexMinimumDisplayRowCount = 72
        #expect(try !indexStrip(client).isHidden)
    }

    @Test func updatesAskForTheTitlesAgain() throws {
        let client = makeClient()
        client.sections.removeLast()
        client.indexTitles = Array(Self.letters.dropLast())
        client.tableView.deleteSections([5], with: .automatic)
        client.settle()
        #expect(try titleLabels(client).map(\.text) == ["A", "B", "C", "D", "E"])
    }

    @Test func theTitlesTakeTheSectionIndexColor() throws {
        let client = makeClient()
        client.tableView.sectionIndexColor = .systemRed
        #expect(try titleLabels(client).allSatisfy { $0.textColor == .systemRed })
    }

    @Test func tappingATitleScrollsItsSectionHeaderToTheTop() throws {
        let client = makeClient()
        client.host.tap(at: try titlePoint(client, 2))
        client.settle()
        #expect(client.tableView.contentOffset.y == offsetShowingSection(client, 2))
        #expect(client.log.filter { $0.hasPrefix("didSelect") }.isEmpty)
    }

    @Test func draggingOverTheTitlesFollowsTheFinger() throws {
        let client = makeClient()
        client.host.drag(from: try titlePoint(client, 0), to: try titlePoint(client, 3))
        client.settle()
        #expect(client.tableView.contentOffset.y == offsetShowingSection(client, 3))
    }

    @Test func theDataSourceChoosesTheSection() throws {
        final class Redirecting: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
            func numberOfSections(in tableView: UITableView) -> Int { 6 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "\(section)" }
            func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["#", "Z"] }
            func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                title == "Z" ? 4 : 0
            }
        }
        let client = makeClient()
        let redirecting = Redirecting()
        client.tableView.dataSource = redirecting
        client.settle()
        client.host.tap(at: try titlePoint(client, 1))
        client.settle()
        #expect(client.tableView.contentOffset.y == offsetShowingSection(client, 4))
    }

    @Test func theLastSectionScrollsOnlyAsFarAsTheContentEnds() throws {
        let client = makeClient()
        client.host.tap(at: try titlePoint(client, 5))
        client.settle()
        let tableView = client.tableView
        let maximum = tableView.contentSize.height + tableView.adjustedContentInset.bottom - tableView.bounds.height
        #expect(tableView.contentOffset.y == min(offsetShowingSection(client, 5), maximum))
        #expect(tableView.contentOffset.y <= maximum)
    }
}
