// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Four 100-point columns of 100-point rows (Apple's grid recipe: `fractionalWidth(0.25)` items in a full-width
/// group).
@MainActor
private func gridSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

@MainActor
private func gridLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: gridSection())
}

/// A client of a compositional grid with a prefetch data source; `moveItemAt` reorders its model.
@MainActor
private final class CompositionalGridClient: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching
{
    var items: [[String]]
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    var moves: [String] = []
    /// The index path of every cell the data source was asked for, in order, and what was announced before it.
    var shownUnannounced: [IndexPath] = []
    let collectionView: UICollectionView

    init(counts: [Int], layout: UICollectionViewCompositionalLayout = gridLayout()) {
        items = counts.enumerated().map { section, count in (0..<count).map { "\(section)-\($0)" } }
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        super.init()
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.prefetchDataSource = self
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
        cell.label.text = items[indexPath.section][indexPath.item]
        if !prefetched.contains(indexPath) { shownUnannounced.append(indexPath) }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled += indexPaths
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append(
            "\(sourceIndexPath.section)-\(sourceIndexPath.item)→\(destinationIndexPath.section)-\(destinationIndexPath.item)"
        )
        let moved = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(moved, at: destinationIndexPath.item)
    }

    func label(at indexPath: IndexPath) -> String? {
        (collectionView.cellForItem(at: indexPath) as? CountingCell)?.label.text
    }
}

/// Prefetching and interactive movement with a compositional layout work as they do with the flow layout (issue 10):
/// the collection view asks the layout for the rect ahead and the item under the finger, whatever the layout.
@MainActor
struct CompositionalPrefetchingTests {
    private func hostedGrid(counts: [Int] = [400]) -> (CompositionalGridClient, HeadlessHost) {
        let client = CompositionalGridClient(counts: counts)
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 400, height: 400))
        host.layout()
        return (client, host)
    }

    /// UIKit's prefetching contract (`UICollectionViewDataSourcePrefetching`): items are announced before they
    /// are needed, never ones already shown, and announced ones that scrolling turns away from are cancelled.
    @Test func scrollingDownAnnouncesTheRowsBelowBeforeTheyShow() {
        let (client, host) = hostedGrid()
        let view = client.collectionView
        view.contentOffset = CGPoint(x: 0, y: 1000)
        host.advance(by: 0.1)
        client.shownUnannounced.removeAll()
        for step in 1...20 {
            view.contentOffset = CGPoint(x: 0, y: 1000 + CGFloat(step) * 20)
            host.advance(by: 0.05)
        }
        let visible = Set(view.indexPathsForVisibleItems)
        #expect(!client.prefetched.isEmpty)
        // Announced items lie below what was on screen when they were announced: all after item 40 (row 10).
        #expect(client.prefetched.allSatisfy { $0.item >= 40 && $0.section == 0 })
        // Every cell that scrolled into view (rows 14 to 17 came in over 400 points) had been announced first.
        #expect(client.shownUnannounced.isEmpty)
        #expect(visible.contains(IndexPath(item: 68, section: 0)))
        // An item is announced again only after it was cancelled in between (it left the look-ahead and came back).
        let announcements = Dictionary(client.prefetched.map { ($0, 1) }, uniquingKeysWith: +)
        let cancellations = Dictionary(client.cancelled.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(announcements.allSatisfy { $0.value <= (cancellations[$0.key] ?? 0) + 1 })
    }

    @Test func turningBackCancelsWhatWasAnnouncedBelow() {
        let (client, host) = hostedGrid()
        let view = client.collectionView
        view.contentOffset = CGPoint(x: 0, y: 1000)
        host.advance(by: 0.1)
        view.contentOffset = CGPoint(x: 0, y: 1040)
        host.advance(by: 0.1)
        let below = client.prefetched
        #expect(!below.isEmpty)
        view.contentOffset = CGPoint(x: 0, y: 1000)
        host.advance(by: 0.1)
        #expect(!client.cancelled.isEmpty)
        #expect(client.cancelled.allSatisfy { below.contains($0) })
        // Going up announces the rows above the screen (rows 9 and earlier: items below 40).
        let above = client.prefetched.dropFirst(below.count)
        #expect(!above.isEmpty)
        #expect(above.allSatisfy { $0.item < 40 })
    }

    /// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)` and
    /// `endInteractiveMovement()` (UIKit, iOS 9): the item follows the finger, the others make room, and the data
    /// source is told once with `moveItemAt`.
    @Test func movingAnItemInACompositionalGridReordersIt() {
        let (client, host) = hostedGrid(counts: [12])
        let view = client.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Over item 5's place (row 1, column 1).
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        host.advance(by: 0.5)
        // The moving cell is centred on the finger (`layoutAttributesForInteractivelyMovingItem`'s default).
        let moving = view.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect((moving as? CountingCell)?.label.text == "0-0")
        #expect(moving?.center == CGPoint(x: 150, y: 150))
        // The items between moved back one place to make room.
        #expect(client.label(at: IndexPath(item: 0, section: 0)) == "0-1")
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 0, y: 100))
        #expect(client.moves.isEmpty)
        view.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(client.moves == ["0-0→0-5"])
        #expect(client.items[0].prefix(7) == ["0-1", "0-2", "0-3", "0-4", "0-5", "0-0", "0-6"])
        #expect(
            view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test func movingAnItemIntoAnotherSectionMovesItThere() {
        let (client, host) = hostedGrid(counts: [4, 4])
        let view = client.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        // Section 1 is the second 100-point row: over its item 2.
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))
        host.advance(by: 0.5)
        view.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(client.moves == ["0-1→1-2"])
        #expect(client.items == [["0-0", "0-2", "0-3"], ["1-0", "1-1", "0-1", "1-2", "1-3"]])
        #expect(view.numberOfItems(inSection: 0) == 3)
        #expect(view.numberOfItems(inSection: 1) == 5)
        // Section 1 now wraps onto a second row below.
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame
                == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(client.label(at: IndexPath(item: 2, section: 1)) == "0-1")
    }

    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (UIKit, iOS 9): "During interactive movement of
    /// an item, this method maps points in the collection view's bounds rectangle to index paths" — a layout
    /// subclass that overrides it decides where the item goes.
    @Test func theLayoutMapsTheFingerToTheTargetIndexPath() {
        let layout = LastPlaceLayout(section: gridSection())
        let client = CompositionalGridClient(counts: [12], layout: layout)
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 400, height: 400))
        host.layout()
        let view = client.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 150))
        host.advance(by: 0.5)
        #expect(layout.asked.last == CGPoint(x: 50, y: 150))
        view.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(client.moves == ["0-1→0-11"])
    }

    @Test func cancellingPutsTheItemBackAndTellsNoOne() {
        let (client, host) = hostedGrid(counts: [12])
        let view = client.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 350, y: 250))
        host.advance(by: 0.5)
        #expect(client.label(at: IndexPath(item: 11, section: 0)) == "0-2")
        view.cancelInteractiveMovement()
        host.advance(by: 0.5)
        #expect(client.moves.isEmpty)
        #expect(client.label(at: IndexPath(item: 2, section: 0)) == "0-2")
        #expect(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 200, y: 0, width: 100, height: 100)
        )
    }
}

/// A compositional grid whose moving items always go to the last place of their section.
@MainActor
private final class LastPlaceLayout: UICollectionViewCompositionalLayout {
    var asked: [CGPoint] = []

    override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        asked.append(position)
        let last = (collectionView?.numberOfItems(inSection: previousIndexPath.section) ?? 1) - 1
        return IndexPath(item: last, section: previousIndexPath.section)
    }
}
