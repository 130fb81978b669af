import Benchmark
import OpenCollectionView

/// A 100,000-item compositional grid (five fractional columns, as Apple's grid sample) in a headless host: the
/// scene for prepare, query and insert benchmarks.
@MainActor
final class CompositionalGridScene: NSObject, UICollectionViewDataSource {
    private(set) var count: Int
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    let host: HeadlessHost

    init(count: Int = 100_000) {
        self.count = count
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let controller = UIViewController()
        host = HeadlessHost(rootViewController: controller)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        controller.view.addSubview(collectionView)
        host.layout()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    /// Invalidates and prepares the whole layout again (the section provider is read again too).
    func relayout() {
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
    }

    /// The baseline: a bare loop computing the same 100,000 frames into an array.
    func bareLoopFrames() -> [CGRect] {
        let side: CGFloat = 390 * 0.2
        var frames = [CGRect]()
        frames.reserveCapacity(count)
        for index in 0..<count {
            let column = CGFloat(index % 5)
            let row = CGFloat(index / 5)
            frames.append(CGRect(x: column * side + 2, y: row * side + 2, width: side - 4, height: side - 4))
        }
        return frames
    }

    /// Asks for the elements of one screenful somewhere in the middle.
    func queryVisibleRect(times: Int) {
        let middle = collectionView.contentSize.height / 2
        for index in 0..<times {
            let rect = CGRect(x: 0, y: middle + CGFloat(index % 100) * 37, width: 390, height: 844)
            blackHole(layout.layoutAttributesForElements(in: rect))
        }
    }

    /// Inserts one item at the front and lays out again.
    func insertOne() {
        count += 1
        collectionView.performBatchUpdates { self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        collectionView.layoutIfNeeded()
    }
}
