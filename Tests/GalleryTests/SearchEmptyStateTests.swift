import OpenCollectionView
import Testing

@testable import Gallery

/// The search screen's empty state: when nothing matches, the screen shows UIKit's search configuration
/// (`UIContentUnavailableConfiguration.search()`: magnifying glass, "No Results", `No results for “<query>”`)
/// through its view controller's `contentUnavailableConfiguration`, and takes it away when results come back.
@MainActor
struct SearchEmptyStateTests {
    @Test func aSearchWithNoMatchesShowsTheSearchEmptyState() throws {
        let host = HeadlessHost.gallery("search", size: phone)
        #expect(host.view("content-unavailable-text") == nil)
        host.tap(at: try #require(host.centre(of: "search-field")))
        host.advance(by: 0.5)
        host.type("qqq")
        host.advance(by: 1)
        let text = try #require(host.view("content-unavailable-text") as? UILabel)
        #expect(text.text == "No Results")
        let secondary = try #require(host.view("content-unavailable-secondary-text") as? UILabel)
        #expect(secondary.text == "No results for “qqq”")
        let image = try #require(host.view("content-unavailable-image") as? UIImageView)
        #expect(image.image?.isSymbolImage == true)
        // Below the search bar, centred across the screen.
        let bar = try #require(host.visibleFrame(of: "search-bar"))
        #expect(image.visibleFrameInWindow.minY >= bar.maxY)
        #expect(abs(text.visibleFrameInWindow.midX - phone.width / 2) < 1)
        for _ in 0..<3 { host.pressKey(.delete) }
        host.advance(by: 1)
        #expect(host.view("content-unavailable-text") == nil)
    }
}
