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
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "CollectionDiffing"),
        .target(name: "OpenCollectionView", dependencies: ["CollectionDiffing"]),
        .target(name: "UIKit", dependencies: ["OpenCollectionView"]),
        .target(name: "CoreGraphics", dependencies: ["OpenCollectionView"]),
        .target(name: "QuartzCore", dependencies: ["OpenCollectionView"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(
            name: "OpenCollectionViewWeb",
            dependencies: [
                "OpenCollectionView", .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "Gallery", dependencies: ["OpenCollectionView", "OpenCollectionViewWeb"]),
        .testTarget(name: "CollectionDiffingTests", dependencies: ["CollectionDiffing"]),
        .testTarget(name: "OpenCollectionViewTests", dependencies: ["OpenCollectionView"]),
        .testTarget(name: "OpenCollectionViewWebTests", dependencies: ["OpenCollectionViewWeb"]),
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
