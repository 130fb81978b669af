// swift-tools-version: 6.1
// The benchmark suite, run on demand (`cd Benchmarks && swift package benchmark`), never by `swift test`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, and a clone's folder name is not known in advance.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "OpenCollectionViewBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "BenchmarkChecks", path: "Sources/BenchmarkChecks"),
        .executableTarget(
            name: "DiffingBenchmarks",
            dependencies: [
                "BenchmarkChecks",
                .product(name: "CollectionDiffing", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DiffingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SnapshotBenchmarks",
            dependencies: [
                "BenchmarkChecks",
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SnapshotBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "BenchmarkChecks",
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                "BenchmarkChecks",
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TextBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "WebHostBenchmarks",
            dependencies: [
                "BenchmarkChecks",
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "OpenCollectionViewWeb", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/WebHostBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CompositionalBenchmarks",
            dependencies: [
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CompositionalBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [
                "BenchmarkChecks",
                .product(name: "OpenCollectionView", package: mainPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ListBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
