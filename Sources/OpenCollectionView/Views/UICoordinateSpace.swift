/// A frame of reference on the screen that converts points and rectangles to and from others. `UIView` adopts it,
/// and `UIScreen` gives its screen's spaces (`coordinateSpace`, `fixedCoordinateSpace`); other types may adopt it.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounding rectangle, in its own coordinates.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    /// Converts a point from this view's coordinates to `coordinateSpace` (a view, a screen space or another space).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return CoordinateSpaceConversion.convert(point, from: self, to: coordinateSpace)
    }

    /// Converts a point from `coordinateSpace` to this view's coordinates.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return CoordinateSpaceConversion.convert(point, from: coordinateSpace, to: self)
    }

    /// Converts a rectangle from this view's coordinates to `coordinateSpace`: the bounding box of its corners.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return CoordinateSpaceConversion.convert(rect, from: self, to: coordinateSpace)
    }

    /// Converts a rectangle from `coordinateSpace` to this view's coordinates: the bounding box of its corners.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return CoordinateSpaceConversion.convert(rect, from: coordinateSpace, to: self)
    }
}

/// Conversions between the spaces this module knows — views and screen spaces — through screen coordinates; a
/// space of another type converts itself (the other side's method is called).
@MainActor
enum CoordinateSpaceConversion {
    /// A point in `space` in screen coordinates, when `space` is one this module knows.
    private static func toScreen(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint? {
        switch space {
        case let view as UIView: view.toRootTransform.project(point)
        case is UIScreen, is FixedScreenCoordinateSpace: point
        default: nil
        }
    }

    /// A point in screen coordinates in `space`, when `space` is one this module knows.
    private static func fromScreen(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint? {
        switch space {
        case let view as UIView: CATransform3DInvert(view.toRootTransform).project(point)
        case is UIScreen, is FixedScreenCoordinateSpace: point
        default: nil
        }
    }

    static func convert(
        _ point: CGPoint, from source: any UICoordinateSpace, to target: any UICoordinateSpace
    ) -> CGPoint {
        guard let screenPoint = toScreen(point, from: source) else { return source.convert(point, to: target) }
        return fromScreen(screenPoint, to: target) ?? target.convert(point, from: source)
    }

    static func convert(_ rect: CGRect, from source: any UICoordinateSpace, to target: any UICoordinateSpace) -> CGRect
    {
        guard toScreen(.zero, from: source) != nil else { return source.convert(rect, to: target) }
        guard fromScreen(.zero, to: target) != nil else { return target.convert(rect, from: source) }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, from: source, to: target) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
