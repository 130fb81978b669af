import Testing

@testable import CollectionDiffing

/// The most preferred elements any longest increasing subsequence of `values` holds, and that length, by trying
/// every subset (small inputs only).
func bruteForcePreferredLIS(_ values: [Int], preferred: [Bool]) -> (length: Int, preferred: Int) {
    var best = (length: 0, preferred: 0)
    for mask in 0..<(1 << values.count) {
        let chosen = values.indices.filter { mask & (1 << $0) != 0 }
        guard zip(chosen, chosen.dropFirst()).allSatisfy({ values[$0] < values[$1] }) else { continue }
        let candidate = (chosen.count, chosen.filter { preferred[$0] }.count)
        if candidate.0 > best.length || (candidate.0 == best.length && candidate.1 > best.preferred) {
            best = candidate
        }
    }
    return best
}

/// Updated items that also move: UIKit rejects a batch update that moves and reloads one index path, so the diff
/// reports such an item as deleted and inserted (as IGListKit's `IGListBatchUpdateData` does), and among the
/// smallest sets of moves it picks one that leaves the most updated items in place.
struct UpdatedDiffTests {
    @Test func longestSubsequenceKeepsTheMostPreferredElements() {
        var random = SplitMix64(state: 7)
        for _ in 0..<400 {
            let values = Array(0..<Int.random(in: 1...10, using: &random)).shuffled(using: &random)
            let preferred = values.map { _ in Int.random(in: 0..<3, using: &random) == 0 }
            let members = longestIncreasingSubsequenceMembers(values, preferred: preferred)
            let chosen = values.indices.filter { members[$0] }
            #expect(zip(chosen, chosen.dropFirst()).allSatisfy { values[$0] < values[$1] })
            let expected = bruteForcePreferredLIS(values, preferred: preferred)
            #expect(chosen.count == expected.length)
            #expect(chosen.filter { preferred[$0] }.count == expected.preferred)
        }
    }

    @Test func aMovedUpdatedItemIsDeletedAndInsertedNeverMovedAndReloaded() throws {
        // "c" must move (the only longest run in order is "a", "b"); it is updated, so it is deleted and inserted.
        let kept = try diff(from: ["a", "b", "c"], to: ["c", "a", "b"], updated: ["c"])
        #expect(kept.moves.isEmpty)
        #expect(kept.deletes == [2])
        #expect(kept.inserts == [0])
        #expect(kept.reloads.isEmpty)
        // Both "a" and "b" updated; "c" not: the two stay in place and reload, "c" moves.
        let reloaded = try diff(from: ["a", "b", "c"], to: ["c", "a", "b"], updated: ["a", "b"])
        #expect(reloaded.moves == [CollectionMove(source: 2, destination: 0)])
        #expect(reloaded.reloads == [0, 1])
        #expect(reloaded.deletes.isEmpty && reloaded.inserts.isEmpty)
    }

