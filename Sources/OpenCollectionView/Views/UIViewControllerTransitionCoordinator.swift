/// What a transition coordinator tells about the transition in progress (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal presentation style of a presentation or dismissal; `none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The duration of the transition's animation.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has come, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the transition's completion.
    var completionVelocity: CGFloat { get }
    /// The view holding the views that take part in the transition.
    var containerView: UIView { get }
    /// The rotation applied by the transition (identity for a resize).
    var targetTransform: CGAffineTransform { get }
    /// The controller on the `from` or `to` side of the transition; `nil` for a size change.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view on the `from` or `to` side of the transition, or `nil` where the transition does not move it (the
    /// presenting view of a sheet, which stays in place; any view of a size change).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a view controller transition: a push or pop, a presentation or dismissal (a
/// controller's `transitionCoordinator`), or the size change announced by `viewWillTransition(to:with:)` (UIKit's
/// `UIViewControllerTransitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation, once the views have their new size, and `completion`
    /// after it. Returns whether the blocks were accepted.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like `animate(alongsideTransition:completion:)`, for animations of views outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers `handler` to run when an interactive transition stops being driven by the user (the finger
    /// lifts); the context's `isCancelled` tells whether the transition is now cancelling. Not called for
    /// transitions that are not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// UIKit's `nil` defaults for the completions (Swift protocol requirements cannot declare default arguments).
extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation, with no completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Like `animate(alongsideTransition:)`, for animations of views outside the container.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// The coordinator of a window's size change: the window announces the new size to its root view controller
/// (which forwards it to its children), resizes inside the transition's animation, lays out, runs the alongside
/// blocks, then the completions.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The window, held weakly: the window keeps its finished coordinator for the next resize.
    private weak var window: UIView?
    /// The view the transition takes place in: the window (a bare view once the window is gone, for a caller that
    /// kept the coordinator longer).
    var containerView: UIView { window ?? UIView() }
    private(set) var transitionDuration: TimeInterval
    var isAnimated: Bool { transitionDuration > 0 }
    let presentationStyle = UIModalPresentationStyle.none
    let initiallyInteractive = false
    let isInterruptible = false
    let isInteractive = false
    let isCancelled = false
    private(set) var percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let targetTransform = CGAffineTransform.identity

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView, duration: TimeInterval) {
        window = containerView
        transitionDuration = duration
    }

    /// Readies a finished coordinator for the next transition of the same window (see `UIWindow.transition`).
    func reset(duration: TimeInterval) {
        transitionDuration = duration
        percentComplete = 0
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    /// A size change is never interactive, so its interaction never changes.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }

    /// Performs the transition: `change` resizes, then the window lays out and the alongside blocks run, all in one
    /// animation when the transition has a duration; the completions run when it ends.
    func perform(_ change: @escaping () -> Void) {
        let body = {
            change()
            self.containerView.layoutIfNeeded()
            for block in self.alongside { block(self) }
        }
        guard isAnimated else {
            body()
            finish()
            return
        }
        UIView.animate(withDuration: transitionDuration, animations: body) { _ in self.finish() }
    }

    private func finish() {
        percentComplete = 1
        for block in completions { block(self) }
        alongside.removeAll(keepingCapacity: true)
        completions.removeAll(keepingCapacity: true)
    }
}
