/// Batch updates of sections sized by `collectionView(_:layout:sizeForItemAt:)`, solved incrementally: the sizes of
/// the items that stayed move with them, only inserted and reloaded items are asked for theirs, and lines are
/// filled again from the first changed item until they fall back in step with the old ones; the lines after that
/// point only move. A million-item section takes one insert in a few milliseconds instead of a million delegate
/// calls (UIKit asks the delegate again for every item; see docs/Deviations.md).
extension UICollectionViewFlowLayout {
    /// The item edits of one section in a batch update: old indices deleted, new indices inserted.
    struct SectionEdits {
        var deleted: [Int] = []
        var inserted: [Int] = []
    }

    /// The batch update's item edits by section, or `nil` when it changes sections (solved in full). A moved item
    /// is deleted from its old place and inserted at its new one, where it is asked for its size again: the
    /// uncommitted move of a drag's gap and each step of an interactive movement re-solve only from the first
    /// line they change. A reloaded item is deleted and inserted in place (asked for its size again); one that
    /// would change sections refuses the edits.
    static func itemEdits(_ update: BatchUpdate) -> [Int: SectionEdits]? {
        guard update.deletedSections.isEmpty, update.insertedSections.isEmpty, update.reloadedSections.isEmpty,
            update.movedSections.isEmpty
        else { return nil }
        // Gathered as (section, item) pairs and grouped by runs of one section afterwards: the items of a big update
        // are not hashed one by one.
        var deleted: [(section: Int, item: Int)] = []
        var inserted: [(section: Int, item: Int)] = []
        deleted.reserveCapacity(update.deletedItems.count + update.reloadedItems.count + update.movedItems.count)
        inserted.reserveCapacity(update.insertedItems.count + update.reloadedItems.count + update.movedItems.count)
        if let keys = update.itemKeys {
            // Read from the keys `validate` made, without reading each index path again.
            for key in keys.deleted { deleted.append((key >> 32, key & 0xFFFF_FFFF)) }
            for key in keys.inserted { inserted.append((key >> 32, key & 0xFFFF_FFFF)) }
        } else {
            for indexPath in update.deletedItems { deleted.append((indexPath.section, indexPath.item)) }
            for indexPath in update.insertedItems { inserted.append((indexPath.section, indexPath.item)) }
        }
        for before in update.reloadedItems {
            let after = update.newIndexPath(for: before) ?? before
            guard before.section == after.section else { return nil }
            deleted.append((before.section, before.item))
            inserted.append((after.section, after.item))
        }
        if let keys = update.itemKeys {
            for key in keys.movedFrom { deleted.append((key >> 32, key & 0xFFFF_FFFF)) }
            for key in keys.movedTo { inserted.append((key >> 32, key & 0xFFFF_FFFF)) }
        } else {
            for move in update.movedItems {
                deleted.append((move.from.section, move.from.item))
                inserted.append((move.to.section, move.to.item))
            }
        }
        var edits: [Int: SectionEdits] = [:]
        for (pairs, isInsert) in [(deleted, false), (inserted, true)] {
            var start = 0
            while start < pairs.count {
                let section = pairs[start].section
                var end = start + 1
                while end < pairs.count, pairs[end].section == section { end += 1 }
                let items = pairs[start..<end].map(\.item)
                if isInsert {
                    edits[section, default: SectionEdits()].inserted += items
                } else {
                    edits[section, default: SectionEdits()].deleted += items
                }
                start = end
            }
        }
        return edits
    }

    /// Applies a batch update's edits to the solved sections. Returns `false` (nothing changed) when the update
    /// must be solved in full instead.
    func solveEdits(_ edits: [Int: SectionEdits], sources: FlowMetricsSource, collectionView: UICollectionView)
        -> Bool
    {
        guard estimatedItemSize == .zero, solver.sections.count == collectionView.numberOfSections else {
            return false
        }
        // Check every section first: a refused edit leaves the layout as it was.
        var plans: [(index: Int, edits: SectionEdits?, count: Int, metrics: FlowSolver.Metrics)] = []
        for (index, sectionEdits) in edits.sorted(by: { $0.key < $1.key }) {
            guard solver.sections.indices.contains(index) else { return false }
            let count = collectionView.numberOfItems(inSection: index)
            let old = solver.sections[index]
            let metrics = sources.metrics(index)
            // Grids (no sizes stored to edit) and empty sections (a grid once every new size is equal) are solved
            // whole, as are sections whose metrics changed.
            if old.isUniform || old.itemCount == 0 || !sources.implementsSize || metrics != old.metrics {
                plans.append((index, nil, count, metrics))
                continue
            }
            let deleted = Set(sectionEdits.deleted)
            let inserted = Set(sectionEdits.inserted)
            guard old.itemCount - deleted.count + inserted.count == count,
                deleted.count == sectionEdits.deleted.count, inserted.count == sectionEdits.inserted.count,
                deleted.allSatisfy({ $0 >= 0 && $0 < old.itemCount }), inserted.allSatisfy({ $0 >= 0 && $0 < count })
            else { return false }
            plans.append((index, sectionEdits, count, metrics))
        }
        var growth: [Int: CGFloat] = [:]
        for plan in plans {
            // Taken out of the array so its storage is edited in place, not copied.
            var section = solver.sections[plan.index]
            solver.sections[plan.index] = FlowSolver.Section()
            let oldEnd = section.end
            if let edits = plan.edits {
                edit(&section, edits, count: plan.count, sources: sources, index: plan.index)
            } else {
                section = solver.solveSection(
                    count: plan.count, metrics: plan.metrics, sizes: sizes(plan.index, sources), start: section.start)
            }
            growth[plan.index] = section.end - oldEnd
            solver.sections[plan.index] = section
        }
        var delta: CGFloat = 0
        for index in solver.sections.indices {
            FlowSolver.shift(&solver.sections[index], by: delta)
            delta += growth[index] ?? 0
        }
        return true
    }

