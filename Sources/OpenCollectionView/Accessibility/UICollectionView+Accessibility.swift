/// A collection view as assistive apps meet it: a list (list sections, table views) or a data table (any other
/// layout) of every item, not only the cells on screen. A list has one column and a row per item, counted across
/// sections; a grid has as many columns as the first section's first line holds and, per section, as many rows as
/// its items fill (a decision of ours: UIKit exposes no row and column counts for grids).
extension UICollectionView: UIAccessibilityContainerDataTable {
    /// The container type UIKit's collection views report: `.list` when the layout makes list sections.
    var defaultAccessibilityContainerType: UIAccessibilityContainerType {
        guard numberOfSections > 0 else { return .list }
        return (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listSection(at: 0) != nil
            ? .list : .dataTable
    }

    /// The items a line of the first non-empty section holds: those that start on the first item's line (at most
    /// 256 are looked at, so a long list costs nothing).
    var accessibilityColumnsPerRow: Int {
        guard accessibilityContainerType != .list,
            let section = (0..<numberOfSections).first(where: { numberOfItems(inSection: $0) > 0 }),
            let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section))
        else { return 1 }
        var columns = 1
        let limit = min(numberOfItems(inSection: section), 256)
        while columns < limit,
            let attributes = layoutAttributesForItem(at: IndexPath(item: columns, section: section)),
            abs(attributes.frame.minY - first.frame.minY) < 0.5
        {
            columns += 1
        }
        return columns
    }

    /// The number of rows: one per item in a list, one per line of items in a grid, over all sections.
    public func accessibilityRowCount() -> Int {
        let columns = accessibilityColumnsPerRow
        return (0..<numberOfSections).reduce(0) { $0 + rows(ofItems: numberOfItems(inSection: $1), columns: columns) }
    }

    /// The number of columns: 1 in a list.
    public func accessibilityColumnCount() -> Int { accessibilityColumnsPerRow }

    /// The cell on screen at a row and column, or `nil`.
    public func accessibilityDataTableCellElement(forRow row: Int, column: Int)
        -> (any UIAccessibilityContainerDataTableCell)?
    {
        let columns = accessibilityColumnsPerRow
        var firstRow = 0
        for section in 0..<numberOfSections {
            let items = numberOfItems(inSection: section)
            let sectionRows = rows(ofItems: items, columns: columns)
            if row < firstRow + sectionRows {
                let item = (row - firstRow) * columns + column
                guard column < columns, item < items else { return nil }
                return cellForItem(at: IndexPath(item: item, section: section))
            }
            firstRow += sectionRows
        }
        return nil
    }

    /// The row and column of an item among all items.
    func accessibilityPosition(of indexPath: IndexPath) -> (row: Int, column: Int) {
        let columns = accessibilityColumnsPerRow
        let rowsBefore = (0..<min(indexPath.section, numberOfSections)).reduce(0) {
            $0 + rows(ofItems: numberOfItems(inSection: $1), columns: columns)
        }
        return (rowsBefore + indexPath.item / columns, indexPath.item % columns)
    }

    private func rows(ofItems items: Int, columns: Int) -> Int { (items + columns - 1) / max(columns, 1) }

    /// The custom actions UIKit offers on an item: its swipe actions (leading, then trailing), then its menu's
    /// actions.
    func accessibilityCustomActions(forItemAt indexPath: IndexPath, cell: UICollectionViewCell)
        -> [UIAccessibilityCustomAction]
    {
        var actions: [UIAccessibilityCustomAction] = []
        for leading in [true, false] {
            for action in swipeActionsConfiguration(forItemAt: indexPath, leading: leading)?.actions ?? [] {
                guard let title = action.title else { continue }
                actions.append(
                    UIAccessibilityCustomAction(name: title) { [weak cell] _ in
                        guard let cell else { return false }
                        action.handler(action, cell) { _ in }
                        return true
                    })
            }
        }
        let center = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        for entry in menuEntries(for: indexPath, at: center) {
            actions.append(
                UIAccessibilityCustomAction(name: entry.title) { _ in
                    entry.perform()
                    return true
                })
        }
        return actions + reorderingAccessibilityActions(forItemAt: indexPath, cell: cell)
    }

    /// "Move up" and "Move down" on an item the data source lets move (`canMoveItemAt`, as interactive movement
    /// asks): UIKit has no keyboard reordering for collection views, so an assistive technology moves an item one
    /// place earlier or later in its section through these, as an interactive movement that ends at once — the
    /// delegate may redirect it, and the data source is told with `moveItemAt` (a diffable data source through its
    /// `reorderingHandlers`).
    private func reorderingAccessibilityActions(forItemAt indexPath: IndexPath, cell: UICollectionViewCell)
        -> [UIAccessibilityCustomAction]
    {
        guard indexPath.count > 1, interactiveMovement.active == nil, canMoveItem(at: indexPath) else { return [] }
        var actions: [UIAccessibilityCustomAction] = []
        for (name, offset) in [("Move up", -1), ("Move down", 1)] {
            guard isValidItem(IndexPath(item: indexPath.item + offset, section: indexPath.section)) else { continue }
            actions.append(
                UIAccessibilityCustomAction(name: name) { [weak self, weak cell] _ in
                    guard let self, let indexPath = cell?.displayedItemIndexPath else { return false }
                    return self.accessibilityMoveItem(at: indexPath, by: offset)
                })
        }
        return actions
    }

    /// Moves the item at `indexPath` by `offset` places in its section as an interactive movement; answers whether
    /// it moved.
    func accessibilityMoveItem(at indexPath: IndexPath, by offset: Int) -> Bool {
        let target = IndexPath(item: indexPath.item + offset, section: indexPath.section)
        guard isValidItem(target), let center = layoutAttributesForItem(at: target)?.center,
            beginInteractiveMovementForItem(at: indexPath)
        else { return false }
        updateInteractiveMovementTargetPosition(center)
        let moved = interactiveMovement.active?.current != indexPath
        endInteractiveMovement()
        return moved
    }
}

