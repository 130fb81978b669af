// Host-driven: drives time, touches or diagnostics through OpenCollectionView's own API, so it does not compile
// against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

@MainActor
struct BatchUpdateTests {
    private func grid(_ sections: [[String]]) -> (GridClient, HeadlessHost) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let client = GridClient(sections: sections, layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        return (client, host)
    }

    private func labels(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.map {
            (collectionView.cellForItem(at: $0) as? CountingCell)?.label.text ?? "?"
        }
    }

    /// Deletes use indexes before the update and inserts indexes after it, deletes applied first: deleting
    /// item 0 and inserting at 0 and 2 turns a b c d into X b Y c d.
    @Test func deletesApplyBeforeInsertsWithOldAndNewIndexes() {
        let (client, host) = grid([["a", "b", "c", "d"]])
        let collectionView = client.collectionView
        let b = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                client.sections[0] = ["X", "b", "Y", "c", "d"]
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        host.advance(by: 0.5)
        #expect(finished == true)
        #expect(labels(collectionView) == ["X", "b", "Y", "c", "d"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === b)
        #expect(collectionView.visibleCells.allSatisfy { $0.alpha == 1 })
    }

    @Test func movesAndSelectionFollowTheItems() {
        let (client, host) = grid([["a", "b", "c"], ["d", "e"]])
        let collectionView = client.collectionView
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collectionView.performBatchUpdates {
            client.sections = [["c", "a", "b"], ["d", "e"]]
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }
        host.advance(by: 0.5)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(labels(collectionView) == ["c", "a", "b", "d", "e"])
        collectionView.performBatchUpdates {
            client.sections = [["d", "e"]]
            collectionView.deleteSections(IndexSet(integer: 0))
        }
        host.advance(by: 0.5)
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(labels(collectionView) == ["d", "e"])
    }

    @Test func insertedItemsFadeInWithTheLayoutsInitialAttributes() {
        let (client, host) = grid([["a", "b"]])
        let collectionView = client.collectionView
        client.sections[0].append("c")
        collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        let inserted = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(inserted?.layer.presentation()?.opacity ?? 1 < 0.01)
        host.advance(by: 0.15)
        let midway = inserted?.layer.presentation()?.opacity ?? 0
        #expect(midway > 0.05 && midway < 0.95)
        host.advance(by: 0.3)
        #expect(inserted?.layer.presentation()?.opacity == 1)
    }

    @Test func reloadReplacesTheCell() {
        let (client, host) = grid([["a", "b"]])
        let collectionView = client.collectionView
        let before = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        client.sections[0][0] = "A"
        collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        host.advance(by: 0.5)
        let after = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(after !== before)
        #expect((after as? CountingCell)?.label.text == "A")
    }

    @Test func reconfigureKeepsTheCell() {
        let (client, _) = grid([["a", "b"]])
        let collectionView = client.collectionView
        let before = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        client.sections[0][0] = "A"
        collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === before)
        #expect((before as? CountingCell)?.label.text == "A")
    }

    @Test func inconsistentUpdateIsReportedInUIKitWordsAndRecoveredByReloading() {
        let (client, host) = grid([["a", "b", "c"]])
        let collectionView = client.collectionView
        var finished: Bool?
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            collectionView.performBatchUpdates(
                {
                    client.sections[0] += ["d", "e"]
                    collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                }, completion: { finished = $0 })
            host.advance(by: 0.5)
        }
        let messages = diagnostics.map(\.message)
        #expect(diagnostics.allSatisfy { $0.kind == .invalidUpdate })
        #expect(finished == false)
        #expect(
            messages == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                    + "section after the update (5) must be equal to the number of items contained in that section "
                    + "before the update (3), plus or minus the number of items inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                    + "(0 moved in, 0 moved out)."
            ])
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(labels(collectionView) == ["a", "b", "c", "d", "e"])
    }

    @Test func outOfRangeDeleteAndSectionCountAreReported() {
        let (client, host) = grid([["a"]])
        let collectionView = client.collectionView
        let (_, diagnostics) = OpenCollectionViewDiagnostics.collect {
            collectionView.performBatchUpdates {
                client.sections[0] = []
                collectionView.deleteItems(at: [IndexPath(item: 4, section: 0)])
            }
            collectionView.performBatchUpdates {
                client.sections.append(["z"])
            }
            host.layout()
        }
        let messages = diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(
            messages.first == "attempt to delete item 4 from section 0 which only contains 1 items before the update")
        #expect(messages.last?.hasPrefix("Invalid update: invalid number of sections.") == true)
        #expect(collectionView.numberOfSections == 2)
    }

    @Test func layoutSeesUpdateItemsInUIKitIndexTerms() {
        final class RecordingLayout: UICollectionViewFlowLayout {
            var seen: [String] = []
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                seen = updateItems.map {
                    "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0.item)" } ?? "-")→\($0.indexPathAfterUpdate.map { "\($0.item)" } ?? "-")"
                }
            }
        }
        let layout = RecordingLayout()
        let client = GridClient(sections: [["a", "b", "c"]], layout: layout, size: CGSize(width: 320, height: 480))
        let host = hostedInWindow(client.collectionView, size: CGSize(width: 320, height: 480))
        host.layout()
        client.collectionView.performBatchUpdates {
            client.sections[0] = ["b", "X", "c"]
            client.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            client.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(layout.seen == ["delete 0→-", "insert -→1"])
    }
}
