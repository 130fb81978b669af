/// Placeholders a drop inserts: items the collection view shows that the data source does not have yet. Counts
/// include them, their cells come from their reuse identifier and `cellUpdateHandler`, and the data source is asked
/// about the other items at index paths without them. Committing hands the index path to the app to insert the real
/// item and reloads it there; deleting removes the placeholder with an animation.
extension UICollectionView {
    /// The placeholders in `section`.
    func placeholderCount(inSection section: Int) -> Int {
        dragAndDrop.placeholders.reduce(0) { $0 + ($1.indexPath?.section == section ? 1 : 0) }
    }

    /// The placeholder shown at `indexPath`.
    func placeholder(at indexPath: IndexPath) -> DropPlaceholderContext? {
        dragAndDrop.placeholders.first { $0.indexPath == indexPath }
    }

    /// The index path the data source knows for the item at `indexPath` (placeholders before it do not count).
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard !dragAndDrop.placeholders.isEmpty else { return indexPath }
        let before = dragAndDrop.placeholders.reduce(0) { count, context in
            guard let placed = context.indexPath, placed.section == indexPath.section, placed.item < indexPath.item
            else { return count }
            return count + 1
        }
        return IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// A cell for the placeholder at `indexPath`, configured by its handler.
    func placeholderCell(_ context: DropPlaceholderContext, at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
        context.placeholder.cellUpdateHandler?(cell)
        return cell
    }

    /// Inserts the placeholder at its insertion index path (clamped to the section), animated.
    func insertPlaceholder(_ context: DropPlaceholderContext) {
        discardDropShadow()
        var indexPath = context.placeholder.insertionIndexPath
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "drop(_:to:) was given a placeholder at \(indexPath), in no section of the collection view; "
                    + "no placeholder is inserted")
            return
        }
        let count = numberOfItems(inSection: indexPath.section)
        if indexPath.item < 0 || indexPath.item > count {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "drop(_:to:) was given a placeholder at \(indexPath), past the \(count) items of its section; "
                    + "it goes at the end")
            indexPath.item = count
        }
        for other in dragAndDrop.placeholders {
            if let placed = other.indexPath, placed.section == indexPath.section, placed.item >= indexPath.item {
                other.indexPath = IndexPath(item: placed.item + 1, section: placed.section)
            }
        }
        context.indexPath = indexPath
        dragAndDrop.placeholders.append(context)
        performBatchUpdates { self.insertItems(at: [indexPath]) }
    }

    /// Replaces the placeholder with the real item the app inserts in its model in `dataSourceUpdates`.
    func commitPlaceholder(_ context: DropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let indexPath = context.indexPath else { return false }
        discardDropShadow()
        dragAndDrop.placeholders.removeAll { $0 === context }
        context.indexPath = nil
        dataSourceUpdates(dataSourceIndexPath(for: indexPath))
        reloadItems(at: [indexPath])
        return true
    }

    /// Removes the placeholder, animated.
    func deletePlaceholder(_ context: DropPlaceholderContext) -> Bool {
        guard let indexPath = context.indexPath else { return false }
        discardDropShadow()
        performBatchUpdates {
            self.dragAndDrop.placeholders.removeAll { $0 === context }
            context.indexPath = nil
            for other in self.dragAndDrop.placeholders {
                if let placed = other.indexPath, placed.section == indexPath.section, placed.item > indexPath.item {
                    other.indexPath = IndexPath(item: placed.item - 1, section: placed.section)
                }
            }
            self.deleteItems(at: [indexPath])
        }
        return true
    }

    /// Runs the placeholder's `cellUpdateHandler` on its cell again.
    func updatePlaceholderCell(_ context: DropPlaceholderContext) {
        guard let indexPath = context.indexPath, let cell = cellForItem(at: indexPath) else { return }
        context.placeholder.cellUpdateHandler?(cell)
    }
}
