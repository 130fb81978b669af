import Testing

@testable import OpenCollectionView

/// `BatchUpdate` against the naive array model (`BatchUpdateModel`) over 10,000 random updates of section and item
/// inserts, deletes, moves and reloads: every valid update is accepted and maps every section and item where the
/// model puts it; every invalid one is refused with UIKit's message.
struct BatchUpdatePropertyTests {
    static let cases: UInt64 = 10_000

    @Test func validUpdatesMapEverySectionAndItemAsTheArrayModelDoes() {
        var divergences: [String] = []
        for seed in 0..<Self.cases {
            var rng = SplitMix64(seed: seed)
            let model = BatchUpdateModel(random: &rng)
            var update = model.batchUpdate(shuffling: &rng)
            if let message = update.validate(old: model.old.map(\.count), new: model.newCounts) {
                divergences.append("seed \(seed): a valid update was refused: \(message)")
                continue
            }
            divergences += model.divergences(of: update).map { "seed \(seed): \($0)" }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(5))")
    }

    @Test func invalidUpdatesAreRefusedWithUIKitsMessage() {
        var divergences: [String] = []
        var tried: [String: Int] = [:]
        for seed in 0..<Self.cases {
            var rng = SplitMix64(seed: seed)
            var model = BatchUpdateModel(random: &rng)
            guard let (kind, expected) = model.breakRandomly(&rng) else { continue }
            tried[kind, default: 0] += 1
            var update = model.batchUpdate(shuffling: &rng)
            let message = update.validate(old: model.old.map(\.count), new: model.newCounts)
            if message != expected {
                divergences.append("seed \(seed) (\(kind)): expected \(expected), got \(message ?? "no error")")
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(5))")
        // Every kind of mistake was tried many times.
        #expect(tried.count == BatchUpdateModel.mistakeKinds.count)
        #expect(tried.values.allSatisfy { $0 > 200 }, "\(tried)")
    }

    @Test func theGeneratorIsTheReferenceSplitMix64() {
        var rng = SplitMix64(seed: 0)
        #expect((0..<3).map { _ in rng.next() } == SplitMix64Reference.seedZero)
    }
}

extension BatchUpdateModel {
    /// The update as `UICollectionView` records it, with each kind of call made in a random order.
    func batchUpdate(shuffling rng: inout SplitMix64) -> BatchUpdate {
        var update = BatchUpdate()
        update.deletedSections = IndexSet(deletedSections)
        update.insertedSections = IndexSet(insertedSections)
        update.reloadedSections = IndexSet(reloadedSections)
        update.movedSections = movedSections.shuffled(using: &rng)
        update.deletedItems = deletedItems.shuffled(using: &rng)
        update.insertedItems = insertedItems.shuffled(using: &rng)
        update.reloadedItems = reloadedItems.shuffled(using: &rng)
        update.movedItems = movedItems.shuffled(using: &rng)
        return update
    }

    /// Where `update`'s index maps disagree with the model.
    func divergences(of update: BatchUpdate) -> [String] {
        var found: [String] = []
        for section in old.indices where update.newSection(for: section) != expectedNewSection(for: section) {
            found.append("section \(section) → \(String(describing: update.newSection(for: section)))")
        }
        for (oldSection, _) in itemSections {
            for item in old[oldSection].indices {
                let path = IndexPath(item: item, section: oldSection)
                let expected = expectedNewIndexPath(for: path)
                if update.newIndexPath(for: path) != expected {
                    found.append(
                        "item \(path) → \(String(describing: update.newIndexPath(for: path))), expected "
                            + String(describing: expected))
                }
                if update.isReloaded(path) != reloadedItems.contains(path) {
                    found.append("item \(path) reloaded: \(update.isReloaded(path))")
                }
            }
        }
        for section in reloadedSections {
            for item in old[section].indices where !update.isReloaded(IndexPath(item: item, section: section)) {
                found.append("item \(item) of reloaded section \(section) is not reloaded")
            }
        }
        for (section, items) in newItems.enumerated() {
            let wholeSectionIsNew: Bool
            switch new[section] {
            case .inserted: wholeSectionIsNew = true
            case .old(let oldIndex): wholeSectionIsNew = reloadedSections.contains(oldIndex)
            }
            for (item, origin) in items.enumerated() {
                let path = IndexPath(item: item, section: section)
                let expected = wholeSectionIsNew || origin == .inserted
                if update.isInserted(path) != expected { found.append("new item \(path) inserted: \(!expected)") }
            }
        }
        return found
    }
}
