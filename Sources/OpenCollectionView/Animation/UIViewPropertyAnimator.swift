import Foundation

/// Animates changes to views and lets the app drive them: start, pause, scrub (`fractionComplete`), reverse, add
/// animations while running, stop, and finish at the end, the start or where they are — UIKit's interruptible
/// animations (iOS 10), on the window's clock like `UIView.animate`.
///
/// Animation blocks added while the animator is inactive run when it starts or pauses; blocks added later animate
/// over the remaining `(1 − fractionComplete) × duration`. While paused the animator scrubs linearly
/// (`scrubsLinearly`), and a paused animator keeps no clock ticking. When it ends, the views' model values are
/// those of the position it ended at.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, AnimationDriver {
    /// The timing curve the animations follow.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration of the animations (a physical spring's own settling time, when the parameters are one).
    open private(set) var duration: TimeInterval
    /// The delay before the animations started (`startAnimation(afterDelay:)`).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animating views take touches (default `true`).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing sees the views' presented places (kept for source compatibility; default `false`).
    open var isManualHitTestingEnabled = false
    /// Whether the animations can be paused, scrubbed and reversed (default `true`).
    open var isInterruptible = true
    /// Whether a paused animator scrubs along a linear curve rather than its timing curve (default `true`).
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end, staying active, instead of completing (default `false`).
    open var pausesOnCompletion = false

    /// The animator's state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running.
    open var isRunning: Bool { state == .active && runningSince != nil }

    /// Whether the animations run back toward their start (set while active; completes at `.start`).
    open var isReversed = false {
        willSet {
            // The timeline turns where it is now.
            guard newValue != isReversed, runningSince != nil else { return }
            let now = clockNow
            anchorFraction = fraction(at: now)
            runningSince = now
        }
        didSet {
            guard oldValue != isReversed, runningSince != nil else { return }
            scheduleEnd()
        }
    }

    /// How far the animations have run, from 0 to 1. Set while the animator is paused (or inactive, which pauses
    /// it) to scrub them.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: clockNow)) }
        set {
            guard state != .stopped else { return }
            if state == .inactive { pauseAnimation() }
            guard runningSince == nil else { return }
            pausedFraction = min(max(Double(newValue), 0), 1)
            for group in groups { group.redraw() }
        }
    }

    private var curve: TimingCurve
    private var pendingAnimations: [(block: @MainActor () -> Void, delayFactor: Double)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    /// The groups of animations started, with the fraction of the duration each waits before it moves.
    private var groups: [AnimationGroup] = []
    private var groupDelays: [ObjectIdentifier: Double] = [:]
    private var clock: AnimationClock?
    /// While running: when the fraction was `anchorFraction` (the timeline moves from there at `speed`).
    private var runningSince: TimeInterval?
    private var anchorFraction = 0.0
    /// Fractions of the whole per second while running (1 / duration, or faster after `continueAnimation`).
    private var speed = 1.0
    private var pausedFraction = 0.0
    private var endTimer: ClockTimer?

    /// An animator the app let go of while paused leaves its views at their model values (the end).
    isolated deinit {
        endTimer?.invalidate()
        for group in groups { group.finish() }
    }

    // MARK: Creating

    /// An animator of `duration` along a custom timing curve.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = parameters.springTimingParameters?.settlingDuration ?? max(0, duration)
        timingParameters = parameters
        curve = parameters.timingCurve
        super.init()
    }

    /// An animator of `duration` along a built-in curve.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` along a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` along a spring with `ratio` (1: no overshoot).
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Starts an animator at once, as `UIView.animate` does, and returns it (to pause, reverse or stop later).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    /// Adds a block of changes. On an inactive animator it runs when the animator starts; on an active one at
    /// once, animating over the remaining time.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block of changes that waits `delayFactor` of the duration before moving (0 … 1). On an active
    /// animator the factor applies to the remaining time.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        guard state != .inactive else {
            pendingAnimations.append((animation, factor))
            return
        }
        guard state == .active else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "\(self) cannot add animations while stopped: call finishAnimation(at:) first")
            return
        }
        // UIViewPropertyAnimator.duration: animations added later run for (1 − fractionComplete) × duration.
        let start = fraction(at: clockNow)
        run(animation, startingAt: start + (1 - start) * factor)
    }

    /// Adds a block to run, told the position, when the animations end (not after `stopAnimation(true)`).
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animations, or resumes paused ones.
    open func startAnimation() {
        switch state {
        case .stopped:
            OpenCollectionViewDiagnostics.report(
                .misuse, "\(self) cannot start while stopped: call finishAnimation(at:) first")
        case .inactive:
            activate()
            resume(at: clockNow + delay)
        case .active:
            guard runningSince == nil else { return }
            resume(at: clockNow)
        }
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else {
            startAnimation()
            return
        }
        self.delay = max(0, delay)
        startAnimation()
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused at its start).
    open func pauseAnimation() {
        switch state {
        case .stopped:
            OpenCollectionViewDiagnostics.report(.misuse, "\(self) cannot pause while stopped")
        case .inactive:
            activate()
            pausedFraction = isReversed ? 1 : 0
            for group in groups { group.redraw() }
        case .active:
            guard runningSince != nil else { return }
            // Scrubbing linearly, the paused fraction is the progress shown, so nothing jumps when the app then
            // sets `fractionComplete` from it.
            let reached = fraction(at: clockNow)
            pausedFraction = scrubsLinearly ? min(max(curve.progress(reached), 0), 1) : reached
            runningSince = nil
            endTimer?.invalidate()
            endTimer = nil
            for group in groups {
                group.setTicking(false)
                group.redraw()
            }
        }
    }

    /// Stops the animations where they are. With `withoutFinishing` the views keep what they show, the animator
    /// becomes inactive and no completion runs; otherwise it is left `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if runningSince != nil { pauseAnimation() }
        if withoutFinishing {
            end(at: .current, runningCompletions: false)
        } else {
            state = .stopped
        }
    }

    /// Ends stopped animations at `finalPosition` and runs the completions (only in the `.stopped` state).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            OpenCollectionViewDiagnostics.report(
                .misuse, "\(self) finishAnimation(at:) is only for a stopped animator (stopAnimation(false) first)")
            return
        }
        end(at: finalPosition, runningCompletions: true)
    }

    /// Resumes paused animations with new timing (`nil`: the same) over `durationFactor` × the original duration
    /// (0: the time that was left).
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active, runningSince == nil else {
            if state == .inactive { startAnimation() }
            return
        }
        if let parameters {
            timingParameters = parameters
            curve = parameters.timingCurve
        }
        resume(at: clockNow, over: durationFactor > 0 ? duration * Double(durationFactor) : nil)
    }

    // MARK: The timeline

    private var clockNow: TimeInterval { (clock ?? UIWindowScene.current.clock).now }

    /// The fraction of the duration reached at `time`.
    private func fraction(at time: TimeInterval) -> Double {
        guard state != .inactive else { return 0 }
        guard let since = runningSince else { return pausedFraction }
        // A zero duration (or factor) jumps to the end at once; infinity times no time would be NaN.
        guard speed.isFinite else { return time >= since ? (isReversed ? 0 : 1) : anchorFraction }
        let moved = max(0, time - since) * speed
        return min(max(anchorFraction + (isReversed ? -moved : moved), 0), 1)
    }

    func progress(of group: AnimationGroup, at time: TimeInterval) -> Double {
        let whole = fraction(at: time)
        let wait = groupDelays[ObjectIdentifier(group)] ?? 0
        let local = wait >= 1 ? (whole >= 1 ? 1 : 0) : min(max((whole - wait) / (1 - wait), 0), 1)
        return runningSince == nil && scrubsLinearly ? local : curve.progress(local)
    }

    /// Runs the blocks added while inactive and becomes active.
    private func activate() {
        state = .active
        clock = UIWindowScene.current.clock
        anchorFraction = 0
        pausedFraction = 0
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for (block, delayFactor) in pending { run(block, startingAt: delayFactor) }
    }

    /// Records `block`'s changes as groups this animator drives, waiting until `startFraction` of the timeline.
    private func run(_ block: @MainActor () -> Void, startingAt startFraction: Double) {
        let started = AnimationContext.runDriven(by: self, duration: duration, changes: block)
        for group in started {
            groupDelays[ObjectIdentifier(group)] = startFraction
            if clock == nil || groups.isEmpty { clock = group.clock }
            if runningSince == nil { group.setTicking(false) }
            group.redraw()
        }
        groups += started
    }

    /// Runs the timeline from where it was paused, from `time` on, over the rest of the duration or over `time`
    /// seconds (`continueAnimation`).
    private func resume(at time: TimeInterval, over seconds: TimeInterval? = nil) {
        let from = scrubsLinearly ? curve.fraction(reaching: pausedFraction) : pausedFraction
        anchorFraction = from
        runningSince = time
        let remaining = isReversed ? from : 1 - from
        if let seconds {
            speed = seconds > 0 ? remaining / seconds : .infinity
        } else {
            speed = duration > 0 ? 1 / duration : .infinity
        }
        for group in groups { group.setTicking(true) }
        scheduleEnd()
    }

    /// Moves the anchor to `time`, keeping the fraction reached (before a change of direction).
    private func anchor(at time: TimeInterval) {
        anchorFraction = fraction(at: time)
        runningSince = time
    }

    /// Ends the animations when the timeline reaches its end. The timer holds the animator, as UIKit keeps a
    /// running animator alive until it completes.
    private func scheduleEnd() {
        endTimer?.invalidate()
        guard let since = runningSince else { return }
        let remaining = isReversed ? anchorFraction : 1 - anchorFraction
        let travel = remaining > 0 && speed.isFinite && speed > 0 ? remaining / speed : 0
        endTimer = (clock ?? UIWindowScene.current.clock).schedule(after: max(0, since - clockNow) + travel) {
            self.reachedEnd()
        }
    }

    private func reachedEnd() {
        guard state == .active, runningSince != nil else { return }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        guard !pausesOnCompletion else {
            pauseAnimation()
            pausedFraction = isReversed ? 0 : 1
            return
        }
        runningSince = nil
        pausedFraction = isReversed ? 0 : 1
        end(at: position, runningCompletions: true)
    }

    /// Leaves the views' model values at `position`, removes the animations and becomes inactive.
    private func end(at position: UIViewAnimatingPosition, runningCompletions: Bool) {
        endTimer?.invalidate()
        endTimer = nil
        let now = clockNow
        let ended = groups
        AnimationContext.withoutAnimation {
            for group in ended {
                for (layer, animation) in group.animations {
                    switch position {
                    case .end: layer.setModelValue(animation.to, for: animation.property)
                    case .start: layer.setModelValue(animation.from, for: animation.property)
                    case .current: layer.setModelValue(animation.value(at: now), for: animation.property)
                    }
                }
            }
        }
        groups.removeAll()
        groupDelays.removeAll()
        runningSince = nil
        state = .inactive
        for group in ended { group.finish() }
        guard runningCompletions else {
            completions.removeAll()
            return
        }
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(position) }
    }
}

extension UIView.AnimationOptions {
    /// The built-in curve the options name.
    var animationCurve: UIView.AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }
}
