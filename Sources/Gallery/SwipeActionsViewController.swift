import OpenCollectionView

/// Swipe actions beyond lists: a flow-layout grid of two-column tiles whose delegate supplies swipe actions (an
/// extension of UIKit, which offers them only in list sections). Swipe a tile left to flag it or delete it (after an
/// action sheet confirms), right to add a tile after it; a full swipe performs the outermost action.
final class SwipeActionsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var collectionView: UICollectionView!
    private var tiles = (1...24).map { "Tile \($0)" }
    private var flagged: Set<String> = []
    private var nextTile = 25

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.accessibilityIdentifier = "swipe-grid"
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = ((view.bounds.width - 16 * 2 - 10) / 2).rounded(.down)
        let size = CGSize(width: max(width, 100), height: 64)
        if layout.itemSize != size { layout.itemSize = size }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tiles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? LabelCell {
            let tile = tiles[indexPath.item]
            cell.label.text = flagged.contains(tile) ? "⚑ \(tile)" : tile
            cell.backgroundView?.backgroundColor = flagged.contains(tile) ? .systemOrange : .systemTeal
            cell.accessibilityIdentifier = "tile-\(tile)"
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let tile = tiles[indexPath.item]
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.confirmDeletion(of: tile, completion: completion)
        }
        let flag = UIContextualAction(style: .normal, title: flagged.contains(tile) ? "Unflag" : "Flag") {
            [weak self] _, _, completion in
            self?.toggleFlag(of: tile)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let tile = tiles[indexPath.item]
        let add = UIContextualAction(style: .normal, title: "Add") { [weak self] _, _, completion in
            self?.addTile(after: tile)
            completion(true)
        }
        add.backgroundColor = .systemGreen
        return UISwipeActionsConfiguration(actions: [add])
    }

    private func confirmDeletion(of tile: String, completion: @escaping (Bool) -> Void) {
        let sheet = UIAlertController(
            title: "Delete “\(tile)”?", message: "The tile will be removed from the grid.", preferredStyle: .actionSheet
        )
        sheet.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                guard let self, let index = self.tiles.firstIndex(of: tile) else { return completion(false) }
                self.tiles.remove(at: index)
                self.collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
                completion(true)
            })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
        present(sheet, animated: true)
    }

    private func toggleFlag(of tile: String) {
        if flagged.contains(tile) { flagged.remove(tile) } else { flagged.insert(tile) }
        guard let index = tiles.firstIndex(of: tile) else { return }
        collectionView.reloadItems(at: [IndexPath(item: index, section: 0)])
    }

    private func addTile(after tile: String) {
        guard let index = tiles.firstIndex(of: tile) else { return }
        tiles.insert("Tile \(nextTile)", at: index + 1)
        nextTile += 1
        collectionView.insertItems(at: [IndexPath(item: index + 1, section: 0)])
    }
}
