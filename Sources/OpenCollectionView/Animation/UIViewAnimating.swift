extension UIView {
    /// The timing curves of UIKit's built-in animations.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// Where an animator is: not started (or finished), started (running or paused), or stopped and waiting for
/// `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where an animation ended: at its end, back at its start, or where it was stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs, pauses, scrubs, reverses and stops animations (`UIViewPropertyAnimator`).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused, stopped or inactive).
    var isRunning: Bool { get }
    /// Whether the animations run from their end back to their start.
    var isReversed: Bool { get set }
    /// How far the animations have run, from 0 to 1; settable while paused, to scrub them.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: finished at once (`true`, no completion) or left stopped for
    /// `finishAnimation(at:)` (`false`).
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition`, then runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are blocks that change view properties (`UIViewPropertyAnimator`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of changes to animate.
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// Adds a block of changes that starts `delayFactor` of the way into the duration.
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end, told where they ended.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and a duration of `durationFactor` × the original one.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
