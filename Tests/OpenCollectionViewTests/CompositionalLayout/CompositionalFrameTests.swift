// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Frames of the building blocks. Expected values follow Apple's "Implementing Modern Collection Views" sample
/// layouts and the documented semantics (fractions of the containing group or section, insets inside the item's
/// box, spacing between boxes).
@MainActor
struct CompositionalFrameTests {
    @Test func defaultsMatchUIKit() {
        let section = listSection()
        #expect(section.contentInsets == .zero)
        #expect(section.interGroupSpacing == 0)
        #expect(section.supplementariesFollowContentInsets)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.contentInsetsReference == .automatic)
        #expect(section.group.interItemSpacing == nil)
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)))
        #expect(item.contentInsets == .zero)
        #expect(item.edgeSpacing == nil)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .top)
        #expect(header.extendsBoundary)
        #expect(!header.pinToVisibleBounds)
        #expect(NSCollectionLayoutDecorationItem.background(elementKind: "bg").zIndex == 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical)
        #expect(configuration.interSectionSpacing == 0)
        #expect(configuration.contentInsetsReference == .automatic)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).description == ".containerWidthFactor(0.5)")
    }

    /// Apple's GridViewController: five items a row, each a fifth of the width and as tall as wide.
    @Test func gridOfFractionalItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let client = CompositionalClient(counts: [12], layout: layout, size: CGSize(width: 390, height: 844))
        _ = hosted(client)
        #expect(client.frame(0) == CGRect(x: 0, y: 0, width: 78, height: 78))
        #expect(client.frame(4) == CGRect(x: 312, y: 0, width: 78, height: 78))
        #expect(client.frame(5) == CGRect(x: 0, y: 78, width: 78, height: 78))
        #expect(client.frame(11) == CGRect(x: 78, y: 156, width: 78, height: 78))
        #expect(client.collectionView.contentSize == CGSize(width: 390, height: 234))
        #expect(client.collectionView.indexPathsForVisibleItems.count == 12)
    }

    /// Apple's InsetItemsGridViewController: the same grid with 5-point content insets inside each item's box.
    @Test func contentInsetsInsetTheCellInsideItsBox() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let client = CompositionalClient(counts: [6], layout: layout, size: CGSize(width: 390, height: 844))
        _ = hosted(client)
        #expect(client.frame(0) == CGRect(x: 5, y: 5, width: 68, height: 68))
        #expect(client.frame(1) == CGRect(x: 83, y: 5, width: 68, height: 68))
        #expect(client.frame(5) == CGRect(x: 5, y: 83, width: 68, height: 68))
    }

    /// Apple's TwoColumnViewController: `subitem:count: 2` shares the width equally after the fixed 10-point
    /// spacing; section insets and inter-group spacing of 10.
    @Test func twoColumnsShareTheGroupEqually() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item,
            count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let client = CompositionalClient(
            counts: [5], layout: UICollectionViewCompositionalLayout(section: section),
            size: CGSize(width: 390, height: 844))
        _ = hosted(client)
        #expect(client.frame(0) == CGRect(x: 10, y: 10, width: 180, height: 44))
        #expect(client.frame(1) == CGRect(x: 200, y: 10, width: 180, height: 44))
        #expect(client.frame(2) == CGRect(x: 10, y: 64, width: 180, height: 44))
        #expect(client.frame(4) == CGRect(x: 10, y: 118, width: 180, height: 44))
        #expect(client.collectionView.contentSize.height == 172)
    }

    /// Apple's NestedGroupsViewController: a 0.7-wide item beside a 0.3-wide vertical group of two, in a group 0.4 of
    /// the container's height; every item inset by 10.
    @Test func nestedGroups() {
        let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let leading = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = insets
        let trailing = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailing.contentInsets = insets
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailing, count: 2)
        let nested = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
            subitems: [leading, trailingGroup])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested))
        let client = CompositionalClient(counts: [6], layout: layout, size: CGSize(width: 400, height: 800))
        _ = hosted(client)
        #expect(client.frame(0) == CGRect(x: 10, y: 10, width: 260, height: 300))
        #expect(client.frame(1) == CGRect(x: 290, y: 10, width: 100, height: 140))
        #expect(client.frame(2) == CGRect(x: 290, y: 170, width: 100, height: 140))
        #expect(client.frame(3) == CGRect(x: 10, y: 330, width: 260, height: 300))
    }

    /// Flexible inter-item spacing shares the leftover width; flexible edge spacing on both sides centres an item.
    @Test func flexibleSpacingSharesTheLeftover() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(0)
        let lone = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        lone.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let centred = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: lone, count: 1)
        let layout = UICollectionViewCompositionalLayout { index, _ in
            NSCollectionLayoutSection(group: index == 0 ? group : centred)
        }
        let client = CompositionalClient(counts: [3, 1], layout: layout, size: CGSize(width: 390, height: 844))
        _ = hosted(client)
        #expect(client.frame(0)?.minX == 0)
        #expect(client.frame(1)?.minX == 145)
        #expect(client.frame(2)?.minX == 290)
        #expect(client.frame(0, 1) == CGRect(x: 145, y: 50, width: 100, height: 50))
    }

    /// `subitems:` repeats the items while they fit; `repeatingSubitem:count:` places exactly `count`.
    @Test func subitemsRepeatWhileTheyFitAndCountsAreExact() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(40)))
        let filling = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item])
        filling.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: filling))
        let client = CompositionalClient(counts: [4], layout: layout, size: CGSize(width: 390, height: 844))
        _ = hosted(client)
        #expect(client.frame(2) == CGRect(x: 260, y: 0, width: 120, height: 40))
        #expect(client.frame(3) == CGRect(x: 0, y: 40, width: 120, height: 40))
    }

    /// Batch updates relayout the grid: an item inserted at the front moves every other item one place on.
    @Test func batchInsertsMoveLaterItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let client = CompositionalClient(counts: [3], layout: layout, size: CGSize(width: 400, height: 600))
        let host = hosted(client)
        client.counts = [4]
        client.collectionView.performBatchUpdates {
            client.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        host.advance(by: 1)
        #expect(client.frame(3) == CGRect(x: 200, y: 50, width: 200, height: 50))
        #expect(client.collectionView.contentSize.height == 100)
        #expect(client.collectionView.visibleCells.count == 4)
    }
}
