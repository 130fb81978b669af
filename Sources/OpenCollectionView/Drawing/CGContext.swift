/// A Core Graphics drawing context: a graphics state (transform, colours, line style, clip, shadow, alpha) saved and
/// restored as a stack, a current path, and painting operations. What it paints is recorded as vector graphics (an
/// SVG document in the context's own space, y pointing down as in UIKit), which hosts draw crisply at any zoom.
///
/// UIKit hands one out inside `UIView.draw(_:)` (`UIGraphicsGetCurrentContext()`) and `UIGraphicsImageRenderer`.
/// As in Core Graphics, a context is not `Sendable`: it belongs to the thread drawing into it.
open class CGContext {
    /// The size of the drawing area, in points.
    let size: CGSize
    /// The graphics state and the states saved below it.
    var state = DrawingState()
    private var savedStates: [DrawingState] = []
    /// The current path, in the context's base space (points are transformed as they are added, as in Core Graphics).
    var currentPath = CGMutablePath()
    /// What was painted, in order.
    let recording = SVGDrawingRecording()
    /// Whether UIView's own `draw(_:)` ran in this context (the view's class does not draw).
    var defaultDrawWasCalled = false

    init(size: CGSize) { self.size = size }

    /// The width of the drawing area in points.
    public var width: Int { Int(size.width.rounded(.up)) }
    /// The height of the drawing area in points.
    public var height: Int { Int(size.height.rounded(.up)) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last (nothing happens when none is saved).
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transformation matrix, from user space to the context's base space.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the user space's origin.
    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space (before the current transform).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.rgba }
    /// The stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rgba }
    /// The fill colour from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The stroke colour from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// The fill colour as a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = RGBA(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha))
    }
    /// The stroke colour as a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = RGBA(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha))
    }
    /// The line width, in user space (default 1).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How line ends are drawn (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How line joints are drawn (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// The miter limit (default 10).
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// The dash pattern; empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.dash = (phase, lengths) }
    /// The alpha applied to everything painted (default 1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(min(max(alpha, 0), 1)) }
    /// The blend mode (recorded; see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// A shadow under what is painted next: offset in base space, blur radius, colour (default one third black).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { DrawingState.Shadow(offset: offset, blur: blur, color: $0.rgba) }
    }
    /// A shadow of one third black.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        state.shadow = DrawingState.Shadow(
            offset: offset, blur: blur, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }
    /// Adds lines through `points`.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Adds an arc (`clockwise` in Core Graphics' y-up sense; see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    /// Adds rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    /// Adds an ellipse.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }
    /// Adds a path.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }
    /// The current path's bounding box, in user space.
    public var boundingBoxOfPath: CGRect { currentPath.boundingBoxOfPath.applying(state.ctm.inverted()) }
    /// A copy of the current path, in user space.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(elements: currentPath.elements.map { $0.applying(state.ctm.inverted()) })
    }

    // MARK: Painting

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        recording.fill(currentPath.elements, evenOdd: rule == .evenOdd, state: state)
        beginPath()
    }

    /// Strokes the current path with the line style and clears it.
    public func strokePath() {
        recording.stroke(currentPath.elements, state: state)
        beginPath()
    }

    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = currentPath.elements
        switch mode {
        case .fill, .eoFill: recording.fill(elements, evenOdd: mode == .eoFill, state: state)
        case .stroke: recording.stroke(elements, state: state)
        case .fillStroke, .eoFillStroke:
            recording.fill(elements, evenOdd: mode == .eoFillStroke, state: state)
            recording.stroke(elements, state: state)
        }
        beginPath()
    }

    /// Fills a rectangle (the current path is kept).
    public func fill(_ rect: CGRect) { fill([rect]) }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        recording.fill(path.elements, evenOdd: false, state: state)
    }
    /// Strokes a rectangle's outline.
    public func stroke(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        recording.stroke(path.elements, state: state)
    }
    /// Strokes a rectangle's outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var styled = state
        styled.lineWidth = width
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        recording.stroke(path.elements, state: styled)
    }
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        recording.fill(path.elements, evenOdd: false, state: state)
    }
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        recording.stroke(path.elements, state: state)
    }
    /// Strokes line segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            path.move(to: points[index], transform: state.ctm)
            path.addLine(to: points[index + 1], transform: state.ctm)
            index += 2
        }
        recording.stroke(path.elements, state: state)
    }
    /// Paints a rectangle transparent: earlier drawing there is covered by the page's background (see
    /// docs/Deviations.md; vector output cannot erase).
    public func clear(_ rect: CGRect) {
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        recording.erase(path.elements, state: state)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        state.clipID = recording.clip(currentPath.elements, evenOdd: rule == .evenOdd, within: state.clipID)
        if state.clipBounds.isNull {
            state.clipBounds = currentPath.boundingBoxOfPath
        } else {
            state.clipBounds = state.clipBounds.intersection(currentPath.boundingBoxOfPath)
        }
        beginPath()
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        let shape = CGMutablePath()
        shape.addRects(rects)
        clip(toPath: shape, using: .winding)
    }

    /// Intersects the clip with `shape`, leaving the current path as it was (what `UIBezierPath.addClip()` does).
    func clip(toPath shape: CGPath, using rule: CGPathFillRule) {
        let saved = currentPath
        currentPath = CGMutablePath()
        addPath(shape)
        clip(using: rule)
        currentPath = saved
    }

    /// The clip's bounding box in user space (the whole drawing area when nothing clips).
    public var boundingBoxOfClipPath: CGRect {
        let area = CGRect(origin: .zero, size: size)
        let clip = state.clipBounds.isNull ? area : state.clipBounds
        return clip.applying(state.ctm.inverted())
    }

    // MARK: Gradients

    /// Paints `gradient` along the line from `start` to `end` (user space), across the clip. Without the options,
    /// nothing is painted before the start or past the end, as in Core Graphics.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        recording.linearGradient(gradient, start: start, end: end, options: options, state: state)
    }

    /// Paints `gradient` between two circles (user space). Without `.drawsAfterEndLocation` nothing is painted
    /// outside the end circle.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        recording.radialGradient(
            gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius,
            options: options, state: state)
    }

    // MARK: Images

    /// Draws `image` into `rect` (user space), the image's top edge at `rect.minY` as `UIImage.draw(in:)` does.
    func draw(_ image: UIImage, in rect: CGRect, alpha: Double = 1) {
        recording.image(image.dataURL, in: rect, alpha: alpha, state: state)
    }
}

/// The graphics state a `CGContext` saves and restores.
struct DrawingState {
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: RGBA
    }

    var ctm = CGAffineTransform.identity
    var fillColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    var alpha = 1.0
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    /// The id of the clip path in the recording (`nil`: nothing clips).
    var clipID: Int?
    /// The clip's bounding box in base space (`.null`: nothing clips).
    var clipBounds = CGRect.null
}
