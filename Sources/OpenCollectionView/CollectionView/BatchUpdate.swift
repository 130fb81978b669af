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
    /// The moved items' old places (`ItemKey`s, ascending, each once: the first move recorded from a place wins) and
    /// where each goes.
    private var moveSources: [Int] = []
    private var moveDestinations: [IndexPath] = []
    private var sectionMoveDestinations: [Int: Int] = [:]
    /// The reloaded items (`ItemKey`s, ascending).
    private var reloadedKeys: [Int] = []
    /// Where the reloaded items are after the update (`ItemKey`s, ascending).
    private var reloadedDestinations: [Int] = []
    /// The inserted index paths (`ItemKey`s, ascending), for O(log n) membership.
    private var insertedKeys: [Int] = []
    /// Where the reloaded sections are after the update.
    private var reloadedNewSections = IndexSet()
    /// The recorded item changes as `ItemKey`s, in recorded order; `nil` until `validate`, or when an index path
    /// does not fit a key.
    private(set) var itemKeys: (deleted: [Int], inserted: [Int], movedFrom: [Int], movedTo: [Int])?

    /// Checks the update against the counts before and after; returns UIKit's message for the first problem, or
    /// `nil` and prepares the index maps.
    ///
    /// Index paths are handled as `ItemKey` integers in sorted arrays (membership by binary search), never hashed:
    /// a diffable data source's apply of 100,000 items records tens of thousands of them, already in order.
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

        // The recorded item index paths as `ItemKey`s, each list `nil` when one of its paths does not fit a key.
        let deleteKeys = ItemKey.keys(ofEvery: deletedItems)
        let reloadKeys = ItemKey.keys(ofEvery: reloadedItems)
        let insertKeys = ItemKey.keys(ofEvery: insertedItems)
        let moveSourceKeys = ItemKey.keys(ofEvery: movedItems.lazy.map(\.from))
        let moveDestinationKeys = ItemKey.keys(ofEvery: movedItems.lazy.map(\.to))
        let sortedDeletes = deleteKeys.map(ItemKey.sortedUnique)
        let sortedReloads = reloadKeys.map(ItemKey.sortedUnique)
        let sortedInserts = insertKeys.map(ItemKey.sortedUnique)
        let sortedMoveSources = moveSourceKeys.map(ItemKey.sortedUnique)
        let sortedMoveDestinations = moveDestinationKeys.map(ItemKey.sortedUnique)
        if let deleteKeys, let sortedDeletes, let sortedReloads, let moveSourceKeys, let sortedMoveSources,
            let moveDestinationKeys, let sortedMoveDestinations, let sortedInserts
        {
            // Sorted lists meet in one merge; only then is the first conflict recorded looked for.
            if ItemKey.intersect(sortedDeletes, sortedReloads),
                let first = ItemKey.firstFound(deleteKeys, in: sortedReloads)
            {
                return Self.deleteAndReload(deletedItems[first])
            }
            if ItemKey.intersect(sortedMoveSources, sortedDeletes),
                let first = ItemKey.firstFound(moveSourceKeys, in: sortedDeletes)
            {
                return Self.deleteAndMove(movedItems[first].from)
            }
            if ItemKey.intersect(sortedMoveDestinations, sortedInserts),
                let first = ItemKey.firstFound(moveDestinationKeys, in: sortedInserts)
            {
                return Self.insertAndMove(movedItems[first].to)
            }
        } else if let problem = conflictAmongIndexPaths() {
            return problem
        }
        // The bounds, in the order UIKit checks them; from the keys where there are keys.
        if let index = Self.firstOutOfBounds(deleteKeys, deletedItems, in: old) {
            return Self.deleteOutOfBounds(deletedItems[index], old: old)
        }
        if let index = Self.firstOutOfBounds(reloadKeys, reloadedItems, in: old) {
            return Self.deleteOutOfBounds(reloadedItems[index], old: old)
        }
        if let index = Self.firstOutOfBounds(moveSourceKeys, movedItems.map(\.from), in: old) {
            return Self.deleteOutOfBounds(movedItems[index].from, old: old)
        }
        if let index = Self.firstOutOfBounds(insertKeys, insertedItems, in: new) {
            return Self.insertOutOfBounds(insertedItems[index], new: new)
        }
        if let index = Self.firstOutOfBounds(moveDestinationKeys, movedItems.map(\.to), in: new) {
            return Self.insertOutOfBounds(movedItems[index].to, new: new)
        }
        // Every item index path is in bounds now: counts per section in arrays.
        var movedOut = [Int](repeating: 0, count: old.count)
        var movedIn = [Int](repeating: 0, count: new.count)
        var deletedCount = [Int](repeating: 0, count: old.count)
        var insertedCount = [Int](repeating: 0, count: new.count)
        ItemKey.count(deleteKeys, deletedItems, into: &deletedCount)
        ItemKey.count(insertKeys, insertedItems, into: &insertedCount)
        ItemKey.count(moveSourceKeys, movedItems.map(\.from), into: &movedOut)
        ItemKey.count(moveDestinationKeys, movedItems.map(\.to), into: &movedIn)
        // The places removed from each old section and filled in each new one, as keys of their section and item.
        let removed =
            sortedDeletes.flatMap { deletes in sortedMoveSources.map { ItemKey.union(deletes, $0) } }
            ?? ItemKey.sortedUnique(deletedItems.map(ItemKey.make) + movedItems.map { ItemKey.make($0.from) })
        let added =
            sortedInserts.flatMap { inserts in sortedMoveDestinations.map { ItemKey.union(inserts, $0) } }
            ?? ItemKey.sortedUnique(insertedItems.map(ItemKey.make) + movedItems.map { ItemKey.make($0.to) })
        for oldSection in old.indices {
            guard !reloadedSections.contains(oldSection), let newSection = newSection(for: oldSection) else {
                continue
            }
            let expected =
                old[oldSection] + insertedCount[newSection] - deletedCount[oldSection] + movedIn[newSection]
                - movedOut[oldSection]
            guard new[newSection] == expected else {
                return "Invalid update: invalid number of items in section \(newSection). The number of items "
                    + "contained in an existing section after the update (\(new[newSection])) must be equal to the "
                    + "number of items contained in that section before the update (\(old[oldSection])), plus or "
                    + "minus the number of items inserted or deleted from that section "
                    + "(\(insertedCount[newSection]) inserted, \(deletedCount[oldSection]) deleted) and plus or "
                    + "minus the number of items moved into or out of that section "
                    + "(\(movedIn[newSection]) moved in, \(movedOut[oldSection]) moved out)."
            }
            let removedItems = ItemKey.items(inSection: oldSection, of: removed)
            let addedItems = ItemKey.items(inSection: newSection, of: added)
            if !removedItems.isEmpty || !addedItems.isEmpty {
                itemShifts[oldSection] = IndexShift(sortedRemoved: removedItems, sortedAdded: addedItems)
            }
        }
        // Moves by source key; the first move recorded from a place wins (the recorded order breaks ties).
        let sources = moveSourceKeys ?? movedItems.map { ItemKey.fits($0.from) ? ItemKey.make($0.from) : -1 }
        var order = Array(movedItems.indices)
        if !zip(sources, sources.dropFirst()).allSatisfy({ $0 < $1 }) {
            order.sort { (sources[$0], $0) < (sources[$1], $1) }
        }
        moveSources = []
        moveDestinations = []
        moveSources.reserveCapacity(order.count)
        moveDestinations.reserveCapacity(order.count)
        for index in order where sources[index] >= 0 && moveSources.last != sources[index] {
            moveSources.append(sources[index])
            moveDestinations.append(movedItems[index].to)
        }
        if let deleteKeys, let insertKeys, let moveSourceKeys, let moveDestinationKeys {
            itemKeys = (deleteKeys, insertKeys, moveSourceKeys, moveDestinationKeys)
        }
        reloadedKeys = sortedReloads ?? ItemKey.keys(of: reloadedItems)
        insertedKeys = sortedInserts ?? ItemKey.keys(of: insertedItems)
        reloadedDestinations = ItemKey.keys(of: reloadedItems.compactMap { newIndexPath(for: $0) })
        reloadedNewSections = IndexSet(reloadedSections.compactMap { newSection(for: $0) })
        return nil
    }

    /// UIKit's message for the first item recorded twice in ways that exclude each other (deleted and reloaded,
    /// deleted and moved away, inserted and moved to), or `nil`, comparing the index paths themselves (some do not
    /// fit an `ItemKey`). Checked before the bounds, as UIKit does.
    private func conflictAmongIndexPaths() -> String? {
        let reloadSet = Set(reloadedItems)
        let deleteSet = Set(deletedItems)
        let insertSet = Set(insertedItems)
        for indexPath in deletedItems where reloadSet.contains(indexPath) { return Self.deleteAndReload(indexPath) }
        for move in movedItems where deleteSet.contains(move.from) { return Self.deleteAndMove(move.from) }
        for move in movedItems where insertSet.contains(move.to) { return Self.insertAndMove(move.to) }
        return nil
    }

    private static func deleteAndReload(_ indexPath: IndexPath) -> String {
        "attempt to delete and reload the same index path (\(describe(indexPath)))"
    }

    private static func deleteAndMove(_ indexPath: IndexPath) -> String {
        "attempt to perform a delete and a move from the same index path (\(describe(indexPath)))"
    }

    private static func insertAndMove(_ indexPath: IndexPath) -> String {
        "attempt to perform an insert and a move to the same index path (\(describe(indexPath)))"
    }

    /// The index of the first of the index paths (or of their `keys`, when they all fit one) naming no item of
    /// `counts` (items per section), or `nil`.
    private static func firstOutOfBounds(
        _ keys: [Int]?, _ indexPaths: @autoclosure () -> [IndexPath], in counts: [Int]
    ) -> Int? {
        if let keys { return ItemKey.firstOutOfBounds(keys, in: counts) }
        return indexPaths().firstIndex { !isItem($0, in: counts) }
    }

    /// Whether `indexPath`'s section and item exist in `counts` (items per section).
    private static func isItem(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        let section = indexPath.section
        return section < counts.count && indexPath.item < counts[section] && indexPath.item >= 0
    }

    private static func deleteOutOfBounds(_ indexPath: IndexPath, old: [Int]) -> String {
        let count = indexPath.section < old.count ? old[indexPath.section] : 0
        return "attempt to delete item \(indexPath.item) from section \(indexPath.section) which only "
            + "contains \(count) items before the update"
    }

    private static func insertOutOfBounds(_ indexPath: IndexPath, new: [Int]) -> String {
        let count = indexPath.section < new.count ? new[indexPath.section] : 0
        return "attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are "
            + "only \(count) items in section \(indexPath.section) after the update"
    }

    /// `indexPaths` in ascending order; a diffable data source records them sorted, so the check usually suffices.
    static func ascending(_ indexPaths: [IndexPath]) -> [IndexPath] {
        zip(indexPaths, indexPaths.dropFirst()).allSatisfy { $0 < $1 } ? indexPaths : indexPaths.sorted()
    }

    /// An index path as UIKit's exception messages print it (`NSIndexPath`'s description, without the address).
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }

    /// Whether anything was recorded.
    var hasChanges: Bool {
        !(insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty)
    }

    /// The section's index after the update, or `nil` when it was deleted.
    func newSection(for oldSection: Int) -> Int? {
        if let destination = sectionMoveDestinations[oldSection] { return destination }
        return sectionShift.map(oldSection)
    }

    /// The item's index path after the update, or `nil` when it (or its section) was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if !moveSources.isEmpty, ItemKey.fits(old),
            let rank = ItemKey.rank(of: ItemKey.make(old), in: moveSources)
        {
            return moveDestinations[rank]
        }
        guard let section = newSection(for: old.section) else { return nil }
        guard let shift = itemShifts[old.section] else { return IndexPath(item: old.item, section: section) }
        return shift.map(old.item).map { IndexPath(item: $0, section: section) }
    }

    /// Whether the item's view is replaced (reloaded item or item of a reloaded section).
    func isReloaded(_ old: IndexPath) -> Bool {
        ItemKey.contains(old, in: reloadedKeys) || reloadedSections.contains(old.section)
    }

    /// Whether the item at a new index path was inserted (or belongs to an inserted or reloaded section).
    /// - Complexity: O(log n) for n inserted items.
    func isInserted(_ new: IndexPath) -> Bool {
        ItemKey.contains(new, in: insertedKeys) || insertedSections.contains(new.section)
            || reloadedNewSections.contains(new.section)
    }

    /// Whether a reloaded item lands at this index path after the update. - Complexity: O(log n).
    func isReloadedDestination(_ new: IndexPath) -> Bool { ItemKey.contains(new, in: reloadedDestinations) }

    /// The update as the layout sees it.
    @MainActor func updateItems() -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items.reserveCapacity(
            deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
                + deletedItems.count + insertedItems.count + reloadedItems.count + movedItems.count)
        // Loops, not `map`: a closure would check it runs on the main actor once per element.
        for index in deletedSections {
            items.append(UICollectionViewUpdateItem(action: .delete, before: section(index), after: nil))
        }
        for index in insertedSections {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: section(index)))
        }
        for index in reloadedSections {
            items.append(
                UICollectionViewUpdateItem(
                    action: .reload, before: section(index), after: section(newSection(for: index) ?? index)))
        }
        for move in movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: section(move.from), after: section(move.to)))
        }
        for indexPath in Self.ascending(deletedItems) {
            items.append(UICollectionViewUpdateItem(action: .delete, before: indexPath, after: nil))
        }
        for indexPath in Self.ascending(insertedItems) {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: indexPath))
        }
        for indexPath in Self.ascending(reloadedItems) {
            items.append(
                UICollectionViewUpdateItem(
                    action: .reload, before: indexPath, after: newIndexPath(for: indexPath) ?? indexPath))
        }
        for move in movedItems {
            items.append(UICollectionViewUpdateItem(action: .move, before: move.from, after: move.to))
        }
        return items
    }
}

