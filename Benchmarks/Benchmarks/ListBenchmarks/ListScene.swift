import OpenCollectionView

/// A list of `count` rows in a headless host: list cells with a content configuration, in a list section whose rows
/// size themselves (estimated 44 points), or in a section of fixed 44-point rows (the baseline). Opening it makes the
/// collection view, applies the snapshot and lays out the first screen; `configuredRows` counts the rows the cell
/// registration configured, which is how many were measured.
@MainActor
final class ListScene {
    let collectionView: UICollectionView
    let host: HeadlessHost
    private(set) var configuredRows = 0

    init(count: Int, selfSizing: Bool) {
        let layout: UICollectionViewCompositionalLayout
        if selfSizing {
            layout = .list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        } else {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            layout = UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(
                    group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
        }
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let controller = UIViewController()
        host = HeadlessHost(rootViewController: controller)
        controller.view.addSubview(collectionView)
        var counter = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            counter += 1
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = item.isMultiple(of: 7) ? "A second line under every seventh row" : nil
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.applySnapshotUsingReloadData(snapshot)
        host.layout()
        host.layout()
        configuredRows = counter
        retainedDataSource = dataSource
    }

    private var retainedDataSource: AnyObject?
}
