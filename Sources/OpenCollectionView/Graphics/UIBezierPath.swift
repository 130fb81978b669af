/// A vector path of lines, curves and arcs with its own line style, which fills, strokes and clips in the current
/// context (`UIGraphicsGetCurrentContext()`). It wraps a `CGMutablePath` (`cgPath`). A path is mutable and, as in
/// UIKit, not `Sendable`: build and draw it on one thread.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    /// The rectangle and corner radius of a path made as a (rounded) rectangle, which previews draw as a clip.
    var roundedRectShape: (rect: CGRect, cornerRadius: CGFloat)?
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1
    /// How stroked line ends are drawn (default `.butt`).
    open var lineCapStyle = CGLineCap.butt
    /// How stroked joints are drawn (default `.miter`).
    open var lineJoinStyle = CGLineJoin.miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// Whether filling and clipping use the even-odd rule (default `false`: non-zero winding).
    open var usesEvenOddFillRule = false
    private var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])

    /// An empty path.
    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
        roundedRectShape = (rect, 0)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        roundedRectShape = (rect, radius)
    }

    /// A rectangle whose `corners` are rounded with elliptical radii `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rx = min(max(cornerRadii.width, 0), rect.width / 2)
        let ry = min(max(cornerRadii.height, 0), rect.height / 2)
        func corner(_ corner: UIRectCorner, _ x: CGFloat, _ y: CGFloat, from start: CGFloat, at point: CGPoint) {
            guard corners.contains(corner), rx > 0, ry > 0 else {
                path.addLine(to: point)
                return
            }
            path.addRelativeArc(
                center: .zero, radius: 1, startAngle: start, delta: .pi / 2,
                transform: CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: x, ty: y))
        }
        let top = corners.contains(.topLeft) ? rect.minX + rx : rect.minX
        path.move(to: CGPoint(x: top, y: rect.minY))
        corner(.topRight, rect.maxX - rx, rect.minY + ry, from: -.pi / 2, at: CGPoint(x: rect.maxX, y: rect.minY))
        corner(.bottomRight, rect.maxX - rx, rect.maxY - ry, from: 0, at: CGPoint(x: rect.maxX, y: rect.maxY))
        corner(.bottomLeft, rect.minX + rx, rect.maxY - ry, from: .pi / 2, at: CGPoint(x: rect.minX, y: rect.maxY))
        corner(.topLeft, rect.minX + rx, rect.minY + ry, from: .pi, at: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        if corners == .allCorners, rx == ry { roundedRectShape = (rect, rx) }
    }

    /// An arc of a circle (angles in radians; `clockwise` as it appears on screen, y pointing down).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: cgPath.elements)
    }

    /// The path as a Core Graphics path (a copy; setting it replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set {
            path = CGMutablePath(elements: newValue.elements)
            roundedRectShape = nil
        }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { changing { path.move(to: point) } }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { changing { path.addLine(to: point) } }
    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        changing { path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2) }
    }
    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        changing { path.addQuadCurve(to: endPoint, control: controlPoint) }
    }
    /// Adds a circular arc (angles in radians; `clockwise` as it appears on screen, y pointing down), joined to the
    /// current point by a line.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        changing {
            path.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, decreasing: !clockwise,
                transform: .identity)
        }
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { changing { path = CGMutablePath() } }
    /// Appends the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { changing { path.addPath(bezierPath.path) } }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        changing { path = CGMutablePath(elements: path.elements.map { $0.applying(transform) }) }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box of the path's curves.
    open var bounds: CGRect { path.boundingBoxOfPath }
    /// The point the next element starts from.
    open var currentPoint: CGPoint { path.currentPoint }
    /// Whether `point` is inside the area the path fills.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` points into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dash = (0, [])
            return
        }
        dash = (phase, Array(UnsafeBufferPointer(start: pattern, count: count)))
    }

    // MARK: Drawing

    /// Fills the path with the current fill colour.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with the current fill colour, blended with `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha * CGFloat(context.state.alpha))
        context.setBlendMode(blendMode)
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour and the path's line style.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path, blended with `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(alpha * CGFloat(context.state.alpha))
        context.setBlendMode(blendMode)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dash.phase, lengths: dash.lengths)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the area the path fills.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.clip(toPath: path, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func changing(_ change: () -> Void) {
        change()
        roundedRectShape = nil
    }
}
