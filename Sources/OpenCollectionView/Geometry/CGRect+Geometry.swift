extension CGRect {
    /// The centre point of the rectangle.
    var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// A rectangle of `size` centred on `center`.
    init(center: CGPoint, size: CGSize) {
        self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether every component is finite (no NaN or infinity).
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    /// The point moved by `(dx, dy)`.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }

    /// Euclidean distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension CGSize {
    /// Whether both components are finite.
    var isFinite: Bool { width.isFinite && height.isFinite }
}
