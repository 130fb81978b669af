// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Row frames per list appearance. Expected values are UIKit's observed list metrics on iOS 17 at the default
/// content size: one-line rows 44 points tall and as wide as the list (plain, grouped), inset-grouped sections inset
/// by the layout margin (16 points on a 390-point phone, 20 on a 430-point one) with 10-point corners on the first and
/// last rows, and headers above their rows.
@MainActor
struct ListLayoutTests {
    @Test func plainRowsAreFullWidthAndFortyFourPointsTall() {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain))
        for item in 0..<3 {
            #expect(client.frame(item) == CGRect(x: 0, y: CGFloat(item) * 44, width: 390, height: 44))
        }
        #expect(client.collectionView.backgroundColor == .systemBackground)
    }

    @Test func groupedRowsAreFullWidthOnTheGroupedBackground() {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .grouped))
        let first = client.frame(0)
        #expect(first?.minX == 0)
        #expect(first?.width == 390)
        #expect(first?.height == 44)
        #expect(client.frame(1)?.minY == first.map { $0.maxY })
        #expect(client.collectionView.backgroundColor == .systemGroupedBackground)
    }

    @Test(arguments: [(CGFloat(390), CGFloat(16)), (CGFloat(430), CGFloat(20))])
    func insetGroupedSectionsAreInsetByTheLayoutMargin(width: CGFloat, margin: CGFloat) {
        let client = ListClient(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), size: CGSize(width: width, height: 844))
        for item in 0..<3 {
            let frame = client.frame(item)
            #expect(frame?.minX == margin)
            #expect(frame?.width == width - 2 * margin)
            #expect(frame?.height == 44)
        }
    }

    @Test func insetGroupedFirstAndLastRowsHaveTenPointCorners() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let first = try #require(client.cell(0))
        let middle = try #require(client.cell(1))
        let last = try #require(client.cell(2))
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.cornerRadius == 10)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    @Test func supplementaryHeadersSitAboveTheirRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let client = ListClient(configuration, sections: [["A", "B"], ["C"]])
        let header = try #require(
            client.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame.minX == 0)
        #expect(header.frame.width == 390)
        #expect(client.frame(0, 1)?.minY == header.frame.maxY)
        #expect(try #require(client.frame(0)).minY > 0)
    }

    @Test func rowsSizeThemselvesFromTheirText() throws {
        let long = String(repeating: "A long secondary text that wraps over several lines. ", count: 4)
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain), sections: [["A", "B"]]) {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            if item == "B" { content.secondaryText = long }
            cell.contentConfiguration = content
        }
        #expect(client.frame(0)?.height == 44)
        let tall = try #require(client.frame(1))
        #expect(tall.height > 88)
        #expect(tall.minY == 44)
        let cell = try #require(client.cell(1))
        let content = try #require(client.listContentView(cell))
        let secondary = try #require(content.subviews.compactMap { $0 as? UILabel }.first { $0.text == long })
        // UIKit's row: 11 points above the text, 11 below the secondary text.
        #expect(secondary.frame.maxY + 11 == tall.height)
    }

    @Test func listSectionsMixWithOtherSections() {
        let listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
            return .list(using: listConfiguration, layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3, 4], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        let host = hostedInWindow(collectionView, size: collectionView.bounds.size)
        host.layout()
        host.layout()
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 195, y: 0, width: 195, height: 100))
        let row = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        #expect(row?.minX == 16)
        #expect(row?.width == 358)
        #expect(row?.height == 44)
    }
}
