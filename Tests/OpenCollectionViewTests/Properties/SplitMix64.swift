/// A tiny seeded random number generator for property tests: SplitMix64 (Steele, Lea and Flood, "Fast Splittable
/// Pseudorandom Number Generators", OOPSLA 2014), the generator Java's `SplittableRandom` uses. The same seed gives
/// the same sequence on every platform, so a failing case is reproduced from the seed its test prints.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly chosen integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    /// `count` distinct values of `0..<upperBound`, in random order (`count` is clamped to `upperBound`).
    mutating func distinct(_ count: Int, below upperBound: Int) -> [Int] {
        var pool = Array(0..<max(0, upperBound))
        pool.shuffle(using: &self)
        return Array(pool.prefix(max(0, min(count, upperBound))))
    }

    /// A random element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element { elements[int(0...(elements.count - 1))] }
}

/// Known-answer check for the generator: the first outputs for seed 0 are the published SplitMix64 reference values
/// (the same as `java.util.SplittableRandom(0).nextLong()`'s sequence).
enum SplitMix64Reference {
    static let seedZero: [UInt64] = [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]
}
