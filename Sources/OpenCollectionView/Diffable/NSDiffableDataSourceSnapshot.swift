/// The state of a diffable data source: ordered sections, each with ordered items, identified by unique hashable
/// identifiers — a value you build, change and apply.
///
/// Lookups by identifier are O(1): every item's section and index are kept in a table. Misuse UIKit answers with
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
    private(set) var items: [[Item]] = []
    private var sectionPositions: [Section: Int] = [:]
    private var locations: [Item: Location] = [:]
    private var reloadedItems: Set<Item> = []
    private var reconfiguredItems: Set<Item> = []
    private var reloadedSections: Set<Section> = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { locations.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [Section] { sections }

    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section (0 and a diagnostic for an unknown section).
    public func numberOfItems(inSection identifier: Section) -> Int {
        guard let position = sectionPositions[identifier] else {
            Self.report("numberOfItems(inSection:): unknown section identifier \(identifier)")
            return 0
        }
        return items[position].count
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        guard let position = sectionPositions[identifier] else {
            Self.report("itemIdentifiers(inSection:): unknown section identifier \(identifier)")
            return []
        }
        return items[position]
    }

    /// The section holding `identifier`, or `nil`. - Complexity: O(1).
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        locations[identifier].map { sections[$0.section] }
    }

    /// The index of `identifier` among all items, or `nil`. - Complexity: O(number of sections).
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let location = locations[identifier] else { return nil }
        return items[..<location.section].reduce(0) { $0 + $1.count } + location.index
    }

    /// The index of the section `identifier`, or `nil`. - Complexity: O(1).
    public func indexOfSection(_ identifier: Section) -> Int? { sectionPositions[identifier] }

    /// The items marked for reloading (their cells are replaced when the snapshot is applied).
    public var reloadedItemIdentifiers: [Item] { itemIdentifiers.filter { reloadedItems.contains($0) } }

    /// The items marked for reconfiguring (their cells are kept and configured again).
    public var reconfiguredItemIdentifiers: [Item] { itemIdentifiers.filter { reconfiguredItems.contains($0) } }

    /// The sections marked for reloading.
    public var reloadedSectionIdentifiers: [Section] { sections.filter { reloadedSections.contains($0) } }

    /// The item's location (internal O(1) lookup).
    func location(of item: Item) -> Location? { locations[item] }

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
        for (position, section) in sections.enumerated() where doomed.contains(section) {
            for item in items[position] { locations[item] = nil }
            reloadedItems.subtract(items[position])
            reconfiguredItems.subtract(items[position])
        }
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        for (position, section) in sections.enumerated() where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(items[position])
        }
        reloadedSections.subtract(doomed)
        replaceSections(keptSections, items: keptItems)
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
    /// and skipped. - Complexity: O(items appended).
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
        insertItems(identifiers, inSection: position, at: items[position].count)
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        guard let location = locations[beforeIdentifier] else {
            return Self.report("insertItems(_:beforeItem:): unknown item identifier \(beforeIdentifier)")
        }
        insertItems(identifiers, inSection: location.section, at: location.index)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        guard let location = locations[afterIdentifier] else {
            return Self.report("insertItems(_:afterItem:): unknown item identifier \(afterIdentifier)")
        }
        insertItems(identifiers, inSection: location.section, at: location.index + 1)
    }

    /// Deletes items; unknown ones are reported and skipped.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var touched = Set<Int>()
        var doomed = Set<Item>()
        for identifier in identifiers {
            guard let location = locations[identifier] else {
                Self.report("deleteItems(_:): unknown item identifier \(identifier)")
                continue
            }
            touched.insert(location.section)
            doomed.insert(identifier)
            locations[identifier] = nil
        }
        for section in touched {
            items[section].removeAll { doomed.contains($0) }
            reindex(section: section, from: 0)
        }
        reloadedItems.subtract(doomed)
        reconfiguredItems.subtract(doomed)
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
            if locations[identifier] == nil {
                Self.report("reloadItems(_:): unknown item identifier \(identifier)")
            } else {
                reloadedItems.insert(identifier)
            }
        }
    }

    /// Marks items for reconfiguring: their cells are kept and configured again when applied.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            if locations[identifier] == nil {
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
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: position)
        for index in position..<sections.count {
            sectionPositions[sections[index]] = index
            if index >= position + fresh.count { reindex(section: index, from: 0) }
        }
    }

    private mutating func replaceSections(_ newSections: [Section], items newItems: [[Item]]) {
        sections = newSections
        items = newItems
        sectionPositions.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() {
            sectionPositions[section] = index
            reindex(section: index, from: 0)
        }
    }

    private mutating func insertItems(_ identifiers: [Item], inSection section: Int, at index: Int) {
        var fresh: [Item] = []
        fresh.reserveCapacity(identifiers.count)
        locations.reserveCapacity(locations.count + identifiers.count)
        for identifier in identifiers {
            guard locations[identifier] == nil else {
                Self.report("Item identifier \(identifier) is already in the snapshot; identifiers must be unique")
                continue
            }
            locations[identifier] = Location(section: section, index: -1)
            fresh.append(identifier)
        }
        guard !fresh.isEmpty else { return }
        if index == items[section].count {
            items[section].append(contentsOf: fresh)
        } else {
            items[section].insert(contentsOf: fresh, at: index)
        }
        reindex(section: section, from: index)
    }

    /// Rewrites the locations of a section's items from `start` on.
    private mutating func reindex(section: Int, from start: Int) {
        let sectionItems = items[section]
        guard start < sectionItems.count else { return }
        for index in start..<sectionItems.count {
            locations[sectionItems[index]] = Location(section: section, index: index)
        }
    }

    private mutating func moveSection(_ identifier: Section, relativeTo target: Section, after: Bool) {
        guard let from = sectionPositions[identifier], sectionPositions[target] != nil else {
            return Self.report("moveSection: unknown section identifier \(identifier) or \(target)")
        }
        guard identifier != target else { return }
        var newSections = sections
        var newItems = items
        let moving = newItems.remove(at: from)
        newSections.remove(at: from)
        let anchor = newSections.firstIndex(of: target)! + (after ? 1 : 0)
        newSections.insert(identifier, at: anchor)
        newItems.insert(moving, at: anchor)
        replaceSections(newSections, items: newItems)
    }

    private mutating func moveItem(_ identifier: Item, relativeTo target: Item, after: Bool) {
        guard let from = locations[identifier], locations[target] != nil else {
            return Self.report("moveItem: unknown item identifier \(identifier) or \(target)")
        }
        guard identifier != target else { return }
        items[from.section].remove(at: from.index)
        reindex(section: from.section, from: from.index)
        let destination = locations[target]!
        let index = destination.index + (after ? 1 : 0)
        items[destination.section].insert(identifier, at: index)
        reindex(section: destination.section, from: min(index, destination.index))
    }

    private static func report(_ message: String) {
        OpenCollectionViewDiagnostics.report(.invalidSnapshot, message)
    }
}
