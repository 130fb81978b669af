import OpenCollectionView

/// A settings-style grouped table view, written the UIKit way with a data source and delegate: value1 cells with
/// disclosure indicators, a detail button and checkmarks; section titles and a footer. The Edit button turns editing
/// on (`setEditing(_:animated:)`): favourites show delete and reorder controls. Swipe a favourite to the left to
/// reveal the standard Delete action; tap an appearance to move the checkmark. A table header view scrolls with the
/// rows above the first section, and the section index at the trailing edge jumps to a section.
final class TableViewViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// A value1 cell: the title at the leading edge, the value in secondary colour at the trailing edge.
    private final class SettingCell: UITableViewCell {
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { nil }
    }

    private struct Setting {
        var title: String
        var value: String?
        var accessory: UITableViewCell.AccessoryType
    }

    private struct Section {
        var title: String
        var footer: String?
        var rows: [Setting]
    }

    private static let networkSection = 0
    private static let appearanceSection = 1
    private static let favouritesSection = 2

    private var sections = [
        Section(
            title: "Network", footer: nil,
            rows: [
                Setting(title: "Wi-Fi", value: "Home", accessory: .disclosureIndicator),
                Setting(title: "Bluetooth", value: "On", accessory: .disclosureIndicator),
                Setting(title: "Personal Hotspot", value: "Off", accessory: .disclosureIndicator),
                Setting(title: "VPN", value: "Not Connected", accessory: .detailButton),
            ]),
        Section(
            title: "Appearance", footer: nil,
            rows: [
                Setting(title: "Light", value: nil, accessory: .checkmark),
                Setting(title: "Dark", value: nil, accessory: .none),
                Setting(title: "Automatic", value: nil, accessory: .none),
            ]),
        Section(
            title: "Favourites", footer: "Swipe a favourite to delete it, or tap Edit to delete and reorder.",
            rows: ["Apple", "Banana", "Cherry", "Date", "Elderberry"].map {
                Setting(title: $0, value: nil, accessory: .none)
            }),
    ]

    private var tableView: UITableView!
    private let editButton = UIButton(type: .system)
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        editButton.setTitle("Edit", for: .normal)
        editButton.accessibilityIdentifier = "edit-button"
        editButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            }, for: .primaryActionTriggered)
        view.addSubview(editButton)
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        status.accessibilityIdentifier = "table-status"
        status.text = "Tap a row"
        view.addSubview(status)

        tableView = UITableView(frame: .zero, style: .grouped)
        tableView.accessibilityIdentifier = "settings-table"
        tableView.register(SettingCell.self, forCellReuseIdentifier: "setting")
        tableView.tableHeaderView = makeTableHeader()
        tableView.sectionIndexColor = .systemBlue
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        // The bar of status and Edit sits below whatever covers the top (a navigation bar when the app screen pushes
        // this one), and the table below it.
        for subview in [editButton, status, tableView!] { subview.translatesAutoresizingMaskIntoConstraints = false }
        let top = view.safeAreaLayoutGuide.topAnchor
        NSLayoutConstraint.activate([
            status.topAnchor.constraint(equalTo: top, constant: 6),
            status.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            status.heightAnchor.constraint(equalToConstant: 32),
            status.trailingAnchor.constraint(equalTo: editButton.leadingAnchor, constant: -8),
            editButton.topAnchor.constraint(equalTo: top, constant: 6),
            editButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            editButton.widthAnchor.constraint(equalToConstant: 70),
            editButton.heightAnchor.constraint(equalToConstant: 32),
            tableView.topAnchor.constraint(equalTo: top, constant: 44),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// A profile line above the sections: the table takes its height from the frame and gives it its own width.
    private func makeTableHeader() -> UIView {
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
        header.text = "Signed in as Jane Appleseed"
        header.font = .preferredFont(forTextStyle: .subheadline)
        header.textColor = .secondaryLabel
        header.textAlignment = .center
        header.accessibilityIdentifier = "table-header"
        return header
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editButton.setTitle(editing ? "Done" : "Edit", for: .normal)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let setting = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = setting.title
        cell.detailTextLabel?.text = setting.value
        cell.accessoryType = setting.accessory
        cell.accessibilityIdentifier = "row-\(setting.title)"
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections.map { String($0.title.prefix(1)) } }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Self.favouritesSection
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Self.favouritesSection
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let removed = sections[indexPath.section].rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        status.text = "Deleted \(removed.title)"
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
        status.text = sections[Self.favouritesSection].rows.prefix(3).map(\.title).joined(separator: ", ") + "…"
    }

    // MARK: UITableViewDelegate

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard proposedDestinationIndexPath.section != sourceIndexPath.section else {
            return proposedDestinationIndexPath
        }
        let last = sections[sourceIndexPath.section].rows.count - 1
        return IndexPath(
            row: proposedDestinationIndexPath.section < sourceIndexPath.section ? 0 : last,
            section: sourceIndexPath.section)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let setting = sections[indexPath.section].rows[indexPath.row]
        guard indexPath.section == Self.appearanceSection else {
            status.text = "Selected \(setting.title)"
            return
        }
        for row in sections[indexPath.section].rows.indices {
            let accessory: UITableViewCell.AccessoryType = row == indexPath.row ? .checkmark : .none
            sections[indexPath.section].rows[row].accessory = accessory
            tableView.cellForRow(at: IndexPath(row: row, section: indexPath.section))?.accessoryType = accessory
        }
        status.text = "Appearance: \(setting.title)"
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        status.text = "Details of \(sections[indexPath.section].rows[indexPath.row].title)"
    }
}
