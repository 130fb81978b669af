import Foundation

/// The kind of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// Timing information for an animator: a cubic Bézier curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below the curve uses.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: one of UIKit's built-in curves or one through two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, when the parameters were made from one (`.easeInOut` otherwise).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (the curve runs from (0, 0) to (1, 1)).
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve: ease in, ease out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        guard case .cubic(let x1, let y1, let x2, let y2) = curve.timingCurve else { fatalError("cubic curves") }
        controlPoint1 = CGPoint(x: x1, y: y1)
        controlPoint2 = CGPoint(x: x2, y: y2)
        isBuiltin = true
        super.init()
    }

    /// A curve through two control points (x clamped to 0…1, as Core Animation's timing functions require).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: min(max(point1.x, 0), 1), y: point1.y)
        controlPoint2 = CGPoint(x: min(max(point2.x, 0), 1), y: point2.y)
        isBuiltin = false
        super.init()
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingCurve: TimingCurve {
        .cubic(
            x1: Double(controlPoint1.x), y1: Double(controlPoint1.y), x2: Double(controlPoint2.x),
            y2: Double(controlPoint2.y))
    }
}

/// A spring timing curve: a damping ratio over the animator's duration, or a physical spring (mass, stiffness,
/// damping) whose own settling time replaces the animator's duration, as in UIKit.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in total distances per second (the x component is used for every property).
    public let initialVelocity: CGVector
    let dampingRatio: Double
    /// The time a physical spring takes to settle (its envelope within 0.1 %), which replaces the animator's
    /// duration; `nil` for a damping ratio, which fits the animator's duration.
    let settlingDuration: TimeInterval?

    /// A critically damped spring (UIKit's default: no overshoot).
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with `ratio` (1: no overshoot; smaller: oscillates) over the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(min(max(ratio, 0.01), 1))
        initialVelocity = velocity
        settlingDuration = nil
        super.init()
    }

    /// A physical spring: its damping ratio is damping / (2 √(stiffness × mass)) and it settles in its own time.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let mass = Double(mass > 0 ? mass : 1)
        let stiffness = Double(stiffness > 0 ? stiffness : 100)
        let ratio = min(max(Double(damping) / (2 * (stiffness * mass).squareRoot()), 0.01), 1)
        let naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = ratio
        initialVelocity = velocity
        settlingDuration = log(1000) / (ratio * naturalFrequency)
        super.init()
    }

    /// A spring that settles in `duration` with `bounce` (0: none, up to 1: most), as iOS 17's
    /// `init(duration:bounce:initialVelocity:)` describes it.
    public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = .zero) {
        self.init(dampingRatio: 1 - min(max(bounce, 0), 0.99), initialVelocity: initialVelocity)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    var timingCurve: TimingCurve { .spring(dampingRatio: dampingRatio, initialVelocity: Double(initialVelocity.dx)) }
}

extension UITimingCurveProvider {
    /// The curve the animation engine follows for these parameters.
    var timingCurve: TimingCurve {
        if let spring = springTimingParameters, timingCurveType == .spring || timingCurveType == .composed {
            return spring.timingCurve
        }
        return cubicTimingParameters?.timingCurve ?? .easeInOut
    }
}
