/// The metrics of one TrueType or OpenType (CFF) font, read from its tables: `head` (units per em), `hhea` (ascender,
/// descender, line gap, number of horizontal metrics), `hmtx` (advance widths), `OS/2` (cap and x heights) and
/// `cmap` (formats 4 and 12: characters to glyphs). A font collection (`.ttc`, as Noto CJK ships) is read from its
/// `ttcf` header: the face at `faceIndex` has its own table directory, with table offsets from the file's start.
/// Pair kerning is not applied: DejaVu keeps it in `GPOS`, so the
/// web host draws with `font-kerning: none` to match these widths.
///
/// A class, so that text measurement passes a face's tables around with one reference count, not one per table.
final class TrueTypeFont: Sendable {
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let capHeight: Double
    let xHeight: Double
    /// Advance widths by glyph, in font units.
    let advances: [UInt16]
    /// Glyphs by Unicode scalar for the Basic Multilingual Plane (0 = missing).
    private let bmpGlyphs: [UInt16]
    /// Glyphs for scalars beyond the BMP.
    private let supplementaryGlyphs: [UInt32: UInt16]

    enum ReadError: Error, CustomStringConvertible {
        case missingTable(String)
        case truncated
        case missingFace(Int)

        var description: String {
            switch self {
            case .missingFace(let index): "the font collection has no face \(index)"
            case .missingTable(let name): "the font has no '\(name)' table"
            case .truncated: "the font file is truncated"
            }
        }
    }

    /// Metrics with one advance for every character (the fallback when no file can be read).
    init(
        unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double,
        uniformAdvance: UInt16
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        advances = [uniformAdvance]
        bmpGlyphs = [UInt16](repeating: 0, count: 65536)
        supplementaryGlyphs = [:]
    }

    /// Metrics that claim the scalars `covers` accepts with one advance (glyph 1) and have no glyph for any other: a
    /// stand-in for a fallback face whose file is missing (`TrueTypeFont.standIn(for:)`).
    init(
        unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double,
        advance: UInt16, covering covers: (Unicode.Scalar) -> Bool, supplementaryRanges: [ClosedRange<UInt32>]
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        advances = [0, advance]
        bmpGlyphs = (0..<65536).map { value in Unicode.Scalar(UInt32(value)).map(covers) == true ? 1 : 0 }
        var supplementary: [UInt32: UInt16] = [:]
        for range in supplementaryRanges {
            for value in range where Unicode.Scalar(value).map(covers) == true { supplementary[value] = 1 }
        }
        supplementaryGlyphs = supplementary
    }

