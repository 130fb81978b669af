// Host-free but built on OpenCollectionView's internals (the model clients of the property tests), so it does not
// compile against UIKit (see docs/Testing.md).
import OpenCollectionView
import Testing

/// Batch updates of sections sized by the delegate are applied to the solved layout incrementally; whatever was
/// inserted, deleted or reloaded, every frame must be what solving the new data from scratch gives.
@MainActor
struct FlowLayoutEditTests {
    @Test func incrementalInsertsAndDeletesEqualAFullSolve() {
        var divergences: [String] = []
        for seed in 0..<UInt64(150) {
            var rng = SplitMix64(seed: seed &+ 7_000)
            let model = FlowLayoutModel(random: &rng, uniform: false)
            let client = SizedFlowModelClient(model)
            client.collectionView.layoutIfNeeded()
            _ = client.everything()
            for round in 0..<5 {
                var deleted: [IndexPath] = []
                var inserted: [IndexPath] = []
                var reloaded: [IndexPath] = []
                var sizes = client.sizes
                for section in sizes.indices where rng.chance(0.6) {
                    let originalCount = sizes[section].count
                    var kept = Array(sizes[section].indices)
                    for _ in 0..<rng.int(0...3) where !kept.isEmpty {
                        let index = rng.int(0...(kept.count - 1))
                        deleted.append(IndexPath(item: kept.remove(at: index), section: section))
                    }
                    if !kept.isEmpty, rng.chance(0.3) {
                        let item = kept[rng.int(0...(kept.count - 1))]
                        reloaded.append(IndexPath(item: item, section: section))
                    }
                    var newSizes = kept.map { sizes[section][$0] }
                    for reload in reloaded where reload.section == section {
                        newSizes[kept.firstIndex(of: reload.item)!] = randomSize(&rng, model)
                    }
                    for _ in 0..<rng.int(0...3) {
                        let item = rng.int(0...newSizes.count)
                        newSizes.insert(randomSize(&rng, model), at: item)
                        inserted = inserted.map {
                            $0.section == section && $0.item >= item
                                ? IndexPath(item: $0.item + 1, section: section) : $0
                        }
                        inserted.append(IndexPath(item: item, section: section))
                    }
                    _ = originalCount
                    sizes[section] = newSizes
                }
                client.collectionView.performBatchUpdates {
                    client.sizes = sizes
                    client.collectionView.deleteItems(at: deleted)
                    client.collectionView.insertItems(at: inserted)
                    client.collectionView.reloadItems(at: reloaded)
                }
                if let difference = differenceFromAFullSolve(client, model, sizes) {
                    divergences.append("seed \(seed) round \(round): \(difference)")
                    break
                }
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    /// A move — within a section or across sections, as a drag's gap and interactive movement make — is solved as
    /// a delete at the old place and an insert at the new one; the frames must be a full solve's.
    @Test func incrementalMovesEqualAFullSolve() {
        var divergences: [String] = []
        for seed in 0..<UInt64(120) {
            var rng = SplitMix64(seed: seed &+ 9_000)
            let model = FlowLayoutModel(random: &rng, uniform: false)
            let client = SizedFlowModelClient(model)
            client.collectionView.layoutIfNeeded()
            _ = client.everything()
            for round in 0..<5 {
                var sizes = client.sizes
                let sources = sizes.indices.filter { !sizes[$0].isEmpty }
                guard let from = sources.isEmpty ? nil : sources[rng.int(0...(sources.count - 1))] else { break }
                let item = rng.int(0...(sizes[from].count - 1))
                let moved = sizes[from].remove(at: item)
                let to = rng.chance(0.5) ? from : rng.int(0...(sizes.count - 1))
                let destination = rng.int(0...sizes[to].count)
                sizes[to].insert(moved, at: destination)
                client.collectionView.performBatchUpdates {
                    client.sizes = sizes
                    client.collectionView.moveItem(
                        at: IndexPath(item: item, section: from), to: IndexPath(item: destination, section: to))
                }
                if let difference = differenceFromAFullSolve(client, model, sizes) {
                    divergences.append("seed \(seed) round \(round): \(difference)")
                    break
                }
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    @Test func aMoveAsksTheDelegateForTheMovedItemsSizeOnly() {
        var rng = SplitMix64(seed: 43)
        var model = FlowLayoutModel(random: &rng, uniform: false)
        model.vertical = true
        model.extent = 320
        model.sizes = [
            (0..<1000).map { (item: Int) -> CGSize in
                let width = CGFloat(40 + item % 7 * 10)
                let height = CGFloat(30 + item % 3 * 10)
                return CGSize(width: width, height: height)
            }
        ]
        let client = CountingSizedClient(model)
        client.collectionView.layoutIfNeeded()
        client.asked.removeAll()
        client.collectionView.performBatchUpdates {
            client.sizes[0].insert(client.sizes[0].remove(at: 300), at: 310)
            client.collectionView.moveItem(at: IndexPath(item: 300, section: 0), to: IndexPath(item: 310, section: 0))
        }
        client.collectionView.layoutIfNeeded()
        // One probe of whether the delegate implements the method (item 0) and the moved item at its new place.
        #expect(client.asked.filter { $0.item != 0 } == [IndexPath(item: 310, section: 0)])
        var fresh = model
        fresh.sizes = client.sizes
        #expect(client.everything() == SizedFlowModelClient(fresh).everything())
    }

    @Test func anInsertAsksTheDelegateForTheInsertedItemsSizeOnly() {
        var rng = SplitMix64(seed: 42)
        var model = FlowLayoutModel(random: &rng, uniform: false)
        model.vertical = true
        model.extent = 320
        var items: [CGSize] = []
        for item in 0..<1000 {
            let width = CGFloat(40 + item % 7 * 10)
            let height = CGFloat(30 + item % 3 * 10)
            items.append(CGSize(width: width, height: height))
        }
        model.sizes = [items]
        let client = CountingSizedClient(model)
        client.collectionView.layoutIfNeeded()
        client.asked.removeAll()
        client.collectionView.performBatchUpdates {
            client.sizes[0].insert(CGSize(width: 90, height: 45), at: 500)
            client.collectionView.insertItems(at: [IndexPath(item: 500, section: 0)])
        }
        client.collectionView.layoutIfNeeded()
        // One probe of whether the delegate implements the method (item 0) and the inserted item itself.
        #expect(client.asked.filter { $0.item != 0 } == [IndexPath(item: 500, section: 0)])
        var fresh = model
        fresh.sizes = client.sizes
        #expect(client.everything() == SizedFlowModelClient(fresh).everything())
    }

    private func randomSize(_ rng: inout SplitMix64, _ model: FlowLayoutModel) -> CGSize {
        rng.chance(0.2)
            ? model.itemSize : CGSize(width: CGFloat(rng.int(1...200)), height: CGFloat(rng.int(1...120)))
    }

    /// How the client's frames, laid out after its update, differ from solving `model` with `sizes` from scratch;
    /// `nil` when they are the same.
    private func differenceFromAFullSolve(_ client: SizedFlowModelClient, _ model: FlowLayoutModel, _ sizes: [[CGSize]])
        -> String?
    {
        client.collectionView.layoutIfNeeded()
        let incremental = client.everything()
        var fresh = model
        fresh.sizes = sizes
        let full = SizedFlowModelClient(fresh).everything()
        return incremental == full ? nil : firstDifference(full, incremental)
    }

    private func firstDifference(_ expected: [String], _ actual: [String]) -> String {
        for (a, b) in zip(expected, actual) where a != b { return "expected \(a), got \(b)" }
        return "expected \(expected.count) elements, got \(actual.count)"
    }
}

/// A model client sized by the delegate that records every index path it is asked the size of.
private final class CountingSizedClient: FlowModelClient, UICollectionViewDelegateFlowLayout {
    var asked: [IndexPath] = []
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        asked.append(indexPath)
        return sizes[indexPath.section][indexPath.item]
    }
}
