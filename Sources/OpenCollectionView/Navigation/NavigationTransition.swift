/// One push or pop of a navigation controller, animated with UIKit's slide: the upper view (the pushed one, or
/// the one being popped) slides across from the trailing edge while the view beneath moves a third as far the same
/// way (parallax) and dims. A pop from the edge-swipe gesture is driven by the finger, then finishes or cancels.
///
/// `coverage` describes a moment of the slide: 1 when the upper view covers the container, 0 when it has left.
@MainActor
final class NavigationTransition {
    enum Operation { case push, pop }

    let operation: Operation
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    private(set) var isInteractive: Bool
    /// The controllers new to the stack, told `didMove(toParent:)` when the transition ends.
    var added: [UIViewController] = []
    private weak var controller: UINavigationController?
    /// Dims the lower view.
    private let dimmingView = UIView()
    /// The bar content shown for `to` while an interactive pop runs.
    private var interactiveBarContent: NavigationBarContentView?
    private var coverage: CGFloat
    /// What `transitionCoordinator` answers while an animated transition runs.
    private var coordinator: AppearanceTransitionCoordinator?

    /// How far the lower view moves, as a fraction of the width (UIKit's parallax: about a third).
    static let parallax: CGFloat = 0.3
    /// How dark the lower view gets when covered (UIKit's dimming: black at about 10%).
    static let dimming: CGFloat = 0.1

    init(
        controller: UINavigationController, operation: Operation, from: UIViewController, to: UIViewController,
        animated: Bool, interactive: Bool
    ) {
        self.controller = controller
        self.operation = operation
        self.from = from
        self.to = to
        self.animated = animated || interactive
        self.isInteractive = interactive
        coverage = operation == .push ? 0 : 1
        dimmingView.backgroundColor = .black
        dimmingView.isUserInteractionEnabled = false
    }

    private var upper: UIViewController { operation == .push ? to : from }
    private var lower: UIViewController { operation == .push ? from : to }

    /// Puts `to`'s view in the container, publishes the transition coordinator, sends the first half of the
    /// appearance callbacks and the delegate's `willShow`, lays `to`'s view out (its `viewIsAppearing`), then
    /// animates with the coordinator's alongside blocks (or, when interactive, runs those over the transition's
    /// duration and waits for `update(coverage:)`).
    func start() {
        guard let controller else { return }
        let container = controller.containerView
        let toView = to.view!
        if animated {
            let coordinator = AppearanceTransitionCoordinator(
                containerView: container, duration: UINavigationController.transitionDuration, from: from, to: to,
                fromView: from.view, toView: toView, interactive: isInteractive)
            self.coordinator = coordinator
            controller.ownTransitionCoordinator = coordinator
        }
        UIView.performWithoutAnimation {
            toView.frame = container.bounds
            if operation == .push {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: from.view)
            }
            dimmingView.frame = container.bounds
            container.insertSubview(dimmingView, aboveSubview: lower.view)
            controller.applyBarInsets(to: to)
            toView.layoutIfNeeded()
            applyPositions()
        }
        from.beginAppearance(false, animated: animated)
        to.beginAppearance(true, animated: animated)
        to.layOutAppearingView()
        controller.delegate?.navigationController(controller, willShow: to, animated: animated)
        if isInteractive {
            interactiveBarContent = controller.navigationBar.beginInteractiveContent(
                for: to.navigationItem, backItem: controller.itemBelow(to))
            // The finger drives the slide, not a clock; the alongside blocks animate over the transition's duration.
            UIView.animate(withDuration: UINavigationController.transitionDuration) { [self] in
                coordinator?.runAlongsideAnimations()
            }
            return
        }
        guard animated else { return complete(finished: true) }
        controller.updateBarItems(animated: true)
        run(toCoverage: operation == .push ? 1 : 0, duration: UINavigationController.transitionDuration) {
            [self] in complete(finished: true)
        }
    }

    /// Moves an interactive pop to `coverage` (1: not started, 0: done).
    func update(coverage newCoverage: CGFloat) {
        coverage = min(1, max(0, newCoverage))
        coordinator?.percentComplete = operation == .push ? coverage : 1 - coverage
        UIView.performWithoutAnimation { applyPositions() }
    }

    /// Ends an interactive pop: slides the rest of the way and finishes, or slides back and cancels.
    func endInteraction(finishing: Bool) {
        isInteractive = false
        coordinator?.endInteraction(cancelled: !finishing)
        let target: CGFloat = finishing ? 0 : 1
        let remaining = abs(target - coverage)
        run(toCoverage: target, duration: max(0.1, UINavigationController.transitionDuration * remaining)) {
            [self] in complete(finished: finishing)
        }
    }

    /// Completes at once, without animation (a new push or pop arrived mid-transition).
    func completeImmediately() {
        coverage = operation == .push ? 1 : 0
        UIView.performWithoutAnimation { applyPositions() }
        complete(finished: true)
    }

    private var isComplete = false

    private func run(toCoverage target: CGFloat, duration: TimeInterval, completion: @escaping @MainActor () -> Void) {
        coverage = target
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { [self] in
                controller?.layoutNavigation()
                applyPositions()
                coordinator?.runAlongsideAnimations()
            },
            completion: { _ in completion() })
    }

    /// Places the two views for the current `coverage`.
    func applyPositions() {
        guard let controller else { return }
        // The upper view slides in from the trailing edge: the right, or the left right to left.
        let leading: CGFloat = controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let width = controller.containerView.bounds.width * leading
        upper.view.frame.origin.x = (width * (1 - coverage)).rounded()
        lower.view.frame.origin.x = (-width * Self.parallax * coverage).rounded()
        dimmingView.frame = lower.view.frame
        dimmingView.alpha = Self.dimming * coverage
        if let interactiveBarContent, let current = controller.navigationBar.content {
            interactiveBarContent.alpha = 1 - coverage
            current.alpha = coverage
        }
    }

    /// Removes the view that left, sends the second half of the appearance callbacks, and updates the stack.
    private func complete(finished: Bool) {
        guard !isComplete, let controller else { return }
        isComplete = true
        dimmingView.removeFromSuperview()
        interactiveBarContent?.removeFromSuperview()
        controller.navigationBar.content?.alpha = 1
        let gone = finished ? from : to
        let shown = finished ? to : from
        gone.viewIfLoaded?.removeFromSuperview()
        UIView.performWithoutAnimation { shown.view.frame = controller.containerView.bounds }
        coordinator?.finish(cancelled: !finished)
        if controller.ownTransitionCoordinator === coordinator { controller.ownTransitionCoordinator = nil }
        if finished {
            from.endAppearance(false, animated: animated)
            to.endAppearance(true, animated: animated)
            // As UIKit does after a push or pop, tell assistive apps a new screen appeared.
            UIAccessibility.post(
                notification: .screenChanged, argument: nil, in: controller.containerView.window?.windowScene)
        } else {
            // UIKit cancels an interactive pop by telling each side the opposite: the controller that was to appear
            // disappears again, and the one that was to disappear appears again (with its `viewIsAppearing`).
            // Each side's transition begins the other way before it ends (`viewIsAppearing` comes with the
            // appearance's end, as the view is back in place).
            to.beginAppearance(false, animated: animated)
            to.endAppearance(false, animated: animated)
            from.beginAppearance(true, animated: animated)
            from.endAppearance(true, animated: animated)
        }
        controller.transitionDidComplete(self, finished: finished)
    }
}
