extension UIView.AnimationOptions {
    /// Flips the view around its vertical axis, left side towards the viewer (here a cross-dissolve; see
    /// `docs/Deviations.md`).
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Flips the view around its vertical axis, right side towards the viewer (here a cross-dissolve).
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Curls the view up from the bottom (here a cross-dissolve).
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// Curls the view down from the top (here a cross-dissolve).
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Dissolves from one version of the view to the next.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Flips the view around its horizontal axis, top towards the viewer (here a cross-dissolve).
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Flips the view around its horizontal axis, bottom towards the viewer (here a cross-dissolve).
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// Whether the options name a transition (bits 20–23, as in UIKit).
    var hasTransition: Bool { (rawValue >> 20) & 0xF != 0 }
}

extension UIView {
    /// Runs `animations` — changes to `view`, such as adding and removing its subviews — with the transition the
    /// options name; animatable property changes in the block animate as in `animate(withDuration:…)`, and
    /// `completion` runs with `true` once `duration` has passed.
    ///
    /// Every transition is a dissolve here, and it fades the view in from transparent rather than from a picture of
    /// its old contents (see `docs/Deviations.md`).
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        inScene(of: view) {
            let fade = fadeIn(view, options: options, duration: duration)
            AnimationContext.run(
                duration: duration, delay: 0, curve: options.curve, options: options,
                changes: {
                    fade()
                    animations?()
                }, completion: completion)
        }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, with the transition the options name, and runs
    /// `completion` with `true` once `duration` has passed. With `.showHideTransitionViews`, `fromView` is hidden
    /// and `toView` shown instead, both staying in the hierarchy.
    ///
    /// Every transition is a dissolve here, fading `toView` in (see `docs/Deviations.md`).
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        inScene(of: fromView) {
            let fade = fadeIn(toView, options: options, duration: duration)
            AnimationContext.run(
                duration: duration, delay: 0, curve: options.curve, options: options,
                changes: {
                    if options.contains(.showHideTransitionViews) {
                        fromView.isHidden = true
                        toView.isHidden = false
                    } else if let superview = fromView.superview {
                        superview.insertSubview(toView, aboveSubview: fromView)
                        fromView.removeFromSuperview()
                    }
                    fade()
                }, completion: completion)
        }
    }

    /// Runs `body` with the scene of `view`'s window current, so that a transition that changes nothing animatable
    /// still completes on that window's clock.
    private static func inScene(of view: UIView, _ body: () -> Void) {
        if let scene = view.window?.windowScene { scene.makeCurrent(body) } else { body() }
    }

    /// Makes `view` transparent now, when the options name a transition that will animate, and returns what
    /// restores its opacity inside the animation block, so that it fades in.
    private static func fadeIn(_ view: UIView, options: AnimationOptions, duration: TimeInterval) -> () -> Void {
        guard options.hasTransition, duration > 0, AnimationContext.wouldAnimate else { return {} }
        let alpha = view.alpha
        guard alpha > 0 else { return {} }
        performWithoutAnimation { view.alpha = 0 }
        return { view.alpha = alpha }
    }
}
