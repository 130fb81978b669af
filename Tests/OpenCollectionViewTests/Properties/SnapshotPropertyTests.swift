import Testing

@testable import OpenCollectionView

/// Snapshot and section-snapshot mutations against their naive models (`SnapshotProgram`,
/// `SectionSnapshotProgram`): seeded random programs, and every input the libFuzzer target in `fuzz/Snapshot/`
/// found a divergence with (kept in `fuzz/Snapshot/seeds/` as well, where the fuzzer starts from).
struct SnapshotPropertyTests {
    /// Programs of random bytes: each byte string is run as snapshot operations and as outline operations.
    @Test func randomMutationsMatchTheNaiveModels() {
        var divergences: [String] = []
        _ = OpenCollectionViewDiagnostics.collect {
            for seed in 0..<UInt64(600) {
                var rng = SplitMix64(seed: seed)
                let bytes = (0..<rng.int(0...200)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                var program = SnapshotProgram(bytes)
                if let problem = program.run() { divergences.append("seed \(seed) snapshot: \(problem)") }
                var outline = SectionSnapshotProgram(bytes)
                if let problem = outline.run() { divergences.append("seed \(seed) outline: \(problem)") }
            }
        }
        #expect(divergences.count == 0, "first divergences: \(divergences.prefix(3))")
    }

    /// Inputs the fuzzer found, each a bug fixed since:
    /// - `replace-children-with-the-parent-expanded`: `replace(childrenOf:using:)` with a replacement holding the
    ///   parent itself (expanded) expanded the parent and re-parented its subtree; items already in the outline are
    ///   now skipped with their subtrees and state.
    /// - `reload-mark-outlives-its-deleted-section`: `deleteSections` left the reload and reconfigure marks of the
    ///   section's items behind, so an item deleted with its section and appended again came back marked.
    @Test(arguments: SnapshotPropertyTests.fuzzerSeeds.keys.sorted())
    func fuzzerFindingsStayFixed(_ name: String) {
        let bytes = Self.fuzzerSeeds[name] ?? []
        _ = OpenCollectionViewDiagnostics.collect {
            var program = SnapshotProgram(bytes)
            #expect(program.run() == nil)
            var outline = SectionSnapshotProgram(bytes)
            #expect(outline.run() == nil)
        }
    }

    static let fuzzerSeeds: [String: [UInt8]] = [
        "reload-mark-outlives-its-deleted-section": [
            0xB4, 0x29, 0x00, 0xCD, 0x59, 0xB4, 0x29, 0x59, 0x00, 0xA0, 0xA1, 0x24, 0x00, 0x01, 0x44, 0x2B,
            0x0D, 0x00, 0x01, 0x44, 0x82, 0x67, 0x35, 0x40, 0x00, 0x3D, 0x01, 0xE0, 0x66, 0xFF, 0xA0, 0xA0,
            0xFF, 0x77, 0x27, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x65, 0x52, 0x61,
            0x9C, 0x00, 0x00, 0x25,
        ],
        "replace-children-with-the-parent-expanded": [
            0x00, 0xC1, 0x30, 0x58, 0x00, 0xD6,
        ],
    ]
}
