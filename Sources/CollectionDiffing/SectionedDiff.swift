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
/// Sections are diffed as a flat sequence first. Items are then matched by identifier: an item whose section
/// survives and whose new section existed before is a survivor; survivors that change section are moves, and
/// within each section only the survivors outside the longest increasing subsequence of new positions move (the
/// minimal set). Updated survivors that do not move are reloads; updated survivors that move are deleted and
/// inserted, since UIKit cannot reload and move one item in the same update.
///
/// - Throws: `CollectionDiffingError.duplicateIdentifier` when a section or an item appears twice on one side.
/// - Complexity: O((n + m) log(n + m)) for n and m items.
public func diff<Section: Hashable, Item: Hashable>(
    fromSections old: [(Section, [Item])], toSections new: [(Section, [Item])], updatedItems: Set<Item> = [],
    updatedSections: Set<Section> = []
) throws(CollectionDiffingError) -> SectionedChanges {
    let sectionChanges = try diff(from: old.map(\.0), to: new.map(\.0), updated: updatedSections)
    let deletedSections = Set(sectionChanges.deletes)
    let insertedSections = Set(sectionChanges.inserts)
    var oldSectionIndex: [Section: Int] = [:]
    for (index, section) in old.enumerated() { oldSectionIndex[section.0] = index }

    var oldPosition: [Item: ItemPosition] = [:]
    oldPosition.reserveCapacity(old.reduce(0) { $0 + $1.1.count })
    for (sectionIndex, section) in old.enumerated() {
        for (itemIndex, item) in section.1.enumerated() {
            guard oldPosition.updateValue(ItemPosition(section: sectionIndex, item: itemIndex), forKey: item) == nil
            else { throw .duplicateIdentifier(String(describing: item)) }
        }
    }

    var itemInserts: [ItemPosition] = []
    var itemMoves: [ItemMove] = []
    var itemReloads: [ItemPosition] = []
    var survivingOld = Set<Item>()
    survivingOld.reserveCapacity(oldPosition.count)
    var seen = Set<Item>()
    seen.reserveCapacity(new.reduce(0) { $0 + $1.1.count })
    for (newSectionIndex, section) in new.enumerated() {
        let isInsertedSection = insertedSections.contains(newSectionIndex)
        let sameSectionOld = oldSectionIndex[section.0]
        var withinOld: [Int] = []
        var withinNew: [Int] = []
        var withinItems: [Item] = []
        for (newItemIndex, item) in section.1.enumerated() {
            guard seen.insert(item).inserted else { throw .duplicateIdentifier(String(describing: item)) }
            let destination = ItemPosition(section: newSectionIndex, item: newItemIndex)
            if isInsertedSection { continue }
            guard let source = oldPosition[item], !deletedSections.contains(source.section) else {
                itemInserts.append(destination)
                continue
            }
            guard survivingOld.insert(item).inserted else { throw .duplicateIdentifier(String(describing: item)) }
            if source.section == sameSectionOld {
                withinOld.append(source.item)
                withinNew.append(newItemIndex)
                withinItems.append(item)
            } else if updatedItems.contains(item) {
                survivingOld.remove(item)
                itemInserts.append(destination)
            } else {
                itemMoves.append(ItemMove(source: source, destination: destination))
            }
        }
        guard let oldSection = sameSectionOld else { continue }
        // Survivors within the section, in old order; those outside the LIS of their new indexes move.
        let order = withinOld.indices.sorted { withinOld[$0] < withinOld[$1] }
        let staying = longestIncreasingSubsequenceMembers(order.map { withinNew[$0] })
        for (rank, position) in order.enumerated() {
            let item = withinItems[position]
            let source = ItemPosition(section: oldSection, item: withinOld[position])
            let destination = ItemPosition(section: newSectionIndex, item: withinNew[position])
            if staying[rank] {
                if updatedItems.contains(item) { itemReloads.append(source) }
            } else if updatedItems.contains(item) {
                survivingOld.remove(item)
                itemInserts.append(destination)
            } else {
                itemMoves.append(ItemMove(source: source, destination: destination))
            }
        }
    }
    var itemDeletes: [ItemPosition] = []
    for (item, position) in oldPosition
    where !deletedSections.contains(position.section) && !survivingOld.contains(item) {
        itemDeletes.append(position)
    }
    itemDeletes.sort()
    itemInserts.sort()
    itemReloads.sort()
    return SectionedChanges(
        sections: sectionChanges, itemDeletes: itemDeletes, itemInserts: itemInserts, itemMoves: itemMoves,
        itemReloads: itemReloads)
}
