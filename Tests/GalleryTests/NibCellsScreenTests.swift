import OpenCollectionView
import Testing

@testable import Gallery

/// The nib screen: its cells come from `ContactCell.xib` (a resource of the Gallery) through
/// `register(_:forCellWithReuseIdentifier:)` with a `UINib`, as Apple documents for cells designed in Interface
/// Builder: each dequeued cell is the nib's custom class with its outlets connected, the nib's runtime attribute
/// rounds the badge, and the nib's constraints place the views — the badge 40 × 40 at (16, 12), the name 12 points
/// after it — and make every row at least 64 points tall (12 + 40 + 12), taller where the detail wraps.
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
        // The detail wraps (numberOfLines 0 in the nib) and its row grows to hold it: the nib's content view has
        // Interface Builder's empty autoresizing mask, which on iOS does not pin it. Every row keeps its name line
        // and ends 12 points below its badge or its detail, whichever is lower.
        let lineHeight = try #require(first.detailLabel.font).lineHeight
        #expect(first.detailLabel.frame.height >= 2 * lineHeight - 0.5, "Ada Lovelace's detail takes two lines")
        for cell in cells {
            #expect(cell.nameLabel.frame.height >= cell.nameLabel.intrinsicContentSize.height)
            let bottom = max(cell.initialsLabel.frame.maxY, cell.detailLabel.frame.maxY) + 12
            #expect(abs(cell.bounds.height - bottom) < 0.5, "\(cell.nameLabel.text ?? "")")
        }
    }
}
