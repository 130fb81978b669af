// Shared by the property tests and by the libFuzzer target in `fuzz/Snapshot/`.
#if canImport(OpenCollectionView)
    import CollectionDiffing
#endif

/// The naive model of a diffable snapshot: an array of sections, each an identifier and an array of items, with
/// the reload and reconfigure marks as sets. Misuse is ignored (a duplicate identifier is skipped, an unknown one
/// makes the call do nothing), as `OpenCollectionViewDiagnostics` documents for the real snapshot.
struct SnapshotModel {
    struct Section {
        var id: Int
        var items: [Int]
    }

    var sections: [Section] = []
    var reloadedItems = Set<Int>()
    var reconfiguredItems = Set<Int>()
    var reloadedSections = Set<Int>()

    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }

    func location(_ item: Int) -> (section: Int, index: Int)? {
        for (section, contents) in sections.enumerated() {
            if let index = contents.items.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }

    mutating func insertSections(_ ids: [Int], at index: Int) {
        var fresh: [Section] = []
        for id in ids where sectionIndex(id) == nil && !fresh.contains(where: { $0.id == id }) {
            fresh.append(Section(id: id, items: []))
        }
        sections.insert(contentsOf: fresh, at: index)
    }

    /// Deletes sections with their items; a deleted item's marks go with it (as they do in `deleteItems`).
    mutating func deleteSections(_ ids: [Int]) {
        for section in sections where ids.contains(section.id) { forgetMarks(of: section.items) }
        sections.removeAll { ids.contains($0.id) }
        reloadedSections.subtract(ids)
    }

    mutating func moveSection(_ id: Int, relativeTo target: Int, after: Bool) {
        guard let from = sectionIndex(id), sectionIndex(target) != nil, id != target else { return }
        let moving = sections.remove(at: from)
        sections.insert(moving, at: sectionIndex(target)! + (after ? 1 : 0))
    }

    mutating func insertItems(_ ids: [Int], section: Int, at index: Int) {
        var fresh: [Int] = []
        for id in ids where location(id) == nil && !fresh.contains(id) { fresh.append(id) }
        sections[section].items.insert(contentsOf: fresh, at: index)
    }

    mutating func deleteItems(_ ids: [Int]) {
        for index in sections.indices { sections[index].items.removeAll(where: ids.contains) }
        forgetMarks(of: ids)
    }

    mutating func moveItem(_ id: Int, relativeTo target: Int, after: Bool) {
        guard let from = location(id), location(target) != nil, id != target else { return }
        sections[from.section].items.remove(at: from.index)
        let to = location(target)!
        sections[to.section].items.insert(id, at: to.index + (after ? 1 : 0))
    }

    private mutating func forgetMarks(of items: [Int]) {
        reloadedItems.subtract(items)
        reconfiguredItems.subtract(items)
    }
}

/// Replays `SectionedChanges` on the old arrays with UIKit's batch-update rules — section and item deletes and
/// reloads at old indexes, inserts and move destinations at new ones, every other element keeping its order in the
/// slots left over — and reports where the result differs from the expected new arrays.
enum BatchReplay {
    // swift-format-ignore: FunctionBodyLength
    static func problem<Section: Hashable, Item: Hashable>(
        applying changes: SectionedChanges, to old: [(Section, [Item])], expecting new: [(Section, [Item])]
    ) -> String? {
        let sectionChanges = changes.sections
        let deleted = Set(sectionChanges.deletes)
        let movedFrom = Set(sectionChanges.moves.map(\.source))
        let reloaded = Set(sectionChanges.reloads)
        guard deleted.allSatisfy({ $0 < old.count }), reloaded.allSatisfy({ $0 < old.count && !deleted.contains($0) }),
            deleted.isDisjoint(with: movedFrom), movedFrom.allSatisfy({ $0 < old.count })
        else { return "section delete, reload or move out of range or conflicting: \(sectionChanges)" }
        guard old.count - deleted.count + sectionChanges.inserts.count == new.count else { return "section count" }
        var slots = [Int?](repeating: nil, count: new.count)
        var fixed = Set<Int>()
        for index in sectionChanges.inserts {
            guard index < new.count, fixed.insert(index).inserted else { return "section insert \(index)" }
        }
        for move in sectionChanges.moves {
            guard move.destination < new.count, fixed.insert(move.destination).inserted else {
                return "section move \(move)"
            }
            slots[move.destination] = move.source
        }
        var survivors = old.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for index in 0..<new.count where !fixed.contains(index) { slots[index] = survivors.next() }
        guard survivors.next() == nil else { return "more surviving sections than slots" }
        for (index, source) in slots.enumerated() {
            if let source, old[source].0 != new[index].0 { return "section slot \(index) holds the wrong section" }
        }
        // Items: removals per old section, arrivals per new section.
        var removed: [Int: Set<Int>] = [:]
        var arrivals: [Int: [Int: Item]] = [:]
        for position in changes.itemDeletes {
            guard position.section < old.count, !deleted.contains(position.section),
                position.item < old[position.section].1.count,
                removed[position.section, default: []].insert(position.item).inserted
            else { return "item delete \(position)" }
        }
        for move in changes.itemMoves {
            let source = move.source
            let destination = move.destination
            guard source.section < old.count, !deleted.contains(source.section),
                source.item < old[source.section].1.count,
                removed[source.section, default: []].insert(source.item).inserted,
                destination.section < new.count, slots[destination.section] != nil,
                arrivals[destination.section, default: [:]].updateValue(
                    old[source.section].1[source.item], forKey: destination.item) == nil
            else { return "item move \(move)" }
        }
        for position in changes.itemInserts {
            guard position.section < new.count, slots[position.section] != nil,
                position.item < new[position.section].1.count,
                arrivals[position.section, default: [:]].updateValue(
                    new[position.section].1[position.item], forKey: position.item) == nil
            else { return "item insert \(position)" }
        }
        for position in changes.itemReloads {
            guard position.section < old.count, !deleted.contains(position.section),
                position.item < old[position.section].1.count,
                !(removed[position.section]?.contains(position.item) ?? false)
            else { return "item reload \(position)" }
        }
        for (index, source) in slots.enumerated() {
            guard let source, !reloaded.contains(source) else { continue }
            let expected = new[index].1
            let gone = removed[source] ?? []
            var kept = old[source].1.indices.filter { !gone.contains($0) }.map { old[source].1[$0] }.makeIterator()
            let incoming = arrivals[index] ?? [:]
            guard incoming.keys.allSatisfy({ $0 < expected.count }) else { return "arrival past section \(index)" }
            var result: [Item] = []
            for slot in expected.indices {
                if let item = incoming[slot] {
                    result.append(item)
                } else if let item = kept.next() {
                    result.append(item)
                } else {
                    return "section \(index): too few items after the update"
                }
            }
            guard kept.next() == nil else { return "section \(index): too many items after the update" }
            guard result == expected else { return "section \(index) replays to other items" }
        }
        return nil
    }
}
