/// One font face text is measured and drawn with: DejaVu Sans (regular, bold, oblique, extra-light) and DejaVu Sans
/// Mono from `/usr/share/fonts/truetype/dejavu` (Debian's fonts-dejavu-core); for characters DejaVu lacks, Noto Sans
/// CJK SC from the collections in `/usr/share/fonts/opentype/noto` (fonts-noto-cjk) and Noto Color Emoji from
/// `/usr/share/fonts/truetype/noto` (fonts-noto-color-emoji). A file in the folder named by the environment variable
/// `OPENCOLLECTIONVIEW_FONT_DIR` wins over the system one. Hosts serve these same faces, so the browser draws text
/// with the metrics the server measured.
@_spi(Host) public struct FontFace: Sendable, Hashable {
    /// The CSS family name hosts declare the face under.
    public let family: String
    /// The file name in the font folder.
    public let fileName: String
    /// The CSS weight (400 regular, 700 bold, 200 extra-light).
    public let weight: Int
    /// Whether the face is oblique.
    public let italic: Bool
    /// The face's index in a font collection (`.ttc`), or `nil` for a file holding one face.
    public let collectionIndex: Int?
    /// The name hosts serve the face under (a face of a collection is served as its own OpenType file).
    public let servedFileName: String
    /// The folder Debian installs the file in.
    let systemFolder: String
    /// Where the library's own faces keep their metrics once read (see `LoadedFaceMetrics`); `nil` for any other.
    let metricsSlot: LoadedFaceMetrics.Slot?

    init(
        family: String, fileName: String, weight: Int, italic: Bool, collectionIndex: Int? = nil,
        servedFileName: String? = nil, systemFolder: String = "/usr/share/fonts/truetype/dejavu",
        metricsSlot: LoadedFaceMetrics.Slot? = nil
    ) {
        self.family = family
        self.fileName = fileName
        self.weight = weight
        self.italic = italic
        self.collectionIndex = collectionIndex
        self.servedFileName = servedFileName ?? fileName
        self.systemFolder = systemFolder
        self.metricsSlot = metricsSlot
    }

    static let regular = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans.ttf", weight: 400, italic: false, metricsSlot: .regular)
    static let bold = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans-Bold.ttf", weight: 700, italic: false, metricsSlot: .bold)
    static let oblique = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans-Oblique.ttf", weight: 400, italic: true, metricsSlot: .oblique)
    static let boldOblique = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans-BoldOblique.ttf", weight: 700, italic: true,
        metricsSlot: .boldOblique)
    static let extraLight = FontFace(
        family: "DejaVu Sans", fileName: "DejaVuSans-ExtraLight.ttf", weight: 200, italic: false,
        metricsSlot: .extraLight)
    static let mono = FontFace(
        family: "DejaVu Sans Mono", fileName: "DejaVuSansMono.ttf", weight: 400, italic: false, metricsSlot: .mono)
    static let monoBold = FontFace(
        family: "DejaVu Sans Mono", fileName: "DejaVuSansMono-Bold.ttf", weight: 700, italic: false,
        metricsSlot: .monoBold)
    /// Noto Sans CJK SC (face 2 of Debian's collection): Chinese, Japanese kana and Korean hangul.
    static let cjk = FontFace(
        family: "Noto Sans CJK SC", fileName: "NotoSansCJK-Regular.ttc", weight: 400, italic: false,
        collectionIndex: 2, servedFileName: "NotoSansCJKsc-Regular.otf", systemFolder: "/usr/share/fonts/opentype/noto",
        metricsSlot: .cjk)
    /// Noto Sans CJK SC Bold.
    static let cjkBold = FontFace(
        family: "Noto Sans CJK SC", fileName: "NotoSansCJK-Bold.ttc", weight: 700, italic: false,
        collectionIndex: 2, servedFileName: "NotoSansCJKsc-Bold.otf", systemFolder: "/usr/share/fonts/opentype/noto",
        metricsSlot: .cjkBold)
    /// Noto Color Emoji (colour bitmaps; advances from `hmtx`).
    static let emoji = FontFace(
        family: "Noto Color Emoji", fileName: "NotoColorEmoji.ttf", weight: 400, italic: false,
        systemFolder: "/usr/share/fonts/truetype/noto", metricsSlot: .emoji)

    /// Hashes the file and the face in it, which identify a face (text measurement looks faces up per character).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileName)
        hasher.combine(collectionIndex)
    }

    /// The faces characters fall back to, in order, after a DejaVu face.
    public static let fallbacks: [FontFace] = [cjk, cjkBold, emoji]

    /// The CSS family names after the primary one, in fallback order, as hosts list them in `font-family`.
    public static let fallbackFamilies: [String] = ["Noto Sans CJK SC", "Noto Color Emoji"]

    /// Every face the library draws with.
    public static let all: [FontFace] = [regular, bold, oblique, boldOblique, extraLight, mono, monoBold] + fallbacks

    /// The folder the DejaVu files are read from.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["OPENCOLLECTIONVIEW_FONT_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")
    }

    /// The font file: in `OPENCOLLECTIONVIEW_FONT_DIR` when it holds it, else in the system folder.
    public var fileURL: URL {
        if let override = ProcessInfo.processInfo.environment["OPENCOLLECTIONVIEW_FONT_DIR"], !override.isEmpty {
            let url = URL(fileURLWithPath: override).appendingPathComponent(fileName)
            if systemFolder == "/usr/share/fonts/truetype/dejavu" || FileManager.default.fileExists(atPath: url.path) {
                return url
            }
        }
        return URL(fileURLWithPath: systemFolder).appendingPathComponent(fileName)
    }

    /// Whether the face's file can be read (a missing fallback face is reported once and measured with fallback
    /// metrics, see `FontMetricsCache`).
    public var isAvailable: Bool { FileManager.default.isReadableFile(atPath: fileURL.path) }

    /// The Debian package that installs the face.
    var debianPackage: String {
        switch systemFolder {
        case FontFace.cjk.systemFolder: "fonts-noto-cjk"
        case FontFace.emoji.systemFolder: "fonts-noto-color-emoji"
        default: "fonts-dejavu-core"
        }
    }

    /// The metrics of this face, read once (the library's own faces without a lock after that).
    var metrics: TrueTypeFont {
        guard let metricsSlot else { return FontMetricsCache.metrics(for: self) }
        return LoadedFaceMetrics.metrics(in: metricsSlot)
    }
}

