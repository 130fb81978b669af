/// The math that places a layer in its superlayer: `bounds`, `position`, `anchorPoint` and `transform` together.
enum LayerGeometry {
    /// The matrix taking a point in the layer's bounds coordinates to its superlayer's bounds coordinates
    /// (row-vector convention, as Core Animation: `p' = p · M`).
    static func toSuperlayer(
        bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D
    ) -> CATransform3D {
        let anchorX = bounds.minX + anchorPoint.x * bounds.width
        let anchorY = bounds.minY + anchorPoint.y * bounds.height
        let toAnchor = CATransform3DMakeTranslation(-anchorX, -anchorY, 0)
        if CATransform3DIsIdentity(transform) {
            return CATransform3DMakeTranslation(position.x - anchorX, position.y - anchorY, 0)
        }
        return toAnchor.concatenating(transform).concatenating(CATransform3DMakeTranslation(position.x, position.y, 0))
    }

    /// The frame: the bounding box of the transformed bounds in the superlayer.
    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        let origin = CGPoint(
            x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height)
        if CATransform3DIsIdentity(transform) { return CGRect(origin: origin, size: bounds.size) }
        let matrix = toSuperlayer(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ].map(matrix.project)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Drops the z axis, as Core Animation does when compositing a layer into a flat (non-`CATransformLayer`) parent.
    static func flattened(_ m: CATransform3D) -> CATransform3D {
        var flat = m
        flat.m13 = 0
        flat.m23 = 0
        flat.m33 = 1
        flat.m43 = 0
        flat.m31 = 0
        flat.m32 = 0
        flat.m34 = 0
        return flat
    }
}
