import OpenCollectionView

/// A naive model of one `performBatchUpdates` call, for property tests of `BatchUpdate`.
///
/// The rules are Apple's, from the `performBatchUpdates(_:completion:)` documentation: "Deletes are processed
/// before inserts in batch operations. This means the indexes for the deletions are processed relative to the
/// indexes of the collection view's state before the batch operation, and the indexes for the insertions are
/// processed relative to the indexes of the state after all the deletions in the batch operation." Reloads use
/// indexes before the update (like deletes); `moveItem(at:to:)` and `moveSection(_:toSection:)` take the source
/// before and the destination after the update.
///
/// The model applies those rules with plain arrays: every element is an identity, the new arrays are built slot by
/// slot (inserted and moved-in elements take their new indexes, the survivors fill the other slots in order), and
/// where each identity ends up is the expected answer.
struct BatchUpdateModel {
    /// Where a new section's contents come from.
    enum NewSection: Equatable {
        case inserted
        case old(Int)
    }

    /// Where an item in a new section comes from.
    enum NewItem: Equatable {
        case inserted
        case kept(Int)
    }

    var old: [[Int]]
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// The sections after the update and what each item is.
    var new: [NewSection] = []
    var newItems: [[NewItem]] = []
    /// The item counts the data source reports after the update.
    var newCounts: [Int] = []

    /// A random valid update of a random model.
    init(random rng: inout SplitMix64) {
        var nextIdentity = 0
        old = (0..<rng.int(0...5)).map { _ in
            (0..<rng.int(0...6)).map { _ in
                nextIdentity += 1
                return nextIdentity
            }
        }
        chooseSectionChanges(&rng)
        chooseItemChanges(&rng)
    }

    private mutating func chooseSectionChanges(_ rng: inout SplitMix64) {
        var available = Array(old.indices)
        deletedSections = available.filter { _ in rng.chance(0.15) }
        available.removeAll { deletedSections.contains($0) }
        reloadedSections = available.filter { _ in rng.chance(0.1) }
        available.removeAll { reloadedSections.contains($0) }
        let movedFrom = available.filter { _ in rng.chance(0.2) }
        let insertCount = rng.int(0...2)
        let newCount = old.count - deletedSections.count + insertCount
        let slots = rng.distinct(insertCount + movedFrom.count, below: newCount)
        insertedSections = Array(slots.prefix(insertCount))
        movedSections = zip(movedFrom, slots.dropFirst(insertCount)).map { (from: $0, to: $1) }
        var layout = [NewSection?](repeating: nil, count: newCount)
        for slot in insertedSections { layout[slot] = .inserted }
        for move in movedSections { layout[move.to] = .old(move.from) }
        var survivors = old.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        new = layout.map { $0 ?? .old(survivors.next()!) }
    }

    /// The old sections whose items take part in item changes: kept (or moved) and not reloaded.
    var itemSections: [(old: Int, new: Int)] {
        new.indices.compactMap { index in
            guard case .old(let oldIndex) = new[index], !reloadedSections.contains(oldIndex) else { return nil }
            return (oldIndex, index)
        }
    }

    private mutating func chooseItemChanges(_ rng: inout SplitMix64) {
        let sections = itemSections
        var movesIn: [Int: [IndexPath]] = [:]
        var removed: [Int: Set<Int>] = [:]
        for (oldIndex, _) in sections {
            for item in old[oldIndex].indices {
                let path = IndexPath(item: item, section: oldIndex)
                if rng.chance(0.2) {
                    deletedItems.append(path)
                    removed[oldIndex, default: []].insert(item)
                } else if rng.chance(0.1) {
                    reloadedItems.append(path)
                } else if rng.chance(0.12) {
                    movesIn[rng.pick(sections).new, default: []].append(path)
                    removed[oldIndex, default: []].insert(item)
                }
            }
        }
        newItems = new.map { _ in [] }
        for (index, section) in new.enumerated() {
            guard case .old(let oldIndex) = section, !reloadedSections.contains(oldIndex) else {
                newItems[index] = (0..<rng.int(0...4)).map { _ in .inserted }
                continue
            }
            let incoming = movesIn[index] ?? []
            let insertCount = rng.int(0...2)
            let kept = old[oldIndex].indices.filter { !(removed[oldIndex]?.contains($0) ?? false) }
            let count = kept.count + incoming.count + insertCount
            let slots = rng.distinct(insertCount + incoming.count, below: count)
            var layout = [NewItem?](repeating: nil, count: count)
            for slot in slots.prefix(insertCount) {
                layout[slot] = .inserted
                insertedItems.append(IndexPath(item: slot, section: index))
            }
            for (source, slot) in zip(incoming, slots.dropFirst(insertCount)) {
                layout[slot] = .kept(old[source.section][source.item])
                movedItems.append((from: source, to: IndexPath(item: slot, section: index)))
            }
            var survivors = kept.makeIterator()
            newItems[index] = layout.map { $0 ?? .kept(old[oldIndex][survivors.next()!]) }
        }
        newCounts = newItems.map(\.count)
    }

    /// The identity at an old index path.
    func identity(_ path: IndexPath) -> Int { old[path.section][path.item] }

    /// Where the identity at `path` is after the update: `nil` when deleted (or its section was).
    func expectedNewIndexPath(for path: IndexPath) -> IndexPath? {
        let identity = identity(path)
        for (section, items) in newItems.enumerated() {
            guard case .old(let oldIndex) = new[section], !reloadedSections.contains(oldIndex) else { continue }
            if let item = items.firstIndex(of: .kept(identity)) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// Where the old section is after the update: `nil` when deleted.
    func expectedNewSection(for oldSection: Int) -> Int? { new.firstIndex(of: .old(oldSection)) }

    /// UIKit's description of an index path inside its exception messages (`NSIndexPath`'s, without the address).
    static func describe(_ path: IndexPath) -> String {
        "<NSIndexPath> {length = 2, path = \(path.section) - \(path.item)}"
    }
}