extension UICollectionViewCell: UIAccessibilityContainerDataTableCell {
    /// The cell's row among its collection view's (an empty range when it shows no item).
    public func accessibilityRowRange() -> NSRange {
        guard let position = accessibilityPosition else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: position.row, length: 1)
    }

    /// The cell's column among its collection view's (an empty range when it shows no item).
    public func accessibilityColumnRange() -> NSRange {
        guard let position = accessibilityPosition else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(location: position.column, length: 1)
    }

    private var accessibilityPosition: (row: Int, column: Int)? {
        guard let indexPath = displayedItemIndexPath, let collectionView = enclosingCollectionView else { return nil }
        return collectionView.accessibilityPosition(of: indexPath)
    }

    /// The item's swipe and menu actions, while the cell shows an item.
    var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? {
        guard let indexPath = displayedItemIndexPath, let collectionView = enclosingCollectionView else { return nil }
        let actions = collectionView.accessibilityCustomActions(forItemAt: indexPath, cell: self)
        return actions.isEmpty ? nil : actions
    }
}

extension UICollectionViewListCell {
    /// A list cell's traits: `.header` for a header, and from its accessories `.button` for a disclosure indicator
    /// or detail button, `.selected` for a visible checkmark and a switch's traits for a switch; `.selected` while
    /// selected.
    var defaultListAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = isSelected ? .selected : []
        if let control = accessorySwitch { traits.formUnion(control.accessibilityTraits) }
        let context = listContext
        if context.role == .header || context.role == .headerRow { traits.insert(.header) }
        let editing = enclosingCollectionView?.isEditing ?? false
        for accessory in accessories {
            switch accessory.displayed {
            case .always: break
            case .whenEditing: if !editing { continue }
            case .whenNotEditing: if editing { continue }
            }
            switch accessory.kind {
            case .disclosureIndicator, .detail: traits.insert(.button)
            case .checkmark: traits.insert(.selected)
            default: break
            }
        }
        return traits
    }

    /// The switch the row shows as an accessory (a custom view), while it shows. UIKit reads such a row as the
    /// switch, one element ("Airplane Mode, switch button, off", as VoiceOver reads Settings' rows), and
    /// VoiceOver's double tap flips it.
    var accessorySwitch: UISwitch? {
        let editing = enclosingCollectionView?.isEditing ?? false
        for accessory in accessories {
            switch accessory.displayed {
            case .always: break
            case .whenEditing: if !editing { continue }
            case .whenNotEditing: if editing { continue }
            }
            if case .customView(let configuration) = accessory.kind,
                let control = configuration.customView as? UISwitch,
                !control.isHidden
            {
                return control
            }
        }
        return nil
    }

    /// Whether the row is expanded, when it has an outline disclosure; `nil` otherwise.
    var accessibilityExpandedState: Bool? {
        guard accessories.contains(where: { $0.accessoryType == .outlineDisclosure }) else { return nil }
        return configurationState.isExpanded
    }
}
