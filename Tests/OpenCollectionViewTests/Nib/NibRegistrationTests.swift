// Host-driven: lays out collection and table views through the headless host, so it does not compile against
// UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Registering a nib for a reuse identifier: a dequeue that needs a new view instantiates the nib and takes its
/// top-level cell ("The nib file must contain only one top-level object and that object must be of the type
/// UICollectionViewCell", Apple's `register(_:forCellWithReuseIdentifier:)` for nibs); reused cells are not made
/// again.
@MainActor
struct NibRegistrationTests {
    final class Grid: NSObject, UICollectionViewDataSource {
        var made = Set<ObjectIdentifier>()

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
            made.insert(ObjectIdentifier(cell))
            (cell as? NibNameCell)?.nameLabel.text = "Item \(indexPath.item)"
            return cell
        }
    }

    final class WrappingNames: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
            (cell as? NibNameCell)?.nameLabel.numberOfLines = 0
            (cell as? NibNameCell)?.nameLabel.text = String(repeating: "A name long enough to wrap. ", count: 6)
            return cell
        }
    }

    /// Interface Builder writes a cell's content view with an empty autoresizing mask (as `NameCell.xib` has it), and
    /// on iOS such a cell still sizes itself: the cell keeps its content view at its bounds. A label pinned to the
    /// content view's edges that wraps makes the cell as tall as its lines and the nib's margins.
    @Test func aSelfSizingCellFromANibGrowsWithItsWrappingLabel() throws {
        registerNibTestClasses()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(fixtureNib("NameCell"), forCellWithReuseIdentifier: "name")
        let names = WrappingNames()
        collectionView.dataSource = names
        let host = hostedInWindow(collectionView, size: CGSize(width: 300, height: 600))
        host.layout()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NibNameCell)
        let lineHeight = try #require(cell.nameLabel.font).lineHeight
        #expect(cell.contentView.frame == cell.bounds)
        #expect(cell.nameLabel.frame.width == 284)
        #expect(cell.nameLabel.frame.height >= 3 * lineHeight - 0.5)
        #expect(abs(cell.frame.height - (cell.nameLabel.frame.height + 16)) < 0.5)
    }

    @Test func aCollectionViewDequeuesConfiguredCellsFromTheNib() throws {
        registerNibTestClasses()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(fixtureNib("NameCell"), forCellWithReuseIdentifier: "name")
        let grid = Grid()
        collectionView.dataSource = grid
        let host = hostedInWindow(collectionView, size: CGSize(width: 300, height: 200))
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { host.layout() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? NibNameCell)
        #expect(cell.reuseIdentifier == "name")
        #expect(cell.nameLabel.text == "Item 4")
        #expect(cell.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
        #expect(cell.nameLabel.frame == CGRect(x: 8, y: 8, width: 84, height: 34))
        #expect(collectionView.visibleCells.count == grid.made.count)
        #expect(collectionView.visibleCells.allSatisfy { $0 is NibNameCell })
        // A jump of any distance shows the other items in the cells that left (no nib is instantiated again).
        let madeOnFirstScreen = grid.made.count
        collectionView.contentOffset = CGPoint(x: 0, y: 1010)
        host.layout()
        #expect(grid.made.count == madeOnFirstScreen)
    }

    final class Sections: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (header.subviews.first as? UILabel)?.text = "Section \(indexPath.section)"
            return header
        }
    }

    @Test func aCollectionViewDequeuesSupplementaryViewsFromTheNib() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 300, height: 30)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            fixtureNib("SectionHeader"), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let sections = Sections()
        collectionView.dataSource = sections
        let host = hostedInWindow(collectionView, size: CGSize(width: 300, height: 400))
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect { host.layout() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.count == 2)
        let second = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(second.reuseIdentifier == "header")
        #expect(second.backgroundColor == UIColor.systemGray6)
        let label = try #require(second.subviews.first as? UILabel)
        #expect(label.text == "Section 1")
        // leading 12, trailing 12 in a header as wide as the collection view.
        #expect(label.frame.minX == 12)
        #expect(label.frame.width == 276)
    }

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            (cell as? NibRowCell)?.titleLabel.text = "Row \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? NibHeaderView
            header?.titleLabel.text = "Section \(section)"
            return header
        }

        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    }

    @Test func aTableViewDequeuesConfiguredRowsAndHeadersFromNibs() throws {
        registerNibTestClasses()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.register(fixtureNib("RowCell"), forCellReuseIdentifier: "row")
        tableView.register(fixtureNib("HeaderFooter"), forHeaderFooterViewReuseIdentifier: "header")
        let rows = Rows()
        tableView.dataSource = rows
        tableView.delegate = rows
        let host = hostedInWindow(tableView, size: CGSize(width: 320, height: 400))
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            for _ in 0..<3 { host.layout() }
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NibRowCell)
        #expect(cell.titleLabel.text == "Row 1")
        #expect(cell.selectionStyle == .none)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.titleLabel.superview === cell.contentView)
        let header = try #require(tableView.headerView(forSection: 0) as? NibHeaderView)
        #expect(header.titleLabel.text == "Section 0")
        #expect(header.titleLabel.frame.minX == 16)
    }
}
