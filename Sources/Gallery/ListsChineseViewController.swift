import OpenCollectionView

/// A list written in Chinese, as the seeds' readers write: subtitle cells whose secondary texts wrap over several
/// lines (measured from the real fonts, rows size themselves), a value cell per chapter and a grouped header.
final class ListsChineseViewController: UIViewController {
    private static let chapters: [(String, String, String)] = [
        ("创建视图", "使用 UICollectionViewCompositionalLayout 的列表配置创建 UICollectionView。", "第一章"),
        ("配置数据源", "UICollectionViewDiffableDataSource 对数据实现局部刷新,无需手动计算变化的索引路径。", "第二章"),
        ("快照", "NSDiffableDataSourceSnapshot 可以看作数据源的缓冲层,apply 之后自动比对差异并更新界面。", "第三章"),
        ("添加手势", "像 UITableView 一样添加左右滑动手势,在列表配置中设置,而不是对单个列表单元格操作。", "第四章"),
        ("头部和尾部", "NSCollectionLayoutBoundarySupplementaryItem 为 Section 添加头部、尾部视图。", "第五章"),
        ("展开与收起", "过去麻烦的自定义展开收起操作,现在只需要对数据源进行操作。", "第六章"),
        ("正交滚动", "orthogonalScrollingBehavior 让一个分区沿另一个方向滚动。", "第七章"),
        ("尺寸", "NSCollectionLayoutDimension:绝对尺寸、估计尺寸和比例尺寸。", "第八章"),
    ]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "chinese-list"
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            let (title, summary, chapter) = Self.chapters[index]
            var content: UIListContentConfiguration = index.isMultiple(of: 3) ? .valueCell() : .subtitleCell()
            content.text = title
            content.secondaryText = index.isMultiple(of: 3) ? chapter : summary
            content.image = ListsIcons.icon([.systemRed, .systemOrange, .systemTeal][index % 3], glyph: index)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "列表入门 · UICollectionViewListCell" : "进阶"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, index in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: index)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<5), toSection: 0)
        snapshot.appendItems(Array(5..<Self.chapters.count), toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
