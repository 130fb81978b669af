import OpenCollectionView

/// The mistakes a client makes inside `performBatchUpdates`, each applied to a valid `BatchUpdateModel` so that it is
/// the update's only problem, with the message UIKit raises for it (`NSInternalInconsistencyException` reasons as
/// UIKit prints them; `NSIndexPath` descriptions without their address).
extension BatchUpdateModel {
    static let mistakeKinds = [
        "item count", "section count", "delete item out of range", "insert item out of range",
        "delete section out of range", "insert section out of range", "delete and reload", "delete and move",
        "insert and move",
    ]

    /// Breaks the update with one random applicable mistake; returns its kind and UIKit's message, or `nil` when
    /// none applies (no sections to work with).
    mutating func breakRandomly(_ rng: inout SplitMix64) -> (kind: String, message: String)? {
        var kinds = Self.mistakeKinds
        kinds.shuffle(using: &rng)
        for kind in kinds {
            if let message = apply(kind, &rng) { return (kind, message) }
        }
        return nil
    }

    /// The new section's slots that hold survivors (neither inserted nor moved in).
    private func survivorSlots(inNewSection section: Int) -> [Int] {
        newItems[section].indices.filter { slot in
            let path = IndexPath(item: slot, section: section)
            return !insertedItems.contains(path) && !movedItems.contains { $0.to == path }
        }
    }

    /// The old section's items that stay without being deleted, reloaded or moved.
    private func untouchedItems(inOldSection section: Int) -> [IndexPath] {
        old[section].indices.map { IndexPath(item: $0, section: section) }.filter { path in
            !deletedItems.contains(path) && !reloadedItems.contains(path) && !movedItems.contains { $0.from == path }
        }
    }

    private func itemCountMessage(oldSection: Int, newSection: Int) -> String {
        let inserted = insertedItems.count { $0.section == newSection }
        let deleted = deletedItems.count { $0.section == oldSection }
        let movedIn = movedItems.count { $0.to.section == newSection }
        let movedOut = movedItems.count { $0.from.section == oldSection }
        return "Invalid update: invalid number of items in section \(newSection). The number of items contained in "
            + "an existing section after the update (\(newCounts[newSection])) must be equal to the number of items "
            + "contained in that section before the update (\(old[oldSection].count)), plus or minus the number of "
            + "items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
            + "minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved "
            + "out)."
    }

    // swift-format-ignore: FunctionBodyLength
    private mutating func apply(_ kind: String, _ rng: inout SplitMix64) -> String? {
        let sections = itemSections
        switch kind {
        case "item count":
            guard !sections.isEmpty else { return nil }
            let (oldSection, newSection) = rng.pick(sections)
            let lastIsFree = survivorSlots(inNewSection: newSection).last == newCounts[newSection] - 1
            newCounts[newSection] += lastIsFree && rng.chance(0.5) ? -1 : 1
            return itemCountMessage(oldSection: oldSection, newSection: newSection)
        case "section count":
            newCounts.append(rng.int(0...3))
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(newCounts.count)) must be equal to the number of sections contained in "
                + "the collection view before the update (\(old.count)), plus or minus the number of sections "
                + "inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        case "delete item out of range":
            guard !sections.isEmpty else { return nil }
            let section = rng.pick(sections).old
            let path = IndexPath(item: old[section].count + rng.int(0...2), section: section)
            deletedItems.append(path)
            return "attempt to delete item \(path.item) from section \(section) which only contains "
                + "\(old[section].count) items before the update"
        case "insert item out of range":
            guard !sections.isEmpty else { return nil }
            let section = rng.pick(sections).new
            let path = IndexPath(item: newCounts[section] + rng.int(0...2), section: section)
            insertedItems.append(path)
            return "attempt to insert item \(path.item) into section \(section), but there are only "
                + "\(newCounts[section]) items in section \(section) after the update"
        case "delete section out of range":
            let section = old.count + rng.int(0...2)
            deletedSections.append(section)
            return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
        case "insert section out of range":
            let section = newCounts.count + rng.int(0...2)
            insertedSections.append(section)
            return "attempt to insert section \(section) but there are only \(newCounts.count) sections after the "
                + "update"
        case "delete and reload":
            guard let path = deletedItems.isEmpty ? nil : rng.pick(deletedItems) else { return nil }
            reloadedItems.append(path)
            return "attempt to delete and reload the same index path (\(Self.describe(path)))"
        case "delete and move":
            let candidates = sections.filter { section in
                deletedItems.contains { $0.section == section.old } && !survivorSlots(inNewSection: section.new).isEmpty
            }
            guard !candidates.isEmpty else { return nil }
            let (oldSection, newSection) = rng.pick(candidates)
            let source = rng.pick(deletedItems.filter { $0.section == oldSection })
            let destination = IndexPath(item: rng.pick(survivorSlots(inNewSection: newSection)), section: newSection)
            movedItems.append((from: source, to: destination))
            return "attempt to perform a delete and a move from the same index path (\(Self.describe(source)))"
        case "insert and move":
            let candidates = sections.filter { section in
                insertedItems.contains { $0.section == section.new }
                    && !untouchedItems(inOldSection: section.old).isEmpty
            }
            guard !candidates.isEmpty else { return nil }
            let (oldSection, newSection) = rng.pick(candidates)
            let destination = rng.pick(insertedItems.filter { $0.section == newSection })
            let source = rng.pick(untouchedItems(inOldSection: oldSection))
            movedItems.append((from: source, to: destination))
            return "attempt to perform an insert and a move to the same index path (\(Self.describe(destination)))"
        default:
            return nil
        }
    }
}
