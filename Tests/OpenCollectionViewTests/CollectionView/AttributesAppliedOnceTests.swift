// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A badge: a label in a small view (Apple's BadgeSupplementaryView).
private final class BadgeView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An item with a badge count (Apple's ItemBadgeSupplementaryViewController model).
private struct BadgedItem: Hashable {
    let id: Int
    let badgeCount: Int
}

/// A data source whose `cellForItemAt` hides and dims some cells itself.
@MainActor
private final class StylingClient: NSObject, UICollectionViewDataSource {
    var items: [Int]
    let hidden: Set<Int>
    let dimmed: Set<Int>
    let collectionView: UICollectionView

    init(items: [Int], hidden: Set<Int>, dimmed: Set<Int>) {
        self.items = items
        self.hidden = hidden
        self.dimmed = dimmed
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 600), collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let item = items[indexPath.item]
        cell.isHidden = hidden.contains(item)
        cell.alpha = dimmed.contains(item) ? 0.5 : 1
        return cell
    }
}

// UICollectionViewLayoutAttributes documentation, subclassing notes: "In iOS 7 and later, the collection view
// does not apply layout attributes if those attributes have not changed. It determines whether the attributes
// have changed by comparing the old and new attribute objects using the isEqual: method." So what a registration
// handler or `cellForItemAt` sets on a view (`isHidden`, `alpha`) stays through updates and layout passes that
// leave the element's attributes as they were.
@MainActor
struct AttributesAppliedOnceTests {
    static let badgeKind = "badge-element-kind"

    /// Apple's ItemBadgeSupplementaryViewController: a grid of four items a row, each with a badge at its top
    /// trailing corner that the registration handler hides when the item's badge count is zero.
    private func badgeGrid() -> (
        UICollectionView, UICollectionViewDiffableDataSource<Int, BadgedItem>, HeadlessHost
    ) {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Self.badgeKind, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 800),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, BadgedItem> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, BadgedItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: Self.badgeKind) {
            [unowned dataSource] badgeView, _, indexPath in
            guard let model = dataSource.itemIdentifier(for: indexPath) else { return }
            badgeView.label.text = "\(model.badgeCount)"
            badgeView.isHidden = model.badgeCount == 0
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
        }
        let host = hostedInWindow(collectionView, size: CGSize(width: 400, height: 800))
        var snapshot = NSDiffableDataSourceSnapshot<Int, BadgedItem>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<8).map { BadgedItem(id: $0, badgeCount: $0 % 3) })
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layout()
        return (collectionView, dataSource, host)
    }

    /// Whether the badge of each of the first `count` items is hidden.
    private func badgesHidden(_ collectionView: UICollectionView, count: Int) -> [Bool?] {
        (0..<count).map {
            collectionView.supplementaryView(forElementKind: Self.badgeKind, at: IndexPath(item: $0, section: 0))?
                .isHidden
        }
    }

    @Test func aHiddenBadgeStaysHiddenAfterLaterSnapshotApplies() {
        let (collectionView, dataSource, host) = badgeGrid()
        let expected: [Bool?] = [true, false, false, true, false, false, true, false]
        #expect(badgesHidden(collectionView, count: 8) == expected)

        var snapshot = dataSource.snapshot()
        snapshot.appendItems([BadgedItem(id: 8, badgeCount: 2), BadgedItem(id: 9, badgeCount: 0)])
        dataSource.apply(snapshot, animatingDifferences: true)
        host.advance(by: 0.5)
        #expect(badgesHidden(collectionView, count: 8) == expected)
        #expect(badgesHidden(collectionView, count: 10).suffix(2) == [false, true])

        snapshot.deleteItems([BadgedItem(id: 9, badgeCount: 0)])
        dataSource.apply(snapshot, animatingDifferences: false)
        host.layout()
        #expect(badgesHidden(collectionView, count: 8) == expected)

        collectionView.setNeedsLayout()
        host.layout()
        #expect(badgesHidden(collectionView, count: 8) == expected)
    }

    @Test func whatCellForItemAtSetsSurvivesUpdatesThatLeaveTheCellInPlace() {
        let client = StylingClient(items: Array(0..<6), hidden: [1], dimmed: [2])
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 100, height: 600))
        host.layout()
        let collectionView = client.collectionView
        func states() -> [String] {
            (0..<3).map {
                guard let cell = collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) else { return "none" }
                return "\(cell.isHidden ? "hidden" : "shown") \(cell.alpha)"
            }
        }
        let expected = ["shown 1.0", "hidden 1.0", "shown 0.5"]
        #expect(states() == expected)

        client.items.append(6)
        collectionView.performBatchUpdates { collectionView.insertItems(at: [IndexPath(item: 6, section: 0)]) }
        host.advance(by: 0.5)
        #expect(states() == expected)

        client.items.removeLast()
        UIView.performWithoutAnimation { collectionView.deleteItems(at: [IndexPath(item: 6, section: 0)]) }
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        host.layout()
        collectionView.contentOffset = .zero
        host.layout()
        #expect(states() == expected)
    }
}
