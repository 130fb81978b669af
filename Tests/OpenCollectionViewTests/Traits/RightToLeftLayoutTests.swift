// Host-driven: switches the scene's layout direction through the headless host, so it does not compile against
// UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A data source of plain cells, one section of `count` items.
@MainActor
final class GridDataSource: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
struct RightToLeftLayoutTests {
    func host(_ layout: UICollectionViewLayout) -> (UICollectionView, HeadlessHost, GridDataSource) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = GridDataSource(count: 4)
        collectionView.dataSource = dataSource
        let host = hostedInWindow(collectionView, size: CGSize(width: 320, height: 400))
        host.layout()
        return (collectionView, host, dataSource)
    }

    func cellX(_ collectionView: UICollectionView, _ item: Int) -> CGFloat? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame.minX
    }

    /// UIKit's flow layout flips horizontally in a right-to-left interface (`flipsHorizontallyInOppositeLayoutDirection`
    /// is true): the first item of each line sits at the right edge.
    @Test func flowGridMirrors() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let (collectionView, host, dataSource) = host(layout)
        _ = dataSource
        // Three 100-point items and two 10-point gaps fill the 320-point line.
        #expect([0, 1, 2, 3].map { cellX(collectionView, $0) } == [0, 110, 220, 0])
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect([0, 1, 2, 3].map { cellX(collectionView, $0) } == [220, 110, 0, 220])
        host.setLayoutDirection(.leftToRight)
        host.layout()
        #expect([0, 1, 2, 3].map { cellX(collectionView, $0) } == [0, 110, 220, 0])
    }

    /// A compositional layout lays out from the leading edge, which is the right one in a right-to-left interface.
    @Test func compositionalGridMirrors() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        group.interItemSpacing = .fixed(20)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, host, dataSource) = host(layout)
        _ = dataSource
        // Three 80-point items with 20-point gaps fit in 320 points: 0, 100, 200; the fourth starts a new group.
        #expect([0, 1, 2, 3].map { cellX(collectionView, $0) } == [0, 100, 200, 0])
        host.setLayoutDirection(.rightToLeft)
        host.layout()
        #expect([0, 1, 2, 3].map { cellX(collectionView, $0) } == [240, 140, 40, 240])
    }

    /// UIKit's `.natural` alignment is the leading edge: right in a right-to-left interface; `.left` stays left.
    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let natural = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        natural.text = "Hello"
        natural.accessibilityIdentifier = "natural"
        let left = UILabel(frame: CGRect(x: 0, y: 40, width: 300, height: 30))
        left.text = "Hello"
        left.textAlignment = .left
        left.accessibilityIdentifier = "left"
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.addSubview(natural)
        container.addSubview(left)
        let host = hostedInWindow(container, size: CGSize(width: 300, height: 100))
        host.layout()
        func lineX(_ identifier: String) -> Double? {
            guard case .text(let text) = host.renderTree().nodes(withAccessibilityIdentifier: identifier).first?.content
            else { return nil }
            return text.lines.first.map { $0.x + $0.width }
        }
        let width = lineX("natural") ?? 0
        #expect(width > 0 && width < 100)
        host.setLayoutDirection(.rightToLeft)
        #expect(lineX("natural") == 300)
        #expect(lineX("left") == width)
    }

    /// A list's cells span the width; their content mirrors: the text starts at the trailing margin's mirror.
    @Test func listContentMirrors() throws {
        let client = ListClient(
            UICollectionLayoutListConfiguration(appearance: .plain), size: CGSize(width: 390, height: 400))
        func textFrame() throws -> CGRect {
            let tree = client.host.renderTree()
            let node = try #require(
                tree.nodes.first { node in
                    if case .text(let text) = node.content { text.lines.first?.text == "A" } else { false }
                })
            guard case .text(let text) = node.content, let line = text.lines.first else { return .null }
            let frame = node.frameInWindow
            return CGRect(x: frame.minX + line.x, y: frame.minY, width: line.width, height: frame.height)
        }
        let leftToRight = try textFrame()
        client.host.setLayoutDirection(.rightToLeft)
        client.settle()
        let rightToLeft = try textFrame()
        // UIKit mirrors a list row in a right-to-left interface: the text hugs the right margin as it hugged the left.
        #expect(abs(rightToLeft.maxX - (390 - leftToRight.minX)) < 1)
        #expect(client.cell(0)?.frame.minX == 0)
    }
}
