import OpenCollectionView
import Testing

@testable import Gallery

/// Seed 003's list as the Gallery shows it: filled one section at a time, every row sized to its two lines, the
/// list still at its top afterwards (nothing scrolls by itself while rows size themselves).
@MainActor
struct ListsSeedScreenTests {
    @Test func theSeedListOpensAtItsTopWithEveryRowSized() throws {
        let host = HeadlessHost.gallery("lists-seed", size: phone)
        host.advance(by: 1)
        let list = try #require(host.view("seed-list") as? UICollectionView)
        #expect(list.contentOffset.y == -list.adjustedContentInset.top)
        // Item rows (two lines of text) are taller than the 44-point estimate; section rows are one line.
        let rows = list.visibleCells.filter {
            ($0.contentConfiguration as? UIListContentConfiguration)?.secondaryText != nil && $0.frame.height < 50
        }
        #expect(rows.isEmpty, "rows left at the 44-point estimate: \(rows.map(\.frame))")
    }
}
