// swift-tools-version: 6.1
// The benchmark suite, run on demand (`cd Benchmarks && swift package benchmark`), never by `swift test`.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, and a clone's folder name is not known in advance.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

/// One benchmark executable: `Benchmarks/NAME`, run by the benchmark plugin, with the benchmark library and `uses`.
func benchmark(_ name: String, uses dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: dependencies + [.product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let openCollectionView = Target.Dependency.product(name: "OpenCollectionView", package: mainPackage)

let package = Package(
    name: "OpenCollectionViewBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    ],
    targets: [
        .target(name: "BenchmarkChecks", path: "Sources/BenchmarkChecks"),
        benchmark(
            "DiffingBenchmarks",
            uses: ["BenchmarkChecks", .product(name: "CollectionDiffing", package: mainPackage)]),
        benchmark("SnapshotBenchmarks", uses: ["BenchmarkChecks", openCollectionView]),
        benchmark("LayoutBenchmarks", uses: ["BenchmarkChecks", openCollectionView]),
        benchmark("TextBenchmarks", uses: ["BenchmarkChecks", openCollectionView]),
        benchmark(
            "WebHostBenchmarks",
            uses: [
                "BenchmarkChecks", openCollectionView,
                .product(name: "OpenCollectionViewWeb", package: mainPackage),
            ]),
        benchmark("AutoLayoutBenchmarks", uses: [openCollectionView]),
        benchmark("CompositionalBenchmarks", uses: [openCollectionView]),
        benchmark("ListBenchmarks", uses: ["BenchmarkChecks", openCollectionView]),
        benchmark(
            "SnapshotTestingBenchmarks",
            uses: [
                "BenchmarkChecks", openCollectionView,
                .product(name: "OpenCollectionViewTesting", package: mainPackage),
            ]),
        // N virtual browser tabs against a running web host (`swift run -c release WebLoadClient --tabs 8`), on
        // SwiftNIO with the WebSocket handshake written by the client (any port, through nginx too).
        .executableTarget(
            name: "WebLoadClient",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            path: "Sources/WebLoadClient"
        ),
    ]
)
