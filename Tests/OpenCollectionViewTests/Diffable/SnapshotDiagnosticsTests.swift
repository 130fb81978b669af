import OpenCollectionView
import Testing

/// What a snapshot does with misuse UIKit answers with an exception: each problem is reported through
/// `OpenCollectionViewDiagnostics` (our API, so these tests do not compile against UIKit) and the call is ignored,
/// leaving the snapshot valid.
struct SnapshotDiagnosticsTests {
    @Test func misuseIsDiagnosedAndTheSnapshotStaysValid() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            snapshot.appendItems([1])
            snapshot.appendSections(["a", "a"])
            snapshot.appendItems([1, 2, 1])
            snapshot.appendItems([3], toSection: "missing")
            snapshot.moveItem(9, beforeItem: 1)
            snapshot.deleteItems([42])
        }
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.itemIdentifiers == [1, 2])
        #expect(diagnostics.count == 6)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidSnapshot })
        #expect(diagnostics[2].message.contains("Item identifier 1 is already in the snapshot"))
        #expect(diagnostics[3].message.contains("missing"))
        #expect(diagnostics[4].message.contains("9"))
    }
}
