// Not run against UIKit: it checks behaviour beyond UIKit's (UIKit lets the content jump here) and sizes cells
// through `sizeThatFits(_:)` (see docs/Deviations.md), so it imports OpenCollectionView only (docs/Testing.md).
import OpenCollectionView
import Testing

/// A cell whose height depends on its item: 44 + 20 × (item mod 7) points, unlike the 44-point estimate.
private final class VaryingHeightCell: UICollectionViewCell {
    var height: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

@MainActor
private final class VaryingHeightClient: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 300 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! VaryingHeightCell
        cell.height = 44 + 20 * CGFloat(indexPath.item % 7)
        return cell
    }
}

/// Beyond UIKit (which lets the content jump here): when cells above the visible ones are measured for the first
/// time, what is on screen stays where it is.
@MainActor
struct ScrollAnchoringTests {
    @Test func scrollingUpThroughCellsMeasuredForTheFirstTimeMovesNothingOnScreen() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let client = VaryingHeightClient()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(VaryingHeightCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = client
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        collectionView.scrollToItem(at: IndexPath(item: 200, section: 0), at: .top, animated: false)
        host.layout()

        var jumps = 0
        for _ in 0..<40 {
            let before = screenPositions(in: collectionView)
            collectionView.contentOffset.y -= 20
            host.layout()
            let after = screenPositions(in: collectionView)
            // Every cell on screen before and after the step moved down by exactly the 20 points scrolled.
            for (item, y) in before { if let moved = after[item], moved != y + 20 { jumps += 1 } }
        }
        #expect(jumps == 0)
        // The cells above were measured on the way: their real heights are in the layout now.
        for indexPath in collectionView.indexPathsForVisibleItems {
            let height = collectionView.layoutAttributesForItem(at: indexPath)!.frame.height
            #expect(height == 44 + 20 * CGFloat(indexPath.item % 7))
        }
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).min()! < 200)
    }

    private func screenPositions(in collectionView: UICollectionView) -> [Int: CGFloat] {
        var positions: [Int: CGFloat] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: indexPath) else { continue }
            positions[indexPath.item] = cell.frame.minY - collectionView.contentOffset.y
        }
        return positions
    }
}
