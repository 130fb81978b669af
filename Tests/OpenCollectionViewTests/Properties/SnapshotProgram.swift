// Shared by the property tests and by the libFuzzer target in `fuzz/Snapshot/`, which compiles this file together
// with the snapshot and diffing sources (one module, so nothing to import there).
#if canImport(OpenCollectionView)
    @testable import OpenCollectionView
    import CollectionDiffing
#endif

/// Runs a byte string as a program of snapshot operations against `NSDiffableDataSourceSnapshot` and a naive model
/// of it (arrays of identifiers, misuse ignored as `OpenCollectionViewDiagnostics` documents), and returns the first
/// place they disagree, or `nil`. Every few operations it also diffs the snapshot against the last checkpoint and
/// replays the changes on the old arrays with UIKit's batch-update rules (deletes and reloads at old indexes,
/// inserts and move destinations at new ones), which must give the new arrays.
///
/// Identifiers come from small ranges (16 sections, 32 items) so that duplicates and unknown identifiers — the
/// misuse paths — are common.
struct SnapshotProgram {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    private var bytes: [UInt8]
    private var cursor = 0
    private var snapshot = Snapshot()
    private var model = SnapshotModel()
    private var checkpoint = Snapshot()

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func byte() -> UInt8 {
        guard cursor < bytes.count else { return 0 }
        defer { cursor += 1 }
        return bytes[cursor]
    }

    private mutating func section() -> Int { Int(byte() % 16) }
    private mutating func item() -> Int { Int(byte() % 32) }
    private mutating func sectionList() -> [Int] { (0..<Int(byte() % 4)).map { _ in section() } }
    private mutating func itemList() -> [Int] { (0..<Int(byte() % 5)).map { _ in item() } }

    /// Runs the whole program; returns the first divergence.
    mutating func run() -> String? {
        var step = 0
        while cursor < bytes.count {
            let operation = byte() % 18
            let description = perform(operation)
            if let problem = compare() { return "step \(step) (\(description)): \(problem)" }
            step += 1
        }
        return checkDiff()
    }

    // swift-format-ignore: FunctionBodyLength
    private mutating func perform(_ operation: UInt8) -> String {
        switch operation {
        case 0:
            let ids = sectionList()
            snapshot.appendSections(ids)
            model.insertSections(ids, at: model.sections.count)
            return "appendSections \(ids)"
        case 1, 2:
            let ids = sectionList()
            let target = section()
            if operation == 1 {
                snapshot.insertSections(ids, beforeSection: target)
            } else {
                snapshot.insertSections(ids, afterSection: target)
            }
            if let index = model.sectionIndex(target) { model.insertSections(ids, at: index + Int(operation - 1)) }
            return "insertSections \(ids) \(operation == 1 ? "before" : "after") \(target)"
        case 3:
            let ids = sectionList()
            snapshot.deleteSections(ids)
            model.deleteSections(ids)
            return "deleteSections \(ids)"
        case 4, 5:
            let (moving, target) = (section(), section())
            if operation == 4 {
                snapshot.moveSection(moving, beforeSection: target)
            } else {
                snapshot.moveSection(moving, afterSection: target)
            }
            model.moveSection(moving, relativeTo: target, after: operation == 5)
            return "moveSection \(moving) \(operation == 4 ? "before" : "after") \(target)"
        case 6:
            let ids = sectionList()
            snapshot.reloadSections(ids)
            model.reloadedSections.formUnion(ids.filter { model.sectionIndex($0) != nil })
            return "reloadSections \(ids)"
        case 7:
            let ids = itemList()
            let target = byte() % 2 == 0 ? nil : section()
            snapshot.appendItems(ids, toSection: target)
            if let index = target.map(model.sectionIndex) ?? (model.sections.isEmpty ? nil : model.sections.count - 1) {
                model.insertItems(ids, section: index, at: model.sections[index].items.count)
            }
            return "appendItems \(ids) to \(String(describing: target))"
        case 8, 9:
            let ids = itemList()
            let target = item()
            if operation == 8 {
                snapshot.insertItems(ids, beforeItem: target)
            } else {
                snapshot.insertItems(ids, afterItem: target)
            }
            if let (section, index) = model.location(target) {
                model.insertItems(ids, section: section, at: index + Int(operation - 8))
            }
            return "insertItems \(ids) \(operation == 8 ? "before" : "after") \(target)"
        case 10:
            let ids = itemList()
            snapshot.deleteItems(ids)
            model.deleteItems(ids)
            return "deleteItems \(ids)"
        case 11, 12:
            let (moving, target) = (item(), item())
            if operation == 11 {
                snapshot.moveItem(moving, beforeItem: target)
            } else {
                snapshot.moveItem(moving, afterItem: target)
            }
            model.moveItem(moving, relativeTo: target, after: operation == 12)
            return "moveItem \(moving) \(operation == 11 ? "before" : "after") \(target)"
        case 13:
            let ids = itemList()
            snapshot.reloadItems(ids)
            model.reloadedItems.formUnion(ids.filter { model.location($0) != nil })
            return "reloadItems \(ids)"
        case 14:
            let ids = itemList()
            snapshot.reconfigureItems(ids)
            model.reconfiguredItems.formUnion(ids.filter { model.location($0) != nil })
            return "reconfigureItems \(ids)"
        case 15:
            snapshot.deleteAllItems()
            model = SnapshotModel()
            return "deleteAllItems"
        case 16:
            if let problem = checkDiff() { return "diff: \(problem)" }
            return "diff"
        default:
            checkpoint = snapshot
            return "checkpoint"
        }
    }

