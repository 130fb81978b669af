// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView

/// A UIKit-style list client: a collection view with a list layout, a diffable data source of strings and list cells
/// configured by a closure, hosted in a headless window.
@MainActor
final class ListClient {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let host: HeadlessHost
    var configure: @MainActor (UICollectionViewListCell, IndexPath, String) -> Void

    init(
        _ configuration: UICollectionLayoutListConfiguration, size: CGSize = CGSize(width: 390, height: 844),
        sections: [[String]] = [["A", "B", "C"]],
        configure: @escaping @MainActor (UICollectionViewListCell, IndexPath, String) -> Void = { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
    ) {
        self.configure = configure
        collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: size),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        var handler: (@MainActor (UICollectionViewListCell, IndexPath, String) -> Void)?
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            cell, indexPath, item in
            handler?(cell, indexPath, item)
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Header \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        host = hostedInWindow(collectionView, size: size)
        handler = { [unowned self] cell, indexPath, item in self.configure(cell, indexPath, item) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        settle()
    }

    /// Lays out until self-sizing settles.
    func settle() {
        for _ in 0..<3 { host.layout() }
    }

    /// The cell showing the item at `item`, `section`.
    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    /// The frame the layout gives the item.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// A point in the window for a point in the cell's coordinates.
    func point(in cell: UIView, _ point: CGPoint) -> CGPoint { cell.convert(point, to: nil) }

    /// The list content view inside a cell.
    func listContentView(_ cell: UICollectionViewCell) -> UIListContentView? {
        cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
    }
}
