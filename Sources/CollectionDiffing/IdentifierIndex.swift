/// An open-addressing table of identifiers numbered by their position in one buffer, each identifier hashed once.
///
/// Every slot holds the position plus one in its low 32 bits and 32 bits of the identifier's hash in its high
/// bits, so a probe compares identifiers (`==`, the only generic call besides hashing) only when the stored
/// hash bits agree. The generic work of a diff is one `identifierHash` per identifier and one `==` per match; every
/// other pass runs on flat integer arrays, so the cost holds where the generic code is not specialised (a
/// client's own identifier type seen through `UICollectionViewDiffableDataSource`).
///
/// A snapshot keeps a table of this layout over its items (`SnapshotItemTable`) and hands it to the diff, which then
/// builds no table of the old identifiers.
@usableFromInline
package struct IdentifierIndex: Sendable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int

    /// A table already filled: `slots.count` a power of two, each identifier's slot found by linear probing from
    /// `hash & mask`, each non-empty slot `fragment(hash) | (position + 1)`.
    @inlinable
    package init(slots: [UInt64], mask: Int) {
        precondition(slots.count == mask + 1 && slots.count.nonzeroBitCount == 1, "a table of 2^k slots")
        self.slots = slots
        self.mask = mask
    }

    /// A table with room for `count` identifiers at a load of at most two thirds.
    @inlinable
    init(capacityFor count: Int) {
        var capacity = 16
        while capacity < count + count / 2 + 1 { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    @inlinable @inline(__always) static func fragment(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) << 32
    }

    /// Adds `elements[position]` (with hash `hash`); returns the position of an equal identifier already in the
    /// table instead, leaving the table unchanged.
    @inlinable
    mutating func insert<ID: Hashable>(
        _ position: Int, hash: Int, of elements: UnsafeBufferPointer<ID>
    ) -> Int? {
        let fragment = Self.fragment(hash)
        var slot = hash & mask
        return slots.withUnsafeMutableBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 {
                    slots[slot] = fragment | UInt64(position + 1)
                    return nil
                }
                if entry & 0xFFFF_FFFF_0000_0000 == fragment {
                    let other = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if elements[other] == elements[position] { return other }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The position of the identifier equal to `identifier` (whose hash is `hash`), or `nil`.
    @inlinable
    func find<ID: Hashable>(_ identifier: ID, hash: Int, in elements: UnsafeBufferPointer<ID>) -> Int? {
        let fragment = Self.fragment(hash)
        var slot = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry & 0xFFFF_FFFF_0000_0000 == fragment {
                    let other = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                    if elements[other] == identifier { return other }
                }
                slot = (slot + 1) & mask
            }
        }
    }
}

extension IdentifierIndex {
    /// For each of `positions`, the position in `elements` of `identifiers[position]` (whose hash value is
    /// `hashes[position]`), or −1 when it is not in the table.
    ///
    /// Each lookup likely misses the cache twice (its slot, then the element to compare), and one after another
    /// they would wait for each other: the first slot of every lookup is read in one tight pass, so the processor
    /// overlaps those misses, then each lookup is settled from it (probing on only where the slot belongs to
    /// another identifier).
    @inlinable
    package func findAll<ID: Hashable>(
        _ positions: [Int], of identifiers: UnsafeBufferPointer<ID>, hashes: UnsafeBufferPointer<Int>,
        in elements: UnsafeBufferPointer<ID>
    ) -> [Int] {
        let count = positions.count
        let firstEntries = slots.withUnsafeBufferPointer { slots in
            [UInt64](unsafeUninitializedCapacity: count) { entries, initialized in
                for index in 0..<count { entries[index] = slots[hashes[positions[index]] & mask] }
                initialized = count
            }
        }
        var found = [Int](repeating: -1, count: count)
        for index in 0..<count {
            let entry = firstEntries[index]
            guard entry != 0 else { continue }
            let position = positions[index]
            let hash = hashes[position]
            if entry & 0xFFFF_FFFF_0000_0000 == Self.fragment(hash) {
                let other = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if elements[other] == identifiers[position] {
                    found[index] = other
                    continue
                }
            }
            found[index] = find(identifiers[position], hash: hash, in: elements) ?? -1
        }
        return found
    }
}

/// Old identifiers paired with new ones: `oldToNew[i]` is the new position of old identifier `i` (−1 when it is
/// gone), `newToOld[j]` the old position of new identifier `j` (−1 when it is new). 32-bit positions halve the
/// memory the later passes walk (inputs are limited to 2³¹ − 1 identifiers, as the table's slots are).
@usableFromInline
struct IdentifierMatching {
    @usableFromInline var oldToNew: [Int32]
    @usableFromInline var newToOld: [Int32]
    /// The old identifiers, for looking up more identifiers (the updated ones) later.
    @usableFromInline var oldIndex: IdentifierIndex

    @inlinable
    init(oldToNew: [Int32], newToOld: [Int32], oldIndex: IdentifierIndex) {
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.oldIndex = oldIndex
    }
}