    @Test func randomUpdatesRoundTripWithoutMovedReloads() throws {
        var random = SplitMix64(state: 99)
        for _ in 0..<300 {
            let old = Array(0..<Int.random(in: 0...60, using: &random)).shuffled(using: &random)
            var new = old.filter { _ in Int.random(in: 0..<10, using: &random) > 1 }
            new += (1000..<(1000 + Int.random(in: 0...10, using: &random)))
            for _ in 0..<Int.random(in: 0...6, using: &random) where new.count > 1 {
                new.swapAt(Int.random(in: 0..<new.count, using: &random), Int.random(in: 0..<new.count, using: &random))
            }
            let updated = Set(old.filter { _ in Bool.random(using: &random) })
            let changes = try diff(from: old, to: new, updated: updated)
            #expect(applyBatch(changes, old: old, new: new) == new.map { Optional($0) })
            #expect(Set(changes.moves.map(\.source)).isDisjoint(with: changes.reloads))
            #expect(Set(changes.deletes).isDisjoint(with: changes.reloads))
            // Moves plus replaced updated items are the survivors outside one longest increasing subsequence.
            let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
            let survivorPositions = old.compactMap { newIndex[$0] }
            let replaced = changes.deletes.filter { newIndex[old[$0]] != nil }
            #expect(replaced.allSatisfy { updated.contains(old[$0]) })
            #expect(
                changes.moves.count + replaced.count == survivorPositions.count - bruteForceLISLength(survivorPositions)
            )
            // Every updated survivor is reloaded or replaced.
            let survivingUpdated = old.indices.filter { updated.contains(old[$0]) && newIndex[old[$0]] != nil }
            #expect(Set(survivingUpdated) == Set(changes.reloads).union(replaced))
        }
    }

    @Test func duplicatesAmongNewcomersAndSurvivorsAreReported() {
        #expect(throws: CollectionDiffingError.duplicateIdentifier("x")) { try diff(from: ["a"], to: ["x", "a", "x"]) }
        #expect(throws: CollectionDiffingError.duplicateIdentifier("a")) { try diff(from: ["a"], to: ["a", "b", "a"]) }
    }

    /// The flat entry point with hash values kept by the caller gives the same changes as the nested one.
    @Test func flatStorageWithKeptHashesMatchesNestedSections() throws {
        var random = SplitMix64(state: 5)
        for _ in 0..<100 {
            let pool = Array(0..<50).shuffled(using: &random)
            func sections(_ items: ArraySlice<Int>) -> [(Int, [Int])] {
                var result = (0..<4).map { ($0, [Int]()) }
                for item in items { result[Int.random(in: 0..<4, using: &random)].1.append(item) }
                return result.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
            }
            let old = sections(pool.prefix(Int.random(in: 0...40, using: &random)))
            let new = sections(pool.shuffled(using: &random).prefix(Int.random(in: 0...40, using: &random)))
            let updated = Set(pool.filter { _ in Bool.random(using: &random) })
            let nested = try diff(fromSections: old, toSections: new, updatedItems: updated)
            func flat(_ sections: [(Int, [Int])]) -> (items: [Int], starts: [Int]) {
                (sections.flatMap(\.1), sections.reduce(into: [0]) { $0.append($0.last! + $1.1.count) })
            }
            let (oldItems, oldStarts) = flat(old)
            let (newItems, newStarts) = flat(new)
            let flatChanges = try diff(
                fromSections: old.map(\.0), items: oldItems,
                hashes: oldItems.map { identifierHash($0, seed: identifierHashSeed) }, starts: oldStarts,
                toSections: new.map(\.0), items: newItems,
                hashes: newItems.map { identifierHash($0, seed: identifierHashSeed) }, starts: newStarts,
                updatedItems: updated, updatedSections: [])
            #expect(flatChanges == nested)
            let moved = Set(nested.itemMoves.map(\.source))
            #expect(moved.isDisjoint(with: nested.itemReloads))
        }
    }
}

/// Fixed-width integer identifiers take the mixed hash (`identifierHash`) instead of `hashValue`.
struct IntegerIdentifierHashTests {
    /// The mix is a bijection of the 64-bit value: identifiers differing in any bit, at the extremes of each type
    /// included, never share a hash.
    @Test func distinctIntegersNeverShareAHash() {
        let seed = identifierHashSeed
        var values: [Int] = [0, 1, -1, .min, .max, 1 << 32, 1 << 33]
        for shift in 0..<64 { values.append(1 << shift) }
        let hashes = Set(values.map { identifierHash($0, seed: seed) })
        #expect(hashes.count == Set(values).count)
        #expect(identifierHash(UInt32.max, seed: seed) != identifierHash(UInt32(0), seed: seed))
        #expect(identifierHash(Int32(-1), seed: seed) == identifierHash(UInt32.max, seed: seed))  // same 32 bits
        #expect(identifierHash("a", seed: seed) == "a".hashValue)
    }

    /// Diffs of every integer type the mix covers agree with the same diff over strings (hashed by `hashValue`).
    @Test func integerTypesDiffLikeStrings() throws {
        let old = [5, -7, Int(Int32.min), 3, Int(Int32.max), 0]
        let new = [Int(Int32.max), 3, 9, -7, Int(Int32.min), 11]
        let reference = try diff(from: old.map(String.init), to: new.map(String.init), updated: ["3", "-7"])
        #expect(try diff(from: old, to: new, updated: [3, -7]) == reference)
        #expect(try diff(from: old.map(Int64.init), to: new.map(Int64.init), updated: [3, -7]) == reference)
        let small = { (values: [Int]) in values.map { Int32(truncatingIfNeeded: $0) } }
        #expect(try diff(from: small(old), to: small(new), updated: [3, -7]) == reference)
        let unsigned = { (values: [Int]) in values.map { UInt(bitPattern: $0) } }
        #expect(
            try diff(from: unsigned(old), to: unsigned(new), updated: [3, UInt(bitPattern: -7)]) == reference)
        let unsigned64 = { (values: [Int]) in values.map { UInt64(UInt(bitPattern: $0)) } }
        #expect(
            try diff(from: unsigned64(old), to: unsigned64(new), updated: [3, UInt64(UInt(bitPattern: -7))])
                == reference)
    }
}
