import Foundation

/// What a differing `.svg` snapshot leaves for a person to look at: the new SVG beside the reference
/// (`NAME.new.svg` next to `NAME.svg` in `__Snapshots__`), and where Chromium is installed, PNGs of both
/// (`NAME.reference.png`, `NAME.new.png`). Add `*.new.svg` and `*.png` under `__Snapshots__` to `.gitignore`.
enum SVGArtifacts {
    /// The files written, for the failure message.
    struct Written: Equatable {
        /// The new SVG, or `nil` when the reference file was not found.
        var newSVG: URL?
        /// The PNGs of the reference and the new picture, when Chromium drew them.
        var pngs: [URL]

        /// A line or two naming the files.
        var summary: String {
            guard let newSVG else {
                return "The reference SVG was not found under __Snapshots__; the new one is in the artifacts folder."
            }
            var text = "New picture written beside the reference: \(newSVG.path)"
            if pngs.isEmpty {
                text += "\n(no Chromium at /usr/bin/chromium: no PNGs; `apt-get install chromium` to get them)"
            } else {
                text += "\nPNGs to compare: " + pngs.map(\.path).joined(separator: ", ")
            }
            return text
        }
    }

    /// The Chromium to draw PNGs with, if one is installed.
    static var installedChromium: URL? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].lazy
            .filter { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }.first
    }

    /// Finds the reference among the SVG snapshots of `testFile` (the one whose text is `reference`), writes `new`
    /// beside it and, with `chromium`, PNGs of both.
    static func write(
        reference: String, new: String, testFile: String?, chromium: URL? = installedChromium
    ) -> Written {
        guard let testFile, let referenceURL = referenceFile(holding: reference, for: testFile) else {
            return Written(newSVG: nil, pngs: [])
        }
        let base = referenceURL.deletingPathExtension()
        let newURL = base.appendingPathExtension("new.svg")
        guard (try? Data(new.utf8).write(to: newURL)) != nil else { return Written(newSVG: nil, pngs: []) }
        guard let chromium else { return Written(newSVG: newURL, pngs: []) }
        let pngs = [
            (referenceURL, base.appendingPathExtension("reference.png")),
            (newURL, base.appendingPathExtension("new.png")),
        ]
        .compactMap { svg, png in screenshot(svg, to: png, chromium: chromium) ? png : nil }
        return Written(newSVG: newURL, pngs: pngs)
    }

    /// The `.svg` file under `__Snapshots__/FILE/` beside `testFile` whose contents are `reference`.
    static func referenceFile(holding reference: String, for testFile: String) -> URL? {
        let testURL = URL(fileURLWithPath: testFile)
        let folder = testURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testURL.deletingPathExtension().lastPathComponent)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let referenceData = Data(reference.utf8)
        return names.sorted().lazy.filter { $0.hasSuffix(".svg") && !$0.hasSuffix(".new.svg") }
            .map { folder.appendingPathComponent($0) }
            .first { (try? Data(contentsOf: $0)) == referenceData }
    }

    /// Draws `svg` into `png` with headless Chromium at the SVG's own size; whether a PNG came out.
    private static func screenshot(_ svg: URL, to png: URL, chromium: URL) -> Bool {
        let size = (try? String(contentsOf: svg, encoding: .utf8)).flatMap(svgSize) ?? (390, 844)
        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--screenshot=\(png.path)",
            "--window-size=\(size.0),\(size.1)", svg.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? FileManager.default.removeItem(at: png)
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return FileManager.default.fileExists(atPath: png.path)
    }

    /// The `width` and `height` of an SVG document's root element, in whole points.
    static func svgSize(_ svg: String) -> (Int, Int)? {
        func attribute(_ name: String) -> Int? {
            guard let start = svg.range(of: " \(name)=\"") else { return nil }
            let digits = svg[start.upperBound...].prefix { $0.isNumber || $0 == "." }
            return Double(digits).map { Int($0.rounded(.up)) }
        }
        guard let width = attribute("width"), let height = attribute("height") else { return nil }
        return (width, height)
    }
}
