/// A position in a sectioned collection: section and item index.
public struct ItemPosition: Hashable, Comparable, Sendable {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates a position.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

/// An item moving from a position before the update to one after it (possibly in another section).
public struct ItemMove: Hashable, Sendable {
    /// The position before the update.
    public var source: ItemPosition
    /// The position after the update.
    public var destination: ItemPosition

    /// Creates a move.
    public init(source: ItemPosition, destination: ItemPosition) {
        self.source = source
        self.destination = destination
    }
}

/// The changes between two sectioned collections in UIKit batch-update terms: section changes (indexes as in
/// `CollectionChanges`), and item deletes and reloads at positions before the update, inserts at positions after
/// it, and moves from before to after. Items of deleted or inserted sections are covered by the section change.
public struct SectionedChanges: Equatable, Sendable {
    /// Section deletes, inserts, moves and reloads.
    public var sections: CollectionChanges
    /// Item positions before the update that are deleted.
    public var itemDeletes: [ItemPosition]
    /// Item positions after the update that are inserted.
    public var itemInserts: [ItemPosition]
    /// Items that move, within or across sections.
    public var itemMoves: [ItemMove]
    /// Item positions before the update whose content changed and stay in place.
    public var itemReloads: [ItemPosition]

    /// Whether nothing changes.
    public var isEmpty: Bool {
        sections.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
    }
}

/// The changes from `old` to `new` sections of items, each section an identifier and its items' identifiers.
///
/// Sections are diffed as a flat sequence first. Items are then matched by identifier, each hashed once, and every
/// later pass runs on flat integer arrays: an item whose section survives and whose new section existed before is
/// a survivor; survivors that change section are moves, and within each section only the survivors outside the
/// longest increasing subsequence of new positions move (the minimal set, leaving updated items in place where a
/// choice exists). Updated survivors that do not move are reloads; updated survivors that move are deleted and
/// inserted, since UIKit cannot reload and move one item in the same update.
///
/// - Throws: `CollectionDiffingError.duplicateIdentifier` when a section or an item appears twice on one side.
/// - Complexity: O((n + m) log(n + m)) for n and m items.
@inlinable
public func diff<Section: Hashable, Item: Hashable>(
    fromSections old: [(Section, [Item])], toSections new: [(Section, [Item])], updatedItems: Set<Item> = [],
    updatedSections: Set<Section> = []
) throws(CollectionDiffingError) -> SectionedChanges {
    var oldItems: [Item] = []
    oldItems.reserveCapacity(old.reduce(0) { $0 + $1.1.count })
    var oldStarts = [0]
    for section in old {
        oldItems.append(contentsOf: section.1)
        oldStarts.append(oldItems.count)
    }
    var newItems: [Item] = []
    newItems.reserveCapacity(new.reduce(0) { $0 + $1.1.count })
    var newStarts = [0]
    for section in new {
        newItems.append(contentsOf: section.1)
        newStarts.append(newItems.count)
    }
    return try diff(
        fromSections: old.map(\.0), items: oldItems, hashes: nil, starts: oldStarts, toSections: new.map(\.0),
        items: newItems, hashes: nil, starts: newStarts, updatedItems: updatedItems, updatedSections: updatedSections)
}

/// The sectioned diff on flat storage: each side's items section after section, `starts` the position of each
/// section's first item followed by the total, and optionally each item's `identifierHash` kept from before (so no item
/// is hashed again). What `diff(fromSections:toSections:updatedItems:updatedSections:)` runs.
///
/// `oldIndex`, when given, is a table of the old items already built over those hashes (a snapshot's); with
/// `uniqueItems` the caller vouches that neither side repeats an item (a snapshot's items), so none is looked for.
@inlinable
package func diff<Section: Hashable, Item: Hashable>(
    fromSections oldSections: [Section], items oldItems: [Item], hashes oldHashes: [Int]?, starts oldStarts: [Int],
    toSections newSections: [Section], items newItems: [Item], hashes newHashes: [Int]?, starts newStarts: [Int],
    updatedItems: Set<Item>, updatedSections: Set<Section>, oldIndex: IdentifierIndex? = nil, uniqueItems: Bool = false
) throws(CollectionDiffingError) -> SectionedChanges {
    let sectionMatching = try oldSections.withUnsafeBufferPointer { old throws(CollectionDiffingError) in
        try newSections.withUnsafeBufferPointer { new throws(CollectionDiffingError) in
            try matchIdentifiers(old: old, new: new)
        }
    }
    let updatedSectionPositions =
        updatedSections.isEmpty
        ? nil
        : oldSections.withUnsafeBufferPointer { survivingPositions(of: updatedSections, in: sectionMatching, old: $0) }
    let sectionChanges = flatChanges(
        oldToNew: sectionMatching.oldToNew, newToOld: sectionMatching.newToOld, updated: updatedSectionPositions)
    let (matching, updated) = try oldItems.withUnsafeBufferPointer { old throws(CollectionDiffingError) in
        try newItems.withUnsafeBufferPointer { new throws(CollectionDiffingError) in
            let matching = try withOptionalBuffer(oldHashes) { oldHashes throws(CollectionDiffingError) in
                try withOptionalBuffer(newHashes) { newHashes throws(CollectionDiffingError) in
                    try matchIdentifiers(
                        old: old, new: new, oldHashes: oldHashes, newHashes: newHashes, oldIndex: oldIndex,
                        unique: uniqueItems)
                }
            }
            let updated = updatedItems.isEmpty ? nil : survivingPositions(of: updatedItems, in: matching, old: old)
            return (matching, updated)
        }
    }
    return sectionedChanges(
        sections: sectionChanges, sectionMatching: sectionMatching, oldStarts: oldStarts, newStarts: newStarts,
        oldToNew: matching.oldToNew, newToOld: matching.newToOld,
        updated: updated)
}

/// Runs `body` with a buffer of `array`'s elements, or `nil` when there is no array.
@inlinable
func withOptionalBuffer<Result>(
    _ array: [Int]?, _ body: (UnsafeBufferPointer<Int>?) throws(CollectionDiffingError) -> Result
) throws(CollectionDiffingError) -> Result {
    guard let array else { return try body(nil) }
    return try array.withUnsafeBufferPointer { buffer throws(CollectionDiffingError) in try body(buffer) }
}

/// Items of consecutive sections numbered as one flat sequence.
struct FlatSections {
    /// The flat position of each section's first item, then the total.
    let starts: [Int]
    /// The section of each flat position; empty when there is one section (every position is in section 0, and
    /// the diff reads no table for it).
    private let sectionOf: [Int32]

