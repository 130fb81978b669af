// Storage properties of NSDiffableDataSourceSnapshot that UIKit documents as value semantics, checked through
// internal storage (array buffers), so the file uses `@testable` and does not compile against UIKit.
import Testing

@testable import OpenCollectionView

/// The snapshot is a value (Apple: "NSDiffableDataSourceSnapshot" is a struct): copies are independent, and here
/// they share storage until one is changed; queries with nothing marked hand out stored arrays.
struct SnapshotStorageTests {
    private func threeSections() -> NSDiffableDataSourceSnapshot<String, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5], toSection: "c")
        snapshot.appendItems([6], toSection: "b")
        return snapshot
    }

    private func address<Element>(_ array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func itemIdentifiersOfManySectionsAreTheStoredArray() {
        let snapshot = threeSections()
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 6, 4, 5])
        #expect(address(snapshot.itemIdentifiers) == address(snapshot.itemIdentifiers))
    }

    @Test func nothingMarkedMeansEmptyArraysWithoutStorage() {
        let snapshot = threeSections()
        #expect(snapshot.reloadedItemIdentifiers.capacity == 0)
        #expect(snapshot.reconfiguredItemIdentifiers.capacity == 0)
        #expect(snapshot.reloadedSectionIdentifiers.capacity == 0)
    }

    @Test func copiesShareStorageUntilChanged() {
        let original = threeSections()
        var copy = original
        #expect(address(copy.itemIdentifiers) == address(original.itemIdentifiers))
        copy.deleteItems([6])
        copy.appendItems([7], toSection: "b")
        #expect(original.itemIdentifiers == [1, 2, 3, 6, 4, 5])
        #expect(copy.itemIdentifiers == [1, 2, 3, 7, 4, 5])
        #expect(original.indexOfItem(6) == 3 && copy.indexOfItem(6) == nil)
        #expect(copy.indexOfItem(7) == 3 && copy.sectionIdentifier(containingItem: 7) == "b")
    }

    /// Lookups after edits that shift positions (inserting in the middle, moving, deleting sections) find every
    /// item at its new place, empty sections included.
    @Test func lookupsFollowEveryEdit() {
        var snapshot = threeSections()
        snapshot.insertSections(["empty"], beforeSection: "b")
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.moveItem(5, beforeItem: 1)
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "empty", "b"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 10, 11, 2, 3, 6])
        for (index, item) in snapshot.itemIdentifiers.enumerated() { #expect(snapshot.indexOfItem(item) == index) }
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "c")
        #expect(snapshot.sectionIdentifier(containingItem: 6) == "b")
        #expect(snapshot.numberOfItems(inSection: "empty") == 0)
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [4, 6])
        #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfItem(6) == 1)
        snapshot.appendItems([1], toSection: "empty")
        #expect(snapshot.itemIdentifiers == [4, 1, 6])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "empty")
    }

    /// A reorder's difference names each moved item's removal and insertion, associated with each other, and
    /// applying it to the items before gives the items after.
    @Test func identifierDifferenceAppliesAndAssociatesMoves() throws {
        let before = Array(0..<200)
        var after = before.filter { $0 % 7 != 0 }
        after.insert(contentsOf: [500, 501], at: 30)
        after.swapAt(3, 150)
        let difference = CollectionDifference<Int>.betweenIdentifiers(from: before, to: after)
        #expect(before.applying(difference) == after)
        let removals = difference.removals.filter {
            if case .remove(_, _, let other) = $0 { other != nil } else { false }
        }
        #expect(removals.count == 2)
    }
}
