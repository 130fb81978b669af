import OpenCollectionView

/// The seed articles' first collection view: two sections of six items with headers and footers, laid out by a
/// flow layout; only odd items can be selected, and the header reports the selection. A long press shows the
/// cut/copy/paste edit menu (seed 004): cut and copy take an item's title, paste puts it on another item.
final class CollectionViewBasicsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private var clipboard: String?
    private var sections = [(1...6).map { "A\($0)" }, (1...6).map { "B\($0)" }]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.footerReferenceSize = CGSize(width: 0, height: 32)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.allowsMultipleSelection = true
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: TitleView.headerIdentifier)
        collectionView.register(
            TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: TitleView.footerIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: LabelCell.reuseIdentifier, for: indexPath)
            as! LabelCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        cell.accessibilityIdentifier = "item-\(indexPath.section)-\(indexPath.item)"
        // Items that refuse selection are drawn in the system's dynamic fill and secondary label colours, which
        // keep their contrast in light and dark; selectable ones keep the card's colours.
        let selectable = indexPath.item % 2 == 1
        cell.refusesSelection = !selectable
        cell.backgroundView?.backgroundColor = selectable ? .systemTeal : .secondarySystemFill
        cell.label.textColor = selectable ? .white : .secondaryLabel
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let view =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: isHeader ? TitleView.headerIdentifier : TitleView.footerIdentifier,
                for: indexPath) as! TitleView
        view.isHeading = isHeader
        if isHeader {
            view.label.text = "Section \(indexPath.section + 1) — \(selectedCount(in: indexPath.section)) selected"
            view.accessibilityIdentifier = "header-\(indexPath.section)"
        } else {
            view.label.text = "\(sections[indexPath.section].count) items; odd items are selectable"
            view.label.font = .preferredFont(forTextStyle: .footnote)
            view.label.textColor = .secondaryLabel
        }
        return view
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.item % 2 == 1
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        updateHeader(indexPath.section)
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        updateHeader(indexPath.section)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
        -> Bool
    { true }

    override func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        action == .cut || action == .copy || (action == .paste && clipboard != nil)
    }

    override func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        switch action {
        case .copy:
            clipboard = sections[indexPath.section][indexPath.item]
        case .cut:
            clipboard = sections[indexPath.section][indexPath.item]
            sections[indexPath.section][indexPath.item] = "–"
            collectionView.reloadItems(at: [indexPath])
        case .paste:
            guard let clipboard else { return }
            sections[indexPath.section][indexPath.item] = clipboard
            collectionView.reloadItems(at: [indexPath])
        default:
            break
        }
    }

    private func selectedCount(in section: Int) -> Int {
        (collectionView.indexPathsForSelectedItems ?? []).filter { $0.section == section }.count
    }

    private func updateHeader(_ section: Int) {
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        (header as? TitleView)?.label.text = "Section \(section + 1) — \(selectedCount(in: section)) selected"
    }
}
