// Host-driven: hosts the lists in a HeadlessHost, so it does not compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Inset-grouped corners and separators follow batch updates (issue 34 item 4).
///
/// UIKit: in an inset-grouped list the section's first row has its top corners rounded (10 points), its last row its
/// bottom corners, and the last row has no separator below it (Apple's Human Interface Guidelines, "Lists and
/// tables": inset grouped sections have rounded corners; `UIListSeparatorConfiguration`'s automatic visibility hides
/// the separator below a section's last row). Observed on iOS 17: after a delete or an insert the row that becomes
/// first or last is rounded and loses its separator, and the one that stops being so is squared and gains one,
/// animated or not.
@MainActor
struct InsetGroupedEndsFollowUpdatesTests {
    private let bottomCorners: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    private let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

    /// Whether the cell shows a hairline along its bottom edge (its bottom separator).
    private func showsBottomSeparator(_ cell: UIView) -> Bool {
        cell.subviews.contains {
            type(of: $0) == UIView.self && !$0.isHidden && $0.frame.height <= 1 && $0.frame.maxY == cell.bounds.height
        }
    }

    private func list() -> ListClient {
        ListClient(UICollectionLayoutListConfiguration(appearance: .insetGrouped), sections: [["A", "B", "C"]])
    }

    private func apply(_ items: [String], to client: ListClient, animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        client.dataSource.apply(snapshot, animatingDifferences: animated)
        client.host.advance(by: 1)
        client.settle()
    }

    @Test(arguments: [false, true])
    func theRowLeftLastAfterADeleteIsRoundedAndLosesItsSeparator(animated: Bool) throws {
        let client = list()
        let middle = try #require(client.cell(1))
        #expect(middle.layer.cornerRadius == 0)
        #expect(showsBottomSeparator(middle))
        apply(["A", "B"], to: client, animated: animated)
        let last = try #require(client.cell(1))
        #expect(last === middle)
        #expect(last.layer.cornerRadius == 10)
        #expect(last.layer.maskedCorners == bottomCorners)
        #expect(!showsBottomSeparator(last))
    }

    @Test(arguments: [false, true])
    func theRowThatStopsBeingLastAfterAnInsertIsSquaredAndGainsASeparator(animated: Bool) throws {
        let client = list()
        let formerLast = try #require(client.cell(2))
        #expect(!showsBottomSeparator(formerLast))
        apply(["A", "B", "C", "D"], to: client, animated: animated)
        #expect(client.cell(2) === formerLast)
        #expect(formerLast.layer.cornerRadius == 0)
        #expect(showsBottomSeparator(formerLast))
        let newLast = try #require(client.cell(3))
        #expect(newLast.layer.maskedCorners == bottomCorners)
        #expect(!showsBottomSeparator(newLast))
    }

    @Test func theRowLeftFirstAfterADeleteHasTheTopCorners() throws {
        let client = list()
        let second = try #require(client.cell(1))
        apply(["B", "C"], to: client, animated: false)
        #expect(client.cell(0) === second)
        #expect(second.layer.cornerRadius == 10)
        #expect(second.layer.maskedCorners == topCorners)
    }

    @Test func anInsetGroupedTableRoundsTheRowLeftLast() throws {
        let client = TableClient(style: .insetGrouped)
        let middle = try #require(client.tableView.cellForRow(at: client.indexPath(1)))
        #expect(middle.layer.cornerRadius == 0)
        client.sections[0].removeLast()
        client.tableView.deleteRows(at: [client.indexPath(2)], with: .none)
        client.host.advance(by: 1)
        client.settle()
        #expect(client.tableView.cellForRow(at: client.indexPath(1)) === middle)
        #expect(middle.layer.cornerRadius == 10)
        #expect(middle.layer.maskedCorners == bottomCorners)
        #expect(!showsBottomSeparator(middle))
    }
}
