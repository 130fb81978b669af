/// Draws a render tree as an SVG document, so a test or a user can look at a window without a browser.
///
/// Nodes nest as `<g>` groups with their local transforms; clipping nodes clip their descendants; text uses
/// the same font family and positions the server measured. SVG has no perspective, so 3-D transforms are drawn
/// with their affine part (the web host draws them in 3-D).
public enum SVGRenderer {
    /// An SVG document of `tree`, `size` points large.
    public static func svg(for tree: RenderTree, size: CGSize) -> String {
        var children: [Int?: [RenderNode]] = [:]
        for node in tree.nodes { children[node.parentID, default: []].append(node) }
        var body = ""
        var clipCount = 0
        for root in children[nil] ?? [] { draw(root, children: children, into: &body, clipCount: &clipCount) }
        let width = format(Double(size.width))
        let height = format(Double(size.height))
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)">
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(body)</svg>

            """
    }

    private static func draw(
        _ node: RenderNode, children: [Int?: [RenderNode]], into out: inout String, clipCount: inout Int
    ) {
        let m = node.transform
        var maskReference = ""
        if let mask = node.mask {
            // The mask's alpha over the node's bounds, in the node's own space (as CSS mask-image in the browser).
            clipCount += 1
            out += "<mask id=\"m\(clipCount)\" maskUnits=\"userSpaceOnUse\" x=\"\(format(Double(mask.frame.minX)))\" "
            out += "y=\"\(format(Double(mask.frame.minY)))\" width=\"\(format(Double(mask.frame.width)))\" "
            out += "height=\"\(format(Double(mask.frame.height)))\" style=\"mask-type:alpha\">"
            out += "<image href=\"\(escape(mask.source))\" x=\"\(format(Double(mask.frame.minX)))\" "
            out += "y=\"\(format(Double(mask.frame.minY)))\" width=\"\(format(Double(mask.frame.width)))\" "
            out += "height=\"\(format(Double(mask.frame.height)))\" preserveAspectRatio=\"none\"/></mask>"
            maskReference = " mask=\"url(#m\(clipCount))\""
        }
        out += "<g transform=\"matrix(\(format(m[0])) \(format(m[1])) \(format(m[4])) \(format(m[5])) "
        out += "\(format(m[12])) \(format(m[13])))\"\(maskReference)"
        if node.opacity < 1 { out += " opacity=\"\(format(node.opacity))\"" }
        out += " data-class=\"\(escape(node.className))\">"
        if let shadow = node.shadow {
            clipCount += 1
            out += "<filter id=\"s\(clipCount)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
            out += "<feDropShadow dx=\"\(format(shadow.offsetX))\" dy=\"\(format(shadow.offsetY))\" "
            out += "stdDeviation=\"\(format(shadow.radius / 2))\" flood-color=\"\(shadow.color)\"/></filter>"
            out += shape(node, attributes: "fill=\"\(node.backgroundColor ?? "#fff")\" filter=\"url(#s\(clipCount))\"")
        }
        if let background = node.backgroundColor {
            out += shape(node, attributes: "fill=\"\(background)\"")
        }
        var clipReference = ""
        if node.clipsToBounds {
            clipCount += 1
            out += "<clipPath id=\"c\(clipCount)\">\(shape(node, attributes: ""))</clipPath>"
            clipReference = " clip-path=\"url(#c\(clipCount))\""
        }
        out += "<g\(clipReference)>"
        switch node.content {
        case .text(let text):
            for line in text.lines where line.runs.isEmpty {
                out += "<text x=\"\(format(line.x))\" y=\"\(format(line.baseline))\" "
                let families = ([text.fontFamily] + FontFace.fallbackFamilies).joined(separator: ", ")
                out += "font-family=\"\(escape(families))\" font-size=\"\(format(text.fontSize))\" "
                out += "font-weight=\"\(text.fontWeight)\"\(text.italic ? " font-style=\"italic\"" : "") "
                out += "fill=\"\(text.color)\" xml:space=\"preserve\">\(escape(line.text))</text>"
            }
            for line in text.lines where !line.runs.isEmpty { out += attributedLine(line, styles: text.styles) }
        case .image(let image):
            out += "<image href=\"\(escape(image.source))\" x=\"\(format(Double(image.frame.minX)))\" "
            out += "y=\"\(format(Double(image.frame.minY)))\" width=\"\(format(Double(image.frame.width)))\" "
            out += "height=\"\(format(Double(image.frame.height)))\" preserveAspectRatio=\"none\"/>"
        case nil:
            break
        }
        for child in children[node.id] ?? [] { draw(child, children: children, into: &out, clipCount: &clipCount) }
        out += "</g>"
        if node.borderWidth > 0, let color = node.borderColor {
            out += shape(
                node, inset: node.borderWidth / 2,
                attributes: "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(format(node.borderWidth))\"")
        }
        out += "</g>\n"
    }

    /// The node's bounds rectangle, `inset` on every side, with its corner radius on the corners its mask rounds
    /// (`CALayer.maskedCorners`): a `<rect>` when all four are rounded alike, else a `<path>` whose square corners
    /// stay square. The radius is limited to half the shorter side, as Core Animation limits it.
    static func shape(_ node: RenderNode, inset: Double = 0, attributes: String) -> String {
        let width = max(0, Double(node.size.width) - 2 * inset)
        let height = max(0, Double(node.size.height) - 2 * inset)
        let radius = min(max(0, node.cornerRadius - inset), width / 2, height / 2)
        let corners = node.maskedCorners
        let separator = attributes.isEmpty ? "" : " "
        if radius == 0 || corners == .allCorners {
            let origin = inset == 0 ? "" : "x=\"\(format(inset))\" y=\"\(format(inset))\" "
            let rounding = radius == 0 ? "" : " rx=\"\(format(radius))\""
            return
                "<rect \(origin)width=\"\(format(width))\" height=\"\(format(height))\"\(rounding)\(separator)\(attributes)/>"
        }
        func r(_ corner: CACornerMask) -> Double { corners.contains(corner) ? radius : 0 }
        let (topLeft, topRight) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner))
        let (bottomLeft, bottomRight) = (r(.layerMinXMaxYCorner), r(.layerMaxXMaxYCorner))
        let (minX, minY, maxX, maxY) = (inset, inset, inset + width, inset + height)
        func arc(_ radius: Double, to x: Double, _ y: Double) -> String {
            radius == 0 ? "" : "A\(format(radius)) \(format(radius)) 0 0 1 \(format(x)) \(format(y))"
        }
        var path = "M\(format(minX + topLeft)) \(format(minY))H\(format(maxX - topRight))"
        path += arc(topRight, to: maxX, minY + topRight) + "V\(format(maxY - bottomRight))"
        path += arc(bottomRight, to: maxX - bottomRight, maxY) + "H\(format(minX + bottomLeft))"
        path += arc(bottomLeft, to: minX, maxY - bottomLeft) + "V\(format(minY + topLeft))"
        path += arc(topLeft, to: minX + topLeft, minY) + "Z"
        return "<path d=\"\(path)\"\(separator)\(attributes)/>"
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A line of attributed text: each run's background, then one `<text>` of `<tspan>`s placed where the server
    /// measured them, each in its style.
    private static func attributedLine(_ line: RenderText.Line, styles: [RenderText.Style]) -> String {
        var out = ""
        for run in line.runs {
            guard styles.indices.contains(run.style), let background = styles[run.style].backgroundColor else {
                continue
            }
            let style = styles[run.style]
            let top = line.baseline - style.baselineOffset - style.ascent
            out += "<rect x=\"\(format(run.x))\" y=\"\(format(top))\" width=\"\(format(run.width))\" "
            out += "height=\"\(format(style.ascent + style.descent))\" fill=\"\(background)\"/>"
        }
        out += "<text xml:space=\"preserve\">"
        for run in line.runs where styles.indices.contains(run.style) {
            let style = styles[run.style]
            let families = ([style.fontFamily] + FontFace.fallbackFamilies).joined(separator: ", ")
            out += "<tspan x=\"\(format(run.x))\" y=\"\(format(line.baseline - style.baselineOffset))\" "
            out += "font-family=\"\(escape(families))\" font-size=\"\(format(style.fontSize))\" "
            out += "font-weight=\"\(style.fontWeight)\"\(style.italic ? " font-style=\"italic\"" : "") "
            let decorations = [style.underline ? "underline" : nil, style.strikethrough ? "line-through" : nil]
                .compactMap { $0 }
            if !decorations.isEmpty { out += "text-decoration=\"\(decorations.joined(separator: " "))\" " }
            if style.kern != 0 { out += "letter-spacing=\"\(format(style.kern))\" " }
            out += "fill=\"\(style.color)\">\(escape(run.text))</tspan>"
        }
        return out + "</text>"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
