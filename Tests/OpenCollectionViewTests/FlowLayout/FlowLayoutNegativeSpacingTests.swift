import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

/// Negative minimum spacings, which UIKit's flow layout honours: items overlap. Overlapping card stacks and
/// carousels are built this way. Source: keighl/KTCenterFlowLayout issue #30 ("The standard
/// UICollectionViewFlowLayout supports the use of negative minimumLineSpacing to allow overlapping rows") and its
/// pull request #31, which changed that subclass to match. The frames follow UIKit's placement rules with the
/// spacing taken as given: full lines justified, the last line of varied sizes at the minimum spacing, items
/// centred across their line.
@MainActor
struct FlowLayoutNegativeSpacingTests {
    /// A horizontal carousel of 100-pt items with `minimumLineSpacing = -20`: each item starts 20 points before the
    /// previous one ends, and the content is 5 × 100 − 4 × 20 = 420 points wide.
    @Test func aNegativeLineSpacingOverlapsTheColumnsOfACarousel() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = -20
        let size = CGSize(width: 320, height: 100)
        let client = GridClient(sections: [(0..<5).map(String.init)], layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        #expect(frames(client.collectionView).map(\.minX) == [0, 80, 160, 240, 320])
        #expect(client.collectionView.contentSize == CGSize(width: 420, height: 100))
        // A rect inside both the second and the third item finds both.
        let found = layout.layoutAttributesForElements(in: CGRect(x: 175, y: 0, width: 2, height: 100)) ?? []
        #expect(found.map(\.indexPath.item).sorted() == [1, 2])
    }

    /// 100-pt items with `minimumInteritemSpacing = -20` in 260 points: three fit (3 × 100 − 2 × 20 = 260), so a
    /// full row is justified at a gap of −20 and the last row keeps the grid's columns.
    @Test func aNegativeInteritemSpacingFitsMoreItemsOnALine() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = -20
        layout.minimumLineSpacing = 10
        let size = CGSize(width: 260, height: 400)
        let client = GridClient(sections: [(0..<7).map(String.init)], layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        let result = frames(client.collectionView)
        #expect(result.map(\.minX) == [0, 80, 160, 0, 80, 160, 0])
        #expect(result.map(\.minY) == [0, 0, 0, 60, 60, 60, 120])
        #expect(client.collectionView.contentSize == CGSize(width: 260, height: 170))
    }

    /// The delegate's spacings (−20 between items, −10 between lines) with varied heights in 280 points: three items
    /// fit a line (300 − 40 = 260), the full line is justified to a gap of (280 − 300) / 2 = −10, the last line is
    /// left-aligned at −20; the second line starts 10 points before the first (60 high) ends, and its items are
    /// centred in its 60 points. A rect inside both lines finds the items of both that reach into it.
    @Test func theDelegatesNegativeSpacingsOverlapLinesAndItems() {
        let layout = UICollectionViewFlowLayout()
        let sizes = [60, 40, 60, 40, 60].map { CGSize(width: 100, height: $0) }
        let size = CGSize(width: 280, height: 400)
        let client = SpacingClient(sizes: sizes, lineSpacing: -10, interitemSpacing: -20, layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        #expect(
            frames(client.collectionView) == [
                CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 90, y: 10, width: 100, height: 40),
                CGRect(x: 180, y: 0, width: 100, height: 60), CGRect(x: 0, y: 60, width: 100, height: 40),
                CGRect(x: 80, y: 50, width: 100, height: 60),
            ])
        #expect(client.collectionView.contentSize == CGSize(width: 280, height: 110))
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 52, width: 280, height: 3)) ?? []
        #expect(found.map(\.indexPath.item).sorted() == [0, 2, 4])
    }

    /// A line spacing deeper than some lines are thick makes lines start before the ones above them; a rect query
    /// still returns exactly the items whose frames meet the rect (`layoutAttributesForElements(in:)`'s contract).
    @Test func rectQueriesFindEveryOverlappingItemWhenLinesRunBackwards() {
        let layout = UICollectionViewFlowLayout()
        let sizes = (0..<40).map { CGSize(width: 150, height: $0 % 3 == 0 ? 80 : 30) }
        let size = CGSize(width: 320, height: 200)
        let client = SpacingClient(sizes: sizes, lineSpacing: -50, interitemSpacing: 10, layout: layout, size: size)
        let host = hostedInWindow(client.collectionView, size: size)
        host.layout()
        let all = frames(client.collectionView)
        for y in stride(from: -100, through: 400, by: 7) {
            let rect = CGRect(x: 0, y: CGFloat(y), width: 320, height: 20)
            let found = layout.layoutAttributesForElements(in: rect) ?? []
            let expected = all.indices.filter { all[$0].intersects(rect) }
            #expect(found.map(\.indexPath.item).sorted() == expected, "rect at y = \(y)")
        }
    }
}

/// A client whose delegate gives per-item sizes and per-section spacings.
@MainActor
private final class SpacingClient: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    let collectionView: UICollectionView

    init(
        sizes: [CGSize], lineSpacing: CGFloat, interitemSpacing: CGFloat, layout: UICollectionViewFlowLayout,
        size: CGSize
    ) {
        self.sizes = sizes
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacing }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { interitemSpacing }
}