    init(starts: [Int]) {
        self.starts = starts
        guard starts.count > 2 else {
            sectionOf = []
            return
        }
        var sectionOf = [Int32](repeating: 0, count: starts[starts.count - 1])
        for section in 0..<(starts.count - 1) where starts[section] < starts[section + 1] {
            for position in starts[section]..<starts[section + 1] { sectionOf[position] = Int32(section) }
        }
        self.sectionOf = sectionOf
    }

    var count: Int { starts[starts.count - 1] }

    /// The section of the item at flat position `flat`.
    @inline(__always)
    func section(of flat: Int) -> Int { sectionOf.isEmpty ? 0 : Int(sectionOf[flat]) }

    func position(_ flat: Int) -> ItemPosition {
        let section = section(of: flat)
        return ItemPosition(section: section, item: flat - starts[section])
    }
}

/// What happens to one old item.
private enum ItemFate: UInt8 {
    /// Covered by its section's delete, or not yet decided.
    case none
    case delete
    case stay
    case reload
    case move
    /// Updated and moved: deleted here and inserted at its new position.
    case replace
}

/// The item changes between two matched flat sequences of sectioned items; integers only.
@usableFromInline
func sectionedChanges(
    sections: CollectionChanges, sectionMatching: IdentifierMatching, oldStarts: [Int], newStarts: [Int],
    oldToNew: [Int32], newToOld: [Int32], updated: [Bool]?
) -> SectionedChanges {
    let oldLayout = FlatSections(starts: oldStarts)
    let newLayout = FlatSections(starts: newStarts)
    // Section maps without the sections deleted or inserted (a moved and reloaded section is both).
    var oldSectionToNew = sectionMatching.oldToNew
    for section in sections.deletes { oldSectionToNew[section] = -1 }
    var newSectionToOld = sectionMatching.newToOld
    for section in sections.inserts { newSectionToOld[section] = -1 }

    var fates = [ItemFate](repeating: .none, count: oldLayout.count)
    var runOld: [Int] = []
    var runNew: [Int32] = []
    for oldSection in oldSectionToNew.indices where oldSectionToNew[oldSection] >= 0 {
        runOld.removeAll(keepingCapacity: true)
        runNew.removeAll(keepingCapacity: true)
        // Room for every item of the section at once: no growth (and copy) while it fills.
        let sectionCount = oldLayout.starts[oldSection + 1] - oldLayout.starts[oldSection]
        runOld.reserveCapacity(sectionCount)
        runNew.reserveCapacity(sectionCount)
        for oldItem in oldLayout.starts[oldSection]..<oldLayout.starts[oldSection + 1] {
            let newItem = Int(oldToNew[oldItem])
            guard newItem >= 0 else {
                fates[oldItem] = .delete
                continue
            }
            let newSection = newLayout.section(of: newItem)
            let sourceSection = Int(newSectionToOld[newSection])
            if sourceSection == oldSection {
                runOld.append(oldItem)
                runNew.append(Int32(truncatingIfNeeded: newItem))
            } else if sourceSection < 0 {
                fates[oldItem] = .delete
            } else {
                fates[oldItem] = updated?[oldItem] ?? false ? .replace : .move
            }
        }
        guard !runOld.isEmpty else { continue }
        let staying = longestIncreasingSubsequenceMembers(
            runNew, preferred: updated.map { updated in runOld.map { updated[$0] } })
        for (rank, oldItem) in runOld.enumerated() {
            let isUpdated = updated?[oldItem] ?? false
            fates[oldItem] = staying[rank] ? (isUpdated ? .reload : .stay) : (isUpdated ? .replace : .move)
        }
    }
    var itemDeletes: [ItemPosition] = []
    var itemMoves: [ItemMove] = []
    var itemReloads: [ItemPosition] = []
    for oldItem in fates.indices {
        switch fates[oldItem] {
        case .none, .stay: continue
        case .delete, .replace: itemDeletes.append(oldLayout.position(oldItem))
        case .reload: itemReloads.append(oldLayout.position(oldItem))
        case .move:
            itemMoves.append(
                ItemMove(source: oldLayout.position(oldItem), destination: newLayout.position(Int(oldToNew[oldItem]))))
        }
    }
    var itemInserts: [ItemPosition] = []
    for newSection in newSectionToOld.indices where newSectionToOld[newSection] >= 0 {
        for newItem in newLayout.starts[newSection]..<newLayout.starts[newSection + 1] {
            let oldItem = Int(newToOld[newItem])
            if oldItem < 0 || fates[oldItem] == .replace
                || oldSectionToNew[oldLayout.section(of: oldItem)] < 0
            {
                itemInserts.append(newLayout.position(newItem))
            }
        }
    }
    return SectionedChanges(
        sections: sections, itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves,
        itemReloads: itemReloads)
}
