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

        func show(_ value: Int, sortedPrefix: Bool) {
            let height = contentView.bounds.height * CGFloat(value) / 100
            bar.frame = CGRect(
                x: 0, y: contentView.bounds.height - height, width: contentView.bounds.width, height: height)
            bar.backgroundColor = sortedPrefix ? .systemGreen : .systemBlue
        }
    }

    private var bars: [Bar] = []
    private var sortedCount = 1
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Bar>!
    private let status = UILabel()
    private var timer: Timer?
    private var generator = SystemRandomNumberGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 2
        layout.itemSize = CGSize(width: floor((width - 32 - 2 * 23) / 24), height: 300)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 90, width: width, height: 300), collectionViewLayout: layout)
        collectionView.accessibilityIdentifier = "bars"
        view.addSubview(collectionView)

        status.frame = CGRect(x: 16, y: 24, width: width - 140, height: 40)
        status.font = .preferredFont(forTextStyle: .headline)
        status.accessibilityIdentifier = "sort-status"
        view.addSubview(status)
        let shuffleButton = UIButton(type: .system)
        shuffleButton.setTitle("Shuffle", for: .normal)
        shuffleButton.frame = CGRect(x: width - 116, y: 28, width: 100, height: 32)
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
