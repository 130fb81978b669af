import OpenCollectionView

/// Editing a list: the Edit button turns editing on (`setEditing(_:animated:)`); rows slide their delete controls in
/// from the leading edge and grabbers in at the trailing edge, and disclosure indicators go. Tap a red circle to
/// delete the row; drag a grabber to move the row, applied through the data source's `reorderingHandlers`.
final class ListsEditingViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private let editButton = UIButton(type: .system)
    private let order = UILabel()
    private var fruits = [
        "Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon", "Mango",
        "Nectarine",
    ]

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Below the navigation bar when pushed in the app (its safe area), at the top when shown alone.
        let top = view.safeAreaInsets.top
        let width = view.bounds.width
        editButton.frame = CGRect(x: width - 86, y: top + 6, width: 70, height: 32)
        order.frame = CGRect(x: 16, y: top + 6, width: width - 110, height: 32)
        collectionView.frame = CGRect(x: 0, y: top + 44, width: width, height: max(0, view.bounds.height - top - 44))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        editButton.setTitle("Edit", for: .normal)
        editButton.frame = CGRect(x: view.bounds.width - 86, y: 6, width: 70, height: 32)
        editButton.autoresizingMask = [.flexibleLeftMargin]
        editButton.accessibilityIdentifier = "edit-button"
        editButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            }, for: .primaryActionTriggered)
        view.addSubview(editButton)
        order.frame = CGRect(x: 16, y: 6, width: view.bounds.width - 110, height: 32)
        order.autoresizingMask = [.flexibleWidth]
        order.font = .preferredFont(forTextStyle: .footnote)
        order.textColor = .secondaryLabel
        order.accessibilityIdentifier = "fruit-order"
        view.addSubview(order)

        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "editing-list"
        view.addSubview(collectionView)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.accessories = [
                .delete { self?.delete(fruit) }, .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
            ]
            cell.accessibilityIdentifier = "fruit-\(fruit)"
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: fruit)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.fruits = transaction.finalSnapshot.itemIdentifiers
            self?.showOrder()
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(fruits)
        dataSource.apply(snapshot, animatingDifferences: false)
        showOrder()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editButton.setTitle(editing ? "Done" : "Edit", for: .normal)
        if animated {
            collectionView.isEditing = editing
        } else {
            UIView.performWithoutAnimation { collectionView.isEditing = editing }
        }
    }

    private func delete(_ fruit: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([fruit])
        dataSource.apply(snapshot, animatingDifferences: true)
        fruits.removeAll { $0 == fruit }
        showOrder()
    }

    private func showOrder() { order.text = fruits.prefix(4).joined(separator: ", ") + "…" }
}
