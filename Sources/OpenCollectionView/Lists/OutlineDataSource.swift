/// What list cells ask of a data source that holds outlines (a diffable data source with section snapshots):
/// whether an item is expanded, its depth, and expanding or collapsing it.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Whether the item at `indexPath` is an expanded parent.
    func outlineIsExpanded(itemAt indexPath: IndexPath) -> Bool
    /// The item's depth in its section's outline (0 for roots).
    func outlineLevel(ofItemAt indexPath: IndexPath) -> Int
    /// Expands a collapsed item or collapses an expanded one, asking `sectionSnapshotHandlers` as UIKit does.
    func toggleOutlineItem(at indexPath: IndexPath, animated: Bool)
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    private func outlineItem(at indexPath: IndexPath) -> (SectionIdentifierType, ItemIdentifierType)? {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath)
        else { return nil }
        return (section, item)
    }

    func outlineIsExpanded(itemAt indexPath: IndexPath) -> Bool {
        guard let (section, item) = outlineItem(at: indexPath) else { return false }
        return appliedSectionSnapshot(for: section)?.isExpanded(item) ?? false
    }

    func outlineLevel(ofItemAt indexPath: IndexPath) -> Int {
        guard let (section, item) = outlineItem(at: indexPath) else { return 0 }
        return appliedSectionSnapshot(for: section)?.level(of: item) ?? 0
    }

    /// Expands (`shouldExpandItem`, `willExpandItem`, then the children from `snapshotForExpandingParentItem`) or
    /// collapses (`shouldCollapseItem`, `willCollapseItem`) the item, and applies the section snapshot.
    func toggleOutlineItem(at indexPath: IndexPath, animated: Bool) {
        guard let (section, item) = outlineItem(at: indexPath) else { return }
        var sectionSnapshot = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            if let shouldCollapse = handlers.shouldCollapseItem, !shouldCollapse(item) { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            if let shouldExpand = handlers.shouldExpandItem, !shouldExpand(item) { return }
            handlers.willExpandItem?(item)
            if let makeChildren = handlers.snapshotForExpandingParentItem {
                let children = makeChildren(item, sectionSnapshot.snapshot(of: item))
                sectionSnapshot.replace(childrenOf: item, using: children)
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: animated)
    }
}
