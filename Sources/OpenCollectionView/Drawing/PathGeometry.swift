/// Measurements of path elements: the current point, bounding boxes, and whether a point is inside (curves
/// flattened into short lines for the last).
enum PathGeometry {
    /// Segments each curve is cut into when flattened.
    static let curveSteps = 16

    /// Where the next element starts: the last end point, or the start of the last subpath after a close.
    static func currentPoint(of elements: [PathElement]) -> CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                subpathStart = point
                current = point
            case .close: current = subpathStart
            default: current = element.points.last ?? current
            }
        }
        return current
    }

    static func boundingBox(of elements: [PathElement], includingControlPoints: Bool) -> CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func add(_ point: CGPoint) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        if includingControlPoints {
            for element in elements { element.points.forEach(add) }
        } else {
            for polygon in flattened(elements) { polygon.forEach(add) }
        }
        guard minX.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The subpaths as polygons (each implicitly closed, as filling closes them).
    static func flattened(_ elements: [PathElement]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        func finish() {
            if !polygon.isEmpty { polygons.append(polygon) }
            polygon = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                polygon = [point]
                subpathStart = point
                current = point
            case .line(let point):
                if polygon.isEmpty { polygon = [current] }
                polygon.append(point)
                current = point
            case .quadCurve(let control, let end):
                if polygon.isEmpty { polygon = [current] }
                let start = current
                for step in 1...curveSteps {
                    let t = CGFloat(step) / CGFloat(curveSteps)
                    let u = 1 - t
                    polygon.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                            y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
                current = end
            case .curve(let control1, let control2, let end):
                if polygon.isEmpty { polygon = [current] }
                let start = current
                for step in 1...curveSteps {
                    let t = CGFloat(step) / CGFloat(curveSteps)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    polygon.append(
                        CGPoint(
                            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                            y: a * start.y + b * control1.y + c * control2.y + d * end.y))
                }
                current = end
            case .close:
                finish()
                current = subpathStart
            }
        }
        finish()
        return polygons
    }

    /// Whether `point` is inside the filled area (non-zero winding, or even-odd).
    static func contains(_ point: CGPoint, in elements: [PathElement], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in flattened(elements) where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
