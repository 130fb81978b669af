import CollectionDiffing
import Foundation

/// SplitMix64: a small deterministic generator, so every run diffs the same inputs.
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

/// The reference change as positions in a universe of `count + count / 10` identifiers: the old sequence is
/// the first `count`; the new one drops every tenth, moves another tenth to random places and inserts `count / 10`
/// newcomers at random places; a random tenth of the survivors is marked updated.
struct ChurnPlan {
    let count: Int
    let new: [Int]
    let updated: [Int]

    init(count: Int, seed: UInt64 = 13) {
        var random = SplitMix64(state: seed)
        var keyed: [(key: Double, position: Int)] = []
        keyed.reserveCapacity(count + count / 10)
        var updated: [Int] = []
        for position in 0..<count where position % 10 != 0 {
            let moved = position % 10 == 5
            keyed.append((moved ? Double.random(in: 0..<Double(count), using: &random) : Double(position), position))
            if random.next() % 10 == 0 { updated.append(position) }
        }
        for position in count..<(count + count / 10) {
            keyed.append((Double.random(in: 0..<Double(count), using: &random), position))
        }
        keyed.sort { $0.key < $1.key }
        self.count = count
        self.new = keyed.map(\.position)
        self.updated = updated
    }

    /// The old and new sequences and the updated set, built from the universe of identifiers `make` names.
    func identifiers<ID: Hashable>(_ make: (Int) -> ID) -> (old: [ID], new: [ID], updated: Set<ID>) {
        let universe = (0..<(count + count / 10)).map(make)
        return (Array(universe[0..<count]), new.map { universe[$0] }, Set(updated.map { universe[$0] }))
    }
}

/// Sparse integers: the positions scattered over the whole `Int` range (an odd multiplier is a bijection).
func sparseInt(_ position: Int) -> Int { position &* -0x61C8_8646_80B5_83EB }

/// A client's own identifier type, as an app declares one.
struct ClientItemID: Hashable, Sendable {
    let shard: Int32
    let serial: Int64
    let kind: String

    init(_ position: Int) {
        shard = Int32(position % 64)
        serial = Int64(sparseInt(position))
        kind = position % 3 == 0 ? "photo" : "note"
    }
}

/// The baseline: a Dictionary of old identifiers probed by every new identifier.
@inline(never)
func dictionaryBaseline<ID: Hashable>(old: [ID], new: [ID]) -> Int {
    var table: [ID: Int] = [:]
    table.reserveCapacity(old.count)
    for index in old.indices { table[old[index]] = index }
    var found = 0
    for identifier in new { if let index = table[identifier] { found &+= index } }
    return found
}

/// The diff called the way generic code that is not specialised calls it (a client's identifier type seen
/// through `UICollectionViewDiffableDataSource`): the compiler is told never to specialise this function.
@_semantics("optimize.sil.specialize.generic.never") @inline(never)
func unspecializedDiff<ID: Hashable>(old: [ID], new: [ID], updated: Set<ID>) throws -> CollectionChanges {
    try diff(from: old, to: new, updated: updated)
}

/// The baseline called the same unspecialised way.
@_semantics("optimize.sil.specialize.generic.never") @inline(never)
func unspecializedDictionaryBaseline<ID: Hashable>(old: [ID], new: [ID]) -> Int {
    var table: [ID: Int] = [:]
    table.reserveCapacity(old.count)
    for index in old.indices { table[old[index]] = index }
    var found = 0
    for identifier in new { if let index = table[identifier] { found &+= index } }
    return found
}

/// Splits a flat sequence into `sections` consecutive sections of near-equal size.
func sectioned<ID>(_ items: [ID], sections: Int) -> [(Int, [ID])] {
    let size = (items.count + sections - 1) / max(sections, 1)
    return (0..<sections).map { section in
        (section, Array(items[min(section * size, items.count)..<min((section + 1) * size, items.count)]))
    }
}

/// Checks the changes against the plan (the smoke run's sanity check): every count is what the plan implies.
func plausible(_ changes: CollectionChanges, plan: ChurnPlan) -> Bool {
    let survivors = plan.count - plan.count / 10
    return changes.deletes.count - changes.inserts.count == plan.count - plan.new.count
        && changes.moves.count + changes.reloads.count <= survivors
        && changes.deletes.count >= plan.count / 10 && changes.inserts.count >= plan.count / 10
        && Set(changes.moves.map(\.source)).isDisjoint(with: changes.reloads)
}
