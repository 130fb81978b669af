/// The layer properties that animate.
enum LayerProperty: Hashable, Sendable {
    case bounds, position, transform, opacity, backgroundColor, cornerRadius, borderWidth, borderColor, shadowOpacity

    /// Core Animation's key path for the property.
    var keyPath: String {
        switch self {
        case .bounds: "bounds"
        case .position: "position"
        case .transform: "transform"
        case .opacity: "opacity"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowOpacity: "shadowOpacity"
        }
    }
}

/// A value of an animatable property, and how two of them blend.
enum AnimatableValue: Equatable {
    case scalar(CGFloat)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)

    var scalar: CGFloat? { if case .scalar(let value) = self { value } else { nil } }
    var point: CGPoint? { if case .point(let value) = self { value } else { nil } }
    var rect: CGRect? { if case .rect(let value) = self { value } else { nil } }
    var transform: CATransform3D? { if case .transform(let value) = self { value } else { nil } }
    var color: CGColor? { if case .color(let value) = self { value } else { nil } }

    static func == (lhs: AnimatableValue, rhs: AnimatableValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        case (.transform(let a), .transform(let b)): a == b
        case (.color(let a), .color(let b)): a?.rgba == b?.rgba
        default: false
        }
    }

    /// The value a fraction `t` of the way from `self` to `end` (`t` may overshoot for springs).
    func interpolated(to end: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, end) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            // Flat transforms turn, shear and scale between their ends, as Core Animation animates them; others
            // blend their entries.
            if a.isAffine, b.isAffine, let from = AffineDecomposition(a.affineTransform),
                let to = AffineDecomposition(b.affineTransform)
            {
                return .transform(CATransform3DMakeAffineTransform(from.interpolated(to: to, t).transform))
            }
            return .transform(CATransform3D(entries: zip(a.entries, b.entries).map { mix($0, $1) }))
        case (.color(let a), .color(let b)):
            let from = a?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            let to = b?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)
            let t = Double(t)
            return .color(
                UIColor(
                    red: CGFloat(from.red + (to.red - from.red) * t),
                    green: CGFloat(from.green + (to.green - from.green) * t),
                    blue: CGFloat(from.blue + (to.blue - from.blue) * t),
                    alpha: CGFloat(from.alpha + (to.alpha - from.alpha) * t)
                ).cgColor)
        default:
            return t < 1 ? self : end
        }
    }
}
