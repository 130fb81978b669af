/// Runs animations alongside a focus update (UIKit's `UIFocusAnimationCoordinator`): environments add them in
/// `didUpdateFocus(in:with:)`, and they run together once every environment has heard of the update.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long the coordinated animations last: Core Animation's default transaction duration (0.25 s).
    static let duration: TimeInterval = 0.25

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    override init() { super.init() }

    /// Adds animations to run alongside the focus update, and a completion to run when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Adds animations for the item gaining focus (they run with the others).
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        let context = FocusAnimationContext(duration: Self.duration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// Adds animations for the item losing focus (they run with the others).
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        addCoordinatedFocusingAnimations(animations, completion: completion)
    }

    /// Runs the collected animations in one animation block; completions run when it finishes.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = self.animations
        let completions = self.completions
        UIView.animate(withDuration: Self.duration) {
            for animation in animations { animation() }
        } completion: { _ in
            for completion in completions { completion() }
        }
    }
}
