import Foundation
import OpenCollectionView
import SnapshotTesting

extension Snapshotting where Value: UIView, Format == String {
    /// The view as the SVG the package renders, at its own size.
    public static var svg: Snapshotting { svg() }

    /// The view as the SVG the package renders: text that diffs line by line and is the same on every run and every
    /// machine with the same fonts (the fonts are named in a comment at the top; a missing one fails the test with
    /// the package to install). A differing picture writes the new SVG beside the reference, and PNGs of both where
    /// Chromium is installed.
    ///
    /// - Parameters:
    ///   - size: The size to lay the view out at; its own size when `nil`.
    ///   - traits: Traits to show it with (size classes, `userInterfaceStyle`, `preferredContentSizeCategory`,
    ///     `layoutDirection` …).
    ///   - seconds: Virtual seconds of the host's clock to run before the picture, so animations and self-sizing
    ///     settle.
    ///   - fileID: The test's location, filled in by the compiler (as are `filePath`, `line` and `column`):
    ///     failures point there, and a differing picture is written beside its reference under `__Snapshots__`.
    public static func svg(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), advancing seconds: TimeInterval = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "svg", diffing: .svg(location: location)) { view in
            SnapshotStage.onMainActor(location) {
                SnapshotStage.snapshot(.view(view), size: size, traits: traits, advancing: seconds, location: location)
                { try SVGPicture.svg(of: $0, wholeWindow: false) }
            }
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The view controller's screen as the SVG the package renders, in an iPhone-sized 390 × 844 window.
    public static var svg: Snapshotting { svg() }

    /// The view controller's screen — its window, with anything it presents — as the SVG the package renders (see
    /// the view strategy of the same name).
    ///
    /// - Parameters:
    ///   - size: The window's size; 390 × 844 when `nil`.
    ///   - traits: Traits to show it with.
    ///   - seconds: Virtual seconds of the host's clock to run before the picture.
    ///   - fileID: The test's location, filled in by the compiler (as are `filePath`, `line` and `column`).
    public static func svg(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), advancing seconds: TimeInterval = 0,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(pathExtension: "svg", diffing: .svg(location: location)) { viewController in
            SnapshotStage.onMainActor(location) {
                SnapshotStage.snapshot(
                    .viewController(viewController), size: size, traits: traits, advancing: seconds,
                    location: location
                ) { try SVGPicture.svg(of: $0, wholeWindow: true) }
            }
        }
    }
}

extension Diffing where Value == String {
    /// Line diffing for SVG snapshots that, when they differ, writes the new picture beside the reference (and PNGs
    /// of both where Chromium is installed) and names the files in the failure.
    static func svg(location: SnapshotSourceLocation?) -> Diffing {
        .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, new in
                guard let (difference, attachments) = Diffing.lines.diffV2(reference, new) else { return nil }
                let written = SVGArtifacts.write(reference: reference, new: new, testFile: location?.filePath)
                return (written.summary + "\n\n" + difference, attachments)
            })
    }
}
