// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView

/// A UIKit-style table client: sections of strings in a table view of one style, cells dequeued from a registered
/// class and configured through `textLabel`, every data-source and delegate call logged, hosted in a headless
/// window the size of a 390 × 844 phone unless told.
@MainActor
final class TableClient: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var log: [String] = []
    /// What `willSelectRowAt` answers, by row name (default: the row itself).
    var willSelect: [String: IndexPath?] = [:]
    /// What `willDeselectRowAt` answers, by row name (default: the row itself).
    var willDeselect: [String: IndexPath?] = [:]
    /// What `sectionIndexTitles(for:)` answers (default none).
    var indexTitles: [String]?
    var trailingActions: (@MainActor (IndexPath) -> UISwipeActionsConfiguration?)?
    /// Adjusts each cell after its text is set.
    var configureCell: (@MainActor (UITableViewCell, String) -> Void)?
    let tableView: UITableView
    let host: HeadlessHost

    init(
        style: UITableView.Style, sections: [[String]] = [["A", "B", "C"]], titles: [String?] = [],
        size: CGSize = CGSize(width: 390, height: 844), cellClass: UITableViewCell.Type = UITableViewCell.self
    ) {
        self.sections = sections
        self.titles = titles
        tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
        host = hostedInWindow(tableView, size: size)
        super.init()
        tableView.register(cellClass, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        settle()
    }

    /// Lays out until self-sizing settles.
    func settle() {
        for _ in 0..<3 { host.layout() }
    }

    func indexPath(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// The row's frame in the table's coordinates.
    func frame(_ row: Int, _ section: Int = 0) -> CGRect { tableView.rectForRow(at: indexPath(row, section)) }

    /// The centre of a visible row, in the window.
    func point(_ row: Int, _ section: Int = 0) -> CGPoint {
        let rect = tableView.convert(frame(row, section), to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let name = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = name
        configureCell?(cell, name)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        log.append("commit delete \(sections[indexPath.section][indexPath.row])")
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
        log.append("move \(row)")
    }

    // MARK: Delegate

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        let name = sections[indexPath.section][indexPath.row]
        log.append("willSelect \(name)")
        return willSelect[name] ?? indexPath
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        let name = sections[indexPath.section][indexPath.row]
        log.append("willDeselect \(name)")
        return willDeselect[name] ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(sections[indexPath.section][indexPath.row])")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(sections[indexPath.section][indexPath.row])")
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { trailingActions?(indexPath) }
}
