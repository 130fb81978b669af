/// A 4×4 homogeneous transform, as Core Animation defines it (row vectors: `p' = p · M`).
///
/// `m34 = -1 / d` gives a perspective projection with the eye at distance `d`, which cover-flow layouts use.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The identity transform.
    public init() {
        self.init(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The entries in row-major order.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        // Row by column, summed from zero in the order of k, without arrays (render trees concatenate a few
        // matrices per view per frame).
        func dot(
            _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat, _ a4: CGFloat, _ b1: CGFloat, _ b2: CGFloat, _ b3: CGFloat,
            _ b4: CGFloat
        ) -> CGFloat {
            var sum: CGFloat = 0
            sum += a1 * b1
            sum += a2 * b2
            sum += a3 * b3
            sum += a4 * b4
            return sum
        }
        let o = other
        return CATransform3D(
            m11: dot(m11, m12, m13, m14, o.m11, o.m21, o.m31, o.m41),
            m12: dot(m11, m12, m13, m14, o.m12, o.m22, o.m32, o.m42),
            m13: dot(m11, m12, m13, m14, o.m13, o.m23, o.m33, o.m43),
            m14: dot(m11, m12, m13, m14, o.m14, o.m24, o.m34, o.m44),
            m21: dot(m21, m22, m23, m24, o.m11, o.m21, o.m31, o.m41),
            m22: dot(m21, m22, m23, m24, o.m12, o.m22, o.m32, o.m42),
            m23: dot(m21, m22, m23, m24, o.m13, o.m23, o.m33, o.m43),
            m24: dot(m21, m22, m23, m24, o.m14, o.m24, o.m34, o.m44),
            m31: dot(m31, m32, m33, m34, o.m11, o.m21, o.m31, o.m41),
            m32: dot(m31, m32, m33, m34, o.m12, o.m22, o.m32, o.m42),
            m33: dot(m31, m32, m33, m34, o.m13, o.m23, o.m33, o.m43),
            m34: dot(m31, m32, m33, m34, o.m14, o.m24, o.m34, o.m44),
            m41: dot(m41, m42, m43, m44, o.m11, o.m21, o.m31, o.m41),
            m42: dot(m41, m42, m43, m44, o.m12, o.m22, o.m32, o.m42),
            m43: dot(m41, m42, m43, m44, o.m13, o.m23, o.m33, o.m43),
            m44: dot(m41, m42, m43, m44, o.m14, o.m24, o.m34, o.m44))
    }

    /// Whether the transform is affine (its third column and row are those of the identity, and `m34 = 0`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The affine part, valid when `isAffine`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Projects a point in the layer's plane (z = 0) to the screen, dividing by w.
    public func project(_ point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        guard w != 0 else { return CGPoint(x: x, y: y) }
        return CGPoint(x: x / w, y: y / w)
    }
}

/// The identity 3-D transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `a` and `b` are equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle)))
    let s = CGFloat(sin(Double(angle)))
    let t = 1 - c
    return CATransform3D(
        m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// Whether `t` can be expressed as an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// The inverse of `t`, or `t` itself when it is singular (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // The cofactor expansion in `Double`, in buffers on the stack: views convert points in every layout pass, and
    // that allocates nothing.
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 32) { buffer in
        invert(
            t, entries: UnsafeMutableBufferPointer(rebasing: buffer[0..<16]),
            inverse: UnsafeMutableBufferPointer(rebasing: buffer[16..<32]))
    }
}

/// `CATransform3DInvert`'s work: `m` and `inv` are scratch buffers of 16 entries each.
private func invert(
    _ t: CATransform3D, entries m: UnsafeMutableBufferPointer<Double>, inverse inv: UnsafeMutableBufferPointer<Double>
) -> CATransform3D {
    (m[0], m[1], m[2], m[3]) = (Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
    (m[4], m[5], m[6], m[7]) = (Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
    (m[8], m[9], m[10], m[11]) = (Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34))
    (m[12], m[13], m[14], m[15]) = (Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
    inv[0] =
        m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11]
        - m[13] * m[7] * m[10]
    inv[4] =
        -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11]
        + m[12] * m[7] * m[10]
    inv[8] =
        m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11]
        - m[12] * m[7] * m[9]
    inv[12] =
        -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10]
        + m[12] * m[6] * m[9]
    inv[1] =
        -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11]
        + m[13] * m[3] * m[10]
    inv[5] =
        m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11]
        - m[12] * m[3] * m[10]
    inv[9] =
        -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11]
        + m[12] * m[3] * m[9]
    inv[13] =
        m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10]
        - m[12] * m[2] * m[9]
    inv[2] =
        m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[
            13] * m[3] * m[6]
    inv[6] =
        -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7]
        + m[12] * m[3] * m[6]
    inv[10] =
        m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[
            12] * m[3] * m[5]
    inv[14] =
        -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6]
        + m[12] * m[2] * m[5]
    inv[3] =
        -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[
            9] * m[3] * m[6]
    inv[7] =
        m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[
            8] * m[3] * m[6]
    inv[11] =
        -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8]
        * m[3] * m[5]
    inv[15] =
        m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8]
        * m[2] * m[5]
    let determinant = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard determinant != 0, determinant.isFinite else { return t }
    func entry(_ index: Int) -> CGFloat { CGFloat(inv[index] / determinant) }
    return CATransform3D(
        m11: entry(0), m12: entry(1), m13: entry(2), m14: entry(3), m21: entry(4), m22: entry(5), m23: entry(6),
        m24: entry(7), m31: entry(8), m32: entry(9), m33: entry(10), m34: entry(11), m41: entry(12), m42: entry(13),
        m43: entry(14), m44: entry(15))
}
