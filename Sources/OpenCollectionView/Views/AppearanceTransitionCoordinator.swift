/// The coordinator of an animated transition that changes which controller shows: a navigation controller's push
/// or pop (interactive while the edge swipe drives it) or a presentation or dismissal. It is what
/// `transitionCoordinator` answers while the transition runs.
///
/// The transition's owner drives it in UIKit's order: it publishes the coordinator before the appearance callbacks
/// (so `viewWillAppear` and `viewWillDisappear` can queue blocks), runs the queued alongside blocks inside its
/// animation (`runAlongsideAnimations()`), reports the end of an interaction (`endInteraction(cancelled:)`), and
/// finally runs the completions (`finish(cancelled:)`) before it withdraws the coordinator and sends the `did`
/// callbacks.
@MainActor
final class AppearanceTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    let isAnimated = true
    let initiallyInteractive: Bool
    let isInterruptible = false
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    /// How far the transition has come: the owner reports it while the user drives the transition, and it is 1
    /// once the transition finished.
    var percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let targetTransform = CGAffineTransform.identity

    private let fromController: UIViewController
    private let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Whether the alongside blocks already ran: blocks queued later run at once, in an animation of their own.
    private var hasStartedAnimations = false
    private var isFinished = false

    /// Creates the coordinator of a transition from `from` to `to` in `containerView`; `fromView` and `toView` are
    /// the views the transition moves (`nil` for one it leaves in place).
    init(
        containerView: UIView, duration: TimeInterval, from: UIViewController, to: UIViewController,
        fromView: UIView?, toView: UIView?, interactive: Bool, presentationStyle: UIModalPresentationStyle = .none
    ) {
        self.containerView = containerView
        transitionDuration = duration
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        initiallyInteractive = interactive
        isInteractive = interactive
        self.presentationStyle = presentationStyle
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let animation {
            if hasStartedAnimations {
                UIView.animate(withDuration: transitionDuration * Double(1 - percentComplete)) { animation(self) }
            } else {
                alongside.append(animation)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Views outside the container animate on the same timeline here, so this is `animate(alongsideTransition:
    /// completion:)`.
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard isInteractive else { return }
        interactionHandlers.append(handler)
    }

    /// Runs the alongside blocks queued so far; the owner calls it inside its animation block.
    func runAlongsideAnimations() {
        hasStartedAnimations = true
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// The user let go of an interactive transition, which now finishes or, when `cancelled`, slides back.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    /// The transition ended (or, when `cancelled`, was undone): runs the completions once.
    func finish(cancelled: Bool) {
        guard !isFinished else { return }
        isFinished = true
        isInteractive = false
        isCancelled = cancelled
        if !cancelled { percentComplete = 1 }
        runAlongsideAnimations()
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
