// swift-tools-version: 6.1
// A worked example of testing UIKit code on Linux: a small app module (a custom layout, a diffable data source and a
// list screen) written against `import UIKit`, with snapshot and behaviour tests. On iOS it builds against Apple's
// UIKit; everywhere else against OpenCollectionView's `UIKit` module. Copy it as a template.
import Foundation
import PackageDescription

/// The platforms without Apple's UIKit, where OpenCollectionView's `UIKit` module stands in for it.
let withoutUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// SwiftPM names a path dependency after its folder, and a clone's folder name is not known in advance. (A project of
/// your own names the package: `package: "OpenCollectionView"` with `.package(url: …, from: …)`.)
let openCollectionView = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "Examples",
    platforms: [.iOS(.v17)],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        // The app code: `import UIKit` only.
        .target(
            name: "ContactsApp",
            dependencies: [
                .product(name: "UIKit", package: openCollectionView, condition: .when(platforms: withoutUIKit))
            ]
        ),
        // Snapshot and behaviour tests that run on Linux (on iOS, test with Xcode's own tools instead).
        .testTarget(
            name: "ContactsAppTests",
            dependencies: [
                "ContactsApp",
                .product(
                    name: "OpenCollectionViewTesting", package: openCollectionView,
                    condition: .when(platforms: withoutUIKit)),
                // Swift Testing looks for its UIKit cross-import overlay when a file imports Testing and UIKit.
                .product(
                    name: "_Testing_UIKit", package: openCollectionView, condition: .when(platforms: withoutUIKit)),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