/// An item's index path as one integer, the section in the high 32 bits and the item in the low ones: keys sort as
/// their index paths do, and compare and sort as plain integers.
enum ItemKey {
    /// Whether `indexPath` is an item's (two indexes), each index in `0 ..< 2³¹`.
    static func fits(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && UInt(bitPattern: indexPath[0]) < 1 << 31 && UInt(bitPattern: indexPath[1]) < 1 << 31
    }

    /// The key of an item index path that `fits`.
    static func make(_ indexPath: IndexPath) -> Int { indexPath.section << 32 | indexPath.item }

    /// The keys of `indexPaths` in their order, or `nil` when one does not `fit`.
    static func keys<IndexPaths: Collection<IndexPath>>(ofEvery indexPaths: IndexPaths) -> [Int]? {
        var keys: [Int] = []
        keys.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths {
            guard indexPath.count == 2 else { return nil }
            let section = indexPath[0]
            let item = indexPath[1]
            guard UInt(bitPattern: section) < 1 << 31, UInt(bitPattern: item) < 1 << 31 else { return nil }
            keys.append(section << 32 | item)
        }
        return keys
    }

    /// The index of the first of `keys` naming no item of `counts` (items per section), or `nil`.
    static func firstOutOfBounds(_ keys: [Int], in counts: [Int]) -> Int? {
        keys.firstIndex { key in
            let section = key >> 32
            return section >= counts.count || key & 0xFFFF_FFFF >= counts[section]
        }
    }

