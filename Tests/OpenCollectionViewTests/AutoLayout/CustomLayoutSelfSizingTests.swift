import OpenCollectionView
import Testing

/// A custom layout self-sizes through `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`:
/// UIKit asks every view whose attributes it applies for its preferred attributes, so cells that stay on screen
/// when the layout changes their size are asked again. The case is Parchment's
/// `PagingCollectionViewLayoutTests.cellFramesForItemSizeSelfSizing` (run on iOS simulators by its CI): a menu laid
/// out with fixed widths switches to self-sizing with an estimated width of 0, is invalidated and laid out once, and
/// its cells have their preferred widths.
@MainActor
struct CustomLayoutSelfSizingTests {
    /// Three items in a row: 150 points wide each, or (self-sizing) as wide as their cells prefer, 0 until asked.
    private final class MenuLayout: UICollectionViewLayout {
        var selfSizing = false
        var preferredWidths: [Int: CGFloat] = [:]
        private let count = 3

        private func width(of item: Int) -> CGFloat { selfSizing ? preferredWidths[item] ?? 0 : 150 }

        override var collectionViewContentSize: CGSize {
            CGSize(width: (0..<count).reduce(0) { $0 + width(of: $1) }, height: 50)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let x = (0..<indexPath.item).reduce(0) { $0 + width(of: $1) }
            attributes.frame = CGRect(x: x, y: 0, width: width(of: indexPath.item), height: 50)
            return attributes
        }

        override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            guard selfSizing, preferredWidths[preferredAttributes.indexPath.item] != preferredAttributes.size.width
            else { return false }
            preferredWidths[preferredAttributes.indexPath.item] = preferredAttributes.size.width
            return true
        }
    }

    /// A cell that wants 50 points per item number (50, 100, 150) and counts how often it is asked.
    private final class TitleCell: UICollectionViewCell {
        static var asked = 0
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            TitleCell.asked += 1
            let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.size.width = CGFloat(layoutAttributes.indexPath.item + 1) * 50
            return attributes
        }
    }

    private final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        }
    }

    /// The collection view's data source (it holds its data source weakly).
    private let items = Items()

    /// A 390 × 50 collection view of `layout`'s three items, laid out once.
    private func laidOutMenu(_ layout: MenuLayout) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 50), collectionViewLayout: layout)
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func cellsThatStayAreAskedAgainWhenTheLayoutResizesThem() throws {
        let layout = MenuLayout()
        let collectionView = laidOutMenu(layout)
        let cells = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cells.map { $0?.frame.width } == [150, 150, 150])
        let askedBefore = TitleCell.asked

        layout.selfSizing = true
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()

        #expect(TitleCell.asked > askedBefore)
        let after = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        for (cell, same) in zip(after, cells) { #expect(cell === same) }
        #expect(
            after.map { $0?.frame } == [
                CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 50, y: 0, width: 100, height: 50),
                CGRect(x: 150, y: 0, width: 150, height: 50),
            ])
    }

    @Test func aLayoutThatKeepsItsSizeDoesNotAskAgain() {
        let layout = MenuLayout()
        let collectionView = laidOutMenu(layout)
        let askedBefore = TitleCell.asked
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(TitleCell.asked == askedBefore)
    }
}
