// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// A collection view controller (the standard reordering gesture installed, as `UICollectionViewController` does by
/// default) over a compositional layout with two sections: section 0 is one orthogonally scrolling row of ten
/// 100 × 100 items 10 points apart (item `i` spans x = 110·i … 110·i + 100, y = 0 … 100, before the row is scrolled),
/// section 1 a vertical grid of eight items, four 100 × 80 items a row, starting at y = 100 (item `j` at
/// x = 100·(j % 4), y = 100 + 80·(j / 4)).
@MainActor
private final class OrthogonalReorderController: UICollectionViewController {
    var sections = [(0..<10).map { "o\($0)" }, (0..<8).map { "v\($0)" }]
    /// The moves the data source was told of, as "source→destination".
    var moves: [String] = []

    init(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                    subitems: [item])
                let row = NSCollectionLayoutSection(group: group)
                row.interGroupSpacing = 10
                row.orthogonalScrollingBehavior = behavior
                return row
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(80)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(DragCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! DragCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath)→\(destinationIndexPath)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    /// The label of the cell showing the item at `item` of `section`.
    func label(_ item: Int, _ section: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? DragCell)?.label.text
    }

    /// The cell showing `label`.
    func cell(showing label: String) -> UICollectionViewCell? {
        collectionView.visibleCells.first { ($0 as? DragCell)?.label.text == label }
    }

    /// The scroll view the orthogonal row scrolls in (UIKit's `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`,
    /// a subview of the collection view that hosts the row's cells).
    var rowScrollView: UIScrollView? {
        collectionView.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }
}

/// Drag and drop within the collection view, as seed 000 reorders: items of this collection view move to the
/// destination, the model follows in a batch update.
extension OrthogonalReorderController: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        let label = sections[indexPath.section][indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: label))
        item.localObject = label
        return [item]
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        coordinator.dropMovingItems(in: collectionView) { self.collectionView(collectionView, moveItemAt: $0, to: $1) }
    }
}

/// Reordering in a compositional layout section with `orthogonalScrollingBehavior` set, whose items live in the
/// section's own scroll view: within the row, out of it into the vertical section below, into it, and while the
/// row is scrolled sideways. Expected behaviour is UIKit's documented one ("Reordering Items Interactively"; the
/// `UICollectionView` reference for `updateInteractiveMovementTargetPosition(_:)`, whose position is "in the
/// collection view's coordinate system", and `indexPathForItem(at:)`): the item takes the index path of the item
/// under the touch, other items make room, and the data source's `moveItemAt` gets the original and final index
/// paths once, when the movement ends. Positions below are worked out from the controller's layout description.
@MainActor
struct OrthogonalReorderingTests {

