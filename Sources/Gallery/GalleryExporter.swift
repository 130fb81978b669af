import OpenCollectionView

/// Writes an SVG of every Gallery screen (and a PNG of each through headless Chromium when it is installed).
@MainActor
enum GalleryExporter {
    static let size = CGSize(width: 390, height: 844)

    static func export(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        for screen in GalleryScreen.all {
            let host = HeadlessHost(rootViewController: screen.makeViewController(), size: size)
            host.advance(by: 0.5)
            let svgURL = directory.appendingPathComponent("\(screen.slug).svg")
            try host.svg().write(to: svgURL, atomically: true, encoding: .utf8)
            print("wrote \(svgURL.path)")
            if let chromium {
                let pngURL = directory.appendingPathComponent("\(screen.slug).png")
                try screenshot(svgURL, to: pngURL, chromium: chromium)
                print("wrote \(pngURL.path)")
            }
        }
        if chromium == nil { print("(no chromium at /usr/bin/chromium: PNGs skipped; `apt-get install chromium`)") }
    }

    private static func screenshot(_ svg: URL, to png: URL, chromium: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--screenshot=\(png.path)",
            "--window-size=\(Int(size.width)),\(Int(size.height))", svg.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }
}
