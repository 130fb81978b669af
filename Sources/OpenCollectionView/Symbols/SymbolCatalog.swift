/// The system symbols this package draws, by SF Symbols name.
///
/// Each family file (`SymbolCatalog+Arrows.swift`, …) is a table from a name to a glyph in `SymbolGlyph`'s text
/// form, with two additions read here:
/// - a leading `[…]` lists the variants made from the glyph: `F` `name.fill`, `c` `name.circle`, `C`
///   `name.circle.fill`, `q` `name.square`, `Q` `name.square.fill`;
/// - `=other` draws another entry, optionally moved: `fx` mirrors it left to right, `fy` top to bottom, `r90`,
///   `r-90` and `r180` turn it clockwise by that many degrees.
enum SymbolCatalog {
    /// The glyph for `name`, or `nil` when the catalogue has no such symbol.
    static func glyph(named name: String) -> SymbolGlyph? { glyphs[name] }

    /// Every symbol name, sorted.
    static let names: [String] = glyphs.keys.sorted()

    /// The tables of every family.
    private static let families: [[String: String]] = [
        arrows, marks, shapes, objects, communication, media, devices, nature,
    ]

    private static let glyphs: [String: SymbolGlyph] = {
        var sources: [String: String] = [:]
        for family in families { sources.merge(family) { first, _ in first } }
        var resolved: [String: SymbolGlyph] = [:]
        func base(_ name: String) -> SymbolGlyph? {
            if let glyph = resolved[name] { return glyph }
            guard let source = sources[name] else { return nil }
            let (_, drawing) = splitVariants(source)
            let glyph: SymbolGlyph?
            if drawing.hasPrefix("=") {
                let words = drawing.dropFirst().split(separator: " ")
                guard let first = words.first, let original = base(String(first)) else { return nil }
                glyph = words.dropFirst().reduce(original) { moved(String($1), $0) }
            } else {
                glyph = SymbolGlyph(source: drawing)
            }
            resolved[name] = glyph
            return glyph
        }
        var all: [String: SymbolGlyph] = [:]
        for (name, source) in sources {
            guard let glyph = base(name) else { continue }
            all[name] = glyph
            for flag in splitVariants(source).variants {
                switch flag {
                case "F": all[name + ".fill"] = glyph.filled
                case "c": all[name + ".circle"] = glyph.enclosed(in: .circle, filled: false)
                case "C": all[name + ".circle.fill"] = glyph.enclosed(in: .circle, filled: true)
                case "q": all[name + ".square"] = glyph.enclosed(in: .square, filled: false)
                case "Q": all[name + ".square.fill"] = glyph.enclosed(in: .square, filled: true)
                default: break
                }
            }
        }
        return all
    }()

    /// The variant letters of a table entry and its drawing.
    private static func splitVariants(_ source: String) -> (variants: String, drawing: String) {
        guard source.hasPrefix("["), let end = source.firstIndex(of: "]") else { return ("", source) }
        let variants = String(source[source.index(after: source.startIndex)..<end])
        return (variants, String(source[source.index(after: end)...].drop { $0 == " " }))
    }

    /// `glyph` mirrored or turned by a move word (`fx`, `fy`, `r90`, `r-90`, `r180`).
    private static func moved(_ word: String, _ glyph: SymbolGlyph) -> SymbolGlyph {
        let (w, h) = (glyph.width, glyph.height)
        switch word {
        case "fx":
            return glyph.transformed(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0), width: w, height: h)
        case "fy":
            return glyph.transformed(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h), width: w, height: h)
        case "r90":
            return glyph.transformed(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0), width: h, height: w)
        case "r-90":
            return glyph.transformed(CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w), width: h, height: w)
        case "r180":
            return glyph.transformed(CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h), width: w, height: h)
        default: return glyph
        }
    }
}