    private func makeHost(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> (
        HeadlessHost, OrthogonalReorderController
    ) {
        let controller = OrthogonalReorderController(behavior: behavior)
        let host = HeadlessHost(rootViewController: controller, size: CGSize(width: 400, height: 800))
        host.layout()
        return (host, controller)
    }

    /// Scrolls the row sideways so its content starts 220 points to the left (item 2 at the leading edge: a
    /// resting place for both behaviours, group paging rests on group starts), as a user's swipe leaves it.
    private func scrollRow(_ host: HeadlessHost, _ controller: OrthogonalReorderController) {
        controller.rowScrollView?.contentOffset = CGPoint(x: 220, y: 0)
        host.advance(by: 0.5)
    }

    private func indexPath(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// The fixture is what the layout description says: the row's items are hosted by its scroll view, 110 points
    /// apart, and scrolling the row moves them (and what is under a point) sideways.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func theRowIsHostedInItsOwnScrollView(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        let row = controller.rowScrollView
        #expect(row != nil)
        #expect(controller.cell(showing: "o1")?.superview === row)
        #expect(controller.cell(showing: "v0")?.superview === collectionView)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 160, y: 50)) == indexPath(1, 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 140)) == indexPath(1, 1))
        scrollRow(host, controller)
        #expect(row?.contentOffset.x == 220)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 50)) == indexPath(2, 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 270, y: 50)) == indexPath(4, 0))
    }

    /// Item 0 held over item 2's place takes it (items 1 and 2 step back), follows the finger, and the data
    /// source hears of [0, 0] → [0, 2] once, at the end.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingWithinTheRowFromCode(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        #expect(collectionView.beginInteractiveMovementForItem(at: indexPath(0, 0)))
        let finger = CGPoint(x: 270, y: 50)
        collectionView.updateInteractiveMovementTargetPosition(finger)
        host.advance(by: 0.5)
        #expect(controller.label(2, 0) == "o0")
        #expect(controller.label(0, 0) == "o1")
        #expect(controller.label(1, 0) == "o2")
        #expect(controller.cell(showing: "o1")?.frame.origin == CGPoint(x: 0, y: 0))
        let moving = controller.cell(showing: "o0")
        #expect(moving.map { $0.boundsCenter(in: collectionView) } == finger)
        #expect(controller.moves.isEmpty)
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 0]→[0, 2]"])
        #expect(controller.sections[0].prefix(4) == ["o1", "o2", "o0", "o3"])
        #expect((0..<4).map { controller.label($0, 0) } == ["o1", "o2", "o0", "o3"])
        #expect(controller.cell(showing: "o0")?.frame.origin == CGPoint(x: 220, y: 0))
        #expect(controller.cell(showing: "o0")?.superview === controller.rowScrollView)
    }

    /// The standard gesture: a long press on item 0 and a sideways drag onto item 2 reorders the row rather than
    /// scrolling it (once the long press has begun, the row's pan gesture does not get to scroll).
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingWithinTheRowWithTheStandardGesture(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 270, y: 50), duration: 0.4, press: 0.7)
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 0]→[0, 2]"])
        #expect(controller.sections[0].prefix(4) == ["o1", "o2", "o0", "o3"])
        #expect((0..<4).map { controller.label($0, 0) } == ["o1", "o2", "o0", "o3"])
        #expect(controller.rowScrollView?.contentOffset.x == 0)
    }

    /// Item 1 of the row dragged down onto item 1 of the grid below leaves the row (nine items, the rest close
    /// up), opens a gap in the grid, and its cell moves from the row's scroll view into the collection view; the
    /// data source hears of [0, 1] → [1, 1].
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingOutOfTheRowIntoTheSectionBelow(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        #expect(collectionView.beginInteractiveMovementForItem(at: indexPath(1, 0)))
        let finger = CGPoint(x: 150, y: 140)
        collectionView.updateInteractiveMovementTargetPosition(finger)
        host.advance(by: 0.5)
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
        #expect(collectionView.numberOfItems(inSection: 1) == 9)
        #expect(controller.label(1, 1) == "o1")
        #expect(controller.label(1, 0) == "o2")
        #expect(controller.label(2, 1) == "v1")
        let moving = controller.cell(showing: "o1")
        #expect(moving?.superview === collectionView)
        #expect(moving.map { $0.boundsCenter(in: collectionView) } == finger)
        #expect(controller.moves.isEmpty)
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 1]→[1, 1]"])
        #expect(controller.sections[0].prefix(3) == ["o0", "o2", "o3"])
        #expect(controller.sections[1].prefix(3) == ["v0", "o1", "v1"])
        #expect(controller.cell(showing: "o1")?.frame == CGRect(x: 100, y: 100, width: 100, height: 80))
        #expect(controller.cell(showing: "o2")?.frame.origin == CGPoint(x: 110, y: 0))
    }

    /// Whether `view`'s centre is cut off by an ancestor that clips to its bounds (a scroll view does).
    private func isClippedAway(_ view: UIView) -> Bool {
        let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        var ancestor = view.superview
        while let clipping = ancestor {
            if clipping.clipsToBounds, !clipping.bounds.contains(view.convert(center, to: clipping)) { return true }
            ancestor = clipping.superview
        }
        return false
    }

    /// The lifted item follows the finger over the whole collection view and "floats above other items" (UIKit's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` reference), as on iOS: held below the
    /// grid, where no item is (so it keeps its index path in the row), its cell is under the finger and not cut off
    /// by the row's scroll view; let go there, it settles back into the row and nothing moved.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func theLiftedItemStaysVisibleOutsideTheRow(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        #expect(collectionView.beginInteractiveMovementForItem(at: indexPath(1, 0)))
        let finger = CGPoint(x: 160, y: 500)
        collectionView.updateInteractiveMovementTargetPosition(finger)
        host.advance(by: 0.5)
        #expect(controller.label(1, 0) == "o1")
        let moving = controller.cell(showing: "o1")
        #expect(moving.map { $0.boundsCenter(in: collectionView) } == finger)
        #expect(moving.map(isClippedAway) == false)
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.moves.isEmpty)
        #expect(controller.cell(showing: "o1")?.superview === controller.rowScrollView)
        #expect(controller.cell(showing: "o1")?.frame.origin == CGPoint(x: 110, y: 0))
    }

    /// Lifting and putting down an item of the scrolled row animate in place: the lift only enlarges the item (it
    /// stays centred where it was on screen, as on iOS, until the finger moves), and so does putting it down.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func liftingInTheScrolledRowAnimatesInPlace(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        scrollRow(host, controller)
        // Item 2 of the row, scrolled 220 points, is centred at (50, 50) on screen.
        func presentedCenter() -> CGPoint? {
            guard let cell = controller.cell(showing: "o2"), let superview = cell.superview else { return nil }
            return superview.convert(cell.layer.presentation()?.position ?? cell.center, to: collectionView)
        }
        #expect(presentedCenter() == CGPoint(x: 50, y: 50))
        #expect(collectionView.beginInteractiveMovementForItem(at: indexPath(2, 0)))
        host.advance(by: 0.1)
        #expect(presentedCenter() == CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(presentedCenter() == CGPoint(x: 50, y: 50))
        collectionView.endInteractiveMovement()
        host.advance(by: 0.1)
        #expect(presentedCenter() == CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        #expect(presentedCenter() == CGPoint(x: 50, y: 50))
        #expect(controller.cell(showing: "o2")?.superview === controller.rowScrollView)
        #expect(controller.moves.isEmpty)
    }

    /// The same with the standard gesture: long press on the row's item 1 (centre 160, 50), drag down onto the
    /// grid's item 1 (centre 150, 140).
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingOutOfTheRowWithTheStandardGesture(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        host.drag(from: CGPoint(x: 160, y: 50), to: CGPoint(x: 150, y: 140), duration: 0.4, press: 0.7)
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 1]→[1, 1]"])
        #expect(controller.sections == [["o0"] + (2..<10).map { "o\($0)" }, ["v0", "o1"] + (1..<8).map { "v\($0)" }])
        #expect(controller.label(1, 1) == "o1")
    }

    /// With the row scrolled 220 points sideways, the item under the touch is item 2 at x = 50 and item 4 at
    /// x = 270: pressing at (50, 50) and dragging to (270, 50) moves [0, 2] → [0, 4], and the row stays scrolled.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingWithinTheScrolledRowWithTheStandardGesture(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    ) {
        let (host, controller) = makeHost(behavior)
        scrollRow(host, controller)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 270, y: 50), duration: 0.4, press: 0.7)
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 2]→[0, 4]"])
        #expect(controller.sections[0].prefix(6) == ["o0", "o1", "o3", "o4", "o2", "o5"])
        #expect(controller.rowScrollView?.contentOffset.x == 220)
        #expect(controller.label(4, 0) == "o2")
        #expect(
            controller.cell(showing: "o2").map { $0.boundsCenter(in: nil) }
                == CGPoint(x: 270, y: 50))
    }

    /// From code, in the scrolled row: positions are in the collection view's coordinates, where the scrolled
    /// row's item 4 is centred at (270, 50); the moving cell stays under the finger while the row is scrolled.
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingWithinTheScrolledRowFromCode(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        scrollRow(host, controller)
        #expect(collectionView.beginInteractiveMovementForItem(at: indexPath(2, 0)))
        let finger = CGPoint(x: 280, y: 60)
        collectionView.updateInteractiveMovementTargetPosition(finger)
        host.advance(by: 0.5)
        #expect(controller.label(4, 0) == "o2")
        #expect(controller.label(2, 0) == "o3")
        let moving = controller.cell(showing: "o2")
        #expect(moving.map { $0.boundsCenter(in: collectionView) } == finger)
        collectionView.endInteractiveMovement()
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 2]→[0, 4]"])
        #expect(controller.rowScrollView?.contentOffset.x == 220)
    }

    /// Across sections with the row scrolled: the scrolled row's item 2 (under x = 50) dragged onto the grid's
    /// item 2 (centre 250, 140) moves [0, 2] → [1, 2]; the grid's item 0 dragged onto the scrolled row's item 4
    /// (under x = 270) moves [1, 0] → [0, 4].
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func movingAcrossSectionsWhileTheRowIsScrolled(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        scrollRow(host, controller)
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 140), duration: 0.4, press: 0.7)
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 2]→[1, 2]"])
        #expect(controller.sections[1].prefix(4) == ["v0", "v1", "o2", "v2"])
        #expect(controller.label(2, 1) == "o2")
        // Nine items are left in the row, still 220 points scrolled (their content, 980 points, is long enough).
        #expect(controller.rowScrollView?.contentOffset.x == 220)
        host.drag(from: CGPoint(x: 50, y: 140), to: CGPoint(x: 270, y: 50), duration: 0.4, press: 0.7)
        host.advance(by: 0.5)
        #expect(controller.moves == ["[0, 2]→[1, 2]", "[1, 0]→[0, 4]"])
        #expect(controller.sections[0].prefix(6) == ["o0", "o1", "o3", "o4", "v0", "o5"])
        #expect(controller.label(4, 0) == "v0")
        #expect(controller.cell(showing: "v0")?.superview === controller.rowScrollView)
    }

    /// Drag and drop within the row: while o0 is held over o2's place the gap opens in the row through the layout
    /// (o0's hidden cell takes index path [0, 2], o1 and o2 step back), and the drop leaves every item where the
    /// hover showed it ("Supporting Drag and Drop in Collection Views"; UIKit's shadow updates).
    @Test(arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging])
    func dragAndDropWithinTheRow(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let (host, controller) = makeHost(behavior)
        let collectionView = controller.collectionView!
        controller.installsStandardGestureForInteractiveMovement = false
        collectionView.dragDelegate = controller
        collectionView.dropDelegate = controller
        collectionView.dragInteractionEnabled = true
        let target = host.center(of: indexPath(2, 0), in: collectionView)
        let id = host.lift(at: host.center(of: indexPath(0, 0), in: collectionView), dragTo: [target])
        host.advance(by: 0.5)
        #expect((0..<4).map { controller.label($0, 0) } == ["o1", "o2", "o0", "o3"])
        #expect(controller.cell(showing: "o0")?.isHidden == true)
        #expect(controller.cell(showing: "o1")?.frame.minX == 0)
        let hovering = ["o0", "o1", "o2", "o3", "v0"].map { controller.cell(showing: $0)?.frame }
        host.touchUp(id, at: target)
        host.advance(by: 1)
        #expect(controller.moves == ["[0, 0]→[0, 2]"])
        #expect(controller.sections[0].prefix(4) == ["o1", "o2", "o0", "o3"])
        #expect(["o0", "o1", "o2", "o3", "v0"].map { controller.cell(showing: $0)?.frame } == hovering)
        #expect(controller.cell(showing: "o0")?.isHidden == false)
        #expect(controller.cell(showing: "o0")?.superview === controller.rowScrollView)
    }
}
