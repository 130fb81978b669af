// Host-driven: drives time and touches through OpenCollectionView's own API, so it does not compile against UIKit
// (see docs/Testing.md).
import OpenCollectionView
import Testing

/// The layouts reordering is tested in, beyond the flow layout.
enum ReorderLayoutKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// A compositional grid: four 80-point-high items a row.
    case compositionalGrid
    /// `UICollectionViewCompositionalLayout.list` with the plain appearance.
    case list
    /// A custom waterfall layout, as seed 002's (``TestWaterfallLayout``).
    case waterfall

    var testDescription: String { rawValue }

    @MainActor func makeLayout() -> UICollectionViewLayout {
        switch self {
        case .compositionalGrid:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(80)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        case .list:
            return UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
        case .waterfall:
            return TestWaterfallLayout()
        }
    }
}

/// Seed 002's waterfall: items of varying heights placed into the shortest of three columns. Heights belong to
/// items, not to index paths: the layout keeps them in index-path order and carries them along with the
/// interactive-movement invalidation contexts (`previousIndexPathsForInteractivelyMovingItems` to
/// `targetIndexPathsForInteractivelyMovingItems`), as seed 002's layout does, so a moved item keeps its height.
final class TestWaterfallLayout: UICollectionViewLayout {
    /// The height of the item at each index, in the order on screen.
    var heights: [CGFloat] = (0..<24).map { CGFloat(60 + ($0 * 37) % 80) }
    /// The interactive-movement contexts received, as "previous→target" item indexes.
    private(set) var movementContexts: [String] = []
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        attributes.removeAll()
        guard let collectionView else { return }
        let columnWidth = (collectionView.bounds.width - 40) / 3
        var columns: [CGFloat] = [10, 10, 10]
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let column = columns.indices.min { columns[$0] < columns[$1] } ?? 0
            let itemAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            itemAttributes.frame = CGRect(
                x: 10 + CGFloat(column) * (columnWidth + 10), y: columns[column], width: columnWidth,
                height: heights[item])
            attributes.append(itemAttributes)
            columns[column] = itemAttributes.frame.maxY + 10
        }
        contentHeight = columns.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    /// Whether heights are carried along the move items of batch updates (`prepare(forCollectionViewUpdates:)`),
    /// which also bring the uncommitted move that opens a drop's gap, instead of the interactive-movement contexts.
    var carriesHeightsThroughUpdates = false

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard carriesHeightsThroughUpdates else { return }
        let moves = updateItems.filter { $0.updateAction == .move }
        for move in moves {
            guard let from = move.indexPathBeforeUpdate, let to = move.indexPathAfterUpdate else { continue }
            heights.insert(heights.remove(at: from.item), at: to.item)
        }
        // UIKit prepares the layout before handing it the update: the frames are placed again with the heights moved.
        if !moves.isEmpty { prepare() }
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let previous = context.previousIndexPathsForInteractivelyMovingItems,
            let target = context.targetIndexPathsForInteractivelyMovingItems
        {
            for (from, to) in zip(previous, target) where from != to {
                movementContexts.append("\(from.item)→\(to.item)")
                heights.insert(heights.remove(at: from.item), at: to.item)
            }
        }
        super.invalidateLayout(with: context)
    }
}

/// A model for reordering: the data source (with `moveItemAt`, for interactive movement) and the drag and drop
/// delegates of one collection view, moving items within it as seed 000 does.
@MainActor
final class ReorderModel: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    var items: [String]
    /// The moves the data source was told of, as "source→destination".
    var moves: [String] = []
    /// The destination index paths `dropSessionDidUpdate` was given, without repeats.
    var proposedDestinations: [IndexPath?] = []

    init(count: Int) { items = (0..<count).map { "\($0)" } }

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

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item]))
        item.localObject = items[indexPath.item]
        return [item]
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        if proposedDestinations.last != destinationIndexPath { proposedDestinations.append(destinationIndexPath) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        coordinator.dropMovingItems(in: collectionView) { self.collectionView(collectionView, moveItemAt: $0, to: $1) }
    }
}

/// One collection view filling a phone-sized window, in one of the layouts, reorderable by drag and drop (drag
/// interaction enabled explicitly, as a phone app does) and by the interactive movement API.
@MainActor
final class LayoutReorderController: UIViewController {
    let kind: ReorderLayoutKind
    let model = ReorderModel(count: 24)
    private(set) var collectionView: UICollectionView!

    init(kind: ReorderLayoutKind) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: kind.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(DragCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        collectionView.dragDelegate = model
        collectionView.dropDelegate = model
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
    }

    /// The label of the cell showing the item at `index`.
    func label(at index: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? DragCell)?.label.text
    }

    /// The cell showing `label`.
    func cell(showing label: String) -> UICollectionViewCell? {
        collectionView.visibleCells.first { ($0 as? DragCell)?.label.text == label }
    }
}
