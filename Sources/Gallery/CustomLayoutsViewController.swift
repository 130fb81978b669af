import OpenCollectionView

/// The seed articles' custom layouts side by side: a waterfall, a circle (tap an item to remove it, "Add" to
/// insert one) and the three carousel styles, switched with animated layout changes.
final class CustomLayoutsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var waterfall: UICollectionView!
    private var circle: UICollectionView!
    private var carousel: UICollectionView!
    private var circleItems = Array(1...12)
    private let heights: [CGFloat] = (0..<60).map { CGFloat(60 + ($0 * 37) % 90) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let width = view.bounds.width

        let waterfallLayout = WaterfallLayout()
        waterfallLayout.itemHeight = { [heights] index, _ in heights[index % heights.count] }
        waterfall = makeCollectionView(
            frame: CGRect(x: 0, y: 44, width: width, height: 200), layout: waterfallLayout, id: "waterfall")
        circle = makeCollectionView(
            frame: CGRect(x: 0, y: 288, width: width, height: 260), layout: CircularLayout(), id: "circle")
        carousel = makeCollectionView(
            frame: CGRect(x: 0, y: 592, width: width, height: 240), layout: CarouselLayout(style: .coverFlow),
            id: "carousel")

        addTitle("Waterfall", y: 8)
        addTitle("Circle — tap to remove", y: 252)
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.frame = CGRect(x: width - 80, y: 252, width: 64, height: 32)
        add.accessibilityIdentifier = "circle-add"
        add.addAction(UIAction { [weak self] _ in self?.addCircleItem() }, for: .primaryActionTriggered)
        view.addSubview(add)
        addTitle("Carousel", y: 556)
        for (index, style) in CarouselLayout.Style.allCases.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(style.rawValue, for: .normal)
            button.frame = CGRect(x: 110 + CGFloat(index) * 90, y: 556, width: 86, height: 32)
            button.accessibilityIdentifier = "carousel-\(style.rawValue)"
            button.addAction(
                UIAction { [weak self] _ in
                    self?.carousel.setCollectionViewLayout(CarouselLayout(style: style), animated: true)
                }, for: .primaryActionTriggered)
            view.addSubview(button)
        }
    }

    private func addTitle(_ text: String, y: CGFloat) {
        let label = UILabel(frame: CGRect(x: 16, y: y, width: 260, height: 32))
        label.font = .preferredFont(forTextStyle: .headline)
        label.text = text
        view.addSubview(label)
    }

    private func makeCollectionView(frame: CGRect, layout: UICollectionViewLayout, id: String) -> UICollectionView {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.accessibilityIdentifier = id
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        return collectionView
    }

    private func addCircleItem() {
        circleItems.append((circleItems.max() ?? 0) + 1)
        circle.insertItems(at: [IndexPath(item: circleItems.count - 1, section: 0)])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        switch collectionView {
        case circle: circleItems.count
        case waterfall: 60
        default: 20
        }
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        let number = collectionView === circle ? circleItems[indexPath.item] : indexPath.item + 1
        cell.label.text = "\(number)"
        cell.backgroundView?.layer.cornerRadius = collectionView === circle ? 25 : 10
        cell.backgroundView?.backgroundColor =
            collectionView === carousel
            ? UIColor(hue: CGFloat(indexPath.item) / 20, saturation: 0.6, brightness: 0.85, alpha: 1) : .systemTeal
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard collectionView === circle else { return }
        circleItems.remove(at: indexPath.item)
        circle.deleteItems(at: [indexPath])
    }
}
