extension UIView {
    /// The matrix from this view's bounds coordinates to its superview's, using model values.
    var toSuperviewTransform: CATransform3D {
        LayerGeometry.toSuperlayer(
            bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint, transform: layer.transform)
    }

    /// The matrix from this view's bounds coordinates to the coordinate space its root view sits in (the screen,
    /// for a window), flattening 3-D transforms at each level as Core Animation composites them.
    var toRootTransform: CATransform3D {
        var matrix = LayerGeometry.flattened(toSuperviewTransform)
        var current = superview
        while let view = current {
            matrix = matrix.concatenating(LayerGeometry.flattened(view.toSuperviewTransform))
            current = view.superview
        }
        return matrix
    }

    /// A point in the superview's coordinates, expressed in this view's coordinates.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if CATransform3DIsIdentity(layer.transform) {
            let bounds = layer.bounds
            return CGPoint(
                x: point.x - layer.position.x + layer.anchorPoint.x * bounds.width + bounds.minX,
                y: point.y - layer.position.y + layer.anchorPoint.y * bounds.height + bounds.minY)
        }
        return CATransform3DInvert(LayerGeometry.flattened(toSuperviewTransform)).project(point)
    }

    /// `convert(_:to:)` of a point: from this view's coordinates to `view`'s (to the window's, or the screen's,
    /// when `nil`).
    func convertedPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let screenPoint = toRootTransform.project(point)
        guard let target = view ?? window else { return screenPoint }
        return CATransform3DInvert(target.toRootTransform).project(screenPoint)
    }

    /// `convert(_:from:)` of a point: from `view`'s coordinates (the window's when `nil`) to this view's.
    func convertedPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return CATransform3DInvert(toRootTransform).project(point) }
        return source.convertedPoint(point, to: self)
    }

    /// `convert(_:to:)` of a rectangle: the bounding box of its corners converted to `view`'s coordinates.
    func convertedRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convertedPoint($0, to: view) }
    }

    /// `convert(_:from:)` of a rectangle: the bounding box of its corners converted from `view`'s coordinates.
    func convertedRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.boundingBox(of: rect) { convertedPoint($0, from: view) }
    }

    /// The bounding box of `rect`'s four corners mapped by `map` (no arrays: layout converts rects every pass).
    private static func boundingBox(of rect: CGRect, mapping map: (CGPoint) -> CGPoint) -> CGRect {
        let a = map(CGPoint(x: rect.minX, y: rect.minY))
        let b = map(CGPoint(x: rect.maxX, y: rect.minY))
        let c = map(CGPoint(x: rect.minX, y: rect.maxY))
        let d = map(CGPoint(x: rect.maxX, y: rect.maxY))
        let minX = min(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }
}
