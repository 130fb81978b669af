import Foundation
@_spi(Host) import OpenCollectionView
import Testing

@testable import OpenCollectionViewTesting

@MainActor
@Suite struct SVGSnapshotTests {
    @Test func viewAsSVG() {
        assertSnapshot(of: makeCard(), as: .svg)
    }

    @Test func screenInDarkModeRightToLeft() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(layoutDirection: .rightToLeft),
        ])
        assertSnapshot(
            of: GridViewController(count: 7), as: .svg(size: CGSize(width: 390, height: 400), traits: traits))
    }

    @Test func svgNamesTheFontsItsTextUses() {
        let svg = snapshotText(of: makeCard(), as: .svg)
        #expect(svg.contains("<!-- fonts: DejaVu Sans 400 (DejaVuSans.ttf) -->\n"))
        let boxes = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(snapshotText(of: boxes, as: .svg).contains("<!-- fonts: none -->\n"))
    }

    @Test func sameSVGWhateverRanBefore() {
        let first = snapshotText(of: makeCard(), as: .svg)
        // Other windows and views in between change the render ids and the scene count, never the picture.
        _ = HeadlessHost.showing(GridViewController(count: 30))
        let second = snapshotText(of: makeCard(), as: .svg)
        #expect(first == second)
    }

    @Test func missingFontFailsNamingThePackage() throws {
        let host = HeadlessHost.showing(UIViewController(), size: CGSize(width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hi 你好"
        host.window.rootViewController!.view.addSubview(label)
        let tree = host.renderTree()
        #expect(try SVGPicture.fonts(in: tree, isAvailable: { _ in true }).count == 2)
        let error = #expect(throws: SnapshotFailure.self) {
            try SVGPicture.fonts(in: tree, isAvailable: { $0.family != "Noto Sans CJK SC" })
        }
        #expect(error?.message.contains("Noto Sans CJK SC") == true)
        #expect(error?.message.contains("fonts-noto-cjk") == true)
        #expect(error?.message.contains("OPENCOLLECTIONVIEW_FONT_DIR") == true)
    }

    @Test func differingSVGWritesTheNewPictureBesideTheReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-artifacts-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("__Snapshots__/CardTests")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let reference = snapshotText(of: makeCard(), as: .svg)
        try Data(reference.utf8).write(to: snapshots.appendingPathComponent("card.1.svg"))
        let moved = makeCard()
        moved.subviews[0].frame.origin.y += 4
        let new = snapshotText(of: moved, as: .svg)
        let testFile = folder.appendingPathComponent("CardTests.swift").path

        let written = SVGArtifacts.write(reference: reference, new: new, testFile: testFile, chromium: nil)

        let newFile = snapshots.appendingPathComponent("card.1.new.svg")
        #expect(written.newSVG?.path == newFile.path)
        #expect(try String(contentsOf: newFile, encoding: .utf8) == new)
        #expect(written.summary.contains(newFile.path))
        #expect(written.summary.contains("apt-get install chromium"))
    }

    @Test(.enabled(if: SVGArtifacts.installedChromium != nil, "Chromium draws the PNGs"))
    func differingSVGDrawsPNGsOfBothWithChromium() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-pngs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("__Snapshots__/CardTests")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let reference = snapshotText(of: makeCard(), as: .svg)
        try Data(reference.utf8).write(to: snapshots.appendingPathComponent("card.1.svg"))
        let new = reference.replacingOccurrences(of: "Hello", with: "Hallo")

        let written = SVGArtifacts.write(
            reference: reference, new: new, testFile: folder.appendingPathComponent("CardTests.swift").path)

        #expect(written.pngs.map(\.lastPathComponent) == ["card.1.reference.png", "card.1.new.png"])
        for png in written.pngs { #expect(FileManager.default.fileExists(atPath: png.path)) }
    }

    @Test func svgDiffMessageNamesTheFilesAndTheChangedLines() {
        let diffing = Diffing<String>.svg(location: nil)
        #expect(diffing.diffV2("<svg>\n<g/>\n</svg>\n", "<svg>\n<g/>\n</svg>\n") == nil)
        let message = diffing.diffV2("<svg>\n<g a=\"1\"/>\n</svg>\n", "<svg>\n<g a=\"2\"/>\n</svg>\n")?.0 ?? ""
        #expect(message.contains("The reference SVG was not found"))
        #expect(message.contains("−<g a=\"1\"/>"))
        #expect(message.contains("+<g a=\"2\"/>"))
    }
}