    /// The index in `queries` of the first one the ascending `keys` hold, or `nil`: a merge when the queries
    /// ascend too (as a diffable data source records them), else a binary search each.
    static func firstFound(_ queries: [Int], in keys: [Int]) -> Int? {
        guard !queries.isEmpty, !keys.isEmpty else { return nil }
        if zip(queries, queries.dropFirst()).allSatisfy({ $0 <= $1 }) {
            var next = 0
            for (index, query) in queries.enumerated() {
                while next < keys.count, keys[next] < query { next += 1 }
                if next == keys.count { return nil }
                if keys[next] == query { return index }
            }
            return nil
        }
        return queries.firstIndex { contains($0, in: keys) }
    }

    /// Whether the ascending `a` and `b` have a key in common (one merge).
    static func intersect(_ a: [Int], _ b: [Int]) -> Bool {
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] { return true }
            if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return false
    }

    /// The keys of the ascending `a` and `b` together, ascending, each once (one merge).
    static func union(_ a: [Int], _ b: [Int]) -> [Int] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                result.append(a[i])
                i += 1
            } else if b[j] < a[i] {
                result.append(b[j])
                j += 1
            } else {
                result.append(a[i])
                i += 1
                j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }

    /// Adds one to `counts[section]` for each index path, read from its key when there are keys.
    static func count(_ keys: [Int]?, _ indexPaths: @autoclosure () -> [IndexPath], into counts: inout [Int]) {
        if let keys {
            for key in keys { counts[key >> 32] += 1 }
        } else {
            for indexPath in indexPaths() { counts[indexPath.section] += 1 }
        }
    }

    /// The keys of the index paths that `fit`, ascending, each once.
    static func keys(of indexPaths: [IndexPath]) -> [Int] {
        sortedUnique(indexPaths.allSatisfy(fits) ? indexPaths.map(make) : indexPaths.filter(fits).map(make))
    }

    /// `keys` sorted, each once; a check suffices when they come in order (a diffable data source records them so).
    static func sortedUnique(_ keys: [Int]) -> [Int] {
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 }) { return keys }
        var sorted = keys.sorted()
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeSubrange(kept...)
        return sorted
    }

    /// The index of `key` in the ascending `keys`, or `nil`.
    static func rank(of key: Int, in keys: [Int]) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// Whether the ascending `keys` hold `key`.
    static func contains(_ key: Int, in keys: [Int]) -> Bool { rank(of: key, in: keys) != nil }

    /// Whether the ascending `keys` hold `indexPath`'s key.
    static func contains(_ indexPath: IndexPath, in keys: [Int]) -> Bool {
        !keys.isEmpty && fits(indexPath) && contains(make(indexPath), in: keys)
    }

    /// The items of `section` among the ascending `keys`, ascending.
    static func items(inSection section: Int, of keys: [Int]) -> [Int] {
        func lowerBound(_ key: Int) -> Int {
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let start = lowerBound(section << 32)
        let end = lowerBound((section + 1) << 32)
        return keys[start..<end].map { $0 & 0xFFFF_FFFF }
    }
}

/// Maps positions in one dimension across an update: `removed` are old indexes that leave, `added` new indexes
/// that are filled by newcomers; every other old index keeps its order and takes the next free new index.
/// - Complexity: O(log k) per lookup for k changes, independent of the number of items; O(k log k) to build.
struct IndexShift {
    let removed: [Int]
    let added: [Int]

    init(removed: [Int], added: [Int]) {
        self.removed = ItemKey.sortedUnique(removed)
        self.added = ItemKey.sortedUnique(added)
    }

    /// A shift from indexes already ascending and each once.
    init(sortedRemoved: [Int], sortedAdded: [Int]) {
        removed = sortedRemoved
        added = sortedAdded
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
