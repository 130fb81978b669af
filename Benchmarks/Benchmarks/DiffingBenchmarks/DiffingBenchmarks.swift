import Benchmark
import CollectionDiffing

/// The reference workload: `count` unique identifiers, 10% deleted, 10% inserted, 10% moved.
func referenceWorkload(count: Int) -> (old: [Int], new: [Int]) {
    var generator = SystemRandomNumberGenerator()
    let old = Array(0..<count)
    var new = old.filter { $0 % 10 != 0 }
    let moved = new.indices.filter { $0 % 10 == 5 }.map { new[$0] }
    let movedSet = Set(moved)
    new.removeAll { movedSet.contains($0) }
    for identifier in moved { new.insert(identifier, at: Int.random(in: 0...new.count, using: &generator)) }
    for offset in 0..<(count / 10) { new.insert(count + offset, at: Int.random(in: 0...new.count, using: &generator)) }
    return (old, new)
}

let benchmarks: @Sendable () -> Void = {
    for count in [100_000, 1_000_000] {
        let workload = referenceWorkload(count: count)
        Benchmark(
            "diff \(count) ids, 10% deleted/inserted/moved",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
        ) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try diff(from: workload.old, to: workload.new)) }
        }
    }
}
