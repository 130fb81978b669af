// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Accessories, separators and editing. Expected values follow UIKit's documented behaviour: trailing accessories
/// end at the trailing layout margin, accessories marked `whenEditing` show only while the collection view edits (and
/// `whenNotEditing` ones only while it does not), the content view gives way to them, separators start at the text,
/// and a reorder grabber moves rows through the data source's `reorderingHandlers`.
@MainActor
struct ListAccessoryTests {
    /// The accessory views of a cell: its subviews beside the content view, background and separators that take
    /// touches or draw a glyph (UIKit keeps them outside `contentView` too).
    private func accessoryViews(_ cell: UICollectionViewListCell) -> [UIView] {
        cell.subviews.filter { $0 is UIControl }
    }

    @Test func disclosureIndicatorEndsAtTheTrailingMargin() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cell = try #require(client.cell(0))
        let indicator = try #require(accessoryViews(cell).first)
        #expect((indicator.frame.maxX - (390 - 16)).magnitude < 0.001)
        // Centred in the row (on whole points).
        #expect((indicator.frame.midY - 22).magnitude <= 0.5)
        #expect(cell.contentView.frame.maxX <= indicator.frame.minX + 0.001)
    }

    @Test func editingAccessoriesShowOnlyWhileEditing() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let cell = try #require(client.cell(0))
        let views = accessoryViews(cell)
        #expect(views.count == 3)
        #expect(views.map(\.alpha) == [0, 0, 1])
        #expect(!cell.configurationState.isEditing)
        let textBefore = try #require(client.listContentView(cell)?.subviews.compactMap { $0 as? UILabel }.first)
            .convert(CGPoint.zero, to: cell).x
        UIView.performWithoutAnimation { client.collectionView.isEditing = true }
        client.settle()
        #expect(cell.configurationState.isEditing)
        #expect(views.map(\.alpha) == [1, 1, 0])
        // The delete control sits at the leading margin; the text moves to make room for it.
        #expect((views[0].frame.minX - 16).magnitude < 0.001)
        let textAfter = try #require(client.listContentView(cell)?.subviews.compactMap { $0 as? UILabel }.first)
            .convert(CGPoint.zero, to: cell).x
        #expect(textAfter > views[0].frame.maxX)
        #expect(textAfter > textBefore)
        // The grabber ends at the trailing margin.
        #expect((views[1].frame.maxX - (390 - 16)).magnitude < 0.001)
    }

    @Test func deleteAccessoryRunsItsHandler() throws {
        var deleted: [String] = []
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.delete { deleted.append(item) }]
        }
        UIView.performWithoutAnimation { client.collectionView.isEditing = true }
        client.settle()
        let cell = try #require(client.cell(1))
        let control = try #require(accessoryViews(cell).first)
        client.host.tap(at: control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil))
        #expect(deleted == ["B"])
        #expect(!cell.isSelected)
    }

    @Test func separatorsStartAtTheText() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 29, height: 29))
        }
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            if indexPath.item == 1 { content.image = image }
            cell.contentConfiguration = content
        }
        for item in 0..<2 {
            let cell = try #require(client.cell(item))
            let label = try #require(client.listContentView(cell)?.subviews.compactMap { $0 as? UILabel }.first)
            let textX = label.convert(CGPoint.zero, to: cell).x
            #expect(cell.separatorLayoutGuide.layoutFrame.minX == textX)
        }
        let plainText = try #require(client.cell(0)).separatorLayoutGuide.layoutFrame.minX
        #expect(plainText == 16)
        #expect(try #require(client.cell(1)).separatorLayoutGuide.layoutFrame.minX > 16 + 29)
    }

    @Test func reorderGrabberMovesRowsThroughTheReorderingHandlers() throws {
        var orders: [[String]] = []
        let client = ListClient(
            UICollectionLayoutListConfiguration(appearance: .plain), sections: [["A", "B", "C", "D"]]
        ) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        client.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        client.dataSource.reorderingHandlers.didReorder = { transaction in
            orders.append(transaction.finalSnapshot.itemIdentifiers)
        }
        UIView.performWithoutAnimation { client.collectionView.isEditing = true }
        client.settle()
        let cell = try #require(client.cell(0))
        let grabber = try #require(accessoryViews(cell).first)
        let start = grabber.convert(CGPoint(x: grabber.bounds.midX, y: grabber.bounds.midY), to: nil)
        client.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 44 * 2 + 10))
        client.host.advance(by: 1)
        client.settle()
        #expect(orders.last == ["B", "C", "A", "D"])
        #expect(client.dataSource.snapshot().itemIdentifiers == ["B", "C", "A", "D"])
    }

    @Test func multiselectFollowsSelection() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain)) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.multiselect()]
        }
        client.collectionView.allowsMultipleSelectionDuringEditing = true
        UIView.performWithoutAnimation { client.collectionView.isEditing = true }
        client.settle()
        let cell = try #require(client.cell(0))
        let circle = try #require(accessoryViews(cell).first)
        let unselected = client.host.svg()
        client.host.tap(at: client.point(in: cell, CGPoint(x: 200, y: 22)))
        client.host.tap(at: client.point(in: try #require(client.cell(1)), CGPoint(x: 200, y: 22)))
        client.settle()
        #expect(client.collectionView.indexPathsForSelectedItems?.count == 2)
        #expect(circle.alpha == 1)
        #expect(client.host.svg() != unselected)
    }
}
