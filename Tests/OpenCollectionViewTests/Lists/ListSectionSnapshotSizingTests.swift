// Host-driven: drives time and layout through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Seed 003 fills its list one section at a time with `apply(_:to:)`, each apply a batch update that inserts a
/// section. Rows that sized themselves stay sized through those updates, as in UIKit: every section's two-line rows
/// are as tall as when one snapshot fills the list at once.
@MainActor
struct ListSectionSnapshotSizingTests {
    @Test func rowsOfEarlierSectionsKeepTheirSizeWhenLaterSectionsArrive() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let client = ListClient(configuration, sections: []) {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Second line of \(item)"
            cell.contentConfiguration = content
        }
        for section in 0..<3 {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append((0..<2).map { "Row \(section)-\($0)" })
            client.dataSource.apply(outline, to: section, animatingDifferences: false)
            client.settle()
        }
        let heights = (0..<3).compactMap { client.frame(0, $0)?.height }
        #expect(heights.count == 3)
        // A subtitle row is taller than the 44-point estimate (11 + text + secondary text + 11).
        #expect(heights.allSatisfy { $0 > 50 })
        #expect(Set(heights).count == 1)
        // The list was at its top and stays there while its rows size themselves (nothing scrolls by itself).
        let collectionView = client.collectionView
        #expect(collectionView.contentOffset.y == -collectionView.adjustedContentInset.top)
    }
}
