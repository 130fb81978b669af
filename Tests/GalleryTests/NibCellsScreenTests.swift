import OpenCollectionView
import Testing

@testable import Gallery

/// The nib screen: its cells come from `ContactCell.xib` (a resource of the Gallery) through
/// `register(_:forCellWithReuseIdentifier:)` with a `UINib`, as Apple documents for cells designed in Interface
/// Builder: each dequeued cell is the nib's custom class with its outlets connected, the nib's runtime attribute
/// rounds the badge, and the nib's constraints place the views — the badge 40 × 40 at (16, 12), the name 12 points
/// after it — and make every row 64 points tall (12 + 40 + 12).
@MainActor
struct NibCellsScreenTests {
    @Test func cellsComeFromTheNibWithTheirOutletsConstraintsAndAttributes() throws {
        let (host, diagnostics) = OpenCollectionViewDiagnostics.collect {
            let host = HeadlessHost.gallery("nib-cells", size: phone)
            host.advance(by: 1)
            return host
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let list = try #require(host.view("nib-contacts") as? UICollectionView)
        let cells = list.visibleCells.compactMap { $0 as? NibContactCell }
        #expect(!cells.isEmpty && cells.count == list.visibleCells.count, "every cell is the nib's class")
        let first = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? NibContactCell)
        #expect(first.nameLabel.text == "Ada Lovelace")
        #expect(first.initialsLabel.text == "AL")
        #expect(first.initialsLabel.layer.cornerRadius == 20)
        #expect(first.initialsLabel.frame == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(first.nameLabel.frame.minX == 68)
        #expect(first.detailLabel.frame.minY == first.nameLabel.frame.maxY + 2)
        for cell in cells { #expect(cell.bounds.height >= 64, "\(cell.nameLabel.text ?? "")") }
        // The detail is one line, cut with an ellipsis: every row is the nib's 64 points and keeps its name line.
        for cell in cells {
            #expect(cell.nameLabel.frame.height >= cell.nameLabel.intrinsicContentSize.height)
            #expect(cell.detailLabel.frame.maxY <= cell.contentView.bounds.maxY - 12)
        }
    }
}
