// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Seed 003's kind of list: an inset-grouped compositional list over a diffable data source whose list
/// configuration supplies the swipe actions (trailing Delete, leading Add), in a view controller's view at 390 × 844.
@MainActor
final class SwipeableListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var log: [String] = []
    var appearance = UICollectionLayoutListConfiguration.Appearance.insetGrouped

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Add") { _, _, complete in
                    self.log.append("add \(indexPath.item)")
                    complete(true)
                }
            ])
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, complete in
                    self.log.append("delete \(indexPath.item)")
                    complete(false)
                }
            ])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["0", "1", "2"], toSection: 0)
        snapshot.appendItems(["3", "4", "5"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
struct ListSwipeActionsTests {
    func setUp() -> (SwipeableListViewController, HeadlessHost) {
        let controller = SwipeableListViewController()
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
        for _ in 0..<3 { host.layout() }
        return (controller, host)
    }

    func find(_ identifier: String, in view: UIView) -> UIView? {
        if view.accessibilityIdentifier == identifier, !view.isHidden { return view }
        for subview in view.subviews { if let found = find(identifier, in: subview) { return found } }
        return nil
    }

    /// The centre of the item's cell in window coordinates.
    func center(of indexPath: IndexPath, in controller: SwipeableListViewController) -> CGPoint {
        guard let cell = controller.collectionView.cellForItem(at: indexPath) else { return .zero }
        let frame = cell.convert(cell.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func draggingAListRowLeftRevealsTheTrailingProvidersActions() throws {
        let (controller, host) = setUp()
        let indexPath = IndexPath(item: 1, section: 1)
        let cell = try #require(controller.collectionView.cellForItem(at: indexPath))
        let rowFrame = cell.convert(cell.bounds, to: nil)
        let start = CGPoint(x: rowFrame.maxX - 20, y: rowFrame.midY)
        host.drag(from: start, to: CGPoint(x: start.x - 110, y: start.y), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        let delete = try #require(find("swipe-action-Delete", in: controller.collectionView))
        let deleteFrame = delete.convert(delete.bounds, to: nil)
        // UIKit: the row opens with its first trailing action flush with the row's trailing edge.
        #expect(abs(deleteFrame.maxX - rowFrame.maxX) <= 0.5)
        #expect(cell.configurationState.isSwiped)
        #expect(controller.collectionView.contentOffset.x == 0)
    }

    @Test func draggingAListRowRightRevealsTheLeadingProvidersActions() throws {
        let (controller, host) = setUp()
        let indexPath = IndexPath(item: 1, section: 0)
        let cell = try #require(controller.collectionView.cellForItem(at: indexPath))
        let rowFrame = cell.convert(cell.bounds, to: nil)
        let start = CGPoint(x: rowFrame.minX + 20, y: rowFrame.midY)
        host.drag(from: start, to: CGPoint(x: start.x + 110, y: start.y), duration: 0.5, hold: 0.2)
        host.advance(by: 1)
        let add = try #require(find("swipe-action-Add", in: controller.collectionView))
        let addFrame = add.convert(add.bounds, to: nil)
        #expect(abs(addFrame.minX - rowFrame.minX) <= 0.5)
        host.tap(at: CGPoint(x: addFrame.midX, y: addFrame.midY))
        host.advance(by: 1)
        #expect(controller.log == ["add 1"])
    }

    @Test func aListsContentIsAsWideAsItsBounds() {
        // UIKit: list layouts scroll only vertically; the content size width equals the collection view's width.
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped] {
            let controller = SwipeableListViewController()
            controller.appearance = appearance
            let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 390, height: 844))
            host.layout()
            #expect(controller.collectionView.contentSize.width == controller.collectionView.bounds.width)
        }
    }
}
