// Host-driven: hosts a navigation controller in a HeadlessHost and drags, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// A compositional layout whose sizes follow the container (`NSCollectionLayoutEnvironment.container
/// .effectiveContentSize`, fractional dimensions) lays out against the adjusted content inset the user sees.
///
/// UIKit: `UICollectionView` invalidates its layout when its `adjustedContentInset` changes
/// (`adjustedContentInsetDidChange`), and the compositional layout's container is the collection view's size inside
/// that inset. So when the navigation bar arrives after `viewDidLoad` applied the snapshot (a first layout against
/// the bare view), the frames shown are those of the final inset: `invalidateLayout()` with nothing changed gives
/// the same frames, and scrolling an orthogonal section sideways never resizes its items (the FB reports "items
/// change size on first orthogonal scroll" against layouts that missed the inset change).
@MainActor
struct CompositionalAdjustedInsetTests {
    static let phoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A collection-view controller whose sections are shelves scrolling sideways: groups 80% of the container's
    /// effective width (read from the environment) and a quarter of its height (a fractional dimension).
    final class ShelfController: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init() {
            let layout = UICollectionViewCompositionalLayout { _, environment in
                let container = environment.container.effectiveContentSize
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(
                        widthDimension: .absolute(container.width * 0.8), heightDimension: .fractionalHeight(0.25)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                return section
            }
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Shelves"
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1, 2])
            for section in 0..<3 { snapshot.appendItems(Array(section * 100..<section * 100 + 12), toSection: section) }
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    private func hosted(largeTitles: Bool) -> (ShelfController, HeadlessHost) {
        let controller = ShelfController()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let host = HeadlessHost(
            rootViewController: navigation, size: CGSize(width: 390, height: 844), safeAreaInsets: Self.phoneInsets)
        host.layout()
        return (controller, host)
    }

    private func frames(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<collectionView.numberOfSections).flatMap { section in
            (0..<collectionView.numberOfItems(inSection: section)).compactMap {
                collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
            }
        }
    }

    /// The visible height under the bar (and above the home indicator) sets the group height: 844 − 47 − 44 − 34 =
    /// 719 without a large title, 844 − 47 − 96 − 34 = 667 with one; items are a quarter of it, whatever
    /// invalidates next.
    @Test(arguments: [false, true])
    func theFirstLayoutEqualsTheOneAfterAnInvalidation(largeTitles: Bool) throws {
        let (controller, host) = hosted(largeTitles: largeTitles)
        let collectionView = try #require(controller.collectionView)
        let visibleHeight =
            collectionView.bounds.height - collectionView.adjustedContentInset.top
            - collectionView.adjustedContentInset.bottom
        #expect(visibleHeight == (largeTitles ? 667 : 719))
        let first = frames(collectionView)
        #expect(first.first?.height == visibleHeight * 0.25)
        #expect(first.first?.width == 390 * 0.8)
        collectionView.collectionViewLayout.invalidateLayout()
        host.layout()
        #expect(frames(collectionView) == first)
    }

    /// Scrolling a shelf sideways moves its items and changes no item's size.
    @Test(arguments: [false, true])
    func anOrthogonalScrollChangesNoItemSize(largeTitles: Bool) throws {
        let (controller, host) = hosted(largeTitles: largeTitles)
        let collectionView = try #require(controller.collectionView)
        let before = frames(collectionView).map(\.size)
        let row = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let y = collectionView.convert(CGPoint(x: 0, y: row.frame.midY), to: nil).y
        host.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 100, y: y), duration: 0.3, hold: 0.2)
        host.advance(by: 1)
        let moved = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(moved.frame.minX < row.frame.minX)
        #expect(frames(collectionView).map(\.size) == before)
    }
}