    /// Where the snapshot's answers differ from the model's.
    private func compare() -> String? {
        if snapshot.sectionIdentifiers != model.sections.map(\.id) {
            return "sections \(snapshot.sectionIdentifiers), model \(model.sections.map(\.id))"
        }
        for (index, section) in model.sections.enumerated() {
            if snapshot.itemIdentifiers(inSection: section.id) != section.items {
                return "section \(section.id) items \(snapshot.itemIdentifiers(inSection: section.id)), model "
                    + "\(section.items)"
            }
            if snapshot.indexOfSection(section.id) != index { return "index of section \(section.id)" }
        }
        let all = model.sections.flatMap(\.items)
        if snapshot.numberOfItems != all.count || snapshot.itemIdentifiers != all { return "item count or order" }
        var expected: [Int: (index: Int, section: Int)] = [:]
        for section in model.sections { for item in section.items { expected[item] = (expected.count, section.id) } }
        for item in 0..<32 {
            if snapshot.indexOfItem(item) != expected[item]?.index { return "indexOfItem(\(item))" }
            if snapshot.sectionIdentifier(containingItem: item) != expected[item]?.section {
                return "section containing \(item)"
            }
        }
        if snapshot.reloadedItemIdentifiers != all.filter(model.reloadedItems.contains) {
            return "reloaded items \(snapshot.reloadedItemIdentifiers), model \(model.reloadedItems.sorted())"
        }
        if snapshot.reconfiguredItemIdentifiers != all.filter(model.reconfiguredItems.contains) {
            return "reconfigured items \(snapshot.reconfiguredItemIdentifiers)"
        }
        if snapshot.reloadedSectionIdentifiers != model.sections.map(\.id).filter(model.reloadedSections.contains) {
            return "reloaded sections \(snapshot.reloadedSectionIdentifiers)"
        }
        return nil
    }

    /// Diffs the checkpoint against the snapshot and replays the changes on the checkpoint's arrays.
    private func checkDiff() -> String? {
        let old = checkpoint.sectionIdentifiers.map { ($0, checkpoint.itemIdentifiers(inSection: $0)) }
        let new = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
        let changes: SectionedChanges
        do {
            changes = try diff(
                fromSections: old, toSections: new, updatedItems: Set(snapshot.reloadedItemIdentifiers),
                updatedSections: Set(snapshot.reloadedSectionIdentifiers))
        } catch {
            return "diff threw \(error)"
        }
        return BatchReplay.problem(applying: changes, to: old, expecting: new)
    }
}