/// The metrics of the library's own faces, each read on first use: Swift initialises a static constant once,
/// thread-safely, so text measurement reads a face's metrics without taking `FontMetricsCache`'s lock or hashing
/// its file name for every character.
enum LoadedFaceMetrics {
    /// One of the library's faces.
    enum Slot: Sendable, Hashable {
        case regular, bold, oblique, boldOblique, extraLight, mono, monoBold, cjk, cjkBold, emoji
    }

    private static let regular = FontMetricsCache.metrics(for: .regular)
    private static let bold = FontMetricsCache.metrics(for: .bold)
    private static let oblique = FontMetricsCache.metrics(for: .oblique)
    private static let boldOblique = FontMetricsCache.metrics(for: .boldOblique)
    private static let extraLight = FontMetricsCache.metrics(for: .extraLight)
    private static let mono = FontMetricsCache.metrics(for: .mono)
    private static let monoBold = FontMetricsCache.metrics(for: .monoBold)
    private static let cjk = FontMetricsCache.metrics(for: .cjk)
    private static let cjkBold = FontMetricsCache.metrics(for: .cjkBold)
    private static let emoji = FontMetricsCache.metrics(for: .emoji)

    static func metrics(in slot: Slot) -> TrueTypeFont {
        switch slot {
        case .regular: regular
        case .bold: bold
        case .oblique: oblique
        case .boldOblique: boldOblique
        case .extraLight: extraLight
        case .mono: mono
        case .monoBold: monoBold
        case .cjk: cjk
        case .cjkBold: cjkBold
        case .emoji: emoji
        }
    }
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
            metrics = try TrueTypeFont(
                data: try Data(contentsOf: face.fileURL, options: .mappedIfSafe), faceIndex: face.collectionIndex ?? 0)
        } catch {
            // Without the file, text still lays out: a DejaVu face with DejaVu Sans' own vertical metrics and a
            // fixed advance, a fallback face with a stand-in that measures its script as the face would on average
            // (the browser draws those characters with its own fonts). Say so once, clearly, instead of failing.
            FileHandle.standardError.write(
                Data(
                    ("OpenCollectionView: cannot read font \(face.fileURL.path) (\(error)); install "
                        + "\(face.debianPackage) or set OPENCOLLECTIONVIEW_FONT_DIR. Text is measured with fallback "
                        + "metrics.\n").utf8))
            metrics = FontFace.fallbacks.contains(face) ? TrueTypeFont.standIn(for: face) : TrueTypeFont.fallback
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
