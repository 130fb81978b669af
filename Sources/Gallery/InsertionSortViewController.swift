import OpenCollectionView

/// Insertion sort, animated with a diffable data source: every step moves one bar to its place in the sorted
/// prefix and applies the new order, and the collection view animates the move. "Shuffle" starts again.
final class InsertionSortViewController: UIViewController {
    private struct Bar: Hashable, Sendable {
        let id: Int
        let value: Int
    }

    private final class BarCell: UICollectionViewCell {
        let bar = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            bar.layer.cornerRadius = 3
            contentView.addSubview(bar)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        private var value = 0

        func show(_ value: Int, sortedPrefix: Bool) {
            self.value = value
            bar.backgroundColor = sortedPrefix ? .systemGreen : .systemBlue
            // A bar is a picture of a number: VoiceOver reads the number and whether it is in the sorted part.
            isAccessibilityElement = true
            accessibilityLabel = String(value)
            accessibilityValue = sortedPrefix ? "sorted" : nil
            setNeedsLayout()
        }

        /// The bar grows from the bottom to `value` per cent of the cell's height, at the cell's current size.
        override func layoutSubviews() {
            super.layoutSubviews()
            let height = contentView.bounds.height * CGFloat(value) / 100
            bar.frame = CGRect(
                x: 0, y: contentView.bounds.height - height, width: contentView.bounds.width, height: height)
        }
    }

    private var bars: [Bar] = []
    private var sortedCount = 1
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Bar>!
    private let status = UILabel()
    private var timer: Timer?
    private var generator = SystemRandomNumberGenerator()

    private var layout: UICollectionViewFlowLayout!
    private let shuffleButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 2
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "bars"
        view.addSubview(collectionView)

        status.font = .preferredFont(forTextStyle: .headline)
        status.accessibilityIdentifier = "sort-status"
        view.addSubview(status)
        shuffleButton.setTitle("Shuffle", for: .normal)
        shuffleButton.accessibilityIdentifier = "sort-shuffle"
        shuffleButton.addAction(UIAction { [weak self] _ in self?.shuffle() }, for: .primaryActionTriggered)
        view.addSubview(shuffleButton)

        let registration = UICollectionView.CellRegistration<BarCell, Bar> { [weak self] cell, indexPath, bar in
            cell.show(bar.value, sortedPrefix: indexPath.item < (self?.sortedCount ?? 0))
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, bar in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: bar)
        }
        shuffle()
    }

    /// The 24 bars share the width, whatever the window's size (at most 40 points each).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        let top = view.safeAreaInsets.top
        let barWidth = min(40, floor((width - 32 - 2 * 23) / 24))
        let chartWidth = barWidth * 24 + 2 * 23 + 32
        collectionView.frame = CGRect(x: floor((width - chartWidth) / 2), y: top + 90, width: chartWidth, height: 300)
        let barSize = CGSize(width: barWidth, height: 300)
        if layout.itemSize != barSize { layout.itemSize = barSize }
        status.frame = CGRect(x: collectionView.frame.minX + 16, y: top + 24, width: chartWidth - 140, height: 40)
        shuffleButton.frame = CGRect(x: collectionView.frame.maxX - 116, y: top + 28, width: 100, height: 32)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(withTimeInterval: 0.45, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.step() }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
        timer = nil
    }

    private func shuffle() {
        bars = (0..<24).map { Bar(id: $0, value: Int.random(in: 8...100, using: &generator)) }
        sortedCount = 1
        show(animated: false)
    }

    /// One step of insertion sort: the first unsorted bar moves left past every larger bar.
    private func step() {
        guard sortedCount < bars.count else { return }
        let bar = bars.remove(at: sortedCount)
        let index = bars[..<sortedCount].firstIndex { $0.value > bar.value } ?? sortedCount
        bars.insert(bar, at: index)
        sortedCount += 1
        show(animated: true)
    }

    private func show(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Bar>()
        snapshot.appendSections([0])
        snapshot.appendItems(bars)
        snapshot.reconfigureItems(bars)
        dataSource.apply(snapshot, animatingDifferences: animated)
        status.text = sortedCount == bars.count ? "Sorted" : "Sorted \(sortedCount) of \(bars.count)"
    }
}
