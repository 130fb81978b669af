import OpenCollectionView

/// A render node as the browser client receives it: short keys mapped to JSON fragments. Comparing two of these
/// key by key gives the fields an update must carry.
///
/// Keys: `p` parent id, `k` class, `a` accessibility identifier, `w`/`h` size, `b` bounds origin `[x, y]` (absent
/// when zero: children are drawn translated by minus it), `m` matrix into the parent's bounds space (16 numbers,
/// Core Animation row-vector order, which is CSS `matrix3d` order), `o` opacity, `c` clips, `bg` background,
/// `cr` corner radius, `cm` the corners it rounds (`CACornerMask` bits, absent when all four), `bw`/`bc` border,
/// `sh` shadow `[color, x, y, radius]`, `tx` text, `im` image, `mk` mask (an image whose alpha masks the node).
struct WireNode: Equatable {
    var fields: [String: String]

    init(_ node: RenderNode) {
        var fields: [String: String] = [:]
        fields["p"] = node.parentID.map { String($0) } ?? "null"
        fields["k"] = JSONText.string(node.className)
        if let identifier = node.accessibilityIdentifier { fields["a"] = JSONText.string(identifier) }
        fields["w"] = JSONText.number(node.size.width)
        fields["h"] = JSONText.number(node.size.height)
        if node.boundsOrigin != .zero {
            fields["b"] = JSONText.array([
                JSONText.number(Double(node.boundsOrigin.x)), JSONText.number(Double(node.boundsOrigin.y)),
            ])
        }
        let matrix = node.boundsTransform.count == 16 ? node.boundsTransform : node.transform
        fields["m"] = JSONText.array(matrix.map(JSONText.number))
        if node.opacity != 1 { fields["o"] = JSONText.number(node.opacity) }
        if node.clipsToBounds { fields["c"] = "true" }
        if let color = node.backgroundColor { fields["bg"] = JSONText.string(color) }
        if node.cornerRadius != 0 { fields["cr"] = JSONText.number(node.cornerRadius) }
        if node.cornerRadius != 0, node.maskedCorners != Self.allCorners {
            fields["cm"] = String(node.maskedCorners.rawValue)
        }
        if node.borderWidth != 0, let color = node.borderColor {
            fields["bw"] = JSONText.number(node.borderWidth)
            fields["bc"] = JSONText.string(color)
        }
        if let shadow = node.shadow {
            fields["sh"] = JSONText.array([
                JSONText.string(shadow.color), JSONText.number(shadow.offsetX), JSONText.number(shadow.offsetY),
                JSONText.number(shadow.radius),
            ])
        }
        switch node.content {
        case .text(let text): fields["tx"] = Self.text(text)
        case .image(let image): fields["im"] = Self.image(image)
        case nil: break
        }
        if let mask = node.mask { fields["mk"] = Self.image(mask) }
        self.fields = fields
    }

    /// A text's fields: its font and colour, its lines `[text, x, baseline, width]`; attributed text adds its
    /// styles (`st`: `[family, size, weight, italic, colour, background or null, decoration (1 underline, 2
    /// strikethrough), baseline offset, kern, ascent, descent]`) and each line's runs as a fifth element
    /// (`[[text, x, width, style]]`).
    private static func text(_ text: RenderText) -> String {
        var fields = [
            ("f", JSONText.string(text.fontFamily)), ("s", JSONText.number(text.fontSize)),
            ("wt", String(text.fontWeight)), ("i", text.italic ? "true" : "false"),
            ("col", JSONText.string(text.color)),
            (
                "l",
                JSONText.array(
                    text.lines.map { line in
                        var fields = [
                            JSONText.string(line.text), JSONText.number(line.x), JSONText.number(line.baseline),
                            JSONText.number(line.width),
                        ]
                        if !line.runs.isEmpty {
                            fields.append(
                                JSONText.array(
                                    line.runs.map {
                                        JSONText.array([
                                            JSONText.string($0.text), JSONText.number($0.x), JSONText.number($0.width),
                                            String($0.style),
                                        ])
                                    }))
                        }
                        return JSONText.array(fields)
                    })
            ),
        ]
        if !text.styles.isEmpty {
            fields.append(
                (
                    "st",
                    JSONText.array(
                        text.styles.map { style in
                            JSONText.array([
                                JSONText.string(style.fontFamily), JSONText.number(style.fontSize),
                                String(style.fontWeight), style.italic ? "true" : "false",
                                JSONText.string(style.color), style.backgroundColor.map(JSONText.string) ?? "null",
                                String((style.underline ? 1 : 0) | (style.strikethrough ? 2 : 0)),
                                JSONText.number(style.baselineOffset), JSONText.number(style.kern),
                                JSONText.number(style.ascent), JSONText.number(style.descent),
                            ])
                        })
                ))
        }
        return JSONText.object(fields)
    }

    private static func image(_ image: RenderImage) -> String {
        JSONText.object([
            ("src", JSONText.string(image.source)),
            (
                "r",
                JSONText.array(
                    [
                        image.frame.minX, image.frame.minY, image.frame.width, image.frame.height,
                    ].map { JSONText.number(Double($0)) })
            ),
            ("c", image.clips ? "true" : "false"),
        ])
    }

    /// Whether two captures of one node send the same fields: everything but the transforms into the parent's
    /// local space and into the window, which change whenever an ancestor scrolls (`boundsTransform` and the
    /// ancestors' `boundsOrigin` carry what the browser needs).
    static func sameOnWire(_ a: RenderNode, _ b: RenderNode) -> Bool {
        a.boundsTransform == b.boundsTransform && a.boundsOrigin == b.boundsOrigin && a.size == b.size
            && a.opacity == b.opacity && a.parentID == b.parentID && a.backgroundColor == b.backgroundColor
            && a.clipsToBounds == b.clipsToBounds && a.cornerRadius == b.cornerRadius
            && a.maskedCorners == b.maskedCorners
            && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor && a.shadow == b.shadow
            && a.content == b.content && a.className == b.className
            && a.accessibilityIdentifier == b.accessibilityIdentifier
            && (a.boundsTransform.count == 16 || a.transform == b.transform)
    }

    /// The four corners, which `cm` leaves out.
    private static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// The node as a JSON object with its id.
    func json(id: Int) -> String {
        "{\"id\":\(id)" + fields.sorted { $0.key < $1.key }.map { ",\"\($0.key)\":\($0.value)" }.joined() + "}"
    }

    /// The fields that differ from `old` (removed fields as `null`), as a JSON object with the id; `nil` when equal.
    func changes(from old: WireNode, id: Int) -> String? {
        var changed: [(String, String)] = []
        for (key, value) in fields where old.fields[key] != value { changed.append((key, value)) }
        for key in old.fields.keys where fields[key] == nil { changed.append((key, "null")) }
        guard !changed.isEmpty else { return nil }
        return "{\"id\":\(id)" + changed.sorted { $0.0 < $1.0 }.map { ",\"\($0.0)\":\($0.1)" }.joined() + "}"
    }
}
