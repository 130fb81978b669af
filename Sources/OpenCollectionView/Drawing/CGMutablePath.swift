/// A path that can be built up: subpaths of lines, curves, arcs, rectangles and ellipses, each optionally
/// transformed as it is added (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point to `point` (a move when the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(elements.isEmpty ? .move(point.applying(transform)) : .line(point.applying(transform)))
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfEmpty(at: control, transform: transform)
        elements.append(.quadCurve(control: control.applying(transform), to: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        startIfEmpty(at: control1, transform: transform)
        elements.append(
            .curve(
                control1: control1.applying(transform), control2: control2.applying(transform),
                to: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
    }

    /// Adds a closed rectangle: a subpath from its minimum corner, clockwise on screen.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds a closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds straight lines through `points` as one open subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves, starting at its right end.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let ellipse = CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: center.x, ty: center.y)
            .concatenating(transform)
        appendArc(from: 0, sweep: 2 * .pi, transform: ellipse, joining: false)
        closeSubpath()
    }

    /// Adds a rounded rectangle whose corners are quarter ellipses of `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        let rx = min(max(cornerWidth, 0), rect.width / 2)
        let ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect, transform: transform)
            return
        }
        func corner(_ x: CGFloat, _ y: CGFloat, from start: CGFloat) {
            let oval = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: x, ty: y).concatenating(transform)
            appendArc(from: start, sweep: .pi / 2, transform: oval, joining: true)
        }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
        corner(rect.maxX - rx, rect.minY + ry, from: -.pi / 2)
        corner(rect.maxX - rx, rect.maxY - ry, from: 0)
        corner(rect.minX + rx, rect.maxY - ry, from: .pi / 2)
        corner(rect.minX + rx, rect.minY + ry, from: .pi)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians, measured from the x axis
    /// towards the y axis), joined to the current point by a line. `clockwise` is in Core Graphics' default
    /// coordinates, where y points up: `true` runs towards smaller angles, which appears counter-clockwise in
    /// UIKit's flipped coordinates (`UIBezierPath`'s `clockwise` is the other way round).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            decreasing: clockwise, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive towards larger angles), joined by a line.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        appendArc(from: startAngle, sweep: delta, transform: circle, joining: true)
    }

    /// Adds the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) }
    }

    /// The arc of `addArc`, with the sweep's direction given plainly.
    func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, decreasing: Bool,
        transform: CGAffineTransform
    ) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if decreasing {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if sweep == 0, endAngle != startAngle { sweep = -fullTurn }
            sweep = max(sweep, -fullTurn)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if sweep == 0, endAngle != startAngle { sweep = fullTurn }
            sweep = min(sweep, fullTurn)
        }
        let circle = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        appendArc(from: startAngle, sweep: sweep, transform: circle, joining: true)
    }

    /// Appends an arc of the unit circle mapped by `transform`, from `start` through `sweep` radians, as cubic curves
    /// of at most a quarter turn each (the standard 4/3·tan(θ/4) control-point distance). With `joining`, a line
    /// joins it to the current point (a move when the path is empty or ends closed).
    private func appendArc(from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform, joining: Bool) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: CGFloat(cos(Double(angle))), y: CGFloat(sin(Double(angle)))).applying(transform)
        }
        let first = point(start)
        if joining, let last = elements.last, last != .close {
            if PathGeometry.currentPoint(of: elements) != first { elements.append(.line(first)) }
        } else {
            elements.append(.move(first))
        }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * CGFloat(tan(Double(step) / 4))
        for index in 0..<pieces {
            let a0 = start + CGFloat(index) * step
            let a1 = a0 + step
            let (c0, s0) = (CGFloat(cos(Double(a0))), CGFloat(sin(Double(a0))))
            let (c1, s1) = (CGFloat(cos(Double(a1))), CGFloat(sin(Double(a1))))
            let control1 = CGPoint(x: c0 - k * s0, y: s0 + k * c0).applying(transform)
            let control2 = CGPoint(x: c1 + k * s1, y: s1 - k * c1).applying(transform)
            elements.append(.curve(control1: control1, control2: control2, to: point(a1)))
        }
    }

    private func startIfEmpty(at point: CGPoint, transform: CGAffineTransform) {
        if elements.isEmpty { elements.append(.move(point.applying(transform))) }
    }
}
