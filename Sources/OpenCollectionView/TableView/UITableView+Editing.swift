/// Editing rows: the editing mode with its delete, insert and reorder controls, the swipe actions of rows (with
/// UIKit's standard Delete action), and committing edits to the data source.
extension UITableView {
    /// The row's editing style: the delegate's for rows the data source lets edit, else none.
    func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Whether the row shows a reorder control while editing: `canMoveRowAt`, or, when that is not implemented,
    /// whether `moveRowAt` is (probed with a move that changes nothing, as the collection view does).
    func canMoveRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource else { return false }
        var allowed = false
        if ImplementationProbe.isImplemented({ allowed = dataSource.tableView(self, canMoveRowAt: indexPath) }) {
            return allowed && implementsMoveRow(dataSource, at: indexPath)
        }
        return implementsMoveRow(dataSource, at: indexPath)
    }

    private func implementsMoveRow(_ dataSource: any UITableViewDataSource, at indexPath: IndexPath) -> Bool {
        ImplementationProbe.isImplemented { dataSource.tableView(self, moveRowAt: indexPath, to: indexPath) }
    }

    /// Whether the data source commits edits (probed with the `.none` style, which asks for no change).
    private var dataSourceCommitsEdits: Bool {
        guard let dataSource else { return false }
        return ImplementationProbe.isImplemented {
            dataSource.tableView(self, commit: .none, forRowAt: IndexPath(row: 0, section: 0))
        }
    }

    /// Gives the cell the editing controls of its row: delete or insert at the leading edge and a reorder control
    /// at the trailing edge, shown while editing.
    func configureEditingControls(of cell: UITableViewCell, at indexPath: IndexPath) {
        var controls: [UICellAccessory] = []
        switch editingStyle(forRowAt: indexPath) {
        case .delete:
            controls.append(.delete { [weak self, weak cell] in self?.commitEdit(.delete, from: cell) })
        case .insert:
            controls.append(.insert { [weak self, weak cell] in self?.commitEdit(.insert, from: cell) })
        case .none:
            break
        }
        if canMoveRow(at: indexPath) { controls.append(.reorder()) }
        cell.editingControls = controls
    }

    private func commitEdit(_ style: UITableViewCell.EditingStyle, from cell: UITableViewCell?) {
        guard let cell, let indexPath = indexPath(for: cell), let dataSource else { return }
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
    }

    // MARK: Swipe actions

    /// The actions revealed by swiping the row: the delegate's, or for the trailing edge of a row whose editing
    /// style is `.delete` (when the delegate gives `nil` and the data source commits edits) UIKit's Delete action,
    /// which commits the deletion. No swipe while editing.
    func swipeActionsConfiguration(forRowAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard !isEditing else { return nil }
        if leading { return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        guard editingStyle(forRowAt: indexPath) == .delete, dataSourceCommitsEdits else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, view, completion in
            guard let self, let dataSource = self.dataSource,
                let cell = self.cellContaining(view), let row = self.indexPath(for: cell)
            else {
                completion(false)
                return
            }
            dataSource.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The cell a swipe-action button belongs to.
    private func cellContaining(_ view: UIView) -> UITableViewCell? {
        var current: UIView? = view
        while let candidate = current {
            if let cell = candidate as? UITableViewCell { return cell }
            current = candidate.superview
        }
        return nil
    }
}
