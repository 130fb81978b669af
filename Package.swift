// swift-tools-version: 6.1
import PackageDescription

/// The platforms without Apple's UIKit, where the `UIKit`, `CoreGraphics` and `QuartzCore` shims stand in for it.
let withoutUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "OpenCollectionView",
    products: [
        .library(name: "OpenCollectionView", targets: ["OpenCollectionView"]),
        .library(name: "CollectionDiffing", targets: ["CollectionDiffing"]),
        .library(name: "OpenCollectionViewWeb", targets: ["OpenCollectionViewWeb"]),
        // Snapshot strategies and host helpers for testing UIKit code on Linux (swift-snapshot-testing).
        .library(name: "OpenCollectionViewTesting", targets: ["OpenCollectionViewTesting"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        // `import UIKit`, `import CoreGraphics`, `import QuartzCore` where Apple's frameworks do not exist: depend on
        // these with `condition: .when(platforms: withoutUIKit)` (README, "Using existing UIKit code").
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // For test targets that import Swift Testing and UIKit (or CoreGraphics) in one file: stand-ins for Swift
        // Testing's cross-import overlays, which only Apple's SDKs ship.
        .library(name: "_Testing_UIKit", targets: ["_Testing_UIKit"]),
        .library(name: "_Testing_CoreGraphics", targets: ["_Testing_CoreGraphics"]),
    ],
    dependencies: [
        // One trait, not Hummingbird's two defaults: SwiftPM passes a package's trait defines in an order that
        // changes from one run to the next, and a changed command line rebuilds Hummingbird and everything above it
        // (a minute of every `swift build`/`swift test` here). ConfigurationSupport (swift-configuration's
        // ConfigReader) is not used.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/hummingbird-project/swift-websocket", from: "1.6.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "CollectionDiffing"),
        // glibc's allocator statistics for the web host's `/status` (Swift's Glibc module does not expose them).
        .target(name: "CAllocatorStatistics"),
        .target(name: "OpenCollectionView", dependencies: ["CollectionDiffing"]),
        .target(name: "UIKit", dependencies: ["OpenCollectionView"]),
        .target(name: "CoreGraphics", dependencies: ["OpenCollectionView"]),
        .target(name: "QuartzCore", dependencies: ["OpenCollectionView"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(
            name: "OpenCollectionViewWeb",
            dependencies: [
                "OpenCollectionView", "CAllocatorStatistics",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
                .product(name: "WSCore", package: "swift-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "OpenCollectionView", "OpenCollectionViewWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Interface Builder documents the Gallery's nib screen loads (UINib(nibName:bundle: .module)).
            resources: [.copy("Nibs")]
        ),
        .target(
            name: "OpenCollectionViewTesting",
            dependencies: ["OpenCollectionView", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .testTarget(name: "CollectionDiffingTests", dependencies: ["CollectionDiffing"]),
        .testTarget(
            name: "OpenCollectionViewTests", dependencies: ["OpenCollectionView"], resources: [.copy("Nib/Fixtures")]),
        .testTarget(
            name: "OpenCollectionViewWebTests",
            dependencies: [
                "OpenCollectionViewWeb", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ]
        ),
        .testTarget(
            name: "OpenCollectionViewTestingTests", dependencies: ["OpenCollectionViewTesting"],
            exclude: ["__Snapshots__"]
        ),
        // The Gallery's screens driven by the headless host: layout at every window size, what each screen shows.
        .testTarget(name: "GalleryTests", dependencies: ["Gallery"]),
        // Client code as third-party UIKit libraries write it: Swift 5 mode, `import UIKit`.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: [
                "OpenCollectionView",
                .target(name: "UIKit", condition: .when(platforms: withoutUIKit)),
                .target(name: "CoreGraphics", condition: .when(platforms: withoutUIKit)),
                .target(name: "QuartzCore", condition: .when(platforms: withoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: withoutUIKit)),
                .target(name: "_Testing_CoreGraphics", condition: .when(platforms: withoutUIKit)),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Client code written for Swift 6 with strict concurrency.
        .testTarget(
            name: "CompatibilitySwift6Tests",
            dependencies: [
                "OpenCollectionView", .target(name: "UIKit", condition: .when(platforms: withoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: withoutUIKit)),
            ]
        ),
        // A subclass of every UIKit class the package ships, overriding each member UIKit declares `open` (the list
        // comes from Apple's UIKit documentation and the iOS SDK's UIKit Swift interface): a member that is not `open`
        // here, or has another type than UIKit's, fails to compile.
        .testTarget(
            name: "OverrideSurfaceTests",
            dependencies: [
                "OpenCollectionView", .target(name: "UIKit", condition: .when(platforms: withoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: withoutUIKit)),
            ]
        ),
        // Every member of UIKit's surface that Inventory/UIKitSurface.tsv counts as present, used with UIKit's Swift
        // signature (generated by Inventory/generate.py): a member that is missing or typed otherwise fails to compile.
        .testTarget(
            name: "SurfaceInventoryTests",
            dependencies: [
                "OpenCollectionView", .target(name: "UIKit", condition: .when(platforms: withoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: withoutUIKit)),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

#if compiler(>=6.2)
    // Client code written with main-actor default isolation (Swift 6.2's `defaultIsolation(MainActor.self)`, spelled as
    // the compiler flag because this manifest stays readable by Swift 6.1).
    package.targets.append(
        .testTarget(
            name: "CompatibilityMainActorTests",
            dependencies: [
                "OpenCollectionView", .target(name: "UIKit", condition: .when(platforms: withoutUIKit)),
                .target(name: "_Testing_UIKit", condition: .when(platforms: withoutUIKit)),
            ],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]
        )
    )
#endif
