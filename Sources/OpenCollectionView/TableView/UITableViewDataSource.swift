/// Supplies a table view's data: its sections and rows, the cells showing them, section titles, and what editing
/// and moving rows does to the model.
///
/// Optional methods are protocol-extension defaults with UIKit's behaviour (see docs/Deviations.md).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually dequeued from the table view.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, shown in a standard header view (default none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, shown in a standard footer view (default none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited: deleted or inserted (default `true`).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control while editing (default: whether `moveRowAt` is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Titles for a section index (default none).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section-index title jumps to (default `index`).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user asked to delete (delete control, swipe) or insert the row: update the model, then the table.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row with its reorder control: move it in the model (the table already shows it moved).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ImplementationProbe.markDefault()
        return true
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) { ImplementationProbe.markDefault() }
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { ImplementationProbe.markDefault() }
}
