// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView

/// A cell with a label, as seed 000's cells show an image name.
final class DragCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
        contentView.backgroundColor = .systemTeal
    }

    required init?(coder: NSCoder) { nil }
}

/// Seed 002's reordering controller: a grid of `count` 100 × 100 items, three a row 10 points apart in a 320-point
/// window (item `i` at x = 110·(i % 3), y = 110·(i / 3)); the standard long-press gesture moves items and the model
/// follows in `moveItemAt`, which logs each move as "source→destination".
@MainActor
final class ReorderableGridController: UICollectionViewController {
    var items: [String]
    var moves: [String] = []

    init(count: Int) {
        items = (0..<count).map { "\($0)" }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(DragCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! DragCell
        cell.label.text = items[indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    /// Where the cell showing `label` is centred, in window coordinates.
    func centerOnScreen(of label: String) -> CGPoint? {
        collectionView.visibleCells.first { ($0 as? DragCell)?.label.text == label }
            .map { $0.boundsCenter(in: nil) }
    }
}

extension UIView {
    /// Where the view's centre is in `other`'s coordinates (the window's when `nil`).
    func boundsCenter(in other: UIView?) -> CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: other) }
}

/// One collection view's model, written as seed 000 writes its view controller: a data source and both drag and
/// drop delegates. Drops of items from this collection view move them with a batch update; strings from elsewhere
/// are inserted from their `localObject`; anything else loads through a placeholder. Every delegate call is logged.
@MainActor
final class DragGridModel: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    var items: [String]
    var log: [String] = []
    /// The proposal for a drag over the collection view; seed 000's by default (move within the app, copy from
    /// outside, both inserting at the destination).
    var propose: (any UIDropSession, IndexPath?) -> UICollectionViewDropProposal = { session, _ in
        UICollectionViewDropProposal(
            operation: session.localDragSession == nil ? .copy : .move, intent: .insertAtDestinationIndexPath)
    }
    /// Items to add to a drag when another item is tapped (multi-item drags).
    var addsItemsOnTap = false
    /// The answer to `dragSessionIsRestrictedToDraggingApplication`.
    var restrictsDragsToTheApp = false
    /// Whether drops of data without a local object go through a placeholder.
    var placeholders: [any UICollectionViewDropPlaceholderContext] = []
    /// What `performDropWith` was given.
    var lastDestination: IndexPath?
    var lastSources: [IndexPath?] = []
    /// Overrides `performDropWith`.
    var performDrop: ((UICollectionView, any UICollectionViewDropCoordinator) -> Void)?

    init(items: [String]) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! DragCell
        cell.label.text = items[indexPath.item]
        return cell
    }

    /// Makes the drag item of an item; by default its string in an item provider and as the local object.
    var makeDragItem: ((String) -> UIDragItem)?

    private func dragItem(at indexPath: IndexPath) -> UIDragItem {
        if let makeDragItem { return makeDragItem(items[indexPath.item]) }
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item]))
        item.localObject = items[indexPath.item]
        return item
    }

    // MARK: Drag

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        return [dragItem(at: indexPath)]
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        log.append("itemsForAddingTo \(indexPath.item)")
        return addsItemsOnTap ? [dragItem(at: indexPath)] : []
    }

    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        let parameters = UIDragPreviewParameters()
        let bounds = collectionView.cellForItem(at: indexPath)?.bounds ?? .zero
        parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: 10)
        parameters.backgroundColor = .clear
        return parameters
    }

    func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { restrictsDragsToTheApp }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        log.append("dragSessionWillBegin")
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        log.append("dragSessionDidEnd")
    }

    // MARK: Drop

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
        log.append("dropSessionDidEnter")
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        if log.last != "dropSessionDidUpdate" { log.append("dropSessionDidUpdate") }
        return propose(session, destinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
        log.append("dropSessionDidExit")
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
        log.append("dropSessionDidEnd")
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        log.append("performDrop")
        lastDestination = coordinator.destinationIndexPath
        lastSources = coordinator.items.map(\.sourceIndexPath)
        if let performDrop {
            performDrop(collectionView, coordinator)
            return
        }
        var destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                collectionView.performBatchUpdates {
                    self.items.insert(self.items.remove(at: source.item), at: destination.item)
                    collectionView.moveItem(at: source, to: destination)
                }
                coordinator.drop(item.dragItem, toItemAt: destination)
            } else if let string = item.dragItem.localObject as? String {
                collectionView.performBatchUpdates {
                    self.items.insert(string, at: destination.item)
                    collectionView.insertItems(at: [destination])
                }
                coordinator.drop(item.dragItem, toItemAt: destination)
            } else {
                let placeholder = UICollectionViewDropPlaceholder(
                    insertionIndexPath: destination, reuseIdentifier: "cell")
                placeholder.cellUpdateHandler = { cell in (cell as? DragCell)?.label.text = "Loading…" }
                nonisolated(unsafe) let context = coordinator.drop(item.dragItem, to: placeholder)
                placeholders.append(context)
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { string, _ in
                    MainActor.assumeIsolated {
                        if let string {
                            context.commitInsertion { self.items.insert(string, at: $0.item) }
                        } else {
                            context.deletePlaceholder()
                        }
                    }
                }
            }
            destination.item += 1
        }
    }
}

