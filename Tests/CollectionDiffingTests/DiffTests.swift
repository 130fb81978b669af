import Testing

@testable import CollectionDiffing

/// SplitMix64: a small deterministic generator for property tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Applies changes the way UIKit's batch updates do: remove deletes and move sources by old index, then place
/// inserts and move destinations at their new indexes.
func applyBatch<ID>(_ changes: CollectionChanges, old: [ID], new: [ID]) -> [ID?] {
    let removed = Set(changes.deletes).union(changes.moves.map(\.source))
    let placed = Set(changes.inserts).union(changes.moves.map(\.destination))
    var result = [ID?](repeating: nil, count: new.count)
    for index in changes.inserts { result[index] = new[index] }
    for move in changes.moves { result[move.destination] = old[move.source] }
    var remaining = old.enumerated().filter { !removed.contains($0.offset) }.map(\.element).makeIterator()
    for index in 0..<new.count where !placed.contains(index) { result[index] = remaining.next() }
    return result
}

/// The length of the longest increasing subsequence, the slow way.
func bruteForceLISLength(_ values: [Int]) -> Int {
    guard !values.isEmpty else { return 0 }
    var best = [Int](repeating: 1, count: values.count)
    for i in 0..<values.count {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max()!
}

struct DiffTests {
    @Test func emptyToItemsIsAllInserts() throws {
        let changes = try diff(from: [String](), to: ["a", "b"])
        #expect(changes.inserts == [0, 1])
        #expect(changes.deletes.isEmpty && changes.moves.isEmpty)
    }

    @Test func itemsToEmptyIsAllDeletes() throws {
        let changes = try diff(from: ["a", "b", "c"], to: [String]())
        #expect(changes.deletes == [0, 1, 2])
        #expect(changes.inserts.isEmpty)
    }

    /// Moving the last item to the front is one move, not one per shifted item.
    @Test func oneMoveToFrontIsOneMove() throws {
        let changes = try diff(from: Array(0..<100), to: [99] + Array(0..<99))
        #expect(changes.moves == [CollectionMove(source: 99, destination: 0)])
    }

    @Test func reversalNeedsAllButOneMoved() throws {
        let changes = try diff(from: Array(0..<10), to: Array((0..<10).reversed()))
        #expect(changes.moves.count == 9)
    }

    @Test func reloadsUseOldIndexes() throws {
        let changes = try diff(from: ["a", "b", "c"], to: ["x", "c", "b"], updated: ["b", "x"])
        #expect(changes.deletes == [0])
        #expect(changes.inserts == [0])
        #expect(changes.reloads == [1])
        #expect(changes.moves.count == 1)
    }

    @Test func duplicateIdentifiersAreReported() {
        #expect(throws: CollectionDiffingError.duplicateIdentifier("b")) { try diff(from: ["a", "b", "b"], to: ["a"]) }
        #expect(throws: CollectionDiffingError.duplicateIdentifier("q")) { try diff(from: ["a"], to: ["q", "q"]) }
    }

    /// Long, nearly sorted sequences (the diff's usual input: a few items moved far) take the pile search's
    /// galloping paths; the moves must still be minimal. The reference is the textbook patience sort.
    @Test func nearlySortedLongSequencesKeepMinimalMoves() throws {
        var random = SplitMix64(state: 77)
        for round in 0..<6 {
            let count = 20_000 + round * 7_000
            let old = Array(0..<count)
            var keyed = old.map { (Double($0), $0) }
            for _ in 0..<(count / 20 * (round % 3 + 1)) {
                let index = Int.random(in: 0..<count, using: &random)
                keyed[index].0 = Double.random(in: 0..<Double(count), using: &random)
            }
            let new = keyed.sorted { $0.0 < $1.0 }.map(\.1)
            let changes = try diff(from: old, to: new)
            #expect(applyBatch(changes, old: old, new: new) == new.map { Optional($0) })
            let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
            let positions = old.map { newIndex[$0]! }
            var tails: [Int] = []
            for value in positions {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if tails[middle] < value { low = middle + 1 } else { high = middle }
                }
                if low == tails.count { tails.append(value) } else { tails[low] = value }
            }
            #expect(changes.moves.count == count - tails.count, "round \(round)")
        }
    }

    @Test func randomPairsRoundTripWithMinimalMoves() throws {
        var random = SplitMix64(state: 2024)
        for _ in 0..<300 {
            let pool = Array(0..<Int.random(in: 0...200, using: &random))
            let old = pool.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            var new = old.filter { _ in Int.random(in: 0..<10, using: &random) > 1 }
            new += (1000..<(1000 + Int.random(in: 0...20, using: &random)))
            if Bool.random(using: &random) {
                new.shuffle(using: &random)
            } else if new.count > 2 {
                new.swapAt(0, new.count - 1)
            }
            let changes = try diff(from: old, to: new)
            #expect(applyBatch(changes, old: old, new: new) == new.map { Optional($0) })
            let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1, $0) })
            let survivorPositions = old.compactMap { newIndex[$0] }
            #expect(changes.moves.count == survivorPositions.count - bruteForceLISLength(survivorPositions))
        }
    }
}
