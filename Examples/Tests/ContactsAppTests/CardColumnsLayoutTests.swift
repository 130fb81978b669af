#if canImport(OpenCollectionViewTesting)
    import ContactsApp
    import OpenCollectionViewTesting
    import Testing
    import UIKit

    /// The custom layout, tested without pixels: every element's frame at a phone's and a tablet's width.
    @MainActor
    @Suite struct CardColumnsLayoutTests {
        @Test func phoneWidthHasTwoColumns() {
            let screen = ContactListViewController()
            screen.loadViewIfNeeded()
            #expect(screen.layout.columns(forWidth: 390) == 2)
            assertSnapshot(of: screen.collectionView, as: .layoutAttributes(size: CGSize(width: 390, height: 600)))
        }

        @Test func tabletWidthHasFourColumns() {
            let screen = ContactListViewController()
            screen.loadViewIfNeeded()
            #expect(screen.layout.columns(forWidth: 820) == 4)
            assertSnapshot(of: screen.collectionView, as: .layoutAttributes(size: CGSize(width: 820, height: 600)))
        }

        /// A resize that changes the width lays the cards out again (`shouldInvalidateLayout(forBoundsChange:)`).
        @Test func resizingTheWindowReflowsTheCards() throws {
            let screen = ContactListViewController()
            let host = HeadlessHost.showing(screen)
            let before = try #require(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
            #expect(before.frame.minX == 12)
            host.resize(to: CGSize(width: 820, height: 600))
            host.layout()
            let after = try #require(screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
            #expect(after.frame.minX > 12)
        }
    }
#endif
