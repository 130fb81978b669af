/// What a `CGContext` painted, as SVG elements in the context's base space: paths, gradients, images, with the clip
/// paths and shadow filters they refer to.
final class SVGDrawingRecording {
    private(set) var definitions: [String] = []
    private(set) var body: [String] = []
    private var nextID = 1

    /// Whether nothing has been painted.
    var isEmpty: Bool { body.isEmpty }
    /// Whether any element paints (the group tags `appendWrapper(_:)` adds do not).
    var hasPaint: Bool { body.count > wrapperCount }
    private var wrapperCount = 0

    /// The recording as a standalone SVG document of `size` points.
    func document(size: CGSize) -> String {
        let width = f(size.width)
        let height = f(size.height)
        let defs = definitions.isEmpty ? "" : "<defs>" + definitions.joined() + "</defs>"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\">" + defs + body.joined() + "</svg>"
    }

    func fill(_ elements: [PathElement], evenOdd: Bool, state: DrawingState) {
        guard !elements.isEmpty else { return }
        let rule = evenOdd ? " fill-rule=\"evenodd\"" : ""
        append(
            "<path d=\"\(pathData(elements))\" fill=\"\(color(state.fillColor, alpha: state.alpha))\"\(rule)",
            state: state)
    }

    /// Strokes in user space, so the line width (and dashes) scale with the transform as Core Graphics does.
    func stroke(_ elements: [PathElement], state: DrawingState) {
        guard !elements.isEmpty else { return }
        let ctm = state.ctm
        let inverse = ctm.inverted()
        let local = ctm.isIdentity ? elements : elements.map { $0.applying(inverse) }
        var attributes =
            "<path d=\"\(pathData(local))\" fill=\"none\" stroke=\"\(color(state.strokeColor, alpha: state.alpha))\""
            + " stroke-width=\"\(f(state.lineWidth))\""
        if !ctm.isIdentity { attributes += " transform=\"\(matrix(ctm))\"" }
        switch state.lineCap {
        case .butt: break
        case .round: attributes += " stroke-linecap=\"round\""
        case .square: attributes += " stroke-linecap=\"square\""
        }
        switch state.lineJoin {
        case .miter: if state.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(f(state.miterLimit))\"" }
        case .round: attributes += " stroke-linejoin=\"round\""
        case .bevel: attributes += " stroke-linejoin=\"bevel\""
        }
        if !state.dash.lengths.isEmpty {
            attributes += " stroke-dasharray=\"\(state.dash.lengths.map(f).joined(separator: " "))\""
            if state.dash.phase != 0 { attributes += " stroke-dashoffset=\"\(f(state.dash.phase))\"" }
        }
        append(attributes, state: state)
    }

    /// Paints the area white-transparent: the closest a vector recording comes to erasing.
    func erase(_ elements: [PathElement], state: DrawingState) {
        var cleared = state
        cleared.shadow = nil
        append("<path d=\"\(pathData(elements))\" fill=\"rgba(0,0,0,0)\"", state: cleared)
    }

    /// A clip path of `elements` (intersected with the clip `within`), and its id.
    func clip(_ elements: [PathElement], evenOdd: Bool, within outer: Int?) -> Int {
        let id = takeID()
        let rule = evenOdd ? " clip-rule=\"evenodd\"" : ""
        let nested = outer.map { " clip-path=\"url(#c\($0))\"" } ?? ""
        definitions.append("<clipPath id=\"c\(id)\"\(nested)><path d=\"\(pathData(elements))\"\(rule)/></clipPath>")
        return id
    }

    func linearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions, state: DrawingState
    ) {
        let id = takeID()
        definitions.append(
            "<linearGradient id=\"g\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(start.x))\" y1=\"\(f(start.y))\" "
                + "x2=\"\(f(end.x))\" y2=\"\(f(end.y))\">\(stops(gradient.stops))</linearGradient>")
        // The painted band: between the perpendiculars at the ends, or past them where the options extend it.
        let far: CGFloat = 100_000
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = max((dx * dx + dy * dy).squareRoot(), 0.000_1)
        let along = CGPoint(x: dx / length, y: dy / length)
        let across = CGPoint(x: -along.y * far, y: along.x * far)
        let from =
            options.contains(.drawsBeforeStartLocation)
            ? CGPoint(x: start.x - along.x * far, y: start.y - along.y * far) : start
        let to =
            options.contains(.drawsAfterEndLocation) ? CGPoint(x: end.x + along.x * far, y: end.y + along.y * far) : end
        let band: [PathElement] = [
            .move(CGPoint(x: from.x + across.x, y: from.y + across.y)),
            .line(CGPoint(x: to.x + across.x, y: to.y + across.y)),
            .line(CGPoint(x: to.x - across.x, y: to.y - across.y)),
            .line(CGPoint(x: from.x - across.x, y: from.y - across.y)), .close,
        ]
        paintInUserSpace(band, fill: "url(#g\(id))", state: state)
    }

    func radialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions, state: DrawingState
    ) {
        let id = takeID()
        definitions.append(
            "<radialGradient id=\"g\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(endCenter.x))\" "
                + "cy=\"\(f(endCenter.y))\" r=\"\(f(endRadius))\" fx=\"\(f(startCenter.x))\" fy=\"\(f(startCenter.y))\" "
                + "fr=\"\(f(startRadius))\">\(stops(gradient.stops))</radialGradient>")
        let area = CGMutablePath()
        if options.contains(.drawsAfterEndLocation) {
            area.addRect(CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000))
        } else {
            area.addEllipse(
                in: CGRect(
                    x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius,
                    height: 2 * endRadius))
        }
        paintInUserSpace(area.elements, fill: "url(#g\(id))", state: state)
    }

    func image(_ source: String, in rect: CGRect, alpha: Double, state: DrawingState) {
        var element =
            "<image href=\"\(source)\" x=\"\(f(rect.minX))\" y=\"\(f(rect.minY))\" width=\"\(f(rect.width))\" "
            + "height=\"\(f(rect.height))\" preserveAspectRatio=\"none\""
        if !state.ctm.isIdentity { element += " transform=\"\(matrix(state.ctm))\"" }
        let opacity = alpha * state.alpha
        if opacity < 1 { element += " opacity=\"\(f(CGFloat(opacity)))\"" }
        append(element, state: state)
    }

    /// Adds an element as it is (layer drawing writes its own groups); an empty one is dropped.
    func appendElement(_ element: String) {
        if !element.isEmpty { body.append(element) }
    }

    /// Adds a group's opening or closing tag, which paints nothing itself.
    func appendWrapper(_ tag: String) {
        body.append(tag)
        wrapperCount += 1
    }

    /// Adds a definition (a gradient, a clip path) that elements refer to by id.
    func define(_ definition: String) { definitions.append(definition) }

    // MARK: Parts

    private func paintInUserSpace(_ elements: [PathElement], fill: String, state: DrawingState) {
        var element = "<path d=\"\(pathData(elements))\" fill=\"\(fill)\""
        if !state.ctm.isIdentity { element += " transform=\"\(matrix(state.ctm))\"" }
        if state.alpha < 1 { element += " opacity=\"\(f(CGFloat(state.alpha)))\"" }
        append(element, state: state)
    }

    /// Closes an element begun in `opening` with the clip and shadow of `state`.
    private func append(_ opening: String, state: DrawingState) {
        var element = opening
        if let shadow = state.shadow, shadow.color.alpha > 0 {
            let id = takeID()
            definitions.append(
                "<filter id=\"s\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"\(f(shadow.offset.width))\" "
                    + "dy=\"\(f(shadow.offset.height))\" stdDeviation=\"\(f(shadow.blur / 2))\" "
                    + "flood-color=\"\(color(shadow.color, alpha: 1))\"/></filter>")
            element += " filter=\"url(#s\(id))\""
        }
        element += "/>"
        if let clip = state.clipID { element = "<g clip-path=\"url(#c\(clip))\">" + element + "</g>" }
        body.append(element)
    }

    func stops(_ stops: [(location: Double, color: RGBA)]) -> String {
        stops.map {
            "<stop offset=\"\(f(CGFloat($0.location)))\" stop-color=\"\(color($0.color, alpha: 1))\"/>"
        }
        .joined()
    }

    func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    func pathData(_ elements: [PathElement]) -> String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): parts.append("M\(f(p.x)) \(f(p.y))")
            case .line(let p): parts.append("L\(f(p.x)) \(f(p.y))")
            case .quadCurve(let c, let p): parts.append("Q\(f(c.x)) \(f(c.y)) \(f(p.x)) \(f(p.y))")
            case .curve(let c1, let c2, let p):
                parts.append("C\(f(c1.x)) \(f(c1.y)) \(f(c2.x)) \(f(c2.y)) \(f(p.x)) \(f(p.y))")
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }

    private func matrix(_ t: CGAffineTransform) -> String {
        "matrix(\(f(t.a)) \(f(t.b)) \(f(t.c)) \(f(t.d)) \(f(t.tx)) \(f(t.ty)))"
    }

    func color(_ rgba: RGBA, alpha: Double) -> String {
        var color = rgba
        color.alpha *= alpha
        return color.cssString
    }

    func f(_ value: CGFloat) -> String { SVGRenderer.format(Double(value)) }
}
