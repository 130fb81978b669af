// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Orthogonal sections driven through the headless host: they scroll on their own axis by touch and by wheel,
/// reuse their cells, snap as their behaviour says, and answer the collection view's queries.
@MainActor
struct OrthogonalScrollingTests {
    /// A vertical layout whose section 0 is a row of 200 × 100 groups scrolling horizontally with `behavior`,
    /// 10 points apart, below which section 1 is a plain list.
    private func makeClient(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    ) -> (CompositionalClient, HeadlessHost) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return listSection() }
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            return section
        }
        let client = CompositionalClient(counts: [30, 20], layout: layout, size: CGSize(width: 400, height: 600))
        return (client, hosted(client))
    }

    @Test func itemsLineUpAcrossAndTheListFollowsBelow() {
        let (client, _) = makeClient(.continuous)
        #expect(client.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(client.frame(1) == CGRect(x: 210, y: 0, width: 200, height: 100))
        #expect(client.frame(0, 1) == CGRect(x: 0, y: 100, width: 400, height: 44))
        #expect(client.collectionView.contentSize == CGSize(width: 400, height: 100 + 20 * 44))
        let visible = client.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }
        #expect(visible.map(\.item) == [0, 1])
    }

    @Test func aHorizontalDragScrollsOnlyItsSectionAndReusesCells() {
        let (client, host) = makeClient(.continuous)
        let view = client.collectionView
        host.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(view.contentOffset == .zero)
        // The finger moved 300 points; the row moved with it, less the pan's 10-point hysteresis at most.
        let first = view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
        #expect(first.first == 1)
        let frame = client.frame(1)
        #expect(frame.map { $0.minX < -50 && $0.minX > -100 } == true)
        // Its cell lives in the section's scroll view: on screen where the layout says.
        let cell = view.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell.map { $0.convert(CGPoint.zero, to: view) } == client.frame(2)?.origin)
        let created = view.visibleCells.count
        host.drag(from: CGPoint(x: 380, y: 50), to: CGPoint(x: 20, y: 50), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        #expect(view.visibleCells.count <= created + 1)
    }

    /// Apple's documentation of `groupPaging`: "The section allows users to page its content orthogonally one group
    /// at a time."
    @Test func groupPagingRestsOnAGroupAfterAFlick() {
        let (client, host) = makeClient(.groupPaging)
        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 220, y: 50), duration: 0.08)
        host.advance(by: 2)
        // One group (200 + 10 points) further, whatever the flick's strength.
        #expect(client.frame(1)?.minX == 0)
    }

    /// Apple's documentation of `continuousGroupLeadingBoundary`: the section scrolls "coming to a natural stop at
    /// the leading boundary of the visible group."
    @Test func continuousGroupLeadingBoundaryRestsOnAGroupEdge() {
        let (client, host) = makeClient(.continuousGroupLeadingBoundary)
        host.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
        host.advance(by: 8)
        let edges = (0..<30).compactMap { client.frame($0)?.minX }
        #expect(edges.contains(0))
    }

    @Test func wheelScrollsTheRowAndSnapsWhenStill() {
        let (client, host) = makeClient(.groupPaging)
        host.wheel(at: CGPoint(x: 200, y: 50), delta: CGPoint(x: 150, y: 0))
        host.advance(by: 0.05)
        #expect(client.frame(0)?.minX == -150)
        #expect(client.collectionView.contentOffset == .zero)
        host.advance(by: 1)
        #expect(client.frame(1)?.minX == 0)
        // A vertical wheel over the row scrolls the collection view.
        host.wheel(at: CGPoint(x: 200, y: 50), delta: CGPoint(x: 0, y: 40))
        #expect(client.collectionView.contentOffset.y == 40)
    }

    @Test func tappingAnItemInAScrolledRowSelectsIt() {
        let (client, host) = makeClient(.continuous)
        host.wheel(at: CGPoint(x: 200, y: 50), delta: CGPoint(x: 420, y: 0))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(client.selected == [IndexPath(item: 2, section: 0)])
        #expect(client.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func scrollToItemScrollsTheRow() {
        let (client, host) = makeClient(.continuous)
        client.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
        host.layout()
        #expect(client.frame(10)?.minX == 0)
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) != nil)
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }
}
