import OpenCollectionView

/// A settings screen built from list cells: value cells with disclosure indicators, a switch and a segmented control
/// (the window's appearance: light, dark or automatic) as custom-view accessories, a label accessory, a pop-up menu
/// accessory, a detail button and a checkmark that follows the tapped row — each row's icon a settings-style
/// rounded square.
final class ListsSettingsViewController: UIViewController, UICollectionViewDelegate {
    private enum Setting: String, CaseIterable, Hashable, Sendable {
        case airplane = "Airplane Mode"
        case wifi = "Wi-Fi"
        case bluetooth = "Bluetooth"
        case cellular = "Cellular"
        case notifications = "Notifications"
        case sounds = "Sounds"
        case focus = "Focus"
        case appearance = "Theme"
        case small = "Small"
        case medium = "Medium"
        case large = "Large"
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Setting>!
    private let airplaneSwitch = UISwitch()
    /// Light, dark or following the system: sets the window's `overrideUserInterfaceStyle`, as a settings screen would.
    private let appearanceControl = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    private var textSize = Setting.medium
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "settings-list"
        collectionView.delegate = self
        view.addSubview(collectionView)
        airplaneSwitch.accessibilityIdentifier = "airplane-switch"
        appearanceControl.selectedSegmentIndex = 2
        appearanceControl.accessibilityIdentifier = "appearance-control"
        appearanceControl.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                let styles: [UIUserInterfaceStyle] = [.light, .dark, .unspecified]
                view.window?.overrideUserInterfaceStyle = styles[appearanceControl.selectedSegmentIndex]
            }, for: .valueChanged)
        airplaneSwitch.addAction(
            UIAction { [weak self] _ in self?.reconfigure([.wifi, .bluetooth, .cellular]) }, for: .valueChanged)

        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { [weak self] cell, _, item in
            guard let self else { return }
            cell.contentConfiguration = self.content(for: item)
            cell.accessories = self.accessories(for: item)
            cell.accessibilityIdentifier = "setting-\(item.rawValue)"
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = ["Connections", "Attention", "Text size"][indexPath.section]
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Setting>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems([.airplane, .wifi, .bluetooth, .cellular], toSection: 0)
        snapshot.appendItems([.notifications, .sounds, .focus, .appearance], toSection: 1)
        snapshot.appendItems([.small, .medium, .large], toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func content(for item: Setting) -> UIListContentConfiguration {
        var content = UIListContentConfiguration.valueCell()
        content.text = item.rawValue
        let offline = airplaneSwitch.isOn
        switch item {
        case .airplane: content.image = ListsIcons.icon(.systemOrange, glyph: 2)
        case .wifi:
            content.image = ListsIcons.icon(.systemBlue, glyph: 0)
            content.secondaryText = offline ? "Off" : "Home"
        case .bluetooth:
            content.image = ListsIcons.icon(.systemBlue, glyph: 1)
            content.secondaryText = offline ? "Off" : "On"
        case .cellular: content.image = ListsIcons.icon(.systemGreen, glyph: 0)
        case .notifications: content.image = ListsIcons.icon(.systemRed, glyph: 1)
        case .sounds: content.image = ListsIcons.icon(.systemPink, glyph: 0)
        case .focus: content.image = ListsIcons.icon(.systemIndigo, glyph: 2)
        case .appearance: content.image = ListsIcons.icon(.systemGray, glyph: 1)
        case .small, .medium, .large:
            content = .cell()
            content.text = item.rawValue
        }
        return content
    }

    private func accessories(for item: Setting) -> [UICellAccessory] {
        switch item {
        case .airplane:
            return [.customView(configuration: .init(customView: airplaneSwitch, placement: .trailing()))]
        case .wifi, .bluetooth, .cellular: return [.disclosureIndicator()]
        case .notifications: return [.label(text: "3"), .disclosureIndicator()]
        case .sounds:
            let menu = UIMenu(
                title: "Ringtone",
                children: ["Chime", "Bell", "Note"].map { name in
                    UIAction(title: name) { [weak self] _ in self?.status.text = name }
                })
            return [.popUpMenu(menu)]
        case .appearance:
            return [.customView(configuration: .init(customView: appearanceControl, placement: .trailing()))]
        case .focus:
            return [.detail { [weak self] in self?.status.text = "Focus details" }, .disclosureIndicator()]
        case .small, .medium, .large:
            return item == textSize ? [.checkmark()] : []
        }
    }

    private func reconfigure(_ items: [Setting]) {
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let item = dataSource.itemIdentifier(for: indexPath), [.small, .medium, .large].contains(item) else {
            return
        }
        let previous = textSize
        textSize = item
        reconfigure([previous, item])
    }
}
