extension UIView {
    /// Options for `UIView.animate`.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve in bits 16–19: UIKit's four, or the keyboard's private curve 7 (what
        /// `AnimationOptions(rawValue: curve << 16)` makes of `keyboardAnimationCurveUserInfoKey`'s value).
        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            case 7: .keyboard
            default: .easeInOut
            }
        }
    }

    /// Animates the changes `animations` makes to animatable properties of views (frame, bounds, center,
    /// transform, alpha, backgroundColor and the layer's corner radius, border and shadow opacity).
    ///
    /// Model values change at once; what is on screen (`layer.presentation()`) follows the curve on the window's
    /// clock; `completion` runs once the clock passes the end, with `true` unless the animation was removed.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        AnimationContext.run(
            duration: duration, delay: delay, curve: options.curve, options: options, changes: animations,
            completion: completion)
    }

    /// Animates with no delay and the default ease-in-out curve.
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates along a spring: `dampingRatio` 1 settles without overshoot, smaller values oscillate; `velocity` is
    /// the initial speed in total distances per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        AnimationContext.run(
            duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)), options: options,
            changes: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether animations are enabled for changes made now (`false` inside `performWithoutAnimation`).
    public static var areAnimationsEnabled: Bool { AnimationContext.animationsEnabled }

    /// Turns animations on or off for subsequent changes.
    public static func setAnimationsEnabled(_ enabled: Bool) { AnimationContext.animationsEnabled = enabled }

    /// The duration of the innermost animation block being run, or 0.
    public static var inheritedAnimationDuration: TimeInterval { AnimationContext.current?.duration ?? 0 }
}
