import OpenCollectionView

/// The seed articles' endless banner: a paging, horizontally scrolling collection view whose few pages repeat
/// many times, started in the middle so it can be swiped either way "forever", advancing on its own every
/// three seconds until touched.
final class EndlessBannerViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let pages = ["Lists", "Grids", "Carousels", "Waterfalls", "Banners"]
    private let repeats = 1000
    private var collectionView: UICollectionView!
    private let pageLabel = UILabel()
    private var timer: Timer?

    private var layout: UICollectionViewFlowLayout!
    /// The page shown before a resize, so the banner stays on it.
    private var shownItem: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.accessibilityIdentifier = "banner"
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)

        pageLabel.textAlignment = .center
        pageLabel.textColor = .secondaryLabel
        pageLabel.accessibilityIdentifier = "banner-page"
        view.addSubview(pageLabel)
    }

    /// Pages are as wide as the window: on every width change the banner takes the new width and stays on the page
    /// it showed (the middle one at first).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        guard collectionView.frame.width != width else { return }
        let item = shownItem ?? pages.count * repeats / 2
        collectionView.frame = CGRect(x: 0, y: 40, width: width, height: 220)
        layout.itemSize = CGSize(width: width, height: 220)
        pageLabel.frame = CGRect(x: 0, y: 270, width: width, height: 24)
        collectionView.layoutIfNeeded()
        collectionView.scrollToItem(at: IndexPath(item: item, section: 0), at: .centeredHorizontally, animated: false)
        shownItem = item
        updatePageLabel()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.advance() }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
        timer = nil
    }

    private var currentItem: Int {
        Int((collectionView.contentOffset.x / max(collectionView.bounds.width, 1)).rounded())
    }

    private func advance() {
        guard !collectionView.isTracking, !collectionView.isDecelerating else { return }
        let next = min(currentItem + 1, pages.count * repeats - 1)
        collectionView.scrollToItem(at: IndexPath(item: next, section: 0), at: .centeredHorizontally, animated: true)
    }

    private func updatePageLabel() {
        pageLabel.text = "\(currentItem % pages.count + 1) / \(pages.count)"
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard collectionView.bounds.width == layout.itemSize.width else { return }
        shownItem = currentItem
        updatePageLabel()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pages.count * repeats
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        let page = indexPath.item % pages.count
        cell.label.text = pages[page]
        cell.label.font = .systemFont(ofSize: 28, weight: .bold)
        cell.backgroundView?.layer.cornerRadius = 0
        cell.backgroundView?.backgroundColor = UIColor(
            hue: CGFloat(page) / CGFloat(pages.count), saturation: 0.5, brightness: 0.8, alpha: 1)
        return cell
    }
}
