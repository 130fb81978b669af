// Host-driven: reads `AccessibilityTree`, OpenCollectionView's own API, so it does not compile against UIKit (see
// docs/Testing.md).
import OpenCollectionView
import Testing

/// Collection views and table views as assistive apps meet them: a list or data table whose row and column counts
/// cover every item while only the cells on screen are elements. UIKit's behaviour named per test:
/// - VoiceOver reports a scroll position over all of a collection's content, loaded or not ("Page 2 of 15";
///   J. Harris, "One (Not So) Weird Trick For Accessibility", on `accessibilityScrollStatus`), and data tables
///   answer `accessibilityRowCount()` / `accessibilityColumnCount()` for the whole table (`UIAccessibilityContainerDataTable`).
/// - List cells are one element whose label combines their text and secondary text, as table view cells are
///   (Apple, "Accessibility for UIKit": a table view cell's label is built from its labels).
/// - Apple's `UIAccessibilityTraits.header` documentation names section headers; list header cells read as headings.
@MainActor
struct CollectionAccessibilityTests {
    @MainActor private final class Items: NSObject, UICollectionViewDataSource {
        let count: Int
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item + 1)"
            cell.contentConfiguration = content
        }

        init(count: Int) { self.count = count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    private func list(count: Int) -> (UICollectionView, Items, HeadlessHost) {
        let size = CGSize(width: 390, height: 844)
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: size),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let items = Items(count: count)
        collectionView.dataSource = items
        let host = hostedInWindow(collectionView, size: size)
        for _ in 0..<3 { host.layout() }
        return (collectionView, items, host)
    }

    @Test func aListOfAMillionItemsReportsAMillionRowsButOnlyItsVisibleCells() throws {
        let (collectionView, items, host) = list(count: 1_000_000)
        _ = items
        let tree = AccessibilityTree.build(from: host.window)
        let listNode = try #require(tree.allNodes.first { $0.containerType == .list })
        #expect(listNode.id == AccessibilityTreeNode.id(of: collectionView))
        #expect(listNode.rowCount == 1_000_000)
        #expect(listNode.columnCount == 1)
        #expect(listNode.children.count == collectionView.visibleCells.count)
        #expect(listNode.children.count < 30)
        let first = listNode.children[0]
        #expect(first.isElement)
        #expect(first.label == "Item 1")
        #expect(first.rowIndex == 0)
        #expect(listNode.children.map(\.rowIndex) == Array(0..<listNode.children.count).map { $0 })

        let text = AccessibilityTree.text(of: tree)
        #expect(text.contains("List, 1,000,000 rows"))
        #expect(text.contains("  Row 5 of 1,000,000: \"Item 5\""))
    }

    @Test func rowsFarDownKeepTheirPositionAmongAllItems() throws {
        let (collectionView, items, host) = list(count: 1_000_000)
        _ = items
        collectionView.scrollToItem(at: IndexPath(item: 500_000, section: 0), at: .top, animated: false)
        for _ in 0..<3 { host.layout() }
        let tree = AccessibilityTree.build(from: host.window)
        let row = try #require(tree.elements.first { $0.label == "Item 500001" })
        #expect(row.rowIndex == 500_000)
        #expect(AccessibilityTree.text(of: tree).contains("Row 500,001 of 1,000,000: \"Item 500001\""))
    }

    @Test func aGridIsADataTableWithRowsAndColumnsOfAllItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        let size = CGSize(width: 390, height: 844)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let items = Items(count: 1_000_002)
        collectionView.dataSource = items
        let host = hostedInWindow(collectionView, size: size)
        host.layout()
        let tree = AccessibilityTree.build(from: host.window)
        let table = try #require(tree.allNodes.first { $0.containerType == .dataTable })
        // 4 columns of 80 points with 8-point gaps fit in 390 points; 1,000,002 items fill 250,001 rows.
        #expect(table.columnCount == 4)
        #expect(table.rowCount == 250_001)
        #expect(collectionView.accessibilityRowCount() == 250_001)
        let sixth = try #require(table.children.first { $0.label == "Item 6" })
        #expect(sixth.rowIndex == 1)
        #expect(sixth.columnIndex == 1)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(cell.accessibilityRowRange() == NSRange(location: 1, length: 1))
        #expect(cell.accessibilityColumnRange() == NSRange(location: 1, length: 1))
        #expect(collectionView.accessibilityDataTableCellElement(forRow: 1, column: 1) === cell)
        #expect(collectionView.accessibilityDataTableCellElement(forRow: 250_000, column: 3) == nil)
    }

    @Test func aListCellCombinesItsTextsAndItsAccessories() throws {
        let client = ListClient(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["A", "B", "C"]]
        ) { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Detail \(item)"
            cell.contentConfiguration = content
            cell.accessories =
                indexPath.item == 0 ? [.disclosureIndicator()] : indexPath.item == 1 ? [.checkmark()] : []
        }
        let a = try #require(client.cell(0))
        let b = try #require(client.cell(1))
        let c = try #require(client.cell(2))
        #expect(a.isAccessibilityElement)
        #expect(a.accessibilityLabel == "A, Detail A")
        #expect(a.accessibilityTraits.contains(.button))
        #expect(b.accessibilityTraits.contains(.selected))
        #expect(!c.accessibilityTraits.contains(.selected))
        #expect(!c.accessibilityTraits.contains(.button))
        let text = AccessibilityTree.text(of: client.host.window)
        #expect(text.contains("Row 1 of 3: Button \"A, Detail A\""))
        #expect(text.contains("Row 2 of 3: \"B, Detail B\", selected"))
    }

    @Test func aSelectedCellIsSelected() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain))
        client.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        client.settle()
        let cell = try #require(client.cell(1))
        #expect(cell.accessibilityTraits.contains(.selected))
        let row = try #require(AccessibilityTree.build(from: client.host.window).elements.first { $0.label == "B" })
        #expect(row.isSelected)
    }

    @Test func listHeadersAreHeadings() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let client = ListClient(configuration, sections: [["A"], ["B"]])
        let tree = AccessibilityTree.build(from: client.host.window)
        // Inset-grouped headers show their text uppercased, as UIKit's grouped header style does, and are read as shown.
        let header = try #require(tree.elements.first { $0.label == "HEADER 0" })
        #expect(header.traits.contains(.header))
        #expect(header.rowIndex == nil)
        // Headers come before their section's rows, in index-path order.
        let labels = tree.elements.compactMap(\.label)
        #expect(labels == ["HEADER 0", "A", "HEADER 1", "B"])
        #expect(AccessibilityTree.text(of: tree).contains("List, 2 rows\n  Heading \"HEADER 0\"\n  Row 1 of 2: \"A\""))
    }

    @Test func outlineRowsSayWhetherTheyAreExpanded() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .sidebar), sections: [[]]) {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.count == 1 ? [.outlineDisclosure()] : []
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["P", "Q"])
        outline.append(["P1"], to: "P")
        outline.expand(["P"])
        client.dataSource.apply(outline, to: 0, animatingDifferences: false)
        client.settle()
        let tree = AccessibilityTree.build(from: client.host.window)
        #expect(tree.elements.first { $0.label == "P" }?.isExpanded == true)
        #expect(tree.elements.first { $0.label == "Q" }?.isExpanded == false)
        #expect(tree.elements.first { $0.label == "P1" }?.isExpanded == nil)
        #expect(AccessibilityTree.text(of: tree).contains("\"Q\", collapsed"))
    }

    @Test func swipeActionsAreCustomActionsThatPerform() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        final class Log { var entries: [String] = [] }
        let log = Log()
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    log.entries.append("delete \(indexPath.item)")
                    done(true)
                },
                UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) },
            ])
        }
        let client = ListClient(configuration)
        let cell = try #require(client.cell(1))
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Delete", "Flag"])
        let tree = AccessibilityTree.build(from: client.host.window)
        let row = try #require(tree.elements.first { $0.label == "B" })
        #expect(row.customActionNames == ["Delete", "Flag"])
        #expect(AccessibilityTree.perform(.customAction(0), onElementWithID: row.id, in: client.host.window))
        #expect(log.entries == ["delete 1"])
    }

    @Test func editMenuActionsAreCustomActions() throws {
        @MainActor final class Menu: NSObject, UICollectionViewDelegate {
            var performed: [String] = []
            func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
                -> Bool
            { true }
            func collectionView(
                _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                withSender sender: Any?
            ) -> Bool { action == .copy }
            func collectionView(
                _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                withSender sender: Any?
            ) { performed.append("copy \(indexPath.item)") }
        }
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain))
        let menu = Menu()
        client.collectionView.delegate = menu
        let row = try #require(AccessibilityTree.build(from: client.host.window).elements.first { $0.label == "C" })
        #expect(row.customActionNames == ["Copy"])
        #expect(AccessibilityTree.perform(.customAction(0), onElementWithID: row.id, in: client.host.window))
        #expect(menu.performed == ["copy 2"])
    }

    @Test func aTableViewIsAListOfItsRows() throws {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100_000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        tableView.dataSource = rows
        let host = hostedInWindow(tableView, size: CGSize(width: 390, height: 844))
        for _ in 0..<3 { host.layout() }
        let tree = AccessibilityTree.build(from: host.window)
        let list = try #require(tree.allNodes.first { $0.containerType == .list })
        #expect(list.rowCount == 100_000)
        #expect(list.children.first?.label == "Row 0")
        #expect(list.children.first?.rowIndex == 0)
    }

    /// A row with a switch as its accessory reads as the switch, one element, as Settings' rows do on iOS
    /// ("Airplane Mode, switch button, off"): the switch is not a second element, and VoiceOver's double tap on the
    /// row flips the switch and runs its value-changed actions.
    @Test func aRowWithASwitchReadsAndActsAsTheSwitch() throws {
        final class Log { var values: [Bool] = [] }
        let log = Log()
        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in log.values.append(toggle.isOn) }, for: .valueChanged)
        let client = ListClient(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["Airplane Mode"]]
        ) {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
        }
        var tree = AccessibilityTree.build(from: client.host.window)
        let row = try #require(tree.elements.first { $0.label == "Airplane Mode" })
        #expect(row.traits.contains(.toggleButton))
        #expect(row.value == "0")
        #expect(tree.elements.count == 1, "the switch is part of the row (\(tree.elements.map(\.label)))")
        #expect(AccessibilityTree.perform(.activate, onElementWithID: row.id, in: client.host.window))
        #expect(toggle.isOn)
        #expect(log.values == [true])
        client.host.layout()
        tree = AccessibilityTree.build(from: client.host.window)
        #expect(tree.elements.first { $0.label == "Airplane Mode" }?.value == "1")
    }

}
