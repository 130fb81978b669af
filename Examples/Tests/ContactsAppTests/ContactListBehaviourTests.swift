#if canImport(OpenCollectionViewTesting)
    import ContactsApp
    import OpenCollectionViewTesting
    import Testing
    import UIKit

    /// What people do on the list screen, driven through a headless window: typing, tapping, adding.
    @MainActor
    @Suite struct ContactListBehaviourTests {
        @Test func typingFiltersTheCards() throws {
            let screen = ContactListViewController()
            let host = HeadlessHost.showing(screen, inNavigationController: true)
            try host.type("gr", into: host.view(withAccessibilityIdentifier: "search"))
            host.advance(by: 0.5)
            #expect(screen.collectionView.numberOfSections == 1)
            #expect(screen.collectionView.numberOfItems(inSection: 0) == 1)
            #expect((try? host.label(withText: "Grace Hopper")) != nil)
            #expect((try? host.label(withText: "Ada Lovelace")) == nil)
        }

        @Test func tappingACardSelectsItsContact() throws {
            let screen = ContactListViewController()
            var selected: [String] = []
            screen.onSelect = { selected.append($0.name) }
            let host = HeadlessHost.showing(screen, inNavigationController: true)
            try host.tap(text: "Grace Hopper")
            try host.tapItem(at: IndexPath(item: 0, section: 0), in: screen.collectionView)
            #expect(selected == ["Grace Hopper", "Ada Lovelace"])
        }

        @Test func addAppendsACardThatAnimatesIn() throws {
            let screen = ContactListViewController()
            let host = HeadlessHost.showing(screen, inNavigationController: true)
            let before = screen.collectionView.numberOfItems(inSection: 0)
            try host.tap(accessibilityIdentifier: "add")
            host.advance(by: 0.5)
            #expect(screen.collectionView.numberOfItems(inSection: 0) == before + 1)
            #expect((try? host.label(withText: "New contact 8")) != nil)
        }
    }
#endif
