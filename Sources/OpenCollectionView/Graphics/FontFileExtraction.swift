/// The bytes hosts serve for a face. A face of a font collection (`.ttc`, as Debian ships Noto Sans CJK) is copied
/// out into a standalone OpenType file — its own table directory and tables, offsets rewritten — because browsers
/// load only the first face of a collection given to `@font-face`, and Noto's first face is the Japanese one.
extension FontFace {
    /// The face's file as a standalone font, read once and kept.
    public func servedBytes() throws -> [UInt8] {
        if let cached = Self.servedCache.withLock({ $0[self] }) { return cached }
        let data = try Data(contentsOf: fileURL, options: .mappedIfSafe)
        let bytes = try collectionIndex.map { try Self.extractFace($0, from: data) } ?? [UInt8](data)
        Self.servedCache.withLock { $0[self] = bytes }
        return bytes
    }

    /// The MIME type of the served file.
    public var servedContentType: String { servedFileName.hasSuffix(".otf") ? "font/otf" : "font/ttf" }

    private static let servedCache = LockedValue<[FontFace: [UInt8]]>([:])

    /// Copies face `index` of the collection in `data` into a single-face sfnt file.
    static func extractFace(_ index: Int, from data: Data) throws -> [UInt8] {
        let bytes = [UInt8](data)
        func u32(_ offset: Int) throws -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else { throw TrueTypeFont.ReadError.truncated }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        guard bytes.starts(with: Array("ttcf".utf8)) else { return bytes }
        guard index >= 0, index < (try u32(8)) else { throw TrueTypeFont.ReadError.missingFace(index) }
        let directory = try u32(12 + index * 4)
        guard directory + 12 <= bytes.count else { throw TrueTypeFont.ReadError.truncated }
        let tableCount = Int(bytes[directory + 4]) << 8 | Int(bytes[directory + 5])
        var output = [UInt8](bytes[directory..<directory + 12])
        var tables: [(record: Int, offset: Int, length: Int)] = []
        for table in 0..<tableCount {
            let record = directory + 12 + table * 16
            let offset = try u32(record + 8)
            let length = try u32(record + 12)
            guard offset + length <= bytes.count else { throw TrueTypeFont.ReadError.truncated }
            tables.append((record, offset, length))
        }
        var body: [UInt8] = []
        var next = 12 + tableCount * 16
        for table in tables {
            output += bytes[table.record..<table.record + 8]
            output += [UInt8(next >> 24 & 0xFF), UInt8(next >> 16 & 0xFF), UInt8(next >> 8 & 0xFF), UInt8(next & 0xFF)]
            output += bytes[table.record + 12..<table.record + 16]
            body += bytes[table.offset..<table.offset + table.length]
            let padding = (4 - table.length % 4) % 4
            body += [UInt8](repeating: 0, count: padding)
            next += table.length + padding
        }
        return output + body
    }
}
