/// The path of one axis of a scroll view's content offset after a drag or during an animated scroll, as a
/// closed-form function of time, so the offset at any instant is the same whatever the frame rate.
///
/// - Deceleration follows UIKit's model: velocity decays by `decelerationRate` per millisecond, so the offset
///   approaches `start + v / k` with `k = −ln(rate)` per millisecond (0.998 → about 499.5 ms × v).
/// - Bounces and page snaps are critically damped springs: `x(t) = (x₀ + (v₀ + ωx₀)t)·e^(−ωt)` about the rest
///   position.
struct ScrollMotion {
    enum Kind {
        /// Exponential approach from `start` to `target` at rate `k` per second.
        case decay(start: CGFloat, target: CGFloat, k: CGFloat)
        /// A critically damped spring towards `rest`, starting displaced by `displacement` at `velocity`.
        case spring(rest: CGFloat, displacement: CGFloat, velocity: CGFloat, omega: CGFloat)
        /// Natural deceleration that crosses the content edge at `crossing` seconds, then bounces back to `edge`.
        case decayIntoBounce(start: CGFloat, velocity: CGFloat, k: CGFloat, edge: CGFloat, crossing: TimeInterval)
        /// A timed ease-in-out move (animated `setContentOffset`).
        case timed(start: CGFloat, target: CGFloat, duration: TimeInterval)
        /// No movement.
        case still(CGFloat)
    }

    let kind: Kind
    /// The spring stiffness of bounces and snaps (per second).
    static let bounceOmega: CGFloat = 12
    /// Where motion counts as finished: within this distance of rest and slower than `restSpeed`.
    static let restDistance: CGFloat = 0.25
    static let restSpeed: CGFloat = 5

    /// The deceleration rate per second for a rate per millisecond.
    static func decayConstant(forRate rate: CGFloat) -> CGFloat { -CGFloat(log(Double(rate))) * 1000 }

    /// Where a free deceleration from `velocity` (points per second) ends.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / decayConstant(forRate: rate)
    }

    /// The resting position.
    var target: CGFloat {
        switch kind {
        case .decay(_, let target, _): target
        case .spring(let rest, _, _, _): rest
        case .decayIntoBounce(_, _, _, let edge, _): edge
        case .timed(_, let target, _): target
        case .still(let value): value
        }
    }

    /// The position `t` seconds after the motion started.
    func position(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(max(0, t))
        switch kind {
        case .decay(let start, let target, let k):
            return start + (target - start) * (1 - exp(-k * t))
        case .spring(let rest, let x0, let v0, let omega):
            return rest + (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
        case .decayIntoBounce(let start, let velocity, let k, let edge, let crossing):
            if t <= CGFloat(crossing) { return start + velocity / k * (1 - exp(-k * t)) }
            let bounceVelocity = velocity * exp(-k * CGFloat(crossing))
            let s = t - CGFloat(crossing)
            return edge + bounceVelocity * s * exp(-Self.bounceOmega * s)
        case .timed(let start, let target, let duration):
            let progress = TimingCurve.easeInOut.progress(Double(t) / duration)
            return start + (target - start) * CGFloat(progress)
        case .still(let value):
            return value
        }
    }

    /// Whether the motion has come to rest by `t` seconds.
    func isFinished(at t: TimeInterval) -> Bool {
        switch kind {
        case .still: return true
        case .timed(_, _, let duration): return t >= duration
        default:
            let here = position(at: t)
            let speed = abs(position(at: t + 0.001) - here) / 0.001
            let pastBounceStart: Bool
            if case .decayIntoBounce(_, _, _, _, let crossing) = kind {
                pastBounceStart = t > crossing
            } else {
                pastBounceStart = true
            }
            return pastBounceStart && abs(here - target) < Self.restDistance && speed < Self.restSpeed
        }
    }

    /// The motion after a drag released at `offset` with `velocity` (points per second) towards `target`, within
    /// `[minimum, maximum]`.
    static func afterDrag(
        offset: CGFloat, velocity: CGFloat, target: CGFloat, naturalTarget: CGFloat, minimum: CGFloat,
        maximum: CGFloat, rate: CGFloat, bounces: Bool, paging: Bool
    ) -> ScrollMotion {
        let k = decayConstant(forRate: rate)
        if offset < minimum || offset > maximum || paging {
            return ScrollMotion(
                kind: .spring(rest: target, displacement: offset - target, velocity: velocity, omega: bounceOmega))
        }
        let distance = target - offset
        if abs(distance) < restDistance { return ScrollMotion(kind: .still(target)) }
        let unclampedNatural = offset + velocity / k
        if bounces, abs(velocity) > 0, unclampedNatural < minimum || unclampedNatural > maximum,
            target == (unclampedNatural < minimum ? minimum : maximum)
        {
            let ratio = 1 - distance * k / velocity
            if ratio > 0 {
                let crossing = TimeInterval(-log(Double(ratio)) / Double(k))
                return ScrollMotion(
                    kind: .decayIntoBounce(start: offset, velocity: velocity, k: k, edge: target, crossing: crossing))
            }
        }
        if target == naturalTarget {
            return ScrollMotion(kind: .decay(start: offset, target: target, k: k))
        }
        if velocity != 0, (velocity > 0) == (distance > 0) {
            let fitted = min(max(velocity / distance, 2), 30)
            return ScrollMotion(kind: .decay(start: offset, target: target, k: fitted))
        }
        return ScrollMotion(
            kind: .spring(rest: target, displacement: offset - target, velocity: velocity, omega: bounceOmega))
    }
}
