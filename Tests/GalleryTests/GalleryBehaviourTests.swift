import OpenCollectionView
import Testing

@testable import Gallery

/// What the Gallery's screens show when used: the pager's page count, the list's highlight, sorting and empty
/// result, the lifted item of the reordering screen.
@MainActor
struct GalleryBehaviourTests {
    private func pageText(_ host: HeadlessHost) -> String? { (host.view("pager-page") as? UILabel)?.text }

    @Test func thePagerCountsPagesTurnedBySwipesWheelsAndTheButton() throws {
        let host = HeadlessHost.gallery("views-and-scrolling", size: phone)
        #expect(pageText(host) == "Swipe the cards: page 1 of 5")
        let pager = try #require(host.visibleFrame(of: "pager"))
        host.drag(
            from: CGPoint(x: pager.maxX - 40, y: pager.midY), to: CGPoint(x: pager.minX + 40, y: pager.midY),
            duration: 0.15)
        host.advance(by: 2)
        #expect(pageText(host) == "Swipe the cards: page 2 of 5")
        for _ in 0..<3 {
            host.wheel(at: CGPoint(x: pager.midX, y: pager.midY), delta: CGPoint(x: 40, y: 0))
            host.advance(by: AnimationClock.frameDuration)
        }
        host.advance(by: 2)
        #expect(pageText(host) == "Swipe the cards: page 3 of 5")
        host.tap(at: try #require(host.centre(of: "pager-next")))
        host.advance(by: 2)
        #expect(pageText(host) == "Swipe the cards: page 4 of 5")
    }

    /// A resize keeps the pager on its page and the count right.
    @Test func thePagerKeepsItsPageThroughAResize() throws {
        let host = HeadlessHost.gallery("views-and-scrolling", size: phone)
        host.tap(at: try #require(host.centre(of: "pager-next")))
        host.advance(by: 2)
        host.resize(to: laptop)
        host.advance(by: 1)
        let pager = try #require(host.view("pager") as? UIScrollView)
        #expect(pager.contentOffset.x == pager.bounds.width)
        #expect(pageText(host) == "Swipe the cards: page 2 of 5")
    }

    private func names(_ host: HeadlessHost) -> [String] {
        guard let list = host.view("names") as? UICollectionView else { return [] }
        return list.indexPathsForVisibleItems.sorted().compactMap {
            list.cellForItem(at: $0)?.accessibilityIdentifier.map { String($0.dropFirst("name-".count)) }
        }
    }

    /// An empty result shows UIKit's search empty state through the view controller's
    /// `contentUnavailableConfiguration` (`UIContentUnavailableConfiguration.search()`), centred over the screen.
    @Test func theListIsSortedAndSaysNoResultsWhenNothingMatches() throws {
        let host = HeadlessHost.gallery("searchable-list", size: phone)
        let shown = names(host)
        #expect(shown.count > 10)
        #expect(shown == shown.sorted())
        #expect(host.view("content-unavailable-text") == nil)
        host.tap(at: try #require(host.centre(of: "suggest-zz")))
        host.advance(by: 1)
        #expect(names(host) == [])
        let noResults = try #require(host.view("content-unavailable-text") as? UILabel)
        #expect(noResults.text == "No Results")
        #expect(noResults.textAlignment == .center)
        #expect(abs(noResults.visibleFrameInWindow.midX - phone.width / 2) < 1)
        let query = try #require(host.view("content-unavailable-secondary-text") as? UILabel)
        #expect(query.text == "No results for “zz”")
        #expect(host.view("content-unavailable-image") != nil)
        host.tap(at: try #require(host.centre(of: "search-clear")))
        host.advance(by: 1)
        #expect(host.view("content-unavailable-text") == nil)
        #expect(names(host).count == shown.count)
    }

    /// A row shows its highlight (its selected background view) while a finger is on it, through a long hold, and
    /// not after the finger lifts.
    @Test func listRowsHighlightWhileTouched() throws {
        let host = HeadlessHost.gallery("searchable-list", size: phone)
        let list = try #require(host.view("names") as? UICollectionView)
        let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        let point = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: nil)
        let finger = host.touchDown(at: point)
        host.advance(by: 0.3)
        #expect(first.isHighlighted)
        #expect(first.selectedBackgroundView?.isHidden == false)
        host.advance(by: 1)
        #expect(first.isHighlighted)
        host.touchUp(finger, at: point)
        host.advance(by: 0.5)
        #expect(!first.isHighlighted)
    }

    @Test func gridCellsHighlightWhileTouched() throws {
        let host = HeadlessHost.gallery("million-item-grid", size: phone)
        let grid = try #require(host.view("million-grid") as? UICollectionView)
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 5, section: 0)))
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        let finger = host.touchDown(at: point)
        host.advance(by: 0.2)
        #expect(cell.isHighlighted && cell.selectedBackgroundView?.isHidden == false)
        host.touchUp(finger, at: point)
        host.advance(by: 0.2)
        #expect(!cell.isHighlighted)
    }

