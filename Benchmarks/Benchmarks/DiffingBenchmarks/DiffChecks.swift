import Benchmark
import BenchmarkChecks
import CollectionDiffing
import Foundation

/// The ratio checks of issue 13's diff goal: at 100k and 1M identifiers (sparse `Int`, `UUID`, `String`, and a
/// client's own struct through unspecialised generic code), 10% deleted, inserted, moved and updated, the diff is
/// no slower than 1.5× a Dictionary of the old identifiers probed by every new one; the sectioned diff the same.
func diffChecks(smoke: Bool) -> [RatioCheck] {
    // Sparse `Int` identifiers hash fastest of all, so the passes after hashing weigh most against the baseline:
    // measured 1.2× at 100k and 0.9× at 1M on this machine class (integers take `identifierHash`'s mix, the
    // subsequence passes run on raw buffers).
    let limit = 1.5
    var checks: [RatioCheck] = []
    for count in smoke ? [10_000, 100_000] : [100_000, 1_000_000] {
        let plan = ChurnPlan(count: count)
        let rounds = smoke ? 2 : (count >= 1_000_000 ? 5 : 15)
        func add<ID: Hashable>(_ label: String, _ make: (Int) -> ID) {
            let (old, new, updated) = plan.identifiers(make)
            // The answer is checked in the first round only, so the fastest round times the diff alone (and a
            // check left out by OCV_BENCH_FILTER diffs nothing).
            var checked = false
            checks.append(
                RatioCheck(
                    name: "diff \(count) \(label) ids, 10% deleted/inserted/moved/updated", limit: limit,
                    rounds: rounds, baseline: { blackHole(dictionaryBaseline(old: old, new: new)) },
                    figure: {
                        let changes = try diff(from: old, to: new, updated: updated)
                        if !checked {
                            guard plausible(changes, plan: plan) else { throw BenchmarkFailure.implausible }
                            checked = true
                        }
                        blackHole(changes)
                    }))
        }
        add("sparse Int", sparseInt)
        add("UUID") { _ in UUID() }
        add("String") { "item-\(sparseInt($0))" }
        let (old, new, updated) = plan.identifiers(ClientItemID.init)
        checks.append(
            RatioCheck(
                name: "diff \(count) client struct ids, unspecialised generic call", limit: limit, rounds: rounds,
                baseline: { blackHole(unspecializedDictionaryBaseline(old: old, new: new)) },
                figure: { blackHole(try unspecializedDiff(old: old, new: new, updated: updated)) }))
        let (oldInts, newInts, updatedInts) = plan.identifiers(sparseInt)
        let oldSections = sectioned(oldInts, sections: 10)
        let newSections = sectioned(newInts, sections: 10)
        checks.append(
            RatioCheck(
                name: "sectioned diff \(count) sparse Int ids in 10 sections", limit: limit,
                rounds: rounds,
                baseline: { blackHole(dictionaryBaseline(old: oldInts, new: newInts)) },
                figure: {
                    blackHole(try diff(fromSections: oldSections, toSections: newSections, updatedItems: updatedInts))
                }))
    }
    return checks
}

enum BenchmarkFailure: Error {
    case implausible
}