    /// Reads the metrics from the bytes of a `.ttf`/`.otf` file, or of face `faceIndex` of a `.ttc` collection.
    init(data: Data, faceIndex: Int = 0) throws {
        let bytes = [UInt8](data)
        func u16(_ offset: Int) throws -> UInt16 {
            guard offset + 2 <= bytes.count else { throw ReadError.truncated }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }
        func i16(_ offset: Int) throws -> Double { Double(Int16(bitPattern: try u16(offset))) }
        func u32(_ offset: Int) throws -> UInt32 {
            UInt32(try u16(offset)) << 16 | UInt32(try u16(offset + 2))
        }
        var directory = 0
        if bytes.starts(with: Array("ttcf".utf8)) {
            guard faceIndex >= 0, faceIndex < Int(try u32(8)) else { throw ReadError.missingFace(faceIndex) }
            directory = Int(try u32(12 + faceIndex * 4))
        }
        var tables: [String: Int] = [:]
        let tableCount = Int(try u16(directory + 4))
        for index in 0..<tableCount {
            let record = directory + 12 + index * 16
            guard record + 16 <= bytes.count else { throw ReadError.truncated }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(try u32(record + 8))
        }
        func table(_ name: String) throws -> Int {
            guard let offset = tables[name] else { throw ReadError.missingTable(name) }
            return offset
        }
        let head = try table("head")
        unitsPerEm = Double(try u16(head + 18))
        let hhea = try table("hhea")
        ascender = try i16(hhea + 4)
        descender = try i16(hhea + 6)
        lineGap = try i16(hhea + 8)
        let metricCount = Int(try u16(hhea + 34))
        let maxp = try table("maxp")
        let glyphCount = Int(try u16(maxp + 4))
        let hmtx = try table("hmtx")
        var advances = [UInt16](repeating: 0, count: max(glyphCount, metricCount))
        for glyph in 0..<metricCount { advances[glyph] = try u16(hmtx + glyph * 4) }
        if metricCount > 0 { for glyph in metricCount..<advances.count { advances[glyph] = advances[metricCount - 1] } }
        self.advances = advances
        if let os2 = tables["OS/2"], try u16(os2) >= 2 {
            xHeight = try i16(os2 + 86)
            capHeight = try i16(os2 + 88)
        } else {
            xHeight = ascender * 0.5
            capHeight = ascender * 0.7
        }
        var bmp = [UInt16](repeating: 0, count: 65536)
        var supplementary: [UInt32: UInt16] = [:]
        let cmap = try table("cmap")
        let subtableCount = Int(try u16(cmap + 2))
        var format4: Int?
        var format12: Int?
        for index in 0..<subtableCount {
            let record = cmap + 4 + index * 8
            let platform = try u16(record)
            let encoding = try u16(record + 2)
            let offset = cmap + Int(try u32(record + 4))
            let format = try u16(offset)
            if format == 4, platform == 3 || platform == 0, encoding <= 3 || encoding == 1 { format4 = offset }
            if format == 12 { format12 = offset }
        }
        if let subtable = format4 {
            let segmentCount = Int(try u16(subtable + 6)) / 2
            let ends = subtable + 14
            let starts = ends + segmentCount * 2 + 2
            let deltas = starts + segmentCount * 2
            let rangeOffsets = deltas + segmentCount * 2
            for segment in 0..<segmentCount {
                let end = Int(try u16(ends + segment * 2))
                let start = Int(try u16(starts + segment * 2))
                let delta = Int(try u16(deltas + segment * 2))
                let rangeOffsetPosition = rangeOffsets + segment * 2
                let rangeOffset = Int(try u16(rangeOffsetPosition))
                guard start <= end, start != 0xFFFF else { continue }
                for code in start...end {
                    var glyph: Int
                    if rangeOffset == 0 {
                        glyph = (code + delta) & 0xFFFF
                    } else {
                        let address = rangeOffsetPosition + rangeOffset + (code - start) * 2
                        glyph = Int(try u16(address))
                        if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                    }
                    bmp[code] = UInt16(glyph)
                }
            }
        }
        if let subtable = format12 {
            let groupCount = Int(try u32(subtable + 12))
            for group in 0..<groupCount {
                let record = subtable + 16 + group * 12
                let start = try u32(record)
                let end = try u32(record + 4)
                let glyph = try u32(record + 8)
                guard start <= end, end - start < 0x110000 else { continue }
                for code in start...end {
                    let value = UInt16(truncatingIfNeeded: glyph + (code - start))
                    if code < 65536 {
                        if bmp[Int(code)] == 0 { bmp[Int(code)] = value }
                    } else {
                        supplementary[code] = value
                    }
                }
            }
        }
        bmpGlyphs = bmp
        supplementaryGlyphs = supplementary
    }

    /// The glyph for a scalar (0, the missing-glyph box, when the font lacks it).
    func glyph(for scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 65536 { return Int(bmpGlyphs[Int(value)]) }
        return Int(supplementaryGlyphs[value] ?? 0)
    }

    /// The advance of a scalar in font units.
    func advance(for scalar: Unicode.Scalar) -> Double {
        let glyph = glyph(for: scalar)
        return glyph < advances.count ? Double(advances[glyph]) : 0
    }
}
