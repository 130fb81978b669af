// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A cell as wide as its text (a tag chip): 10 points a character plus 20 of padding, at the proposed height.
private final class ChipCell: UICollectionViewCell {
    var text = ""

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: CGFloat(text.count) * 10 + 20, height: size.height)
    }
}

/// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)` (iOS 17). Apple's documentation of it: "Items
/// with this dimension receive at least as much room as they require, and they increase in size to match the
/// dimension of the largest self-sizing sibling in their parent group"; "items using this dimension in a
/// horizontal NSCollectionLayoutGroup all have a height equal to the tallest item in that group"; "If you use a
/// uniformAcrossSiblings dimension on the outermost group in a section, the size of the largest item in that group
/// applies across the entire section, including nested groups." The expected frames below follow those sentences.
@MainActor
struct UniformAcrossSiblingsTests {
    /// Texts whose `FeedCell` heights are 36 (one line), 76 (three lines) and 56 (two lines), then short ones.
    private static let texts = ["", String(repeating: "x", count: 70), String(repeating: "y", count: 35), "", "", ""]

    /// Apple's sample: three items a row, `fractionalWidth(1/3)` wide and `itemHeight` high, in a full-width
    /// group `groupHeight` high, in a 300-point-wide collection view.
    private func threeAcross(
        itemHeight: NSCollectionLayoutDimension, groupHeight: NSCollectionLayoutDimension
    ) -> (CompositionalClient, HeadlessHost) {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: itemHeight))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: groupHeight),
            repeatingSubitem: item, count: 3)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let client = CompositionalClient(counts: [6], layout: layout, size: CGSize(width: 300, height: 600))
        for (item, text) in Self.texts.enumerated() { client.texts[IndexPath(item: item, section: 0)] = text }
        let host = hosted(client)
        host.advance(by: 0.5)
        return (client, host)
    }

    @Test func estimatedItemsKeepTheirOwnHeights() {
        let (client, _) = threeAcross(itemHeight: .estimated(50), groupHeight: .estimated(50))
        #expect(client.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 36))
        #expect(client.frame(1) == CGRect(x: 100, y: 0, width: 100, height: 76))
        #expect(client.frame(2) == CGRect(x: 200, y: 0, width: 100, height: 56))
        #expect(client.frame(3)?.minY == 76)
    }

    @Test func uniformItemsTakeTheTallestHeightInTheirGroup() {
        let (client, host) = threeAcross(itemHeight: .uniformAcrossSiblings(estimate: 50), groupHeight: .estimated(50))
        #expect(client.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 76))
        #expect(client.frame(1) == CGRect(x: 100, y: 0, width: 100, height: 76))
        #expect(client.frame(2) == CGRect(x: 200, y: 0, width: 100, height: 76))
        // The next group's items are all one line: they share that height, not the first group's.
        #expect(client.frame(3) == CGRect(x: 0, y: 76, width: 100, height: 36))
        #expect(client.frame(5) == CGRect(x: 200, y: 76, width: 100, height: 36))
        #expect(client.collectionView.contentSize.height == 112)
        #expect(client.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 76)
        // Settled: laying out again changes nothing (the short cells' own sizes did not change).
        host.advance(by: 1)
        #expect(client.frame(0)?.height == 76)
        #expect(client.frame(3)?.height == 36)
    }

    @Test func aUniformOutermostGroupSharesTheLargestItemAcrossTheSection() {
        let (client, _) = threeAcross(
            itemHeight: .uniformAcrossSiblings(estimate: 50), groupHeight: .uniformAcrossSiblings(estimate: 50))
        #expect(client.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 76))
        #expect(client.frame(3) == CGRect(x: 0, y: 76, width: 100, height: 76))
        #expect(client.frame(5) == CGRect(x: 200, y: 76, width: 100, height: 76))
        #expect(client.collectionView.contentSize.height == 152)
    }

    @Test func uniformWidthsAlongAHorizontalGroupTakeTheWidest() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .uniformAcrossSiblings(estimate: 50), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .estimated(300), heightDimension: .absolute(44)),
            repeatingSubitem: item, count: 3)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = ChipSource(texts: ["a", "abcdef", "abc", "", "ab", ""])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
        view.register(ChipCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        let host = hostedInWindow(view, size: view.bounds.size)
        host.layout()
        host.advance(by: 0.5)
        func frame(_ item: Int) -> CGRect? {
            view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        // Own widths 30, 80 and 50: each takes the widest, 80, and they line up from the leading edge.
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 80, height: 44))
        #expect(frame(1) == CGRect(x: 80, y: 0, width: 80, height: 44))
        #expect(frame(2) == CGRect(x: 160, y: 0, width: 80, height: 44))
        // The second group's widest is 40 ("ab").
        #expect(frame(3) == CGRect(x: 0, y: 44, width: 40, height: 44))
        #expect(frame(5) == CGRect(x: 80, y: 44, width: 40, height: 44))
        withExtendedLifetime(source) {}
    }
}

/// Serves `ChipCell`s showing a list of texts.
@MainActor
private final class ChipSource: NSObject, UICollectionViewDataSource {
    let texts: [String]

    init(texts: [String]) { self.texts = texts }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! ChipCell
        cell.text = texts[indexPath.item]
        return cell
    }
}
