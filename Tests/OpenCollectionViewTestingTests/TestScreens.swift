import OpenCollectionViewTesting

/// A card as a screen shows one: a coloured box with a title, a hidden badge and a half-transparent footnote.
@MainActor
func makeCard() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 12
    card.accessibilityIdentifier = "card"
    let title = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 24))
    title.text = "Hello"
    title.textColor = .white
    title.accessibilityLabel = "Greeting"
    card.addSubview(title)
    let badge = UIView(frame: CGRect(x: 170, y: 8, width: 22, height: 22))
    badge.backgroundColor = .systemRed
    badge.isHidden = true
    card.addSubview(badge)
    let footnote = UILabel(frame: CGRect(x: 16, y: 80, width: 168, height: 20))
    footnote.text = "Tap to open"
    footnote.alpha = 0.5
    card.addSubview(footnote)
    return card
}

/// A grid of `count` 100 × 100 items in a flow layout with a 50-point header, from a plain data source.
@MainActor
final class GridViewController: UIViewController, UICollectionViewDataSource {
    let count: Int
    let layout = UICollectionViewFlowLayout()
    private(set) var collectionView: UICollectionView!

    init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.headerReferenceSize = CGSize(width: 0, height: 50)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemTeal : .systemOrange
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Runs `strategy` on `value` as `assertSnapshot` does, without comparing: the text it snapshots.
@MainActor
func snapshotText<Value>(of value: Value, as strategy: Snapshotting<Value, String>) -> String {
    var text = ""
    strategy.snapshot(value).run { text = $0 }
    return text
}
