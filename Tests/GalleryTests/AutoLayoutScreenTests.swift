import OpenCollectionView
import Testing

@testable import Gallery

/// The Auto Layout screen: built only from constraints and stack views, it follows the window's size.
@MainActor
struct AutoLayoutScreenTests {
    @Test func cardFormAndFeedFollowTheWindowWidth() throws {
        let host = HeadlessHost.gallery("auto-layout", size: phone)
        for size in [phone, tablet, phone] {
            host.resize(to: size)
            host.advance(by: 1)
            let card = try #require(host.view("profile-card"))
            let form = try #require(host.view("form"))
            let feed = try #require(host.view("feed") as? UICollectionView)
            let margins = host.window.rootViewController!.view.layoutMargins
            let width = size.width - margins.left - margins.right
            // Pinned to the root view's layout margins.
            #expect(card.frame.minX == margins.left && card.frame.width == width)
            #expect(form.frame.width == width && form.frame.minY == card.frame.maxY + 16)
            #expect(feed.frame.minY == form.frame.maxY + 16 && feed.frame.maxY == size.height)
            // Every visible post is as wide as the feed and tall enough for its wrapped text.
            #expect(!feed.visibleCells.isEmpty)
            for cell in feed.visibleCells {
                #expect(cell.frame.width == feed.bounds.width)
                let stack = try #require(cell.contentView.subviews.first as? UIStackView)
                #expect(stack.frame.maxY == cell.bounds.height - 12)
            }
        }
    }
}
