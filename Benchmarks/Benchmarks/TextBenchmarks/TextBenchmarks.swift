import Benchmark
import BenchmarkChecks
import Foundation
import OpenCollectionView

/// Text measurement with font fallback: wrapping 1,000 rows of Latin, Chinese and mixed text with emoji in a
/// 300-point label, against a plain-Swift baseline in the same run (a table lookup per scalar, summed, and a greedy
/// wrap at a fixed advance — the least work any measurement does).
enum TextSamples {
    static let latin = (0..<1000).map {
        "Row \($0): collection views manage ordered data and present it with customizable layouts."
    }
    static let chinese = (0..<1000).map { "第\($0)行：集合视图管理有序的数据项集合，并使用可自定义的布局来呈现它们。" }
    static let mixed = (0..<1000).map { "Row \($0) 👋🏽 UICollectionView 是 UIKit 的核心组件 🇨🇳，supports lists 和网格。" }

    /// The plain-Swift baseline: every scalar's advance from an array, lines broken when a fixed width is full.
    static func baselineLines(_ rows: [String]) -> Int {
        var advances = [Double](repeating: 0.55, count: 0x10000)
        for value in 0x2E80..<0xA000 { advances[value] = 1 }
        var lines = 0
        for row in rows {
            var width = 0.0
            for scalar in row.unicodeScalars {
                let advance = scalar.value < 0x10000 ? advances[Int(scalar.value)] * 17 : 21
                if width + advance > 300 {
                    lines += 1
                    width = 0
                }
                width += advance
            }
            lines += 1
        }
        return lines
    }
}

@MainActor
func measureRows(_ rows: [String]) -> CGFloat {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    var height: CGFloat = 0
    for row in rows {
        label.text = row
        height += label.sizeThatFits(CGSize(width: 300, height: 0)).height
    }
    return height
}

/// Issue 11's text goal: wrapping 1,000 Chinese rows within 20× the plain-Swift baseline, Latin and mixed rows no
/// slower than before. `OCV_BENCH=full` (or `smoke`) runs the ratio checks (thread CPU time, fastest of 15 rounds);
/// `full` exits non-zero over a limit.
///
/// Figures on the 2-core helper machine (release; baseline ~0.10 ms): Chinese rows took ~400 ms before fallback
/// faces were resolved without a lock and each line was measured once in one pass over its scalars, and take
/// 3.0 ms now (31×, still over the 20× goal); Latin rows (twice as long) take 4.5 ms (46×), mixed rows with emoji
/// 4.8 ms (47×). The committed limits hold what was reached so that it does not slide back — Chinese 40× (the goal,
/// 20×, is not reached yet: what is left is walking scalar indices and reference counting in the line scan), Latin
/// and mixed 60×.
@MainActor
func textChecks(smoke: Bool) -> [RatioCheck] {
    let rounds = smoke ? 2 : 15
    func check(_ name: String, _ rows: [String], limit: Double) -> RatioCheck {
        RatioCheck(
            name: "wrap 1,000 \(name) rows in a 300-point label vs the plain-Swift wrap of the Chinese rows",
            limit: limit, rounds: rounds,
            baseline: { blackHole(TextSamples.baselineLines(TextSamples.chinese)) },
            figure: { blackHole(MainActor.assumeIsolated { measureRows(rows) }) })
    }
    return [
        check("Chinese", TextSamples.chinese, limit: 40), check("Latin", TextSamples.latin, limit: 60),
        check("mixed", TextSamples.mixed, limit: 60),
    ]
}

let benchmarks: @Sendable () -> Void = {
    if let mode = RatioMode.fromEnvironment {
        Benchmark("text ratio checks (exits non-zero over the limit)", configuration: .init(maxIterations: 1)) { _ in
            let passed = await MainActor.run {
                runRatioChecks(textChecks(smoke: mode == .smoke), enforce: mode == .full)
            }
            exit(passed ? 0 : 1)
        }
        return
    }
    let configuration = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(3))
    Benchmark("Baseline: plain-Swift wrap of 1,000 Chinese rows", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(TextSamples.baselineLines(TextSamples.chinese)) }
    }
    Benchmark("Wrap 1,000 Latin rows (UILabel.sizeThatFits)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await measureRows(TextSamples.latin)) }
    }
    Benchmark("Wrap 1,000 Chinese rows (UILabel.sizeThatFits)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await measureRows(TextSamples.chinese)) }
    }
    Benchmark("Wrap 1,000 mixed rows with emoji (UILabel.sizeThatFits)", configuration: configuration) {
        benchmark in
        for _ in benchmark.scaledIterations { blackHole(await measureRows(TextSamples.mixed)) }
    }
}