    /// A varied section after deleting and inserting items (checked beforehand): sizes edited in place, lines
    /// filled again only where they changed.
    private func edit(
        _ section: inout FlowSolver.Section, _ edits: SectionEdits, count: Int, sources: FlowMetricsSource,
        index: Int
    ) {
        let deleted = edits.deleted.sorted()
        let inserted = edits.inserted.sorted()
        let oldCount = section.itemCount
        section.itemCount = count
        let vertical = scrollDirection == .vertical
        for item in deleted.reversed() {
            section.mainSizes.remove(at: item)
            section.crossSizes.remove(at: item)
        }
        for item in inserted {
            var size = sources.itemSize(IndexPath(item: item, section: index))
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                size = Self.sanitized(size, at: IndexPath(item: item, section: index))
            }
            section.mainSizes.insert(vertical ? size.height : size.width, at: item)
            section.crossSizes.insert(vertical ? size.width : size.height, at: item)
        }
        // A section whose differing items were deleted is a grid now, laid out as a full solve would.
        if !deleted.isEmpty, let first = section.mainSizes.first, let firstCross = section.crossSizes.first,
            !section.mainSizes.contains(where: { $0 != first }),
            !section.crossSizes.contains(where: { $0 != firstCross })
        {
            section = solver.solveSection(
                count: count, metrics: section.metrics, sizes: .uniform(main: first, cross: firstCross),
                start: section.start)
            return
        }
        // Lines before the one holding the item before the first change keep their items: the item that ends
        // each of them (by not fitting) is unchanged.
        let firstChanged = min(deleted.first ?? Int.max, inserted.first ?? Int.max)
        let lastDeleted = deleted.last ?? -1
        let lastInserted = inserted.last ?? -1
        let net = inserted.count - deleted.count
        let oldLines = section.lineFirstItems.count
        let firstLine = oldLines == 0 ? 0 : section.line(of: max(0, min(firstChanged, oldCount) - 1))
        let startItem = oldLines == 0 ? 0 : section.lineFirstItems[firstLine]
        let startMain = oldLines == 0 ? section.itemsStart : section.lineStarts[firstLine]
        var resumeLine: Int?
        var lines = FlowSolver.Lines()
        let old = section
        // The old line holding the item a new line starts at; the items only grow, so it walks forward (a search
        // per line would cost a refill of every line — sizes that never fall back in step — log n times over).
        var oldLine = firstLine
        let next = FlowSolver.fillLines(from: startItem, at: startMain, section: section, into: &lines) {
            item, _ in
            // Past every change, a line starting at an item that started an old line repeats the old lines.
            guard item > lastInserted, item - net > lastDeleted, oldLines > 0 else { return false }
            let target = item - net
            while oldLine + 1 < oldLines, old.lineFirstItems[oldLine + 1] <= target { oldLine += 1 }
            guard old.lineFirstItems[oldLine] == target else { return false }
            resumeLine = oldLine
            return true
        }
        let tail = resumeLine ?? oldLines
        let moved = resumeLine.map { next.lineStart - old.lineStarts[$0] } ?? 0
        withExtendedLifetime(old) {}
        section.lineFirstItems.replaceSubrange(firstLine..<tail, with: lines.firstItems)
        section.lineStarts.replaceSubrange(firstLine..<tail, with: lines.starts)
        section.lineThicknesses.replaceSubrange(firstLine..<tail, with: lines.thicknesses)
        section.lineCrossStarts.replaceSubrange(firstLine..<tail, with: lines.crossStarts)
        section.lineGaps.replaceSubrange(firstLine..<tail, with: lines.gaps)
        if resumeLine != nil {
            let from = firstLine + lines.firstItems.count
            if net != 0 {
                section.lineFirstItems.withUnsafeMutableBufferPointer { items in
                    for line in from..<items.count { items[line] += net }
                }
            }
            if moved != 0 {
                section.lineStarts.withUnsafeMutableBufferPointer { starts in
                    for line in from..<starts.count { starts[line] += moved }
                }
            }
        }
        section.linesOrdered = section.linesRunForward()
        let lineCount = section.lineFirstItems.count
        section.itemsEnd = lineCount > 0 ? section.lineEnd(lineCount - 1) : section.itemsStart
        section.end = section.itemsEnd + section.metrics.insetMainEnd + section.metrics.footerLength
    }
}
