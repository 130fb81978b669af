import OpenCollectionView

/// Seed 002's interactive reordering: the controller's standard long-press gesture picks an item up, the others
/// make room as it is dragged, and `moveItemAt` updates the model when it is dropped. Items keep their own sizes.
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
        let item = items[indexPath.item]
        cell.label.text = item.title
        cell.accessibilityIdentifier = "reorder-\(item.title)"
        cell.backgroundView?.backgroundColor = UIColor(hue: item.hue, saturation: 0.5, brightness: 0.85, alpha: 1)
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: items[indexPath.item].width, height: 60) }

    override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}
