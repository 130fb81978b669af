/// How an animation's progress follows time: a cubic Bézier (Core Animation's media timing functions) or a
/// damped spring (`UIView.animate(…usingSpringWithDamping:…)`).
enum TimingCurve: Equatable, Sendable {
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    case spring(dampingRatio: Double, initialVelocity: Double)

    static let linear = TimingCurve.cubic(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = TimingCurve.cubic(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TimingCurve.cubic(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = TimingCurve.cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// The keyboard's private curve (UIKit's animation curve 7, a spring of mass 3, stiffness 1000 and damping
    /// 500), as the cubic Bézier commonly used to match it.
    static let keyboard = TimingCurve.cubic(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)

    /// The progress (0 at the start, 1 at the end; springs may overshoot) at `fraction` of the duration.
    func progress(_ fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .cubic(let x1, let y1, let x2, let y2):
            return Self.bezierY(forX: fraction, x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring(let dampingRatio, let initialVelocity):
            return Self.spring(fraction, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// The first fraction of the duration at which the curve reaches `progress` (0 … 1), found by bisection over
    /// the curve's rise: a paused animator scrubbed linearly resumes its curve from the progress it shows.
    func fraction(reaching progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        var low = 0.0
        var high = 1.0
        for _ in 0..<48 {
            let middle = (low + high) / 2
            // A spring's first rise to `progress`: past an overshoot the curve comes back down.
            if self.progress(middle) < progress { low = middle } else { high = middle }
        }
        return high
    }

    /// Solves x(s) = `x` for the curve parameter by Newton's method with a bisection fallback, then returns y(s).
    private static func bezierY(forX x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// A damped harmonic oscillator normalised to the animation's duration: its envelope decays to 0.1% at the
    /// end, so the duration is the time the motion takes to settle, as UIKit's spring animations are specified.
    /// `initialVelocity` is in "total distances per duration", as UIKit defines it.
    private static func spring(_ t: Double, dampingRatio: Double, initialVelocity: Double) -> Double {
        let zeta = min(max(dampingRatio, 0.01), 1)
        let omega = log(1000) / zeta
        let velocity = -initialVelocity
        if zeta >= 1 {
            let envelope = exp(-omega * t)
            return 1 - envelope * (1 + (omega + velocity) * t)
        }
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        let b = (zeta * omega + velocity) / dampedOmega
        return 1 - envelope * (cos(dampedOmega * t) + b * sin(dampedOmega * t))
    }
}
