import Testing

@testable import OpenCollectionView

/// The flow layout's solver against itself and against brute force, over random configurations (seeded, so a
/// failure names the seed that reproduces it).
@MainActor
struct FlowLayoutPropertyTests {
    /// UIKit decides between its grid and its per-item placement from the sizes themselves (rdar://20825965: the
    /// layout "changes as soon as one size has a non-uniform height"), so equal sizes from the delegate place items
    /// exactly as `itemSize` does.
    @Test func equalSizesFromTheDelegateGiveTheFramesOfItemSize() {
        var divergences: [String] = []
        for seed in 0..<UInt64(150) {
            var rng = SplitMix64(seed: seed)
            let model = FlowLayoutModel(random: &rng, uniform: true)
            let uniform = FlowModelClient(model)
            let perItem = SizedFlowModelClient(model)
            let expected = uniform.everything()
            let actual = perItem.everything()
            if expected != actual {
                divergences.append("seed \(seed): \(firstDifference(expected, actual))")
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    /// The solver's grid (one size for all) and its general per-item path agree item for item when every size is
    /// equal: the same lines, and across the scroll direction the same places on every line but the last, where
    /// UIKit's rules differ on purpose (rdar://20825965: a grid keeps its columns on the last line; with varied sizes
    /// the last line is laid out on its own). `solveSection` itself routes equal sizes to the grid, which must give
    /// what `.uniform` gives.
    @Test func solverGridAndGeneralPathAgreeForEqualSizes() {
        var divergences: [String] = []
        for seed in 0..<UInt64(1_000) {
            var rng = SplitMix64(seed: seed)
            var solver = FlowSolver()
            solver.crossExtent = CGFloat(rng.int(0...600))
            let metrics = FlowSolver.Metrics(
                insetMainStart: CGFloat(rng.int(0...20)), insetMainEnd: CGFloat(rng.int(0...20)),
                insetCrossStart: CGFloat(rng.int(0...20)), insetCrossEnd: CGFloat(rng.int(0...20)),
                lineSpacing: CGFloat(rng.int(0...20)), interitemSpacing: CGFloat(rng.int(0...20)),
                headerLength: CGFloat(rng.int(0...30)), footerLength: CGFloat(rng.int(0...30)))
            let count = rng.int(0...200)
            let main = CGFloat(rng.int(1...100))
            let cross = CGFloat(rng.int(1...700))
            let start = CGFloat(rng.int(0...1000))
            let mains = Array(repeating: main, count: count)
            let crosses = Array(repeating: cross, count: count)
            let grid = solver.solveSection(
                count: count, metrics: metrics, sizes: .uniform(main: main, cross: cross), start: start)
            let routed = solver.solveSection(
                count: count, metrics: metrics, sizes: .varied(main: mains, cross: crosses), start: start)
            var general = grid
            solver.layOutLines(
                &general, mains: mains, crosses: crosses,
                available: solver.crossExtent - metrics.insetCrossStart - metrics.insetCrossEnd)
            solver.sections = [grid, routed, general]
            if grid.itemsEnd != general.itemsEnd || grid.end != routed.end {
                divergences.append("seed \(seed): items end \(grid.itemsEnd) vs \(general.itemsEnd)")
            }
            let lastLineStart = count == 0 ? 0 : general.lineFirstItems.last ?? 0
            for item in 0..<count {
                let a = solver.itemFrame(section: 0, item: item)
                let b = solver.itemFrame(section: 1, item: item)
                let c = solver.itemFrame(section: 2, item: item)
                let crossMustAgree = item < lastLineStart
                if a != b || a.main != c.main || (crossMustAgree && abs(a.cross - c.cross) > 1e-9)
                    || a.mainLength != c.mainLength || a.crossLength != c.crossLength
                {
                    divergences.append("seed \(seed) item \(item): grid \(a), routed \(b), general \(c)")
                    break
                }
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    /// `layoutAttributesForElements(in:)` answers from binary searches; it must return exactly the elements whose
    /// frames intersect the rect, as a filter over every element's attributes does (UIKit's contract for the
    /// method), with the same frames.
    @Test func rectQueryEqualsBruteForceFilter() {
        var divergences: [String] = []
        for seed in 0..<UInt64(150) {
            var rng = SplitMix64(seed: seed)
            let model = FlowLayoutModel(random: &rng, uniform: false)
            let client = SizedFlowModelClient(model)
            let collectionView = client.collectionView
            let layout = collectionView.collectionViewLayout
            let all = allAttributes(collectionView, sections: client.sizes)
            let content = layout.collectionViewContentSize
            for _ in 0..<10 {
                let rect = CGRect(
                    x: CGFloat(rng.int(-50...Int(content.width) + 50)),
                    y: CGFloat(rng.int(-50...Int(content.height) + 50)),
                    width: CGFloat(rng.int(0...400)), height: CGFloat(rng.int(0...400)))
                let expected = Set(all.filter { $0.frame.intersects(rect) }.map(key))
                let actual = (layout.layoutAttributesForElements(in: rect) ?? []).map(key)
                if Set(actual) != expected || actual.count != expected.count {
                    let missing = expected.subtracting(actual).sorted().prefix(2)
                    let extra = Set(actual).subtracting(expected).sorted().prefix(2)
                    divergences.append("seed \(seed) rect \(rect): missing \(missing), extra \(extra)")
                }
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    /// Invalidating a few items re-solves only their sections and moves the rest; the result must be what a layout
    /// solving everything from scratch gives.
    @Test func incrementalResolveEqualsFullSolve() {
        var divergences: [String] = []
        for seed in 0..<UInt64(100) {
            var rng = SplitMix64(seed: seed)
            let model = FlowLayoutModel(random: &rng, uniform: false)
            let client = SizedFlowModelClient(model)
            client.collectionView.layoutIfNeeded()
            _ = client.everything()
            for round in 0..<4 {
                var changed: [IndexPath] = []
                for section in client.sizes.indices where !client.sizes[section].isEmpty && rng.chance(0.5) {
                    for _ in 0..<rng.int(1...3) {
                        let item = rng.int(0...(client.sizes[section].count - 1))
                        client.sizes[section][item] =
                            rng.chance(0.3)
                            ? model.itemSize
                            : CGSize(width: CGFloat(rng.int(1...200)), height: CGFloat(rng.int(1...120)))
                        changed.append(IndexPath(item: item, section: section))
                    }
                }
                let context = UICollectionViewFlowLayoutInvalidationContext()
                context.invalidateFlowLayoutDelegateMetrics = false
                context.invalidateFlowLayoutAttributes = false
                context.invalidateItems(at: changed)
                client.collectionView.collectionViewLayout.invalidateLayout(with: context)
                client.collectionView.layoutIfNeeded()
                let incremental = client.everything()
                var fresh = model
                fresh.sizes = client.sizes
                let full = SizedFlowModelClient(fresh).everything()
                if incremental != full {
                    divergences.append("seed \(seed) round \(round): \(firstDifference(full, incremental))")
                    break
                }
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    // MARK: Helpers

    private func allAttributes(_ collectionView: UICollectionView, sections: [[CGSize]])
        -> [UICollectionViewLayoutAttributes]
    {
        var all: [UICollectionViewLayoutAttributes] = []
        for section in sections.indices {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: kind, at: IndexPath(item: 0, section: section))
                {
                    all.append(attributes)
                }
            }
            for item in sections[section].indices {
                if let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))
                {
                    all.append(attributes)
                }
            }
        }
        return all
    }

    private func key(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let path = attributes.indexPath
        return "\(attributes.representedElementKind ?? "cell") \(path.section)-\(path.item) \(attributes.frame)"
    }

    private func firstDifference(_ expected: [String], _ actual: [String]) -> String {
        for (a, b) in zip(expected, actual) where a != b { return "expected \(a), got \(b)" }
        return "expected \(expected.count) elements, got \(actual.count)"
    }
}
