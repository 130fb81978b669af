/// The changes recorded inside `performBatchUpdates`, checked against the data source and turned into index maps,
/// with UIKit's index rules: deletes, reloads and move sources use indexes before the update; inserts and move
/// destinations use indexes after it; deletes are applied before inserts.
struct BatchUpdate {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var completions: [(Bool) -> Void] = []
    var isApplying = false

    /// How the update maps old positions to new ones; built by `validate`.
    private(set) var sectionShift = IndexShift(removed: [], added: [])
    private(set) var itemShifts: [Int: IndexShift] = [:]
    private var moveDestinations: [IndexPath: IndexPath] = [:]
    private var sectionMoveDestinations: [Int: Int] = [:]
    private(set) var reloadedItemSet: Set<IndexPath> = []
    /// Where the reloaded items are after the update.
    private var reloadedDestinations: Set<IndexPath> = []
    /// The inserted index paths, for O(1) membership.
    private var insertedItemSet: Set<IndexPath> = []
    /// Where the reloaded sections are after the update.
    private var reloadedNewSections = IndexSet()

    /// Checks the update against the counts before and after; returns UIKit's message for the first problem, or
    /// `nil` and prepares the index maps.
    mutating func validate(old: [Int], new: [Int]) -> String? {
        let movedFrom = movedSections.map(\.from)
        let movedTo = movedSections.map(\.to)
        for section in deletedSections.union(reloadedSections) where section >= old.count {
            return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
        }
        for section in insertedSections where section >= new.count {
            return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
        }
        for move in movedSections where move.from >= old.count || move.to >= new.count {
            return "attempt to move section \(move.from) to section \(move.to), which is out of bounds"
        }
        let expectedSections = old.count - deletedSections.count + insertedSections.count
        guard new.count == expectedSections else {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(old.count)), plus or minus the number of sections inserted "
                + "or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        sectionShift = IndexShift(
            removed: Array(deletedSections) + movedFrom, added: Array(insertedSections) + movedTo)
        sectionMoveDestinations = Dictionary(movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })

        let reloadSet = Set(reloadedItems)
        let deleteSet = Set(deletedItems)
        for indexPath in deletedItems where reloadSet.contains(indexPath) {
            return "attempt to delete and reload the same index path (\(Self.describe(indexPath)))"
        }
        for move in movedItems where deleteSet.contains(move.from) {
            return "attempt to perform a delete and a move from the same index path (\(Self.describe(move.from)))"
        }
        let insertSet = Set(insertedItems)
        for move in movedItems where insertSet.contains(move.to) {
            return "attempt to perform an insert and a move to the same index path (\(Self.describe(move.to)))"
        }
        for indexPath in deletedItems + reloadedItems + movedItems.map(\.from) {
            guard indexPath.section < old.count, indexPath.item < old[indexPath.section], indexPath.item >= 0 else {
                let count = indexPath.section < old.count ? old[indexPath.section] : 0
                return "attempt to delete item \(indexPath.item) from section \(indexPath.section) which only "
                    + "contains \(count) items before the update"
            }
        }
        for indexPath in insertedItems + movedItems.map(\.to) {
            guard indexPath.section < new.count, indexPath.item < new[indexPath.section], indexPath.item >= 0 else {
                let count = indexPath.section < new.count ? new[indexPath.section] : 0
                return "attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are "
                    + "only \(count) items in section \(indexPath.section) after the update"
            }
        }
        var removedByOldSection: [Int: [Int]] = [:]
        var addedByNewSection: [Int: [Int]] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var deletedCount: [Int: Int] = [:]
        var insertedCount: [Int: Int] = [:]
        for indexPath in deletedItems {
            removedByOldSection[indexPath.section, default: []].append(indexPath.item)
            deletedCount[indexPath.section, default: 0] += 1
        }
        for indexPath in insertedItems {
            addedByNewSection[indexPath.section, default: []].append(indexPath.item)
            insertedCount[indexPath.section, default: 0] += 1
        }
        for move in movedItems {
            removedByOldSection[move.from.section, default: []].append(move.from.item)
            addedByNewSection[move.to.section, default: []].append(move.to.item)
            movedOut[move.from.section, default: 0] += 1
            movedIn[move.to.section, default: 0] += 1
        }
        for oldSection in old.indices {
            guard !reloadedSections.contains(oldSection), let newSection = newSection(for: oldSection) else {
                continue
            }
            let expected =
                old[oldSection] + insertedCount[newSection, default: 0] - deletedCount[oldSection, default: 0]
                + movedIn[newSection, default: 0] - movedOut[oldSection, default: 0]
            guard new[newSection] == expected else {
                return "Invalid update: invalid number of items in section \(newSection). The number of items "
                    + "contained in an existing section after the update (\(new[newSection])) must be equal to the "
                    + "number of items contained in that section before the update (\(old[oldSection])), plus or "
                    + "minus the number of items inserted or deleted from that section "
                    + "(\(insertedCount[newSection, default: 0]) inserted, \(deletedCount[oldSection, default: 0]) "
                    + "deleted) and plus or minus the number of items moved into or out of that section "
                    + "(\(movedIn[newSection, default: 0]) moved in, \(movedOut[oldSection, default: 0]) moved out)."
            }
            let removed = removedByOldSection[oldSection] ?? []
            let added = addedByNewSection[newSection] ?? []
            if !removed.isEmpty || !added.isEmpty {
                itemShifts[oldSection] = IndexShift(removed: removed, added: added)
            }
        }
        moveDestinations = Dictionary(movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        reloadedItemSet = reloadSet
        insertedItemSet = insertSet
        reloadedDestinations = Set(reloadedItems.compactMap { newIndexPath(for: $0) })
        reloadedNewSections = IndexSet(reloadedSections.compactMap { newSection(for: $0) })
        return nil
    }

    /// `indexPaths` in ascending order; a diffable data source records them sorted, so the check usually suffices.
    static func ascending(_ indexPaths: [IndexPath]) -> [IndexPath] {
        zip(indexPaths, indexPaths.dropFirst()).allSatisfy { $0 < $1 } ? indexPaths : indexPaths.sorted()
    }

    /// An index path as UIKit's exception messages print it (`NSIndexPath`'s description, without the address).
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// The section's index after the update, or `nil` when it was deleted.
    func newSection(for oldSection: Int) -> Int? {
        if let destination = sectionMoveDestinations[oldSection] { return destination }
        return sectionShift.map(oldSection)
    }

    /// The item's index path after the update, or `nil` when it (or its section) was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let destination = moveDestinations[old] { return destination }
        guard let section = newSection(for: old.section) else { return nil }
        guard let shift = itemShifts[old.section] else { return IndexPath(item: old.item, section: section) }
        return shift.map(old.item).map { IndexPath(item: $0, section: section) }
    }

    /// Whether the item's view is replaced (reloaded item or item of a reloaded section).
    func isReloaded(_ old: IndexPath) -> Bool {
        reloadedItemSet.contains(old) || reloadedSections.contains(old.section)
    }

    /// Whether the item at a new index path was inserted (or belongs to an inserted or reloaded section).
    /// - Complexity: O(1) expected.
    func isInserted(_ new: IndexPath) -> Bool {
        insertedItemSet.contains(new) || insertedSections.contains(new.section)
            || reloadedNewSections.contains(new.section)
    }

    /// Whether a reloaded item lands at this index path after the update. - Complexity: O(1) expected.
    func isReloadedDestination(_ new: IndexPath) -> Bool { reloadedDestinations.contains(new) }

    /// The update as the layout sees it.
    @MainActor func updateItems() -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += deletedSections.map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        items += insertedSections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        items += reloadedSections.map {
            UICollectionViewUpdateItem(action: .reload, before: section($0), after: section(newSection(for: $0) ?? $0))
        }
        items += movedSections.map {
            UICollectionViewUpdateItem(action: .move, before: section($0.from), after: section($0.to))
        }
        items += Self.ascending(deletedItems).map {
            UICollectionViewUpdateItem(action: .delete, before: $0, after: nil)
        }
        items += Self.ascending(insertedItems).map {
            UICollectionViewUpdateItem(action: .insert, before: nil, after: $0)
        }
        items += Self.ascending(reloadedItems).map {
            UICollectionViewUpdateItem(action: .reload, before: $0, after: newIndexPath(for: $0) ?? $0)
        }
        items += movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}

/// Maps positions in one dimension across an update: `removed` are old indexes that leave, `added` new indexes
/// that are filled by newcomers; every other old index keeps its order and takes the next free new index.
/// - Complexity: O(log k) per lookup for k changes, independent of the number of items; O(k log k) to build.
struct IndexShift {
    let removed: [Int]
    let added: [Int]

    init(removed: [Int], added: [Int]) {
        self.removed = Array(Set(removed)).sorted()
        self.added = Array(Set(added)).sorted()
    }

    /// The new index of `old`, or `nil` when it was removed.
    ///
    /// The old index's rank among the survivors is `r = old − (removed before it)`; the survivors fill the new
    /// indexes not in `added`, in order, so the answer is the `r`-th of those: `r` plus the number of added indexes
    /// `added[i]` with `added[i] − i ≤ r` (a non-decreasing sequence, so a binary search finds that number).
    func map(_ old: Int) -> Int? {
        var low = 0
        var high = removed.count
        while low < high {
            let middle = (low + high) / 2
            if removed[middle] < old { low = middle + 1 } else { high = middle }
        }
        if low < removed.count, removed[low] == old { return nil }
        let rank = old - low
        low = 0
        high = added.count
        while low < high {
            let middle = (low + high) / 2
            if added[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
