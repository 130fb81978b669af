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

    /// Pull to refresh as the e2e suite does it: a slow pull held past the refresh, so the screen's end of the refresh
    /// (a second later) comes while the finger is still down. UIKit (`endRefreshing()` while dragging): the control
    /// hides as the finger lifts and the content goes back to its top; one pull adds one row.
    @Test func aPullHeldPastTheEndOfTheRefreshLeavesTheListAtItsTop() throws {
        let host = HeadlessHost.gallery("lists-seed", size: phone)
        host.advance(by: 1)
        let list = try #require(host.view("seed-list") as? UICollectionView)
        let control = try #require(list.refreshControl)
        host.drag(from: CGPoint(x: 200, y: 220), to: CGPoint(x: 200, y: 740), duration: 0.8, hold: 0.5)
        host.advance(by: 2)
        #expect(!control.isRefreshing)
        #expect(list.contentOffset.y == -list.adjustedContentInset.top)
        #expect(host.view("row-Refresh1") != nil && host.view("row-Refresh2") == nil)
    }

    /// A quick pull released before the refresh ends: the spinner stays while refreshing, then the list scrolls back.
    @Test func aReleasedPullRefreshesThenScrollsBack() throws {
        let host = HeadlessHost.gallery("lists-seed", size: phone)
        host.advance(by: 1)
        let list = try #require(host.view("seed-list") as? UICollectionView)
        let control = try #require(list.refreshControl)
        host.drag(from: CGPoint(x: 200, y: 220), to: CGPoint(x: 200, y: 740), duration: 0.4, hold: 0.1)
        host.advance(by: 0.3)
        #expect(control.isRefreshing)
        host.advance(by: 2)
        #expect(!control.isRefreshing)
        #expect(list.contentOffset.y == -list.adjustedContentInset.top)
    }
}
