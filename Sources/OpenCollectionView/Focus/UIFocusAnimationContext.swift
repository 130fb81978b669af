/// What a coordinated focus animation knows about its timing (UIKit's `UIFocusAnimationContext`).
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// The duration of the main focus animation, in seconds.
    var duration: TimeInterval { get }
}

/// The animation context handed to focusing and unfocusing animations.
final class FocusAnimationContext: UIFocusAnimationContext {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
}
