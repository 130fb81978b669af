import Foundation

/// A 2-D affine transform taken apart into translation, rotation, shear and scale, so that an animation between two
/// transforms turns, shears and scales rather than blending matrix entries (which would shrink a half turn through
/// nothing at its midpoint). Core Animation and CSS animate transforms this way; the decomposition is the CSS
/// Transforms "unmatrix" for 2-D.
struct AffineDecomposition {
    var translation: CGPoint
    var scaleX: CGFloat
    var scaleY: CGFloat
    /// Radians, as `atan2` gives them (−π … π).
    var angle: CGFloat
    var shear: CGFloat

    /// Takes `transform` apart; `nil` when it collapses a dimension (no rotation can be read from it).
    init?(_ transform: CGAffineTransform) {
        var row0 = CGPoint(x: transform.a, y: transform.b)
        var row1 = CGPoint(x: transform.c, y: transform.d)
        var scaleX = (row0.x * row0.x + row0.y * row0.y).squareRoot()
        guard scaleX > 1e-9 else { return nil }
        row0 = CGPoint(x: row0.x / scaleX, y: row0.y / scaleX)
        var shear = row0.x * row1.x + row0.y * row1.y
        row1 = CGPoint(x: row1.x - row0.x * shear, y: row1.y - row0.y * shear)
        let scaleY = (row1.x * row1.x + row1.y * row1.y).squareRoot()
        guard scaleY > 1e-9 else { return nil }
        shear /= scaleY
        // A mirrored transform: the x axis takes the flip, so the rotation stays a rotation.
        if transform.a * transform.d - transform.b * transform.c < 0 {
            row0 = CGPoint(x: -row0.x, y: -row0.y)
            scaleX = -scaleX
            shear = -shear
        }
        self.translation = CGPoint(x: transform.tx, y: transform.ty)
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = atan2(row0.y, row0.x)
        self.shear = shear
    }

    /// The transform put back together.
    var transform: CGAffineTransform {
        let cosine = cos(angle)
        let sine = sin(angle)
        // Rows: the x axis (cos, sin) scaled; the y axis (−sin, cos) plus the shear along x, scaled.
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine, c: scaleY * (-sine + shear * cosine),
            d: scaleY * (cosine + shear * sine), tx: translation.x, ty: translation.y)
    }

    /// The decomposition a fraction `t` of the way to `end`, turning the shorter way round.
    func interpolated(to end: AffineDecomposition, _ t: CGFloat) -> AffineDecomposition {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var endAngle = end.angle
        if endAngle - angle > .pi + 1e-9 { endAngle -= 2 * .pi }
        if angle - endAngle > .pi + 1e-9 { endAngle += 2 * .pi }
        var result = self
        result.translation = CGPoint(x: mix(translation.x, end.translation.x), y: mix(translation.y, end.translation.y))
        result.scaleX = mix(scaleX, end.scaleX)
        result.scaleY = mix(scaleY, end.scaleY)
        result.angle = mix(angle, endAngle)
        result.shear = mix(shear, end.shear)
        return result
    }
}