/// Pairs the identifiers of `old` and `new`, hashing each once by `identifierHash` (or taking the hashes a caller
/// kept, one per identifier, in `oldHashes` and `newHashes`).
///
/// `oldIndex`, when given, is a table of `old` already built (with the hashes `identifierHash` gives, as a snapshot
/// keeps them); `unique` says both sides are known to hold each identifier once (a snapshot's items), so no
/// duplicate is looked for. `Int` identifiers, the most common, take code specialised for them even where the
/// caller's is generic and not specialised (a data source over the client's identifier type): comparing two
/// identifiers is then one instruction, not a call through the type's witness table.
///
/// - Throws: `CollectionDiffingError.duplicateIdentifier` when either side repeats an identifier.
/// - Complexity: O(n + m) expected.
@inlinable
func matchIdentifiers<ID: Hashable>(
    old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>, oldHashes: UnsafeBufferPointer<Int>? = nil,
    newHashes: UnsafeBufferPointer<Int>? = nil, oldIndex: IdentifierIndex? = nil, unique: Bool = false
) throws(CollectionDiffingError) -> IdentifierMatching {
    if ID.self == Int.self {
        // `old` and `new` hold `Int`s: their memory is bound to `Int`.
        func integers(_ buffer: UnsafeBufferPointer<ID>) -> UnsafeBufferPointer<Int> {
            UnsafeBufferPointer(
                start: UnsafeRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: Int.self), count: buffer.count)
        }
        return try matchIdentifiersOf(
            old: integers(old), new: integers(new), oldHashes: oldHashes, newHashes: newHashes, oldIndex: oldIndex,
            unique: unique)
    }
    return try matchIdentifiersOf(
        old: old, new: new, oldHashes: oldHashes, newHashes: newHashes, oldIndex: oldIndex, unique: unique)
}

/// The work of `matchIdentifiers(old:new:oldHashes:newHashes:oldIndex:unique:)`.
@inlinable
func matchIdentifiersOf<ID: Hashable>(
    old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>, oldHashes: UnsafeBufferPointer<Int>?,
    newHashes: UnsafeBufferPointer<Int>?, oldIndex prebuilt: IdentifierIndex?, unique: Bool
) throws(CollectionDiffingError) -> IdentifierMatching {
    let seed = identifierHashSeed
    let oldIndex: IdentifierIndex
    if let prebuilt {
        oldIndex = prebuilt
    } else {
        var built = IdentifierIndex(capacityFor: old.count)
        for position in 0..<old.count {
            let hash = oldHashes?[position] ?? identifierHash(old[position], seed: seed)
            if built.insert(position, hash: hash, of: old) != nil {
                throw .duplicateIdentifier(String(describing: old[position]))
            }
        }
        oldIndex = built
    }
    var oldToNew = [Int32](repeating: -1, count: old.count)
    var newToOld = [Int32](repeating: -1, count: new.count)
    var unmatched: [Int] = []
    var unmatchedHashes: [Int] = []
    func pair(_ match: Int?, _ position: Int, hash: Int) throws(CollectionDiffingError) {
        if let match {
            guard unique || oldToNew[match] < 0 else { throw .duplicateIdentifier(String(describing: new[position])) }
            oldToNew[match] = Int32(truncatingIfNeeded: position)
            newToOld[position] = Int32(truncatingIfNeeded: match)
        } else if !unique {
            unmatched.append(position)
            unmatchedHashes.append(hash)
        }
    }
    // Most items keep their order: with both sides' hashes kept, the old items where the run of items in order
    // goes on (`run`: the one after the last found there, or the one after that, past a deletion) and the one after
    // the last match (`last`: after a moved item, or where a run resumes past many deletions) are tried first,
    // hashes compared before identifiers — reads next to earlier ones, where the table's slot and its item are two
    // reads anywhere. The table answers the rest, moved and inserted items: a lone miss is looked up with the
    // others after the pass (`IdentifierIndex.findAll`), a miss after a miss at once, so `last` can pick up a run
    // resuming past several deletions.
    var run = 0
    var last = 0
    var missedBefore = false
    var deferred: [Int] = []
    for position in 0..<new.count {
        let hash = newHashes?[position] ?? identifierHash(new[position], seed: seed)
        var match: Int?
        if let oldHashes, newHashes != nil {
            var candidate = run
            for attempt in 0..<3 {
                if attempt == 2 { candidate = last }
                if candidate < old.count, oldHashes[candidate] == hash, old[candidate] == new[position] {
                    match = candidate
                    run = candidate + 1
                    break
                }
                candidate += 1
            }
            if match == nil, !missedBefore {
                missedBefore = true
                deferred.append(position)
                continue
            }
            missedBefore = match == nil
        }
        if match == nil { match = oldIndex.find(new[position], hash: hash, in: old) }
        if let match { last = match + 1 }
        try pair(match, position, hash: hash)
    }
    if let newHashes, !deferred.isEmpty {
        let found = oldIndex.findAll(deferred, of: new, hashes: newHashes, in: old)
        for (index, position) in deferred.enumerated() {
            try pair(found[index] >= 0 ? found[index] : nil, position, hash: newHashes[position])
        }
    }
    // A repeated survivor claims an old position twice (above); repeated newcomers share a table of their own.
    if unmatched.count > 1 {
        var newIndex = IdentifierIndex(capacityFor: unmatched.count)
        for (position, hash) in zip(unmatched, unmatchedHashes) {
            if newIndex.insert(position, hash: hash, of: new) != nil {
                throw .duplicateIdentifier(String(describing: new[position]))
            }
        }
    }
    return IdentifierMatching(oldToNew: oldToNew, newToOld: newToOld, oldIndex: oldIndex)
}

/// Marks the old positions of the identifiers in `updated` that are also in the new sequence.
@inlinable
func survivingPositions<ID: Hashable>(
    of updated: Set<ID>, in matching: IdentifierMatching, old: UnsafeBufferPointer<ID>
) -> [Bool] {
    var marked = [Bool](repeating: false, count: old.count)
    let seed = identifierHashSeed
    for identifier in updated {
        if let position = matching.oldIndex.find(identifier, hash: identifierHash(identifier, seed: seed), in: old),
            matching.oldToNew[position] >= 0
        {
            marked[position] = true
        }
    }
    return marked
}
