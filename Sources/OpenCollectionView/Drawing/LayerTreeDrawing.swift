/// Draws a view's layer content that is not a view: the layer's own shape or gradient (a `CAShapeLayer` or
/// `CAGradientLayer` as `layerClass`) and the layers added to it with `addSublayer(_:)`, recursively, with their
/// geometry (position, anchor point, bounds, transform), opacity, background, corners, border and clipping.
@MainActor
enum LayerTreeDrawing {
    /// Whether `layer` shows anything beyond what the view renderer draws for a view's layer.
    static func hasContent(_ layer: CALayer) -> Bool {
        !layer.ownSublayers.isEmpty || layer is CAShapeLayer || layer is CAGradientLayer
    }

    /// The view layer's own content, in its bounds coordinates.
    static func drawContent(of layer: CALayer, into recording: SVGDrawingRecording) {
        recording.appendElement(content(of: layer, recording: recording))
    }

    /// The layers added to the view's layer, in its bounds coordinates.
    static func drawSublayers(of layer: CALayer, into recording: SVGDrawingRecording) {
        for sublayer in layer.ownSublayers { recording.appendElement(element(for: sublayer, recording: recording)) }
    }

    /// One added layer and what it holds, placed in its superlayer's bounds coordinates. With `viewContent`, a
    /// view's layer brings what its view draws (an image view's image, a label's or a drawn view's picture as an
    /// image) and its subviews' layers, as a mask view shows them.
    static func element(for layer: CALayer, recording: SVGDrawingRecording, viewContent: Bool = false) -> String {
        guard !layer.isHidden, layer.opacity > 0 else { return "" }
        let f = recording.f
        let size = layer.bounds.size
        let affine = layer.transform.affineTransform
        var placement = "translate(\(f(layer.position.x)) \(f(layer.position.y)))"
        if !affine.isIdentity {
            placement +=
                " matrix(\(f(affine.a)) \(f(affine.b)) \(f(affine.c)) \(f(affine.d)) \(f(affine.tx)) \(f(affine.ty)))"
        }
        placement += " translate(\(f(-layer.anchorPoint.x * size.width)) \(f(-layer.anchorPoint.y * size.height)))"
        var group = "<g transform=\"\(placement)\""
        if layer.opacity < 1 { group += " opacity=\"\(f(CGFloat(layer.opacity)))\"" }
        group += ">"
        let frame = "x=\"0\" y=\"0\" width=\"\(f(size.width))\" height=\"\(f(size.height))\""
        let radius = min(layer.cornerRadius, size.width / 2, size.height / 2)
        let corners = radius > 0 ? " rx=\"\(f(radius))\"" : ""
        if let background = layer.backgroundColor, background.alpha > 0 {
            group += "<rect \(frame)\(corners) fill=\"\(background.rgba.cssString)\"/>"
        }
        var inner = content(of: layer, recording: recording)
        if viewContent, let view = layer.delegate, case .image(let image)? = view.renderContent() {
            inner +=
                "<image href=\"\(image.source)\" x=\"\(f(image.frame.minX + layer.bounds.minX))\" "
                + "y=\"\(f(image.frame.minY + layer.bounds.minY))\" width=\"\(f(image.frame.width))\" "
                + "height=\"\(f(image.frame.height))\" preserveAspectRatio=\"none\"/>"
        }
        for sublayer in layer.ownSublayers { inner += element(for: sublayer, recording: recording) }
        if viewContent, let view = layer.delegate {
            for subview in view.subviews {
                inner += element(for: subview.layer, recording: recording, viewContent: true)
            }
        }
        if !inner.isEmpty {
            let origin = layer.bounds.origin
            if origin != .zero { inner = "<g transform=\"translate(\(f(-origin.x)) \(f(-origin.y)))\">\(inner)</g>" }
            if layer.masksToBounds {
                let id = recording.takeID()
                recording.define("<clipPath id=\"c\(id)\"><rect \(frame)\(corners)/></clipPath>")
                inner = "<g clip-path=\"url(#c\(id))\">\(inner)</g>"
            }
            group += inner
        }
        if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
            let inset = layer.borderWidth / 2
            group +=
                "<rect x=\"\(f(inset))\" y=\"\(f(inset))\" width=\"\(f(max(size.width - 2 * inset, 0)))\" "
                + "height=\"\(f(max(size.height - 2 * inset, 0)))\""
                + (radius > 0 ? " rx=\"\(f(max(radius - inset, 0)))\"" : "")
                + " fill=\"none\" stroke=\"\(border.rgba.cssString)\" stroke-width=\"\(f(layer.borderWidth))\"/>"
        }
        return group + "</g>"
    }

    /// A shape layer's path or a gradient layer's fill, in the layer's bounds coordinates.
    private static func content(of layer: CALayer, recording: SVGDrawingRecording) -> String {
        let f = recording.f
        if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
            let data = recording.pathData(path.elements)
            var elements = ""
            if let fill = shape.fillColor, fill.alpha > 0 {
                let rule = shape.fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
                elements += "<path d=\"\(data)\" fill=\"\(fill.rgba.cssString)\"\(rule)/>"
            }
            let start = min(max(shape.strokeStart, 0), 1)
            let end = min(max(shape.strokeEnd, 0), 1)
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, end > start {
                var element =
                    "<path d=\"\(data)\" fill=\"none\" stroke=\"\(stroke.rgba.cssString)\" "
                    + "stroke-width=\"\(f(shape.lineWidth))\""
                if shape.lineCap != .butt { element += " stroke-linecap=\"\(shape.lineCap.rawValue)\"" }
                if shape.lineJoin != .miter { element += " stroke-linejoin=\"\(shape.lineJoin.rawValue)\"" }
                if start > 0 || end < 1 {
                    // The trimmed part as one dash of a path measured as length 1.
                    element +=
                        " pathLength=\"1\" stroke-dasharray=\"\(f(end - start)) 2\" stroke-dashoffset=\"\(f(-start))\""
                } else if let dashes = shape.lineDashPattern, !dashes.isEmpty {
                    element +=
                        " stroke-dasharray=\"\(dashes.map { f(CGFloat($0.doubleValue)) }.joined(separator: " "))\""
                    if shape.lineDashPhase != 0 { element += " stroke-dashoffset=\"\(f(shape.lineDashPhase))\"" }
                }
                elements += element + "/>"
            }
            return elements
        }
        if let gradient = layer as? CAGradientLayer {
            let stops = gradient.resolvedStops
            guard !stops.isEmpty else { return "" }
            let id = recording.takeID()
            let start = gradient.startPoint
            let end = gradient.endPoint
            if gradient.type == .radial {
                let radius = max(abs(end.x - start.x), abs(end.y - start.y))
                recording.define(
                    "<radialGradient id=\"g\(id)\" cx=\"\(f(start.x))\" cy=\"\(f(start.y))\" r=\"\(f(radius))\">"
                        + recording.stops(stops) + "</radialGradient>")
            } else {
                recording.define(
                    "<linearGradient id=\"g\(id)\" x1=\"\(f(start.x))\" y1=\"\(f(start.y))\" x2=\"\(f(end.x))\" "
                        + "y2=\"\(f(end.y))\">" + recording.stops(stops) + "</linearGradient>")
            }
            let size = layer.bounds.size
            let radius = min(layer.cornerRadius, size.width / 2, size.height / 2)
            let corners = radius > 0 && layer.delegate == nil ? " rx=\"\(f(radius))\"" : ""
            return "<rect x=\"\(f(layer.bounds.minX))\" y=\"\(f(layer.bounds.minY))\" width=\"\(f(size.width))\" "
                + "height=\"\(f(size.height))\"\(corners) fill=\"url(#g\(id))\"/>"
        }
        return ""
    }
}
