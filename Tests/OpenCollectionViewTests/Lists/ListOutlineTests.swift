// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Expanding and collapsing through outline disclosures, as UIKit documents for diffable data sources: the
/// disclosure toggles the item in its section snapshot, asking `shouldExpandItem`/`shouldCollapseItem` first and
/// telling `willExpandItem`/`willCollapseItem`; `snapshotForExpandingParentItem` supplies children lazily; the
/// cell's state reports `isExpanded`; children indent by their level.
@MainActor
struct ListOutlineTests {
    @MainActor
    private final class Outline {
        let client: ListClient
        var calls: [String] = []

        init(headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none, expanded: Bool = false) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = headerMode
            client = ListClient(configuration, sections: [[]]) { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = item.count == 1 ? [.outlineDisclosure()] : []
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["P", "Q"])
            outline.append(["P1", "P2"], to: "P")
            outline.append(["Q1"], to: "Q")
            if expanded { outline.expand(["P"]) }
            client.dataSource.apply(outline, to: 0, animatingDifferences: false)
            client.settle()
            let handlers = client.dataSource
            handlers.sectionSnapshotHandlers.willExpandItem = { [unowned self] in self.calls.append("willExpand \($0)")
            }
            handlers.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in
                self.calls.append("willCollapse \($0)")
            }
        }

        var visible: [String] { client.dataSource.snapshot().itemIdentifiers }

        /// Taps the outline disclosure of the row at `item`.
        func tapDisclosure(_ item: Int) throws {
            let cell = try #require(client.cell(item))
            let disclosure = try #require(cell.subviews.first { $0 is UIControl })
            client.host.tap(
                at: disclosure.convert(CGPoint(x: disclosure.bounds.midX, y: disclosure.bounds.midY), to: nil))
            client.host.advance(by: 1)
            client.settle()
        }
    }

    @Test func disclosureExpandsAndCollapsesThroughTheSectionSnapshot() throws {
        let outline = Outline()
        #expect(outline.visible == ["P", "Q"])
        #expect(outline.client.cell(0)?.configurationState.isExpanded == false)
        try outline.tapDisclosure(0)
        #expect(outline.visible == ["P", "P1", "P2", "Q"])
        #expect(outline.calls == ["willExpand P"])
        #expect(outline.client.dataSource.snapshot(for: 0).isExpanded("P"))
        #expect(outline.client.cell(0)?.configurationState.isExpanded == true)
        try outline.tapDisclosure(0)
        #expect(outline.visible == ["P", "Q"])
        #expect(outline.calls == ["willExpand P", "willCollapse P"])
    }

    @Test func shouldExpandItemCanRefuse() throws {
        let outline = Outline()
        outline.client.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "P" }
        try outline.tapDisclosure(0)
        #expect(outline.visible == ["P", "Q"])
        #expect(outline.calls.isEmpty)
        try outline.tapDisclosure(1)
        #expect(outline.visible == ["P", "Q", "Q1"])
    }

    @Test func childrenCanBeSuppliedWhenExpanding() throws {
        let outline = Outline()
        outline.client.dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, _ in
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(["\(parent)-lazy"])
            return children
        }
        try outline.tapDisclosure(1)
        #expect(outline.visible == ["P", "Q", "Q-lazy"])
    }

    @Test func childrenIndentByTheirLevel() throws {
        let client = ListClient(UICollectionLayoutListConfiguration(appearance: .plain), sections: [[]])
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Root"])
        outline.append(["Child"], to: "Root")
        outline.append(["Grandchild"], to: "Child")
        outline.expand(["Root", "Child"])
        client.dataSource.apply(outline, to: 0, animatingDifferences: false)
        client.settle()
        var textX: [CGFloat] = []
        for item in 0..<3 {
            let cell = try #require(client.cell(item))
            #expect(cell.indentationLevel == item)
            let label = try #require(client.listContentView(cell)?.subviews.compactMap { $0 as? UILabel }.first)
            textX.append(label.convert(CGPoint.zero, to: cell).x)
        }
        let width = try #require(client.cell(0)).indentationWidth
        #expect(textX[1] - textX[0] == width)
        #expect(textX[2] - textX[1] == width)
    }

    @Test func headerRowTogglesWhenTappedAnywhere() throws {
        let outline = Outline(headerMode: .firstItemInSection)
        let header = try #require(outline.client.cell(0))
        outline.client.host.tap(at: outline.client.point(in: header, CGPoint(x: 60, y: 22)))
        outline.client.host.advance(by: 1)
        outline.client.settle()
        #expect(outline.visible == ["P", "P1", "P2", "Q"])
        #expect(!header.isSelected)
    }
}
