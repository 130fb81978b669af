import OpenCollectionView

/// The seed articles' custom layouts side by side: a waterfall, a circle (tap an item to remove it, "Add" to
/// insert one) and the three carousel styles, switched with animated layout changes.
final class CustomLayoutsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var waterfall: UICollectionView!
    private var circle: UICollectionView!
    private var carousel: UICollectionView!
    private let waterfallTitle = UILabel()
    private let circleTitle = UILabel()
    private let carouselTitle = UILabel()
    private let addButton = UIButton(type: .system)
    private var modeButtons: [UIButton] = []
    private var circleItems = Array(1...12)
    private let heights: [CGFloat] = (0..<60).map { CGFloat(60 + ($0 * 37) % 90) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let waterfallLayout = WaterfallLayout()
        waterfallLayout.itemHeight = { [heights] index, _ in heights[index % heights.count] }
        waterfall = makeCollectionView(layout: waterfallLayout, id: "waterfall")
        circle = makeCollectionView(layout: CircularLayout(), id: "circle")
        carousel = makeCollectionView(layout: CarouselLayout(style: .coverFlow), id: "carousel")

        addTitle(waterfallTitle, "Waterfall")
        addTitle(circleTitle, "Circle — tap to remove")
        addTitle(carouselTitle, "Carousel")
        addButton.setTitle("Add", for: .normal)
        addButton.accessibilityIdentifier = "circle-add"
        addButton.addAction(UIAction { [weak self] _ in self?.addCircleItem() }, for: .primaryActionTriggered)
        view.addSubview(addButton)
        for style in CarouselLayout.Style.allCases {
            let button = UIButton(type: .system)
            button.setTitle(style.title, for: .normal)
            button.accessibilityIdentifier = "carousel-\(style.rawValue)"
            button.isSelected = style == .coverFlow
            button.addAction(UIAction { [weak self] _ in self?.showCarousel(style) }, for: .primaryActionTriggered)
            view.addSubview(button)
            modeButtons.append(button)
        }
    }

    /// Places the three collection views for the current size: stacked on a narrow screen; waterfall and circle
    /// side by side above the carousel on a wide one.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        let bounds = view.bounds.inset(
            by: UIEdgeInsets(top: view.safeAreaInsets.top, left: 0, bottom: view.safeAreaInsets.bottom, right: 0))
        let titleHeight: CGFloat = 44
        let carouselHeight: CGFloat = 240
        let carouselTop = bounds.maxY - carouselHeight - 4
        let top: (waterfall: CGRect, circle: CGRect)
        if bounds.width >= 700 {
            let rowHeight = max(carouselTop - bounds.minY - 2 * titleHeight, 160)
            let half = (bounds.width - 8) / 2
            top.waterfall = CGRect(x: 0, y: bounds.minY + titleHeight, width: half, height: rowHeight)
            top.circle = CGRect(x: half + 8, y: bounds.minY + titleHeight, width: half, height: rowHeight)
        } else {
            let available = carouselTop - bounds.minY - 3 * titleHeight
            let circleHeight = min(260, max(available - 120, 160))
            top.waterfall = CGRect(
                x: 0, y: bounds.minY + titleHeight, width: bounds.width, height: available - circleHeight)
            top.circle = CGRect(
                x: 0, y: top.waterfall.maxY + titleHeight, width: bounds.width, height: circleHeight)
        }
        waterfall.frame = top.waterfall
        circle.frame = top.circle
        carousel.frame = CGRect(x: 0, y: carouselTop, width: bounds.width, height: carouselHeight)

        waterfallTitle.frame = CGRect(x: top.waterfall.minX + 16, y: top.waterfall.minY - 36, width: 200, height: 32)
        circleTitle.frame = CGRect(x: top.circle.minX + 16, y: top.circle.minY - 36, width: 220, height: 32)
        addButton.frame = CGRect(x: top.circle.maxX - 80, y: top.circle.minY - 36, width: 64, height: 32)
        carouselTitle.frame = CGRect(x: 16, y: carouselTop - 36, width: 90, height: 32)
        for (index, button) in modeButtons.enumerated() {
            button.frame = CGRect(x: 110 + CGFloat(index) * 90, y: carouselTop - 36, width: 86, height: 32)
        }
    }

    private func showCarousel(_ style: CarouselLayout.Style) {
        for (button, buttonStyle) in zip(modeButtons, CarouselLayout.Style.allCases) {
            button.isSelected = buttonStyle == style
        }
        carousel.setCollectionViewLayout(CarouselLayout(style: style), animated: true)
    }

    private func addTitle(_ label: UILabel, _ text: String) {
        label.font = .preferredFont(forTextStyle: .headline)
        label.text = text
        view.addSubview(label)
    }

    private func makeCollectionView(layout: UICollectionViewLayout, id: String) -> UICollectionView {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
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
