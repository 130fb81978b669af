import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// A compositional layout solved again (every frame of a window resize) answers its rect queries with attribute
/// objects it may take back from its own cache, never with objects a client still holds: UIKit's documentation of
/// `layoutAttributesForElements(in:)` has clients copy attributes before changing them, and an object a client kept
/// never changes behind its back. Expected frames follow the documented fractional dimensions (a fraction of the
/// containing group's width).
@MainActor
struct CompositionalAttributesReuseTests {
    /// Four items a row, each a quarter of the width and a quarter as tall as the row is wide.
    private func makeGrid(width: CGFloat) -> (UICollectionView, UICollectionViewCompositionalLayout, GridSource) {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: layout)
        let source = GridSource()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, layout, source)
    }

    @Test func attributesAClientKeepsSurviveANarrowerLayout() {
        let (collectionView, layout, source) = makeGrid(width: 400)
        // Four rows of four (the fifth row starts at y = 400).
        let kept = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 350)) ?? []
        #expect(kept.count == 16)
        let keptFrames = kept.map(\.frame)
        // 400 wide: items of 100 × 100.
        #expect(keptFrames.first == CGRect(x: 0, y: 0, width: 100, height: 100))

        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        collectionView.layoutIfNeeded()
        let answer = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 350)) ?? []

        #expect(kept.map(\.frame) == keptFrames)
        #expect(!answer.contains { new in kept.contains { $0 === new } })
        // 300 wide: items of 75 × 75.
        #expect(
            answer.first { $0.indexPath == IndexPath(item: 5, section: 0) }?.frame
                == CGRect(x: 75, y: 75, width: 75, height: 75))
        withExtendedLifetime(source) {}
    }

    @Test func resizedGridShowsItsCellsAtTheNewFrames() {
        let (collectionView, _, source) = makeGrid(width: 400)
        for width: CGFloat in [399, 398, 300] {
            collectionView.frame = CGRect(x: 0, y: 0, width: width, height: 400)
            collectionView.layoutIfNeeded()
        }
        let cell = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(cell?.frame == CGRect(x: 75, y: 75, width: 75, height: 75))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == cell?.frame)
        withExtendedLifetime(source) {}
    }
}

/// Serves 100 plain cells.
@MainActor
private final class GridSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
