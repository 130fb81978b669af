import CollectionDiffing

/// The state of a diffable data source: ordered sections, each with ordered items, identified by unique hashable
/// identifiers — a value you build, change and apply.
///
/// Items are stored section after section in one array, each with its hash value (computed once, when the item is
/// added), and indexed by a table over those hash values: lookups by identifier are O(1) expected, appending to the
/// last section costs one hash per item, copies share storage until one is changed, and the diff of an apply reuses
/// the kept hash values. Misuse UIKit answers with
/// an exception (a duplicate identifier, an unknown section or item) is reported through
/// `OpenCollectionViewDiagnostics` and ignored, so the snapshot stays valid.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    /// Where an item is: its section's position and its index in the section.
    struct Location: Sendable {
        var section: Int
        var index: Int
    }

    private(set) var sections: [Section] = []
    private var sectionPositions: [Section: Int] = [:]
    /// Every item, section after section.
    private(set) var allItems: [Item] = []
    /// The hash value of each item, computed once when it is added (the table and the diff reuse it).
    private(set) var itemHashes: [Int] = []
    /// The position in `allItems` of each section's first item, followed by the number of items.
    private(set) var sectionStarts: [Int] = [0]
    private var table = SnapshotItemTable()
    private var reloadedItems: Set<Item> = []
    private var reconfiguredItems: Set<Item> = []
    private var reloadedSections: Set<Section> = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { allItems.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [Section] { sections }

    /// The item identifiers of all sections, in order. - Complexity: O(1); no copy is made.
    public var itemIdentifiers: [Item] { allItems }

    /// The number of items in `identifier`'s section (0 and a diagnostic for an unknown section).
    public func numberOfItems(inSection identifier: Section) -> Int {
        guard let position = sectionPositions[identifier] else {
            Self.report("numberOfItems(inSection:): unknown section identifier \(identifier)")
            return 0
        }
        return sectionStarts[position + 1] - sectionStarts[position]
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let position = sectionPositions[identifier] else {
            Self.report("itemIdentifiers(inSection:): unknown section identifier \(identifier)")
            return []
        }
        return items(inSectionAt: position)
    }

    /// The section holding `identifier`, or `nil`. - Complexity: O(1) expected.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        position(of: identifier).map { sections[section(containing: $0)] }
    }

    /// The index of `identifier` among all items, or `nil`. - Complexity: O(1) expected.
    public func indexOfItem(_ identifier: Item) -> Int? { position(of: identifier) }

    /// The index of the section `identifier`, or `nil`. - Complexity: O(1).
    public func indexOfSection(_ identifier: Section) -> Int? { sectionPositions[identifier] }

    /// The items marked for reloading (their cells are replaced when the snapshot is applied).
    /// - Complexity: O(k log k) for k marked items (each looked up by its kept position, not every item tested).
    public var reloadedItemIdentifiers: [Item] {
        reloadedItems.isEmpty ? [] : markedPositions(reloadedItems).map { allItems[$0] }
    }

    /// The items marked for reconfiguring (their cells are kept and configured again).
    /// - Complexity: O(k log k) for k marked items.
    public var reconfiguredItemIdentifiers: [Item] {
        reconfiguredItems.isEmpty ? [] : markedPositions(reconfiguredItems).map { allItems[$0] }
    }

    /// The items marked for reloading, as a set (no copy is made).
    var reloadedItemSet: Set<Item> { reloadedItems }

    /// The sections marked for reloading, as a set (no copy is made).
    var reloadedSectionSet: Set<Section> { reloadedSections }

    /// The positions in `allItems` of the items marked for reconfiguring, ascending.
    var reconfiguredItemPositions: [Int] { reconfiguredItems.isEmpty ? [] : markedPositions(reconfiguredItems) }

    /// The positions of `marked` (items of this snapshot: a mark goes with its item) in `allItems`, ascending: one
    /// lookup per marked item, then a sort of the positions, or a pass over a flag per item when most are marked.
    private func markedPositions(_ marked: Set<Item>) -> [Int] {
        var positions = table.positions(of: marked, in: allItems)
        guard positions.count > 64, positions.count > allItems.count / 16 else { return positions.sorted() }
        var flags = [Bool](repeating: false, count: allItems.count)
        for position in positions { flags[position] = true }
        positions.removeAll(keepingCapacity: true)
        for position in flags.indices where flags[position] { positions.append(position) }
        return positions
    }

    /// The index path of the item at each of `positions` (ascending positions in `allItems`), in the same order.
    func indexPaths(ofAscending positions: [Int]) -> [IndexPath] {
        let starts = sectionStarts
        let sectionCount = sections.count
        var indexPaths: [IndexPath] = []
        indexPaths.reserveCapacity(positions.count)
        var section = 0
        for position in positions {
            while section + 1 < sectionCount, starts[section + 1] <= position { section += 1 }
            indexPaths.append(IndexPath(item: position - starts[section], section: section))
        }
        return indexPaths
    }

    /// The sections marked for reloading.
    public var reloadedSectionIdentifiers: [Section] {
        reloadedSections.isEmpty ? [] : sections.filter { reloadedSections.contains($0) }
    }

    /// The item's location (internal lookup, O(1) expected).
    func location(of item: Item) -> Location? {
        guard let position = position(of: item) else { return nil }
        let section = section(containing: position)
        return Location(section: section, index: position - sectionStarts[section])
    }

    /// The items of the section at `position`; the whole item array (no copy) when it is the only section.
    func items(inSectionAt position: Int) -> [Item] {
        let range = sectionStarts[position]..<sectionStarts[position + 1]
        return range.count == allItems.count ? allItems : Array(allItems[range])
    }

    /// The number of items in the section at `position`.
    func numberOfItems(inSectionAt position: Int) -> Int { sectionStarts[position + 1] - sectionStarts[position] }

    /// The item at `index` of the section at `section`, or `nil` when there is none.
    func item(inSectionAt section: Int, index: Int) -> Item? {
        guard sections.indices.contains(section), index >= 0, index < numberOfItems(inSectionAt: section) else {
            return nil
        }
        return allItems[sectionStarts[section] + index]
    }

    /// The table of the items by identifier in the diff's terms, or `nil` when there are none.
    var itemIndex: IdentifierIndex? { table.identifierIndex }

    /// The position of `item` in `allItems`, or `nil`.
    private func position(of item: Item) -> Int? {
        table.find(item, hash: identifierHash(item, seed: identifierHashSeed), in: allItems)
    }

    /// The section whose items include the item at `position` (a binary search of the section starts).
    private func section(containing position: Int) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        // Empty sections share their start with the section after them; the item belongs to the last of those.
        return low
    }

    // MARK: Sections

    /// Appends sections; identifiers already present are reported and skipped.
    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let position = sectionPositions[toIdentifier] else {
            return Self.report("insertSections(_:beforeSection:): unknown section identifier \(toIdentifier)")
        }
        insertSections(identifiers, at: position)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let position = sectionPositions[toIdentifier] else {
            return Self.report("insertSections(_:afterSection:): unknown section identifier \(toIdentifier)")
        }
        insertSections(identifiers, at: position + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers)
        for identifier in identifiers where sectionPositions[identifier] == nil {
            Self.report("deleteSections(_:): unknown section identifier \(identifier)")
        }
        guard sections.contains(where: doomed.contains) else { return }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        for position in sections.indices where doomed.contains(sections[position]) {
            forgetMarks(of: allItems[sectionStarts[position]..<sectionStarts[position + 1]])
        }
        reloadedSections.subtract(doomed)
        rearrangeSections(kept)
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [Section]) {
        for identifier in identifiers {
            if sectionPositions[identifier] == nil {
                Self.report("reloadSections(_:): unknown section identifier \(identifier)")
            } else {
                reloadedSections.insert(identifier)
            }
        }
    }

    // MARK: Items

    /// Appends items to the last section, or to `sectionIdentifier`'s. Duplicates and a missing section are reported
    /// and skipped. - Complexity: O(items appended) when appending to the last section.
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        let position: Int
        if let sectionIdentifier {
            guard let found = sectionPositions[sectionIdentifier] else {
                return Self.report("appendItems(_:toSection:): unknown section identifier \(sectionIdentifier)")
            }
            position = found
        } else {
            guard !sections.isEmpty else {
                return Self.report("appendItems(_:toSection:): there are no sections to append items to")
            }
            position = sections.count - 1
        }
        insertItems(identifiers, inSection: position, at: sectionStarts[position + 1])
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        guard let target = position(of: beforeIdentifier) else {
            return Self.report("insertItems(_:beforeItem:): unknown item identifier \(beforeIdentifier)")
        }
        insertItems(identifiers, inSection: section(containing: target), at: target)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        guard let target = position(of: afterIdentifier) else {
            return Self.report("insertItems(_:afterItem:): unknown item identifier \(afterIdentifier)")
        }
        insertItems(identifiers, inSection: section(containing: target), at: target + 1)
    }

    /// Deletes items; unknown ones are reported and skipped.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var doomed = [Bool](repeating: false, count: allItems.count)
        var found = 0
        for identifier in identifiers {
            guard let position = position(of: identifier) else {
                Self.report("deleteItems(_:): unknown item identifier \(identifier)")
                continue
            }
            if !doomed[position] { found += 1 }
            doomed[position] = true
        }
        guard found > 0 else { return }
        forgetMarks(of: identifiers)
        var keptItems: [Item] = []
        var keptHashes: [Int] = []
        keptItems.reserveCapacity(allItems.count - found)
        keptHashes.reserveCapacity(allItems.count - found)
        var starts = [0]
        starts.reserveCapacity(sectionStarts.count)
        for section in sections.indices {
            for position in sectionStarts[section]..<sectionStarts[section + 1] where !doomed[position] {
                keptItems.append(allItems[position])
                keptHashes.append(itemHashes[position])
            }
            starts.append(keptItems.count)
        }
        replaceItems(keptItems, hashes: keptHashes, starts: starts)
    }

    /// Deletes every item, keeping no sections.
    public mutating func deleteAllItems() { self = Self() }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items for reloading: their cells are replaced when applied.
    public mutating func reloadItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            if position(of: identifier) == nil {
                Self.report("reloadItems(_:): unknown item identifier \(identifier)")
            } else {
                reloadedItems.insert(identifier)
            }
        }
    }

    /// Marks items for reconfiguring: their cells are kept and configured again when applied.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            if position(of: identifier) == nil {
                Self.report("reconfigureItems(_:): unknown item identifier \(identifier)")
            } else {
                reconfiguredItems.insert(identifier)
            }
        }
    }

    /// Clears the reload and reconfigure marks (done when the snapshot is applied).
    mutating func clearMarks() {
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    // MARK: Storage

    private mutating func insertSections(_ identifiers: [Section], at position: Int) {
        var fresh: [Section] = []
        var seen = Set<Section>()
        for identifier in identifiers {
            guard sectionPositions[identifier] == nil, seen.insert(identifier).inserted else {
                Self.report("Section identifier \(identifier) is already in the snapshot; identifiers must be unique")
                continue
            }
            fresh.append(identifier)
        }
        guard !fresh.isEmpty else { return }
        sections.insert(contentsOf: fresh, at: position)
        sectionStarts.insert(contentsOf: repeatElement(sectionStarts[position], count: fresh.count), at: position)
        for index in position..<sections.count { sectionPositions[sections[index]] = index }
    }

    /// Puts the sections at positions `order` (each once; the others are deleted with their items) in that order.
    private mutating func rearrangeSections(_ order: [Int]) {
        var newItems: [Item] = []
        var newHashes: [Int] = []
        var starts = [0]
        for position in order {
            let range = sectionStarts[position]..<sectionStarts[position + 1]
            newItems.append(contentsOf: allItems[range])
            newHashes.append(contentsOf: itemHashes[range])
            starts.append(newItems.count)
        }
        sections = order.map { sections[$0] }
        sectionPositions.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() { sectionPositions[section] = index }
        replaceItems(newItems, hashes: newHashes, starts: starts)
    }

    /// Replaces the item storage and indexes it again (from the kept hash values).
    private mutating func replaceItems(_ items: [Item], hashes: [Int], starts: [Int]) {
        allItems = items
        itemHashes = hashes
        sectionStarts = starts
        table.rebuild(hashes: itemHashes)
    }

    /// Inserts the identifiers not yet in the snapshot at flat position `position`, the end of or inside the section
    /// at `section`: they are appended (each hashed once, duplicates reported) and, unless they belong at the end,
    /// rotated into place.
    private mutating func insertItems(_ identifiers: [Item], inSection section: Int, at position: Int) {
        let end = allItems.count
        table.reserve(end + identifiers.count, hashes: itemHashes)
        allItems.reserveCapacity(end + identifiers.count)
        itemHashes.reserveCapacity(end + identifiers.count)
        let seed = identifierHashSeed
        for identifier in identifiers {
            let hash = identifierHash(identifier, seed: seed)
            guard table.find(identifier, hash: hash, in: allItems) == nil else {
                Self.report("Item identifier \(identifier) is already in the snapshot; identifiers must be unique")
                continue
            }
            table.insert(position: allItems.count, hash: hash)
            allItems.append(identifier)
            itemHashes.append(hash)
        }
        let added = allItems.count - end
        guard added > 0 else { return }
        for index in (section + 1)..<sectionStarts.count { sectionStarts[index] += added }
        guard position < end else { return }
        allItems = Self.moving(allItems, from: end, to: position)
        itemHashes = Self.moving(itemHashes, from: end, to: position)
        table.rebuild(hashes: itemHashes)
    }

    /// `array` with its elements from `start` on moved to `position` (before `start`).
    private static func moving<Element>(_ array: [Element], from start: Int, to position: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(array.count)
        result.append(contentsOf: array[..<position])
        result.append(contentsOf: array[start...])
        result.append(contentsOf: array[position..<start])
        return result
    }

    /// Removes the reload and reconfigure marks of items leaving the snapshot.
    private mutating func forgetMarks<Items: Sequence<Item>>(of identifiers: Items) {
        if !reloadedItems.isEmpty { reloadedItems.subtract(identifiers) }
        if !reconfiguredItems.isEmpty { reconfiguredItems.subtract(identifiers) }
    }

    private mutating func moveSection(_ identifier: Section, relativeTo target: Section, after: Bool) {
        guard let from = sectionPositions[identifier], let to = sectionPositions[target] else {
            return Self.report("moveSection: unknown section identifier \(identifier) or \(target)")
        }
        guard identifier != target else { return }
        var order = Array(sections.indices)
        order.remove(at: from)
        let anchor = order.firstIndex(of: to)! + (after ? 1 : 0)
        order.insert(from, at: anchor)
        rearrangeSections(order)
    }

    private mutating func moveItem(_ identifier: Item, relativeTo target: Item, after: Bool) {
        guard let from = position(of: identifier), position(of: target) != nil else {
            return Self.report("moveItem: unknown item identifier \(identifier) or \(target)")
        }
        guard identifier != target else { return }
        let fromSection = section(containing: from)
        let hash = itemHashes.remove(at: from)
        allItems.remove(at: from)
        for index in (fromSection + 1)..<sectionStarts.count { sectionStarts[index] -= 1 }
        table.rebuild(hashes: itemHashes)
        let anchor = position(of: target)!
        let toSection = section(containing: anchor)
        let destination = anchor + (after ? 1 : 0)
        allItems.insert(identifier, at: destination)
        itemHashes.insert(hash, at: destination)
        for index in (toSection + 1)..<sectionStarts.count { sectionStarts[index] += 1 }
        table.rebuild(hashes: itemHashes)
    }

    private static func report(_ message: String) {
        OpenCollectionViewDiagnostics.report(.invalidSnapshot, message)
    }
}
