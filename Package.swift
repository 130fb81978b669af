// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenCollectionView",
    products: [
        .library(name: "OpenCollectionView", targets: ["OpenCollectionView"]),
        .library(name: "CollectionDiffing", targets: ["CollectionDiffing"]),
        .library(name: "OpenCollectionViewWeb", targets: ["OpenCollectionViewWeb"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CollectionDiffing"),
        .target(name: "OpenCollectionView", dependencies: ["CollectionDiffing"]),
        .target(
            name: "OpenCollectionViewWeb",
            dependencies: [
                "OpenCollectionView", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "Gallery", dependencies: ["OpenCollectionView", "OpenCollectionViewWeb"]),
        .testTarget(name: "CollectionDiffingTests", dependencies: ["CollectionDiffing"]),
        .testTarget(name: "OpenCollectionViewTests", dependencies: ["OpenCollectionView"]),
        .testTarget(name: "OpenCollectionViewWebTests", dependencies: ["OpenCollectionViewWeb"]),
    ],
    swiftLanguageModes: [.v6]
)
