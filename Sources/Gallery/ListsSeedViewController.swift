import OpenCollectionView

/// Seed 003's list: an inset-grouped `UICollectionViewListCell` list over a diffable data source, each section an
/// outline whose first row heads it and expands or collapses the rest (tap it). Swipe a row from the leading edge to
/// add a row after it, from the trailing edge to delete it (after a confirmation), as the seed configures its
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`. Pull the list down to
/// refresh: a row is added to the first section, and the spinner goes away a second later on the view's clock.
final class ListsSeedViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<String, String>!
    private let sections = ["Section1", "Section2", "Section3"]
    private var nextAddition = 1
    private var refreshCount = 0
    private var refreshEnd: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        listConfiguration.headerMode = .firstItemInSection
        listConfiguration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            let add = UIContextualAction(style: .normal, title: "Add") { _, _, complete in
                self.addItem(after: indexPath)
                complete(true)
            }
            add.backgroundColor = .systemGreen
            return UISwipeActionsConfiguration(actions: [add])
        }
        listConfiguration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath), indexPath.item > 0 else {
                return nil
            }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, complete in
                self.confirmDeletion(of: item, in: indexPath.section, complete: complete)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "seed-list"
        view.addSubview(collectionView)

        let refreshControl = UIRefreshControl()
        refreshControl.accessibilityIdentifier = "seed-refresh"
        refreshControl.attributedTitle = NSAttributedString(string: "Pull to add a row")
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl

        let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            cell.accessibilityIdentifier = "row-\(item)"
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = "item\(item)"
            content.secondaryText = "section\(indexPath.section)"
            content.textProperties.adjustsFontSizeToFitWidth = true
            content.secondaryTextProperties.numberOfLines = 0
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.accessibilityIdentifier = "row-\(item)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            [sections] collectionView, indexPath, item in
            sections.contains(item)
                ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        let items = [["0", "1", "2"], ["3", "4", "5"], ["7", "8", "9", "10"]]
        for (section, children) in zip(sections, items) {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append([section])
            outline.append(children, to: section)
            outline.expand([section])
            dataSource.apply(outline, to: section, animatingDifferences: false)
        }
    }

    /// Adds a "refreshed" row at the top of the first section, then ends refreshing a second later.
    private func refresh() {
        refreshCount += 1
        let section = sections[0]
        var outline = dataSource.snapshot(for: section)
        let added = "Refresh\(refreshCount)"
        if let first = outline.snapshot(of: section).rootItems.first {
            outline.insert([added], before: first)
        } else {
            outline.append([added], to: section)
        }
        dataSource.apply(outline, to: section, animatingDifferences: true)
        collectionView.refreshControl?.attributedTitle = NSAttributedString(string: "Refreshed \(refreshCount)×")
        var start: TimeInterval?
        refreshEnd?.invalidate()
        let link = CADisplayLink { [weak self] link in
            let begin = start ?? link.timestamp
            start = begin
            guard link.timestamp - begin >= 1 else { return }
            link.invalidate()
            self?.collectionView.refreshControl?.endRefreshing()
        }
        link.add(to: view.window?.clock)
        refreshEnd = link
    }

    private func addItem(after indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        let section = sections[indexPath.section]
        var outline = dataSource.snapshot(for: section)
        let added = "\(item)Add\(nextAddition)"
        nextAddition += 1
        if item == section {
            if let first = outline.snapshot(of: section).rootItems.first {
                outline.insert([added], before: first)
            } else {
                outline.append([added], to: section)
            }
        } else {
            outline.insert([added], after: item)
        }
        dataSource.apply(outline, to: section, animatingDifferences: true)
    }

    private func confirmDeletion(of item: String, in sectionIndex: Int, complete: @escaping (Bool) -> Void) {
        let section = sections[sectionIndex]
        let alert = UIAlertController(
            title: "message", message: "Are you sure to Delete【item\(item)】", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "cancel", style: .cancel) { _ in complete(false) })
        alert.addAction(
            UIAlertAction(title: "confirm", style: .default) { [weak self] _ in
                guard let self else { return }
                var outline = self.dataSource.snapshot(for: section)
                outline.delete([item])
                self.dataSource.apply(outline, to: section, animatingDifferences: true) { complete(true) }
            })
        present(alert, animated: true)
    }
}
