/// An immutable graphics path, as Core Graphics defines it: subpaths of lines and quadratic and cubic Bézier curves
/// in a coordinate space of its own. Arcs, ellipses and rounded rectangles are stored as cubic curves, as Core
/// Graphics stores them. Paths are immutable and `Sendable`; build one with `CGMutablePath`.
public class CGPath: Equatable, Hashable, @unchecked Sendable {
    /// The elements, in order.
    var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// A rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight`, optionally transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from (`.zero` for an empty path).
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) }

    /// The smallest rectangle holding every point of the path, control points included (`.null` when empty).
    public var boundingBox: CGRect { PathGeometry.boundingBox(of: elements, includingControlPoints: true) }

    /// The smallest rectangle holding the path's curves, without their control points (`.null` when empty).
    public var boundingBoxOfPath: CGRect { PathGeometry.boundingBox(of: elements, includingControlPoints: false) }

    /// Whether `point` is inside the area the path fills with `rule`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let path = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return PathGeometry.contains(point, in: path, evenOdd: rule == .evenOdd)
    }

    /// A copy of the path with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return CGPath(elements: elements) }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Calls `body` with each element of the path, in order.
    public func applyWithBlock(_ body: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points = element.points
            points.withUnsafeMutableBufferPointer { buffer in
                var value = CGPathElement(type: element.type, points: buffer.baseAddress!)
                body(&value)
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// How a path's inside is decided where its subpaths overlap.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out: its kind and its points (one for a move or a
/// line, two for a quadratic curve, three for a cubic curve: control points first, end point last; none to close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

/// One stored element of a path.
enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(control: CGPoint, to: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quadCurve: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// The element's points: control points first, end point last.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let control, let end): [control, end]
        case .curve(let control1, let control2, let end): [control1, control2, end]
        case .close: []
        }
    }

    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(point.applying(transform))
        case .line(let point): .line(point.applying(transform))
        case .quadCurve(let control, let end):
            .quadCurve(control: control.applying(transform), to: end.applying(transform))
        case .curve(let control1, let control2, let end):
            .curve(
                control1: control1.applying(transform), control2: control2.applying(transform),
                to: end.applying(transform))
        case .close: .close
        }
    }
}
