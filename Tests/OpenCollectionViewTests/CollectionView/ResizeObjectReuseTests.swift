import Testing

// Host-driven: resizes a HeadlessHost window, so it does not compile against UIKit (see docs/Testing.md).
@testable import OpenCollectionView

/// A window resized on every frame reuses the objects a resize hands out — the size-transition coordinator, a
/// layout's bounds-change invalidation context, the compositional layout's environment — so that a steady resize
/// allocates nothing (the `split view resize` benchmark). These tests pin the contract that makes the reuse
/// invisible: an object is reused only once it has finished and nothing but its owner holds it, and it is handed
/// out as a new one would be. UIKit hands out a new object each time; what an app sees here must not differ.
@MainActor
struct ResizeObjectReuseTests {
    // MARK: Size-transition coordinators

    /// A controller that keeps every coordinator it is given (as an app that finishes work later might).
    private final class KeepingController: UIViewController {
        var coordinators: [any UIViewControllerTransitionCoordinator] = []
        var events: [String] = []

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinators.append(coordinator)
            let width = Int(size.width)
            coordinator.animate(
                alongsideTransition: { _ in self.events.append("alongside \(width)") },
                completion: { _ in self.events.append("completion \(width)") })
        }
    }

    /// A controller that uses its coordinator during the call only, as most do.
    private final class PassingController: UIViewController {
        var events: [String] = []
        var identities: [ObjectIdentifier] = []
        var completeness: [CGFloat] = []

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            identities.append(ObjectIdentifier(coordinator))
            completeness.append(coordinator.percentComplete)
            let width = Int(size.width)
            coordinator.animate(
                alongsideTransition: { _ in self.events.append("alongside \(width)") },
                completion: { _ in self.events.append("completion \(width)") })
        }
    }

    @Test func aCoordinatorTheAppKeptIsNeverHandedOutAgain() {
        let controller = KeepingController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 800))
        host.layout()
        for width in [390.0, 380, 370] { host.resize(to: CGSize(width: width, height: 800)) }
        let identities = Set(controller.coordinators.map { ObjectIdentifier($0) })
        #expect(identities.count == 3)
        // Each kept coordinator still describes its own, finished transition.
        #expect(controller.coordinators.map(\.percentComplete) == [1, 1, 1])
        #expect(
            controller.events == [
                "alongside 390", "completion 390", "alongside 380", "completion 380", "alongside 370",
                "completion 370",
            ])
    }

    @Test func aReusedCoordinatorStartsEachTransitionAfreshAndRunsOnlyItsOwnBlocks() {
        let controller = PassingController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 800))
        host.layout()
        for width in [390.0, 380, 370] { host.resize(to: CGSize(width: width, height: 800)) }
        // UIViewControllerTransitionCoordinatorContext: `percentComplete` is 0 when the transition begins; the
        // alongside block runs once in the transition and the completion once after it.
        #expect(controller.completeness == [0, 0, 0])
        #expect(
            controller.events == [
                "alongside 390", "completion 390", "alongside 380", "completion 380", "alongside 370",
                "completion 370",
            ])
        // The reuse itself: nothing kept the first coordinator, so the next transitions were given it again.
        #expect(Set(controller.identities).count == 1)
    }

    @Test func aWindowIsReleasedThoughItKeepsItsLastCoordinator() {
        weak var released: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.rootViewController = PassingController()
            window.transition(to: CGSize(width: 300, height: 800))
            released = window
        }
        #expect(released == nil)
    }

    // MARK: Bounds-change invalidation contexts

    /// A flow layout that, like many custom layouts, marks items on the context super gives it for a bounds change,
    /// and records what the context held when it got it.
    private final class MarkingFlowLayout: UICollectionViewFlowLayout {
        var receivedItems: [[IndexPath]?] = []
        var receivedFlags: [Bool] = []
        var kept: [UICollectionViewLayoutInvalidationContext] = []
        var keeps = false

        override func invalidationContext(forBoundsChange newBounds: CGRect)
            -> UICollectionViewLayoutInvalidationContext
        {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            receivedItems.append(context.invalidatedItemIndexPaths)
            receivedFlags.append(context.invalidateEverything || context.invalidateDataSourceCounts)
            context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
            context.invalidateSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
            if keeps { kept.append(context) }
            return context
        }
    }

    /// A 400 × 800 window showing 20 items in a collection view that resizes with it (the client is its data
    /// source, which the collection view holds weakly).
    private func grid(_ layout: UICollectionViewLayout) -> (HeadlessHost, GridClient) {
        let size = CGSize(width: 400, height: 800)
        let client = GridClient(sections: [(0..<20).map { "\($0)" }], layout: layout, size: size)
        client.collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        return (host, client)
    }

    private func resize(_ host: HeadlessHost, to width: CGFloat) {
        host.resize(to: CGSize(width: width, height: 800))
        host.layout()
    }

    @Test func eachBoundsChangeContextArrivesEmptyWhateverTheLastOneWasGiven() {
        let layout = MarkingFlowLayout()
        let (host, client) = grid(layout)
        for width in [390.0, 380, 370] { resize(host, to: width) }
        withExtendedLifetime(client) {}
        // UICollectionViewLayout documentation: the default implementation of
        // `invalidationContext(forBoundsChange:)` returns a new context of `invalidationContextClass` — nothing
        // marked yet, for subclasses to add to.
        #expect(layout.receivedItems.count == 3)
        #expect(layout.receivedItems.allSatisfy { $0 == nil })
        #expect(layout.receivedFlags == [false, false, false])
    }

    @Test func aContextTheLayoutKeptIsNeverHandedOutAgain() {
        let layout = MarkingFlowLayout()
        layout.keeps = true
        let (host, client) = grid(layout)
        for width in [390.0, 380, 370] { resize(host, to: width) }
        withExtendedLifetime(client) {}
        #expect(Set(layout.kept.map { ObjectIdentifier($0) }).count == 3)
        // What each kept context was marked with is still there.
        #expect(layout.kept.allSatisfy { $0.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)] })
    }

    // MARK: Compositional environments

    private static func fullWidthRows() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    @Test func anEnvironmentTheProviderKeptStillDescribesItsOwnContainer() {
        var kept: [any NSCollectionLayoutEnvironment] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            kept.append(environment)
            return Self.fullWidthRows()
        }
        let (host, client) = grid(layout)
        resize(host, to: 300)
        withExtendedLifetime(client) {}
        // The provider is asked again for the new container (NSCollectionLayoutEnvironment documentation: the
        // container describes the collection view's current size); the environment it kept from the first pass
        // still says 400.
        let widths = kept.map(\.container.contentSize.width)
        #expect(widths.first == 400)
        #expect(widths.last == 300)
        #expect(Set(kept.map { ObjectIdentifier($0) }).count == Set(widths).count)
    }

    @Test func aFixedSectionsVisibleItemsHandlerSeesTheNewContainerAfterAResize() {
        let section = Self.fullWidthRows()
        var containerWidths: [CGFloat] = []
        section.visibleItemsInvalidationHandler = { _, _, environment in
            containerWidths.append(environment.container.contentSize.width)
        }
        let (host, client) = grid(UICollectionViewCompositionalLayout(section: section))
        resize(host, to: 300)
        withExtendedLifetime(client) {}
        #expect(containerWidths.first == 400)
        #expect(containerWidths.last == 300)
    }

    @Test func aFixedSectionsCustomGroupIsAskedAgainForTheNewContainer() {
        var asked: [CGFloat] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        ) { environment in
            let width = environment.container.contentSize.width
            asked.append(width)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 50))]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (host, client) = grid(layout)
        resize(host, to: 300)
        // The custom group's frames come from the environment, so a new container asks it again: items are half
        // the new width.
        #expect(asked.last == 300)
        let frame = client.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame?.width == 150)
    }
}
