/// What a symbol image draws: the symbol's name and glyph, its configuration, and the colour `withTintColor(_:)`
/// gave it. The image's SVG is written when it is drawn, in the colours of that moment (the image view's tint).
struct SymbolImage: Sendable {
    let name: String
    let glyph: SymbolGlyph
    var configuration: UIImage.SymbolConfiguration
    var tintColor: UIColor?

    /// Points per grid unit: the 24-unit grid spans 20 points at 17-point medium, so a circle symbol beside body
    /// text is about 20 points across, as an SF Symbol is; the scale multiplies it (see `SymbolScale.factor`).
    var pointsPerUnit: CGFloat {
        configuration.resolvedPointSize / 17 * 20 / 24 * configuration.resolvedScale.factor
    }

    /// The image's size in points.
    var size: CGSize {
        let unit = pointsPerUnit
        func round(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
        return CGSize(width: round(glyph.width * unit), height: round(glyph.height * unit))
    }

    /// The colour of each layer (primary, secondary, tertiary) when the template colour is `tint`.
    func layerColors(tint: UIColor) -> [RGBA] {
        switch configuration.colors {
        case .hierarchical(let color):
            return [1, 0.5, 0.25].map { opacity in
                var rgba = color.rgba
                rgba.alpha *= opacity
                return rgba
            }
        case .palette(let colors) where !colors.isEmpty:
            return (0..<3).map { colors[min($0, colors.count - 1)].rgba }
        case .palette, .monochrome, nil:
            return Array(repeating: (tintColor ?? tint).rgba, count: 3)
        }
    }

    /// Whether layers are painted apart (hierarchical or palette): cut-out parts are then painted in their own
    /// layer's colour instead of left empty.
    var paintsLayersApart: Bool {
        switch configuration.colors {
        case .hierarchical, .palette: true
        case .monochrome, nil: false
        }
    }

    /// The SVG document of the symbol drawn with `tint` as its template colour.
    func svg(tint: UIColor) -> String {
        let colors = layerColors(tint: tint)
        let size = size
        let strokeWidth = SVGRenderer.format(Double(configuration.resolvedWeight.strokeWidth))
        let width = SVGRenderer.format(Double(glyph.width))
        let height = SVGRenderer.format(Double(glyph.height))
        func color(_ layer: Int) -> String { colors[min(max(layer, 1), 3) - 1].cssString }
        let gapWidth = SVGRenderer.format(Double(configuration.resolvedWeight.strokeWidth * 3))
        func element(_ element: SymbolGlyph.Element, color: String, filled: Bool, gap: Bool = false) -> String {
            let width = gap ? " stroke-width=\"\(gapWidth)\"" : ""
            return
                "<path d=\"\(element.path.svgData)\" fill=\"\(filled ? color : "none")\" stroke=\"\(color)\"\(width)/>"
        }
        var painted = ""
        var cutOut = ""
        var paintedOver = ""
        for item in glyph.elements {
            switch item.paint {
            case .outline, .line, .detail: painted += element(item, color: color(item.layer), filled: false)
            case .solid: painted += element(item, color: color(item.layer), filled: true)
            case .knockoutLine, .knockoutSolid:
                let filled = item.paint == .knockoutSolid
                cutOut += element(item, color: "#000", filled: filled)
                if paintsLayersApart { paintedOver += element(item, color: color(item.layer), filled: filled) }
            case .gapLine, .gapSolid:
                let filled = item.paint == .gapSolid
                cutOut += element(item, color: "#000", filled: filled, gap: true)
                paintedOver += element(item, color: color(item.layer), filled: filled)
            }
        }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGRenderer.format(Double(size.width)))\" "
        out += "height=\"\(SVGRenderer.format(Double(size.height)))\" viewBox=\"0 0 \(width) \(height)\">"
        out += "<g stroke-width=\"\(strokeWidth)\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
        if cutOut.isEmpty {
            out += painted
        } else {
            out +=
                "<mask id=\"cut\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\">"
            out += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#fff\"/>\(cutOut)</mask>"
            out += "<g mask=\"url(#cut)\">\(painted)</g>\(paintedOver)"
        }
        return out + "</g></svg>"
    }

    /// A `data:` URL of the SVG drawn with `tint`, kept in a small shared cache because the render tree asks for it
    /// every frame.
    func dataURL(tint: UIColor) -> String {
        let key = SymbolDrawingKey(
            name: name, pointSize: configuration.resolvedPointSize, weight: configuration.resolvedWeight,
            scale: configuration.resolvedScale, colors: layerColors(tint: tint), paintsLayersApart: paintsLayersApart)
        return SymbolDrawingCache.shared.withLock { cache in
            if let url = cache[key] { return url }
            if cache.count >= 1024 { cache.removeAll() }
            let url = "data:image/svg+xml;base64,\(Data(svg(tint: tint).utf8).base64EncodedString())"
            cache[key] = url
            return url
        }
    }
}

/// Everything that changes a symbol's drawing.
struct SymbolDrawingKey: Hashable, Sendable {
    let name: String
    let pointSize: CGFloat
    let weight: UIImage.SymbolWeight
    let scale: UIImage.SymbolScale
    let colors: [RGBA]
    let paintsLayersApart: Bool
}

/// The drawings made so far, shared by every symbol image (at most 1,024, then started afresh).
enum SymbolDrawingCache {
    static let shared = LockedValue<[SymbolDrawingKey: String]>([:])
}