    /// The reordering screen: the held item is enlarged and shadowed; every item keeps its own width while the
    /// others make room and after the drop.
    @Test func reorderingLiftsTheItemAndKeepsEveryItemsSize() throws {
        let host = HeadlessHost.gallery("reordering", size: phone)
        let list = try #require(host.window.rootViewController?.view as? UICollectionView)
        func widths() -> [String: CGFloat] {
            var result: [String: CGFloat] = [:]
            for cell in list.visibleCells { result[cell.accessibilityIdentifier ?? ""] = cell.bounds.width }
            return result
        }
        let before = widths()
        let start = try #require(host.centre(of: "reorder-1"))
        let end = try #require(host.centre(of: "reorder-4"))
        let finger = host.touchDown(at: start)
        host.advance(by: 0.7)
        let lifted = try #require(host.view("reorder-1"))
        #expect(lifted.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        #expect(lifted.layer.shadowOpacity > 0)
        host.slide(finger, from: start, to: end)
        host.advance(by: 0.5)
        #expect(widths() == before)
        host.touchUp(finger, at: end)
        host.advance(by: 1)
        #expect(widths() == before)
        #expect(lifted.transform == .identity)
        #expect(lifted.layer.shadowOpacity == 0)
        #expect(list.indexPath(for: list.visibleCells.first { $0.accessibilityIdentifier == "reorder-1" }!)?.item != 0)
    }

    /// Seed 002's waterfall in the reordering screen: while a card is dragged, the gap opens through the layout, so
    /// the cards stand where the drop will leave them, each with its own height (the layout carries heights along
    /// the uncommitted move), and letting go changes nothing on screen but the dragged card showing again.
    @Test func theWaterfallShowsWhileHoveringTheArrangementTheDropLeaves() throws {
        let host = HeadlessHost.gallery("reordering-layouts", size: phone)
        let controller = try #require(host.window.rootViewController as? DragAndDropReorderingLayoutsViewController)
        controller.show(.waterfall)
        host.advance(by: 0.5)
        let collection = try #require(host.view("reorder-layouts") as? UICollectionView)
        func frames() -> [String: CGRect] {
            var result: [String: CGRect] = [:]
            for cell in collection.visibleCells { result[cell.accessibilityIdentifier ?? ""] = cell.frame }
            return result
        }
        let heights = frames().mapValues(\.height)
        let start = try #require(host.centre(of: "reorder-layouts-1"))
        let end = try #require(host.centre(of: "reorder-layouts-5"))
        let finger = host.touchDown(at: start)
        host.advance(by: 0.7)
        host.slide(finger, from: start, to: end)
        host.touchMove(finger, to: CGPoint(x: end.x, y: end.y + 1))
        host.advance(by: 0.5)
        let hovering = frames()
        let dragged = try #require(collection.visibleCells.first { $0.accessibilityIdentifier == "reorder-layouts-1" })
        #expect(dragged.isHidden)
        #expect(collection.indexPath(for: dragged)?.item != 0)
        for (card, frame) in hovering where heights[card] != nil { #expect(frame.height == heights[card], "\(card)") }
        host.touchUp(finger, at: CGPoint(x: end.x, y: end.y + 1))
        host.advance(by: 1)
        let dropped = frames()
        for (card, frame) in hovering where dropped[card] != nil { #expect(dropped[card] == frame, "\(card)") }
        #expect(!dragged.isHidden)
    }
}
