/// A vector path of lines, curves and arcs that fills or strokes into the current `UIGraphicsImageRenderer` context.
/// A path is mutable and, as in UIKit, not `Sendable`: build and draw it on one thread.
open class UIBezierPath: NSObject {
    private var commands: [String] = []
    /// The rectangle and corner radius of a path made as a (rounded) rectangle, which previews draw as a clip.
    var roundedRectShape: (rect: CGRect, cornerRadius: CGFloat)?
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
        roundedRectShape = (rect, 0)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let rx = rect.width / 2
        let ry = rect.height / 2
        move(to: CGPoint(x: rect.minX, y: rect.midY))
        commands.append("A\(f(rx)) \(f(ry)) 0 1 0 \(f(rect.maxX)) \(f(rect.midY))")
        commands.append("A\(f(rx)) \(f(ry)) 0 1 0 \(f(rect.minX)) \(f(rect.midY))")
        close()
    }

    /// A rectangle with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        roundedRectShape = (rect, r)
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        commands.append("A\(f(r)) \(f(r)) 0 0 1 \(f(rect.maxX)) \(f(rect.minY + r))")
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        commands.append("A\(f(r)) \(f(r)) 0 0 1 \(f(rect.maxX - r)) \(f(rect.maxY))")
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        commands.append("A\(f(r)) \(f(r)) 0 0 1 \(f(rect.minX)) \(f(rect.maxY - r))")
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        commands.append("A\(f(r)) \(f(r)) 0 0 1 \(f(rect.minX + r)) \(f(rect.minY))")
        close()
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { commands.append("M\(f(point.x)) \(f(point.y))") }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { commands.append("L\(f(point.x)) \(f(point.y))") }
    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        commands.append(
            "C\(f(controlPoint1.x)) \(f(controlPoint1.y)) \(f(controlPoint2.x)) \(f(controlPoint2.y)) "
                + "\(f(endPoint.x)) \(f(endPoint.y))")
    }
    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        commands.append("Q\(f(controlPoint.x)) \(f(controlPoint.y)) \(f(endPoint.x)) \(f(endPoint.y))")
    }
    /// Adds a circular arc (angles in radians, y down as in UIKit).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        let end = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
        while sweep < 0 { sweep += 2 * .pi }
        commands.append(commands.isEmpty ? "M\(f(start.x)) \(f(start.y))" : "L\(f(start.x)) \(f(start.y))")
        commands.append(
            "A\(f(radius)) \(f(radius)) 0 \(sweep > .pi ? 1 : 0) \(clockwise ? 1 : 0) \(f(end.x)) \(f(end.y))")
    }
    /// Closes the current subpath.
    open func close() { commands.append("Z") }

    /// The path as SVG path data.
    var svgPathData: String { commands.joined(separator: " ") }

    /// Fills the path with the current fill colour.
    open func fill() {
        guard let context = DrawingContextStack.current else { return }
        context.append("<path d=\"\(svgPathData)\" fill=\"\(context.fillColor)\"/>")
    }

    /// Strokes the path with the current stroke colour and `lineWidth`.
    open func stroke() {
        guard let context = DrawingContextStack.current else { return }
        context.append(
            "<path d=\"\(svgPathData)\" fill=\"none\" stroke=\"\(context.strokeColor)\" "
                + "stroke-width=\"\(f(lineWidth))\"/>")
    }

    private func f(_ value: CGFloat) -> String { SVGRenderer.format(Double(value)) }
}
