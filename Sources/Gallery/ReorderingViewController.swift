import OpenCollectionView

/// Seed 002's interactive reordering: the controller's standard long-press gesture picks an item up (it lifts,
/// enlarged and shadowed), the others make room as it is dragged, and `moveItemAt` updates the model when it is
/// dropped. Items keep their own sizes: while an item moves, the flow layout asks for sizes at the index paths of
/// the order on screen, before `moveItemAt` has told the model, so sizes and contents come from that live order
/// (kept up to date in `targetIndexPathForMoveFromItemAt`, as UIKit apps do).
final class ReorderingViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private struct Item {
        let title: String
        let width: CGFloat
        let hue: CGFloat

        init(_ number: Int) {
            title = String(number)
            width = CGFloat(70 + (number * 37) % 90)
            hue = CGFloat(number) / 30
        }
    }

    private var items = (1...30).map(Item.init)
    /// The order on screen while an item is being moved; `nil` when it is `items`.
    private var movingOrder: [Item]?
    private var shown: [Item] { movingOrder ?? items }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 56, left: 12, bottom: 12, right: 12)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        let hint = UILabel(frame: CGRect(x: 16, y: 12, width: 360, height: 32))
        hint.text = "Long-press an item, then drag it."
        hint.textColor = .secondaryLabel
        hint.font = .preferredFont(forTextStyle: .subheadline)
        collectionView.addSubview(hint)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        let item = shown[indexPath.item]
        cell.label.text = item.title
        cell.accessibilityIdentifier = "reorder-\(item.title)"
        cell.backgroundView?.backgroundColor = UIColor(hue: item.hue, saturation: 0.5, brightness: 0.85, alpha: 1)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: shown[indexPath.item].width, height: 60) }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    override func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        var order = shown
        order.insert(order.remove(at: currentIndexPath.item), at: proposedIndexPath.item)
        movingOrder = order
        return proposedIndexPath
    }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        movingOrder = nil
    }
}
