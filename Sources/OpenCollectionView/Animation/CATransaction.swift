/// Core Animation's explicit transactions, as UIKit code uses them around collection-view and table-view updates:
/// `begin()`/`commit()` nest, `setDisableActions(true)` makes the changes inside happen without animation (as
/// `UIView.performWithoutAnimation` does), and the completion block runs when every animation started inside the
/// transaction has ended, or at `commit()` when none was started (Apple's documented rule).
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// One open (or committed, still animating) transaction.
    final class Frame {
        var completion: (() -> Void)?
        var disablesActions = false
        var animationDuration: TimeInterval = 0.25
        var runningAnimations = 0
        var isCommitted = false

        func animationEnded() {
            runningAnimations -= 1
            if isCommitted && runningAnimations == 0 { runCompletion() }
        }

        func runCompletion() {
            let completion = self.completion
            self.completion = nil
            completion?()
        }
    }

    /// The open transactions, innermost last.
    private static var frames: [Frame] = []

    /// Opens a transaction (transactions nest).
    open class func begin() { frames.append(Frame()) }

    /// Closes the innermost transaction; its completion block runs now if it started no animation, otherwise when
    /// the last of them ends.
    open class func commit() {
        guard let frame = frames.popLast() else { return }
        if frame.disablesActions { AnimationContext.suppressionDepth -= 1 }
        frame.isCommitted = true
        if frame.runningAnimations == 0 { frame.runCompletion() }
    }

    /// Commits pending implicit changes (nothing to do here: changes apply at once).
    open class func flush() {}

    /// The block run when the innermost transaction's animations have ended.
    open class func completionBlock() -> (() -> Void)? { frames.last?.completion }

    /// Sets the block run when the innermost transaction's animations have ended (ignored outside a transaction).
    open class func setCompletionBlock(_ block: (() -> Void)?) { frames.last?.completion = block }

    /// Whether changes in the innermost transaction are made without animation.
    open class func disableActions() -> Bool { frames.last?.disablesActions ?? false }

    /// Makes the changes in the innermost transaction happen without animation (ignored outside a transaction).
    open class func setDisableActions(_ flag: Bool) {
        guard let frame = frames.last, frame.disablesActions != flag else { return }
        frame.disablesActions = flag
        AnimationContext.suppressionDepth += flag ? 1 : -1
    }

    /// The innermost transaction's animation duration (0.25 s by default; kept for source compatibility: view
    /// animations take their own durations).
    open class func animationDuration() -> TimeInterval { frames.last?.animationDuration ?? 0.25 }

    /// Sets the innermost transaction's animation duration (kept for source compatibility).
    open class func setAnimationDuration(_ duration: TimeInterval) { frames.last?.animationDuration = duration }

    /// Counts an animation group starting now in every open transaction; the returned closure, called when the
    /// group ends, lets their completion blocks run.
    static func animationStarted() -> (@MainActor () -> Void)? {
        guard !frames.isEmpty else { return nil }
        let open = frames
        for frame in open { frame.runningAnimations += 1 }
        return { for frame in open { frame.animationEnded() } }
    }
}