/// Seed 000's screen on an iPad-sized window: two collection views side by side, each with its own model.
@MainActor
final class TwoGridsController: UIViewController {
    let leftModel: DragGridModel
    let rightModel: DragGridModel
    private(set) var left: UICollectionView!
    private(set) var right: UICollectionView!
    /// A plain view to the right of both, with no drop interaction.
    let plain = UIView(frame: CGRect(x: 760, y: 0, width: 200, height: 200))

    init(left: [String] = (0..<12).map { "L\($0)" }, right: [String] = (0..<6).map { "R\($0)" }) {
        leftModel = DragGridModel(items: left)
        rightModel = DragGridModel(items: right)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private func makeGrid(frame: CGRect, model: DragGridModel) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(DragCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        collectionView.dragDelegate = model
        collectionView.dropDelegate = model
        return collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        left = makeGrid(frame: CGRect(x: 0, y: 0, width: 300, height: 700), model: leftModel)
        right = makeGrid(frame: CGRect(x: 400, y: 0, width: 300, height: 700), model: rightModel)
        view.addSubview(left)
        view.addSubview(right)
        view.addSubview(plain)
    }
}

extension UICollectionViewDropCoordinator {
    /// Drops the items lifted from `collectionView` at the destination as seed 000 reorders: each moves there in a
    /// batch update in which `moveInModel` moves it in the data source, and its preview lands on it.
    @MainActor
    func dropMovingItems(in collectionView: UICollectionView, moveInModel: @escaping (IndexPath, IndexPath) -> Void) {
        guard let destination = destinationIndexPath else { return }
        for item in items {
            guard let source = item.sourceIndexPath else { continue }
            collectionView.performBatchUpdates {
                moveInModel(source, destination)
                collectionView.moveItem(at: source, to: destination)
            }
            drop(item.dragItem, toItemAt: destination)
        }
    }
}

/// Driving drags through the headless host.
@MainActor
extension HeadlessHost {
    /// The centre of the item at `indexPath` of `collectionView`, in window coordinates.
    func center(of indexPath: IndexPath, in collectionView: UICollectionView) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    /// Presses at `start` until the item lifts (UIKit's half-second long press), then moves the finger along
    /// `path`, a display frame per 10 points; returns the finger's id, still down.
    func lift(at start: CGPoint, dragTo path: [CGPoint]) -> Int {
        let id = touchDown(at: start)
        advance(by: 0.6)
        var current = start
        for point in path {
            let steps = max(1, Int((hypot(point.x - current.x, point.y - current.y) / 10).rounded(.up)))
            for step in 1...steps {
                let fraction = CGFloat(step) / CGFloat(steps)
                touchMove(
                    id,
                    to: CGPoint(
                        x: current.x + (point.x - current.x) * fraction, y: current.y + (point.y - current.y) * fraction
                    ))
                advance(by: AnimationClock.frameDuration)
            }
            current = point
        }
        return id
    }

    /// Lifts at `start`, drags along `path` and lets go at its end; then lets the landing finish.
    func dragAndDrop(from start: CGPoint, to path: [CGPoint]) {
        let id = lift(at: start, dragTo: path)
        touchUp(id, at: path.last ?? start)
        advance(by: 1)
    }

    /// The drag previews floating in the window.
    var dragPreviews: [RenderNode] { renderTree().nodes(ofClass: "DragPreviewView") }
}

/// The labels of the cells on screen of `collectionView`, in index-path order.
@MainActor
func visibleLabels(_ collectionView: UICollectionView) -> [String] {
    collectionView.indexPathsForVisibleItems.sorted().compactMap {
        (collectionView.cellForItem(at: $0) as? DragCell)?.label.text
    }
}
