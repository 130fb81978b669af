/// An image: its size in points, its scale, and its encoded bytes (PNG, JPEG, GIF, SVG), which hosts draw.
///
/// Images are immutable and `Sendable`, as in UIKit: every stored property is a constant except the cached data
/// URL, which a lock guards.
open class UIImage: NSObject, @unchecked Sendable {
    /// The encoded bytes.
    let data: Data
    /// The MIME type of `data`.
    let mimeType: String
    /// The size in points (pixels ÷ scale).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn: in its own colours, or as a template filled with the tint colour.
    public let renderingMode: RenderingMode
    /// The symbol drawn, for images made by `UIImage(systemName:)` (see `Symbols/`).
    let symbol: SymbolImage?

    /// An image from encoded bytes (PNG, JPEG, GIF or SVG), or `nil` when the bytes are none of these.
    public init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader(data: data) else { return nil }
        self.data = data
        self.mimeType = header.mimeType
        self.scale = scale > 0 ? scale : 1
        self.size = CGSize(width: header.pixelSize.width / self.scale, height: header.pixelSize.height / self.scale)
        self.renderingMode = .automatic
        self.symbol = nil
        super.init()
    }

    /// An image with every property given: symbol images, and the copies `withRenderingMode(_:)` makes.
    init(
        data: Data, mimeType: String, size: CGSize, scale: CGFloat, renderingMode: RenderingMode,
        symbol: SymbolImage?
    ) {
        self.data = data
        self.mimeType = mimeType
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.symbol = symbol
        super.init()
    }

    /// An image from encoded bytes at scale 1.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image from a file; an `@2x`/`@3x` suffix sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).deletingPathExtension
        let scale: CGFloat = name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An image from a resource named `name` in `bundle` (the main bundle by default), trying `@2x`, plain and
    /// `@3x` PNG, then JPEG, GIF and SVG files.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Any? = nil) {
        let bundle = bundle ?? .main
        let base = (name as NSString).deletingPathExtension
        let givenExtension = (name as NSString).pathExtension
        let extensions = givenExtension.isEmpty ? ["png", "jpg", "jpeg", "gif", "svg"] : [givenExtension]
        for suffix in ["@2x", "", "@3x"] {
            for pathExtension in extensions {
                if let path = bundle.path(forResource: base + suffix, ofType: pathExtension) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }

    /// The PNG bytes, for PNG images.
    open func pngData() -> Data? { mimeType == "image/png" ? data : nil }

    /// A `data:` URL of the image, which hosts draw (encoded on first use, from any thread).
    var dataURL: String {
        dataURLCache.withLock { cached in
            if let cached { return cached }
            let url = "data:\(mimeType);base64,\(data.base64EncodedString())"
            cached = url
            return url
        }
    }
    private let dataURLCache = LockedValue<String?>(nil)
}

/// The type and pixel size read from the first bytes of an encoded image.
struct ImageHeader {
    let mimeType: String
    let pixelSize: CGSize

    init?(data: Data) {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func u32(_ i: Int) -> Int { u16(i) << 16 | u16(i + 2) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            mimeType = "image/png"
            pixelSize = CGSize(width: u32(16), height: u32(20))
        } else if bytes.count >= 10, bytes.starts(with: Array("GIF".utf8)) {
            mimeType = "image/gif"
            pixelSize = CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        } else if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var index = 2
            var found: CGSize?
            while index + 9 < bytes.count, bytes[index] == 0xFF {
                let marker = bytes[index + 1]
                let length = u16(index + 2)
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    found = CGSize(width: u16(index + 7), height: u16(index + 5))
                    break
                }
                index += 2 + length
            }
            guard let found else { return nil }
            mimeType = "image/jpeg"
            pixelSize = found
        } else if let text = String(data: data.prefix(4096), encoding: .utf8), text.contains("<svg") {
            func attribute(_ name: String) -> Double? {
                guard let range = text.range(of: "\(name)=\"") else { return nil }
                let rest = text[range.upperBound...]
                return Double(rest.prefix { $0.isNumber || $0 == "." })
            }
            mimeType = "image/svg+xml"
            pixelSize = CGSize(width: attribute("width") ?? 0, height: attribute("height") ?? 0)
        } else {
            return nil
        }
    }
}
