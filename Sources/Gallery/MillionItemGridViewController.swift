import OpenCollectionView

/// A flow-layout grid of a million items with a frames-per-second readout: scroll it by wheel or drag with
/// momentum; cells are reused and the layout answers each visible-rect query by binary search. Pull it down to
/// refresh: the grid's colours shift and the readout counts the refreshes; the spinner goes away a second later.
final class MillionItemGridViewController: UIViewController, UICollectionViewDataSource {
    static let itemCount = 1_000_000

    private var collectionView: UICollectionView!
    private let readout = UILabel()
    private var displayLink: CADisplayLink?
    private var framesThisSecond = 0
    private var secondStart: TimeInterval?
    private var lastOffset = CGPoint.zero
    private var refreshCount = 0
    private var refreshStart: TimeInterval?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "million-grid"
        collectionView.allowsFocus = true
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
        let refreshControl = UIRefreshControl()
        refreshControl.accessibilityIdentifier = "million-refresh"
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl

        readout.frame = CGRect(x: 0, y: 0, width: 158, height: 30)
        readout.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        readout.textColor = .white
        readout.textAlignment = .center
        readout.font = .monospacedDigitSystemFont(ofSize: 15, weight: .medium)
        readout.layer.cornerRadius = 8
        readout.clipsToBounds = true
        readout.accessibilityIdentifier = "fps"
        readout.text = "– fps"
        // Read as a named measurement, not as a bare "idle" or "20 fps".
        readout.accessibilityLabel = "Scrolling frame rate"
        readout.accessibilityValue = "not measured yet"
    }

    /// In a navigation controller the readout is the bar's trailing item, clear of the grid; alone it floats over the
    /// grid's top trailing corner, inside the safe area.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if navigationController != nil {
            if navigationItem.rightBarButtonItem?.customView !== readout {
                readout.removeFromSuperview()
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: readout)
            }
        } else if readout.superview !== view {
            readout.layer.zPosition = 2000
            view.addSubview(readout)
            view.setNeedsLayout()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard readout.superview === view else { return }
        let safe = view.safeAreaInsets
        readout.frame = CGRect(x: view.bounds.width - safe.right - 170, y: safe.top + 12, width: 158, height: 30)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let link = CADisplayLink { [weak self] link in self?.countFrame(at: link.timestamp) }
        link.add(to: view.window?.clock ?? .shared)
        displayLink = link
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
    }

    /// Shifts every cell's hue and shows the refresh in the readout; the display link ends it a second later.
    private func refresh() {
        refreshCount += 1
        refreshStart = nil
        readout.text = "refresh \(refreshCount)"
        collectionView.reloadData()
    }

    /// Counts the frames in which the grid moved, and shows the count once a second; ends a refresh a second
    /// after it began.
    private func countFrame(at time: TimeInterval) {
        if let refreshControl = collectionView.refreshControl, refreshControl.isRefreshing {
            let start = refreshStart ?? time
            refreshStart = start
            if time - start >= 1 { refreshControl.endRefreshing() }
        }
        let offset = collectionView.contentOffset
        if offset != lastOffset { framesThisSecond += 1 }
        lastOffset = offset
        guard let start = secondStart else {
            secondStart = time
            return
        }
        guard time - start >= 1 else { return }
        readout.text = framesThisSecond == 0 ? "idle" : "\(framesThisSecond) fps"
        readout.accessibilityValue =
            framesThisSecond == 0 ? "idle, not scrolling" : "\(framesThisSecond) frames a second"
        framesThisSecond = 0
        secondStart = time
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.itemCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        cell.label.text = "\(indexPath.item)"
        cell.label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        let hue = CGFloat((indexPath.item + refreshCount * 45) % 360) / 360
        cell.backgroundView?.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.85, alpha: 1)
        return cell
    }
}
