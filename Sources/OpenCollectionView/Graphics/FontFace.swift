/// One font file the system font is drawn with: DejaVu Sans (regular, bold, oblique, extra-light) and DejaVu
/// Sans Mono, from `/usr/share/fonts/truetype/dejavu` (Debian's fonts-dejavu-core) or the folder named by the
/// environment variable `OPENCOLLECTIONVIEW_FONT_DIR`. Hosts serve these same files, so the browser draws text with
/// the metrics the server measured.
@_spi(Host) public struct FontFace: Sendable, Hashable {
    /// The CSS family name hosts declare the file under.
    public let family: String
    /// The file name in the font folder.
    public let fileName: String
    /// The CSS weight (400 regular, 700 bold, 200 extra-light).
    public let weight: Int
    /// Whether the face is oblique.
    public let italic: Bool

    static let regular = FontFace(family: "DejaVu Sans", fileName: "DejaVuSans.ttf", weight: 400, italic: false)
    static let bold = FontFace(family: "DejaVu Sans", fileName: "DejaVuSans-Bold.ttf", weight: 700, italic: false)
    static let oblique = FontFace(family: "DejaVu Sans", fileName: "DejaVuSans-Oblique.ttf", weight: 400, italic: true)
    static let boldOblique = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans-BoldOblique.ttf", weight: 700, italic: true)
    static let extraLight = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans-ExtraLight.ttf", weight: 200, italic: false)
    static let mono = FontFace(family: "DejaVu Sans Mono", fileName: "DejaVuSansMono.ttf", weight: 400, italic: false)
    static let monoBold = FontFace(
        family: "DejaVu Sans Mono", fileName: "DejaVuSansMono-Bold.ttf", weight: 700, italic: false)

    /// Every face the library draws with.
    public static let all: [FontFace] = [regular, bold, oblique, boldOblique, extraLight, mono, monoBold]

    /// The folder the font files are read from.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["OPENCOLLECTIONVIEW_FONT_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")
    }

    /// The font file.
    public var fileURL: URL { Self.directory.appendingPathComponent(fileName) }

    /// The metrics of this face, read once.
    var metrics: TrueTypeFont { FontMetricsCache.metrics(for: self) }
}

/// Reads each face's file once, on first use, and keeps its metrics.
enum FontMetricsCache {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [FontFace: TrueTypeFont] = [:]

    static func metrics(for face: FontFace) -> TrueTypeFont {
        lock.lock()
        defer { lock.unlock() }
        if let metrics = cache[face] { return metrics }
        let metrics: TrueTypeFont
        do {
            metrics = try TrueTypeFont(data: try Data(contentsOf: face.fileURL))
        } catch {
            // Without the file, text still lays out with DejaVu Sans' own vertical metrics and a fixed advance;
            // say so once, clearly, instead of failing.
            FileHandle.standardError.write(
                Data(
                    ("OpenCollectionView: cannot read font \(face.fileURL.path) (\(error)); install fonts-dejavu-core "
                        + "or set OPENCOLLECTIONVIEW_FONT_DIR. Text is measured with fallback metrics.\n").utf8))
            metrics = TrueTypeFont.fallback
        }
        cache[face] = metrics
        return metrics
    }
}

extension TrueTypeFont {
    /// DejaVu Sans' vertical metrics with every advance 0.6 em, used only when no font file can be read.
    static var fallback: TrueTypeFont {
        TrueTypeFont(
            unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, capHeight: 1493, xHeight: 1120,
            uniformAdvance: 1229)
    }
}
