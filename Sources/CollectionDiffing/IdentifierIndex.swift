/// An open-addressing table of identifiers numbered by their position in one buffer, each identifier hashed once.
///
/// Every slot holds the position plus one in its low 32 bits and 32 bits of the identifier's hash in its high
/// bits, so a probe compares identifiers (`==`, the only generic call besides hashing) only when the stored
/// hash bits agree. The generic work of a diff is one `identifierHash` per identifier and one `==` per match; every
/// other pass runs on flat integer arrays, so the cost holds where the generic code is not specialised (a
/// client's own identifier type seen through `UICollectionViewDiffableDataSource`).
@usableFromInline
struct IdentifierIndex {
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int

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
/// - Throws: `CollectionDiffingError.duplicateIdentifier` when either side repeats an identifier.
/// - Complexity: O(n + m) expected.
@inlinable
func matchIdentifiers<ID: Hashable>(
    old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>, oldHashes: UnsafeBufferPointer<Int>? = nil,
    newHashes: UnsafeBufferPointer<Int>? = nil
) throws(CollectionDiffingError) -> IdentifierMatching {
    let seed = identifierHashSeed
    var oldIndex = IdentifierIndex(capacityFor: old.count)
    for position in 0..<old.count {
        let hash = oldHashes?[position] ?? identifierHash(old[position], seed: seed)
        if oldIndex.insert(position, hash: hash, of: old) != nil {
            throw .duplicateIdentifier(String(describing: old[position]))
        }
    }
    var oldToNew = [Int32](repeating: -1, count: old.count)
    var newToOld = [Int32](repeating: -1, count: new.count)
    var unmatched: [Int] = []
    var unmatchedHashes: [Int] = []
    for position in 0..<new.count {
        let hash = newHashes?[position] ?? identifierHash(new[position], seed: seed)
        if let match = oldIndex.find(new[position], hash: hash, in: old) {
            guard oldToNew[match] < 0 else { throw .duplicateIdentifier(String(describing: new[position])) }
            oldToNew[match] = Int32(truncatingIfNeeded: position)
            newToOld[position] = Int32(truncatingIfNeeded: match)
        } else {
            unmatched.append(position)
            unmatchedHashes.append(hash)
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
