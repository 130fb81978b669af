import Testing

@testable import CollectionDiffing

/// Applies sectioned changes the way a UIKit batch update does: item deletes and move sources leave by their
/// positions before the update, deleted sections leave, inserted sections arrive with their new content, moved
/// sections take their new places, then inserts and move destinations fill their positions after the update.
private func applyLikeUIKit(
    _ changes: SectionedChanges, old: [(Int, [Int])], new: [(Int, [Int])]
) -> [(Int, [Int])] {
    let leaving = Set(changes.itemDeletes).union(changes.itemMoves.map(\.source))
    var remaining: [Int: [Int]] = [:]
    for (sectionIndex, section) in old.enumerated() {
        remaining[sectionIndex] = section.1.enumerated().filter {
            !leaving.contains(ItemPosition(section: sectionIndex, item: $0.offset))
        }.map(\.element)
    }
    let removedSections = Set(changes.sections.deletes).union(changes.sections.moves.map(\.source))
    var survivors = old.indices.filter { !removedSections.contains($0) }.makeIterator()
    let moveSources = Dictionary(uniqueKeysWithValues: changes.sections.moves.map { ($0.destination, $0.source) })
    var result: [(Int, [Int])] = []
    for newIndex in new.indices {
        if changes.sections.inserts.contains(newIndex) {
            result.append(new[newIndex])
            continue
        }
        let oldIndex = moveSources[newIndex] ?? survivors.next()!
        result.append((old[oldIndex].0, remaining[oldIndex]!))
    }
    var arrivals: [ItemPosition: Int] = [:]
    for position in changes.itemInserts { arrivals[position] = new[position.section].1[position.item] }
    for move in changes.itemMoves { arrivals[move.destination] = old[move.source.section].1[move.source.item] }
    for (position, item) in arrivals.sorted(by: { $0.key < $1.key }) {
        result[position.section].1.insert(item, at: position.item)
    }
    return result
}

@Suite struct SectionedDiffTests {
    @Test func itemsMoveAcrossSectionsAndWithinThemMinimally() throws {
        let old = [("A", [1, 2, 3, 4]), ("B", [5, 6])]
        let new = [("A", [2, 3, 4, 1]), ("B", [5, 7, 6]), ("C", [8])]
        let changes = try diff(fromSections: old, toSections: new)
        #expect(changes.sections.inserts == [2])
        #expect(
            changes.itemMoves == [ItemMove(source: .init(section: 0, item: 0), destination: .init(section: 0, item: 3))]
        )
        #expect(changes.itemInserts == [ItemPosition(section: 1, item: 1)])
        #expect(changes.itemDeletes.isEmpty)
    }

    @Test func updatedItemsReloadInPlaceOrAreReplacedWhenTheyMove() throws {
        let changes = try diff(
            fromSections: [("A", ["a", "b", "c"])], toSections: [("A", ["c", "a", "b"])], updatedItems: ["a", "c"])
        #expect(changes.itemReloads == [ItemPosition(section: 0, item: 0)])
        #expect(changes.itemDeletes == [ItemPosition(section: 0, item: 2)])
        #expect(changes.itemInserts == [ItemPosition(section: 0, item: 0)])
        #expect(changes.itemMoves.isEmpty)
    }

    @Test func duplicatesAreReported() {
        #expect(throws: CollectionDiffingError.duplicateIdentifier("1")) {
            try diff(fromSections: [("A", [1]), ("B", [1])], toSections: [("A", [1])])
        }
        #expect(throws: CollectionDiffingError.duplicateIdentifier("2")) {
            try diff(fromSections: [("A", [1])], toSections: [("A", [2]), ("B", [2])])
        }
    }

    /// Random pairs of sectioned collections: applying the changes with UIKit's batch semantics gives the new one.
    @Test func randomChangesRoundTripUnderUIKitSemantics() throws {
        var generator = SplitMix64(state: 42)
        for _ in 0..<300 {
            let pool = Array(0..<40).shuffled(using: &generator)
            let sectionPool = Array(0..<6).shuffled(using: &generator)
            func sections(_ ids: [Int], _ items: [Int]) -> [(Int, [Int])] {
                var result = ids.map { ($0, [Int]()) }
                guard !result.isEmpty else { return [] }
                for item in items { result[Int.random(in: 0..<result.count, using: &generator)].1.append(item) }
                return result
            }
            let oldSections = Array(sectionPool.prefix(Int.random(in: 1...5, using: &generator)))
            let newSections = Array(
                sectionPool.shuffled(using: &generator).prefix(Int.random(in: 1...5, using: &generator)))
            let old = sections(oldSections, Array(pool.prefix(Int.random(in: 0...30, using: &generator))))
            let new = sections(
                newSections, Array(pool.shuffled(using: &generator).prefix(Int.random(in: 0...30, using: &generator))))
            let changes = try diff(fromSections: old, toSections: new)
            let applied = applyLikeUIKit(changes, old: old, new: new)
            #expect(applied.map(\.0) == new.map(\.0))
            #expect(applied.map(\.1) == new.map(\.1))
        }
    }
}
