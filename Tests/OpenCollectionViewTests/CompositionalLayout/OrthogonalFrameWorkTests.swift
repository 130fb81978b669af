import Testing

// Host-driven and white-box: drives time through OpenCollectionView's own API and reads the layout's internal
// solve counter, so it does not compile against UIKit (see docs/Testing.md).
@testable import OpenCollectionView

/// A cell that counts how many were made.
private final class MadeCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        MadeCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Four orthogonal rows (continuous, group-leading, group paging, paging) of 150-point groups above a list.
@MainActor
private final class RowsClient: NSObject, UICollectionViewDataSource {
    static let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .groupPaging, .paging,
    ]
    var providerCalls = 0
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView

    override init() {
        var calls = 0
        let counter = { calls += 1 }
        layout = UICollectionViewCompositionalLayout { index, _ in
            counter()
            guard index < Self.behaviors.count else { return listSection() }
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(150)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = Self.behaviors[index]
            section.interGroupSpacing = 8
            return section
        }
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        super.init()
        providerCount = { calls }
        collectionView.register(MadeCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
    }

    private var providerCount: () -> Int = { 0 }
    var sectionProviderCalls: Int { providerCount() }

    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.behaviors.count + 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < Self.behaviors.count ? 200 : 50
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Scrolling a screen of four orthogonal rows keeps display rate (issue 10): the work of a frame is bounded —
/// no section is asked for or solved again while rows scroll, cells are reused, and attribute objects of items
/// that did not move are handed out again rather than made anew. Time itself is measured in `Benchmarks/`.
@MainActor
struct OrthogonalFrameWorkTests {
    @Test func scrollingFourRowsNeitherResolvesSectionsNorMakesCellsPerFrame() {
        let client = RowsClient()
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 390, height: 844))
        MadeCell.made = 0
        host.layout()
        let providerCalls = client.sectionProviderCalls
        let solves = client.layout.solvedSectionCount
        let firstScreen = MadeCell.made
        // Each row shows three groups (390 / 158 points), the list below the rows the rest of the screen.
        // (groups 158 points apart: 0, 158, 316; list rows of 44 points from y = 600 to 844: six of them).
        #expect(firstScreen == 4 * 3 + 6)
        for frame in 0..<240 {
            let row = frame % 4
            host.wheel(at: CGPoint(x: 195, y: CGFloat(row) * 150 + 75), delta: CGPoint(x: 24, y: 0))
            host.advance(by: 1.0 / 60)
        }
        // Every row moved 60 × 24 = 1,440 points (paging rows snap, but all left their first group behind).
        for row in 0..<4 {
            let shown = client.collectionView.indexPathsForVisibleItems.filter { $0.section == row }.map(\.item)
            #expect(shown.allSatisfy { $0 >= 5 })
        }
        #expect(client.sectionProviderCalls == providerCalls)
        #expect(client.layout.solvedSectionCount == solves)
        // Cells scrolled out are reused for those scrolling in: at most one spare per row beyond the first screen.
        #expect(MadeCell.made <= firstScreen + 4)
    }

    @Test func scrollingTheCollectionViewReusesAttributesOfItemsThatDidNotMove() {
        let client = RowsClient()
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 390, height: 844))
        host.layout()
        let rect = CGRect(x: 0, y: 500, width: 390, height: 844)
        let first = client.layout.layoutAttributesForElements(in: rect) ?? []
        let second = client.layout.layoutAttributesForElements(in: rect) ?? []
        #expect(!first.isEmpty)
        #expect(first.count == second.count)
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        // A row scrolled sideways: its items moved, so they get new attributes with the new frames.
        let rowItem = IndexPath(item: 0, section: 0)
        let before = client.layout.layoutAttributesForItem(at: rowItem)
        host.wheel(at: CGPoint(x: 195, y: 75), delta: CGPoint(x: 30, y: 0))
        host.advance(by: 1.0 / 60)
        let after = client.layout.layoutAttributesForItem(at: rowItem)
        #expect(before !== after)
        #expect(before?.frame.minX == 0)
        #expect(after?.frame.minX == -30)
    }
}
