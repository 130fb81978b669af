/// A symbol's drawing on a design grid 24 units tall: outlined and filled paths, each on a layer (primary,
/// secondary, tertiary) that hierarchical and palette configurations colour apart.
///
/// Glyphs are written in a compact text form (see `init(source:)`) so that each family's table stays readable;
/// every path is our own, drawn for this project on the grid.
struct SymbolGlyph: Sendable {
    /// How a path is painted.
    enum Paint: Sendable {
        /// Stroked (`s`): a closed outline that the `.fill` variant fills.
        case outline
        /// Stroked (`l`): an open line, stroked in every variant.
        case line
        /// Stroked (`d`): a detail inside a shape, knocked out of it in the `.fill` variant.
        case detail
        /// Filled and stroked (`b`).
        case solid
        /// Stroked and cut out of everything beneath (`k`); in colour modes also painted in its layer's colour.
        case knockoutLine
        /// Filled, stroked and cut out of everything beneath (`K`).
        case knockoutSolid
        /// Stroked over a gap cut in everything beneath (`x`): a slash across a symbol.
        case gapLine
        /// Filled and stroked over a gap cut in everything beneath (`X`): a badge on a symbol.
        case gapSolid
    }

    /// One painted path.
    struct Element: Sendable {
        var paint: Paint
        /// 1 primary, 2 secondary, 3 tertiary.
        var layer: Int
        var path: SymbolPath
    }

    /// The width and height of the glyph's box on the grid.
    var width: CGFloat
    var height: CGFloat
    var elements: [Element]

    /// Parses the text form: an optional box `@W×H` (default `@24x24`), then elements separated by `|`, each a
    /// paint letter (`s`, `l`, `d`, `b`, `k`, `K`, `x`, `X`) with an optional layer digit, then SVG path data (absolute or
    /// relative `M L H V C Q A Z`) with two shorthands: `O cx cy r` (a circle) and `B x y w h r` (a rectangle with
    /// corner radius `r`).
    init(source: String) {
        var text = Substring(source)
        width = 24
        height = 24
        if text.hasPrefix("@") {
            let box = text.dropFirst().prefix { $0 != " " }
            let sides = box.split(separator: "x").compactMap { Double($0) }
            if sides.count == 2 {
                width = CGFloat(sides[0])
                height = CGFloat(sides[1])
            }
            text = text.dropFirst(box.count + 1)
        }
        elements = text.split(separator: "|").map { part in
            let trimmed = part.drop { $0 == " " }
            let letter = trimmed.first ?? "s"
            var rest = trimmed.dropFirst()
            var layer = 1
            if let digit = rest.first?.wholeNumberValue {
                layer = digit
                rest = rest.dropFirst()
            }
            let paint: Paint =
                switch letter {
                case "l": .line
                case "d": .detail
                case "b": .solid
                case "k": .knockoutLine
                case "K": .knockoutSolid
                case "x": .gapLine
                case "X": .gapSolid
                default: .outline
                }
            return Element(paint: paint, layer: layer, path: SymbolPath(data: String(rest)))
        }
    }

    init(width: CGFloat, height: CGFloat, elements: [Element]) {
        self.width = width
        self.height = height
        self.elements = elements
    }

    /// The glyph moved by `transform` into a box of `width` × `height`.
    func transformed(_ transform: CGAffineTransform, width: CGFloat, height: CGFloat) -> SymbolGlyph {
        SymbolGlyph(
            width: width, height: height,
            elements: elements.map { element in
                var moved = element
                moved.path = element.path.applying(transform)
                return moved
            })
    }

    /// The filled form (`heart` → `heart.fill`): outlines become solid, details are cut out of them. When there are
    /// details the filled shapes move to the secondary layer, so that hierarchical and palette colours show the
    /// details on them, as SF Symbols' filled symbols do.
    var filled: SymbolGlyph {
        var glyph = self
        let hasDetails = elements.contains { $0.paint == .detail }
        for index in glyph.elements.indices {
            switch glyph.elements[index].paint {
            case .outline:
                glyph.elements[index].paint = .solid
                if hasDetails { glyph.elements[index].layer = max(glyph.elements[index].layer, 2) }
            case .detail: glyph.elements[index].paint = .knockoutLine
            case .line, .solid, .knockoutLine, .knockoutSolid, .gapLine, .gapSolid: break
            }
        }
        return glyph
    }

    /// The glyph shrunk into the middle of an enclosure: `circle` (`plus.circle`) or a rounded square
    /// (`plus.square`), outlined, or filled with the glyph cut out of it (`plus.circle.fill`, the glyph's details
    /// drawn back in the enclosure's colour). The enclosure is the secondary layer, as in SF Symbols' hierarchical
    /// rendering.
    func enclosed(in enclosure: SymbolEnclosure, filled: Bool) -> SymbolGlyph {
        let fit = 14 / max(width, height)
        let transform = CGAffineTransform(translationX: 12, y: 12).scaledBy(x: fit, y: fit)
            .translatedBy(x: -width / 2, y: -height / 2)
        var inner = transformed(transform, width: 24, height: 24).elements
        if filled {
            inner = inner.map { element in
                var cut = element
                switch element.paint {
                case .outline, .solid, .knockoutSolid, .gapSolid: cut.paint = .knockoutSolid
                case .line, .knockoutLine, .gapLine: cut.paint = .knockoutLine
                case .detail:
                    // A detail inside a cut-out shape is drawn back in the enclosure's colour.
                    cut.paint = .gapLine
                    cut.layer = 2
                }
                return cut
            }
        }
        let shape =
            switch enclosure {
            case .circle: "O 12 12 10"
            case .square: "B 2.5 2.5 19 19 4.5"
            }
        let outer = Element(paint: filled ? .solid : .outline, layer: 2, path: SymbolPath(data: shape))
        return SymbolGlyph(width: 24, height: 24, elements: [outer] + inner)
    }
}

/// The shapes a glyph can be enclosed in.
enum SymbolEnclosure: Sendable {
    case circle
    case square
}
