import CollectionDiffing

/// The positions of a snapshot's items by identifier: an open-addressing table over the items' hash values, which
/// the snapshot computes once per item and keeps (`NSDiffableDataSourceSnapshot.itemHashes`).
///
/// A slot holds the item's position plus one in its low 32 bits and 32 bits of its hash in the high ones, so a
/// lookup compares identifiers (`==`) only when those bits agree. The generic work per lookup is one hash (`identifierHash`)
/// and about one `==`: the table stays fast where the snapshot's code is not specialised for the client's types.
/// Edits that shift positions rebuild the table from the kept hash values, without hashing an identifier again.
struct SnapshotItemTable: Sendable {
    private var slots: [UInt64] = []
    private var mask = -1
    private var count = 0

    /// The table in the diff's terms (its slots shared, not copied), or `nil` when it is empty.
    var identifierIndex: IdentifierIndex? { count > 0 ? IdentifierIndex(slots: slots, mask: mask) : nil }

    @inline(__always) private static func fragment(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) << 32
    }

    /// The position of `item` (whose hash value is `hash`) in `items`, or `nil`.
    func find<Item: Equatable>(_ item: Item, hash: Int, in items: [Item]) -> Int? {
        guard count > 0 else { return nil }
        let fragment = Self.fragment(hash)
        var slot = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            items.withUnsafeBufferPointer { items in
                while true {
                    let entry = slots[slot]
                    if entry == 0 { return nil }
                    if entry & 0xFFFF_FFFF_0000_0000 == fragment {
                        let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                        if items[position] == item { return position }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The positions in `items` of the identifiers in `identifiers` that are in the table, in no particular order.
    ///
    /// Each lookup is a likely cache miss (the table and the items are large, the identifiers in hash order): they
    /// are made together (`IdentifierIndex.findAll`), and for `Int` identifiers in code specialised for them, so the
    /// processor overlaps the misses instead of waiting for each behind calls through `Hashable`'s witness table.
    func positions<Item: Hashable>(of identifiers: Set<Item>, in items: [Item]) -> [Int] {
        if Item.self == Int.self {
            return positionsOf(unsafeBitCast(identifiers, to: Set<Int>.self), in: unsafeBitCast(items, to: [Int].self))
        }
        return positionsOf(identifiers, in: items)
    }

    private func positionsOf<Item: Hashable>(_ identifiers: Set<Item>, in items: [Item]) -> [Int] {
        guard let index = identifierIndex else { return [] }
        let seed = identifierHashSeed
        let marked = Array(identifiers)
        let hashes = marked.map { identifierHash($0, seed: seed) }
        // Looked up together: the slots' cache misses overlap.
        let found = marked.withUnsafeBufferPointer { marked in
            hashes.withUnsafeBufferPointer { hashes in
                items.withUnsafeBufferPointer { items in
                    index.findAll(Array(marked.indices), of: marked, hashes: hashes, in: items)
                }
            }
        }
        return found.filter { $0 >= 0 }
    }

    /// Records the item at `position` (not in the table yet) with hash value `hash`; call `reserve` first.
    mutating func insert(position: Int, hash: Int) {
        let entry = Self.fragment(hash) | UInt64(position + 1)
        var slot = hash & mask
        slots.withUnsafeMutableBufferPointer { slots in
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
        count += 1
    }

    /// Makes room for `total` items, rebuilding from `hashes` (the hash value of each item now in the table, by
    /// position) when the table must grow.
    mutating func reserve(_ total: Int, hashes: [Int]) {
        guard total + total / 2 >= slots.count else { return }
        rebuild(hashes: hashes, capacityFor: total)
    }

    /// Fills the table again from `hashes`, the hash value of the item at each position.
    mutating func rebuild(hashes: [Int], capacityFor total: Int? = nil) {
        let needed = max(total ?? hashes.count, hashes.count)
        var capacity = 16
        while capacity <= needed + needed / 2 { capacity <<= 1 }
        if capacity == slots.count {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            slots = [UInt64](repeating: 0, count: capacity)
        }
        mask = capacity - 1
        count = 0
        for (position, hash) in hashes.enumerated() { insert(position: position, hash: hash) }
    }
}
