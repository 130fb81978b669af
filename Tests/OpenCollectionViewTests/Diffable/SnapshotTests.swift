import Testing

#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST
    import UIKit
#else
    import OpenCollectionView
#endif

struct SnapshotTests {
    @Test func buildingAndQueryingSectionsAndItems() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([7, 8])
        snapshot.insertItems([4], afterItem: 3)
        snapshot.insertItems([0], beforeItem: 1)
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 4, 7, 8])
        #expect(snapshot.numberOfItems == 7)
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems(inSection: "c") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [])
        #expect(snapshot.sectionIdentifier(containingItem: 7) == "c")
        #expect(snapshot.indexOfItem(7) == 5)
        #expect(snapshot.indexOfSection("c") == 2)
        snapshot.moveItem(0, afterItem: 8)
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.itemIdentifiers == [7, 8, 0, 1, 2, 3, 4])
        #expect(snapshot.indexOfItem(1) == 3)
        snapshot.deleteItems([8, 2])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [7, 0, 1, 3, 4])
        #expect(snapshot.sectionIdentifiers == ["c", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["a"])
        #expect(snapshot.reloadedItemIdentifiers == [1])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["a"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test func snapshotsAreValues() {
        var original = NSDiffableDataSourceSnapshot<Int, Int>()
        original.appendSections([0])
        original.appendItems([1, 2])
        var copy = original
        copy.deleteItems([1])
        #expect(original.itemIdentifiers == [1, 2])
        #expect(copy.itemIdentifiers == [2])
    }

    @Test func sectionSnapshotsAreOutlines() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Red", "Green"], to: "Apple")
        outline.append(["Leek"], to: "Veg")
        #expect(outline.items == ["Fruit", "Apple", "Red", "Green", "Pear", "Veg", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        outline.expand(["Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Red", "Green", "Pear", "Veg"])
        #expect(outline.level(of: "Green") == 2)
        #expect(outline.parent(of: "Green") == "Apple")
        #expect(outline.isVisible("Leek") == false)
        #expect(outline.rootItems == ["Fruit", "Veg"])
        #expect(outline.index(of: "Pear") == 4)
        let fruit = outline.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Pear"])
        #expect(fruit.items == ["Apple", "Red", "Green", "Pear"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        outline.insert(["Nuts"], after: "Fruit")
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Pear", "Nuts", "Veg", "Leek"])
        #expect(!outline.contains("Red"))
    }
}
