import Foundation
import Testing

@testable import OpenCollectionViewTesting

@MainActor
@Suite struct LayoutAttributesSnapshotTests {
    @Test func collectionViewElements() {
        let grid = GridViewController(count: 7)
        grid.loadViewIfNeeded()
        assertSnapshot(of: grid.collectionView, as: .layoutAttributes(size: CGSize(width: 390, height: 400)))
    }

    @Test func layoutElementsInARect() {
        let grid = GridViewController(count: 30)
        let host = HeadlessHost.showing(grid)
        host.layout()
        assertSnapshot(
            of: grid.layout as UICollectionViewLayout,
            as: .layoutAttributes(in: CGRect(x: 0, y: 0, width: 390, height: 200)))
    }

    /// A full line of a flow layout is justified (UIKit spreads the space left over between the items: three
    /// 100-point items in 390 points sit 45 points apart, the first at the leading edge and the last at the
    /// trailing edge), below a header as wide as the collection view.
    @Test func linesNameEachElementWithItsGeometry() {
        let grid = GridViewController(count: 4)
        grid.loadViewIfNeeded()
        let text = snapshotText(
            of: grid.collectionView, as: .layoutAttributes(size: CGSize(width: 390, height: 400)))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "UICollectionViewFlowLayout in (0 0; 390 400), content size {390, 260}: 5 elements")
        #expect(lines[1] == "cell [0, 0]: frame = (0 50; 100 100), zIndex = 0, alpha = 1, transform = identity")
        #expect(lines[2] == "cell [0, 1]: frame = (145 50; 100 100), zIndex = 0, alpha = 1, transform = identity")
        #expect(lines[3] == "cell [0, 2]: frame = (290 50; 100 100), zIndex = 0, alpha = 1, transform = identity")
        #expect(lines[4] == "cell [0, 3]: frame = (0 160; 100 100), zIndex = 0, alpha = 1, transform = identity")
        #expect(
            lines[5].hasPrefix("supplementaryView UICollectionElementKindSectionHeader [0, 0]: frame = (0 0; 390 50)"))
    }

    @Test func failureNamesTheElementsThatMovedAndByHowMuch() {
        let reference = """
            UICollectionViewFlowLayout in (0 0; 390 400), content size {390, 260}: 3 elements
            cell [0, 0]: frame = (0 50; 100 100), zIndex = 0, alpha = 1, transform = identity
            cell [0, 1]: frame = (145 50; 100 100), zIndex = 0, alpha = 1, transform = identity
            cell [0, 2]: frame = (290 50; 100 100), zIndex = 0, alpha = 1, transform = identity

            """
        let new = """
            UICollectionViewFlowLayout in (0 0; 390 400), content size {390, 260}: 3 elements
            cell [0, 0]: frame = (0 50; 100 100), zIndex = 0, alpha = 1, transform = identity
            cell [0, 1]: frame = (155 40; 100 120), zIndex = 0, alpha = 0.5, transform = identity
            cell [0, 3]: frame = (0 160; 100 100), zIndex = 0, alpha = 1, transform = identity

            """
        let message = Diffing<String>.layoutAttributes.diffV2(reference, new)?.0 ?? ""
        #expect(
            message.hasPrefix(
                """
                1 element moved or changed:
                  cell [0, 1]: moved by (+10, -10), resized by (0, +20), frame (145 50; 100 100) → (155 40; 100 120), \
                zIndex = 0, alpha = 1, transform = identity → zIndex = 0, alpha = 0.5, transform = identity
                1 element appeared: cell [0, 3]
                1 element disappeared: cell [0, 2]
                """))
        #expect(message.contains("−cell [0, 2]"))
        #expect(Diffing<String>.layoutAttributes.diffV2(reference, reference) == nil)
    }

    @Test func layoutInNoCollectionViewFails() {
        withKnownIssue {
            let text = snapshotText(of: UICollectionViewFlowLayout() as UICollectionViewLayout, as: .layoutAttributes())
            #expect(text.contains("UICollectionViewFlowLayout is in no collection view"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is in no collection view") }
        }
    }

    @Test func nonFiniteFramesFailNamingTheElements() {
        let layout = NaNLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let dataSource = OneItemDataSource()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = dataSource
        defer { withExtendedLifetime(dataSource) {} }
        withKnownIssue {
            let text = snapshotText(of: collectionView, as: .layoutAttributes())
            #expect(text.contains("NaNLayout returned 1 element with geometry that is not finite"))
            #expect(text.contains("cell [0, 0] at (nan 0; 10 10)"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("not finite") }
        }
    }
}

/// A layout that places one cell at a NaN x.
final class NaNLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 200, height: 200) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        return [attributes]
    }
}

/// One section of one plain cell.
final class OneItemDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
