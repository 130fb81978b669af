import Foundation
import Testing

/// Keeps the README's promise honest: a test file that opens with the compatibility header
/// (`#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST import UIKit …`) claims to compile against UIKit, so it may use only
/// UIKit's API and the helpers of other such files — never this library's own test drivers and diagnostics.
/// `docs/Testing.md` lists the files and how to run them on a simulator.
struct CompatibilityHeaderTests {
    /// What exists here but not in UIKit. (`hostedInWindow` and its `layout()` have a UIKit version in
    /// `HostedView.swift`; everything else a host does — time, touches, resizing, render trees — does not.)
    static let notInUIKit = [
        "HeadlessHost", "HostSession", "HostEvent", "OpenCollectionViewDiagnostics", "AnimationClock", "RenderTree",
        "SVGRenderer", "@testable", "host.advance", "host.tap", "host.drag", "host.touch", "host.longPress",
        "host.wheel", "host.resize", "host.send", "host.renderTree", "host.svg", "host.clock", "host.window",
        "host.session", "\"edit-menu",
    ]

    static let header =
        "#if OPENCOLLECTIONVIEW_COMPATIBILITY_TEST\n    import UIKit\n#else\n    import OpenCollectionView\n#endif"

    /// The test files of this target that carry the header, with their text.
    static func compatibilityFiles() throws -> [(name: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.compactMap { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            guard text.contains(header) else { return nil }
            return (String(url.path.dropFirst(root.path.count + 1)), text)
        }.sorted { $0.name < $1.name }
    }

    @Test func filesClaimingUIKitUseOnlyUIKitAPI() throws {
        let files = try Self.compatibilityFiles()
        #expect(files.contains { $0.name == "Geometry/TransformTests.swift" })
        for file in files {
            let found = Self.notInUIKit.filter(file.text.contains)
            #expect(found.isEmpty, "\(file.name) claims to compile against UIKit but uses \(found)")
        }
    }
}
