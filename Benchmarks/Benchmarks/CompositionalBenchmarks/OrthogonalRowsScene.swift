import OpenCollectionView

/// A screen of four orthogonal rows (the App Store shape: each row scrolls sideways with its own behaviour) under a
/// list, in a headless host: the scene for the frame-budget benchmark. Each frame wheels one row a little further
/// and advances the host's clock by one display frame, so a frame's work is what scrolling an orthogonal row costs.
@MainActor
final class OrthogonalRowsScene: NSObject, UICollectionViewDataSource {
    static let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .groupPaging, .paging,
    ]
    let collectionView: UICollectionView
    let host: HeadlessHost
    private var frame = 0

    override init() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index < Self.behaviors.count else {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                return NSCollectionLayoutSection(
                    group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            let item = NSCollectionLayoutItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(150)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = Self.behaviors[index]
            section.interGroupSpacing = 8
            return section
        }
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

    func numberOfSections(in collectionView: UICollectionView) -> Int { Self.behaviors.count + 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section < Self.behaviors.count ? 200 : 50
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBlue : .systemTeal
        return cell
    }

    /// One display frame in which one of the rows (taking turns) is wheeled 24 points further along.
    func scrollOneFrame() {
        let row = frame % Self.behaviors.count
        let direction: CGFloat = (frame / 400).isMultiple(of: 2) ? 1 : -1
        frame += 1
        host.wheel(at: CGPoint(x: 195, y: CGFloat(row) * 150 + 75), delta: CGPoint(x: 24 * direction, y: 0))
        host.advance(by: 1.0 / 60)
    }

    /// The baseline: one display frame in which nothing moves.
    func idleFrame() { host.advance(by: 1.0 / 60) }
}
