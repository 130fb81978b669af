import OpenCollectionView

/// The Gallery's million-item grid screen (`Sources/Gallery/MillionItemGridViewController.swift`, slug
/// `million-item-grid`) as a browser tab gets it: the same cells, readout, display link and refresh control. The
/// Gallery is an executable, so the benchmark keeps this copy; keep the two alike.
final class MillionGridScreen: UIViewController, UICollectionViewDataSource {
    /// The Gallery's `LabelCell`.
    final class LabelCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundView = UIView()
            backgroundView?.backgroundColor = .systemTeal
            backgroundView?.layer.cornerRadius = 10
            selectedBackgroundView = UIView()
            selectedBackgroundView?.backgroundColor = .systemIndigo
            selectedBackgroundView?.layer.cornerRadius = 10
            label.textAlignment = .center
            label.textColor = .white
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.frame = contentView.bounds
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            label.text = nil
        }
    }

    private var collectionView: UICollectionView!
    private let readout = UILabel()
    private var displayLink: CADisplayLink?
    private var framesThisSecond = 0
    private var secondStart: TimeInterval?
    private var lastOffset = CGPoint.zero

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
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "LabelCell")
        collectionView.dataSource = self
        view.addSubview(collectionView)
        let refreshControl = UIRefreshControl()
        refreshControl.accessibilityIdentifier = "million-refresh"
        collectionView.refreshControl = refreshControl

        readout.frame = CGRect(x: view.bounds.width - 170, y: 12, width: 158, height: 30)
        readout.autoresizingMask = [.flexibleLeftMargin]
        readout.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        readout.textColor = .white
        readout.textAlignment = .center
        readout.font = .monospacedDigitSystemFont(ofSize: 15, weight: .medium)
        readout.layer.cornerRadius = 8
        readout.clipsToBounds = true
        readout.layer.zPosition = 2000
        readout.accessibilityIdentifier = "fps"
        readout.text = "– fps"
        view.addSubview(readout)
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

    /// Counts the frames in which the grid moved and shows the count once a second.
    private func countFrame(at time: TimeInterval) {
        let offset = collectionView.contentOffset
        if offset != lastOffset { framesThisSecond += 1 }
        lastOffset = offset
        guard let start = secondStart else {
            secondStart = time
            return
        }
        guard time - start >= 1 else { return }
        readout.text = framesThisSecond == 0 ? "idle" : "\(framesThisSecond) fps"
        framesThisSecond = 0
        secondStart = time
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1_000_000
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "LabelCell", for: indexPath) as! LabelCell
        cell.label.text = "\(indexPath.item)"
        cell.label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
        let hue = CGFloat(indexPath.item % 360) / 360
        cell.backgroundView?.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.85, alpha: 1)
        return cell
    }
}
