import OpenCollectionView

/// Reordering in every layout (issue 15): one collection of cards shown as a compositional grid, a list or seed
/// 002's waterfall, switched by the buttons at the top. In each, a long press lifts a card and dragging it opens a
/// gap where it would land; letting go moves it there (drag and drop with a `.move` proposal inserting at the
/// destination). Each card keeps its own height in the waterfall, wherever it moves.
final class DragAndDropReorderingLayoutsViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
    /// The layouts to switch between.
    enum Mode: String, CaseIterable {
        case grid = "Grid"
        case list = "List"
        case waterfall = "Waterfall"
    }

    private struct Card {
        let title: String
        let height: CGFloat
        let hue: CGFloat

        init(_ number: Int) {
            title = String(number)
            height = CGFloat(70 + (number * 53) % 110)
            hue = CGFloat(number % 20) / 20
        }
    }

    private var cards = (1...30).map(Card.init)
    private(set) var mode = Mode.grid
    private var collectionView: UICollectionView!
    private var modeButtons: [UIButton] = []
    private let hint = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        hint.text = "Long-press a card and drag it to reorder."
        hint.textColor = .secondaryLabel
        hint.font = .preferredFont(forTextStyle: .subheadline)
        view.addSubview(hint)
        for mode in Mode.allCases {
            let button = UIButton(type: .system)
            button.setTitle(mode.rawValue, for: .normal)
            button.accessibilityIdentifier = "reorder-layout-\(mode.rawValue.lowercased())"
            button.isSelected = mode == self.mode
            button.addAction(UIAction { [weak self] _ in self?.show(mode) }, for: .primaryActionTriggered)
            view.addSubview(button)
            modeButtons.append(button)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout(for: mode))
        collectionView.backgroundColor = .secondarySystemGroupedBackground
        collectionView.accessibilityIdentifier = "reorder-layouts"
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        // On by default only on an iPad; turned on so a phone-sized window reorders too.
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 12, dy: 8)
        hint.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 24)
        let buttonWidth = min(120, (bounds.width - 16) / CGFloat(modeButtons.count))
        for (index, button) in modeButtons.enumerated() {
            button.frame = CGRect(
                x: bounds.minX + CGFloat(index) * (buttonWidth + 8), y: hint.frame.maxY + 4, width: buttonWidth,
                height: 36)
        }
        let top = hint.frame.maxY + 48
        collectionView.frame = CGRect(
            x: view.bounds.minX, y: top, width: view.bounds.width, height: max(0, view.bounds.maxY - top))
    }

    /// Shows the cards in `mode`'s layout.
    func show(_ mode: Mode) {
        self.mode = mode
        for (button, buttonMode) in zip(modeButtons, Mode.allCases) { button.isSelected = buttonMode == mode }
        collectionView.setCollectionViewLayout(makeLayout(for: mode), animated: false)
    }

    private func makeLayout(for mode: Mode) -> UICollectionViewLayout {
        switch mode {
        case .grid:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(96), heightDimension: .absolute(96)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
                subitems: [item])
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            return UICollectionViewCompositionalLayout(section: section)
        case .list:
            return UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        case .waterfall:
            let layout = WaterfallLayout()
            layout.columnCount = 3
            layout.itemHeight = { [weak self] index, _ in
                guard let self, self.cards.indices.contains(index) else { return 80 }
                return self.cards[index].height
            }
            return layout
        }
    }

    // MARK: Data source

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        let card = cards[indexPath.item]
        cell.label.text = card.title
        cell.accessibilityIdentifier = "reorder-layouts-\(card.title)"
        cell.backgroundView?.backgroundColor = UIColor(hue: card.hue, saturation: 0.5, brightness: 0.85, alpha: 1)
        return cell
    }

    // MARK: Drag and drop

    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        let title = cards[indexPath.item].title
        let item = UIDragItem(itemProvider: NSItemProvider(object: title))
        item.localObject = title
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        let parameters = UIDragPreviewParameters()
        let bounds = collectionView.cellForItem(at: indexPath)?.bounds ?? .zero
        parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: 10)
        parameters.backgroundColor = .clear
        return parameters
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        // Only this collection's own cards, moved within it.
        guard session.localDragSession != nil else { return UICollectionViewDropProposal(operation: .forbidden) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        guard let destination = coordinator.destinationIndexPath else { return }
        for item in coordinator.items {
            guard let source = item.sourceIndexPath else { continue }
            collectionView.performBatchUpdates {
                self.cards.insert(self.cards.remove(at: source.item), at: destination.item)
                collectionView.moveItem(at: source, to: destination)
            }
            coordinator.drop(item.dragItem, toItemAt: destination)
        }
    }
}
