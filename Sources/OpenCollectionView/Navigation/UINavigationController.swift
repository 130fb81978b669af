/// A container that shows a stack of view controllers under a navigation bar, as in UIKit: pushing slides a
/// controller in from the trailing edge, popping (the back button, or a swipe from the leading edge) slides it out.
///
/// The stacked controllers are its children; only the top one's view is in the hierarchy outside a transition.
/// The bar adds its height to the top controller's safe area, so scroll views inset their content below it.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The duration of UIKit's push and pop slide.
    static let transitionDuration: TimeInterval = 0.35
    /// The duration of the bar sliding in or out (`setNavigationBarHidden(_:animated:)`).
    static let barSlideDuration: TimeInterval = 0.2

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller (no storyboards here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Stack

    private var stack: [UIViewController] = []

    /// The stacked controllers, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the one the top controller presents modally, else the top controller.
    open var visibleViewController: UIViewController? {
        var visible = modalState.presented ?? topViewController
        while let presented = visible?.modalState.presented { visible = presented }
        return visible
    }

    /// The controller's delegate, told before and after a controller shows.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar along the top.
    open var navigationBar: UINavigationBar { navigationBarView }
    private let navigationBarView = UINavigationBar()

    /// The gesture that pops the top controller when the finger swipes in from the leading edge.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePanRecognizer }
    private lazy var edgePanRecognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] in self?.handleEdgePan($0) }
        recognizer.edges = .left
        recognizer.delegate = popGestureGate
        return recognizer
    }()
    private lazy var popGestureGate = PopGestureGate(controller: self)

    /// The running push or pop.
    private(set) var transition: NavigationTransition?
    /// Sizes the bar while the top controller's scroll view moves.
    let scrollFollower = NavigationScrollFollower()

    /// Pushes `viewController` on top of the stack, sliding it in when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            OpenCollectionViewDiagnostics.report(
                .misuse,
                "Pushing the same view controller instance (\(type(of: viewController))) more than once is not "
                    + "supported")
            return
        }
        guard !(viewController is UINavigationController) else {
            OpenCollectionViewDiagnostics.report(.misuse, "Pushing a navigation controller is not supported")
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController` and returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        transition?.completeImmediately()
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. When the top controller changes on screen it slides in as a push (a controller that
    /// was not in the stack) or a pop (one that was), animated or not, with the appearance callbacks.
    ///
    /// As in UIKit, `viewControllers` answers the new stack at once, while the slide still runs.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        transition?.completeImmediately()
        let old = stack
        let oldTop = old.last
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let added = unique.filter { controller in !old.contains { $0 === controller } }
        let removed = old.filter { controller in !unique.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = unique
        for controller in removed where controller !== oldTop {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        let newTop = unique.last
        tabBarController?.layoutTabs()
        if let oldTop, let newTop, oldTop !== newTop, isOnScreen {
            let operation: NavigationTransition.Operation = old.contains { $0 === newTop } ? .pop : .push
            let transition = NavigationTransition(
                controller: self, operation: operation, from: oldTop, to: newTop, animated: animated,
                interactive: false)
            transition.added = added
            self.transition = transition
            transition.start()
            return
        }
        showTopViewWithoutTransition(previous: oldTop)
        if let oldTop, removed.contains(where: { $0 === oldTop }) { oldTop.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    // MARK: Bar

    /// Whether the navigation bar is hidden (default `false`).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHidden = false

    /// Hides or shows the navigation bar, sliding it when `animated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { navigationBar.isHidden = false }
        guard animated, isOnScreen else {
            navigationBar.isHidden = hidden
            layoutNavigation()
            return
        }
        UIView.animate(
            withDuration: Self.barSlideDuration, animations: { [self] in layoutNavigation() },
            completion: { [self] _ in navigationBar.isHidden = navigationBarHidden })
    }

    /// The toolbar along the bottom, showing the top controller's `toolbarItems` while not hidden.
    open var toolbar: UIToolbar! { bottomToolbar }
    private let bottomToolbar = UIToolbar()

    /// Whether the toolbar is hidden (default `true`).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Hides or shows the toolbar, sliding it when `animated`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        guard animated, isOnScreen else { return layoutNavigation() }
        UIView.animate(
            withDuration: Self.barSlideDuration, animations: { [self] in layoutNavigation() },
            completion: { [self] _ in toolbar.isHidden = !showsToolbar(for: topViewController) })
    }

    /// Whether the toolbar shows for `controller`: not hidden, and the controller does not hide bottom bars.
    func showsToolbar(for controller: UIViewController?) -> Bool {
        !toolbarHidden && !(controller?.hidesBottomBarWhenPushed ?? false)
    }

    // MARK: View

    /// The view holding the stacked controllers' views, under the bar.
    let containerView = UIView()

    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        containerView.frame = view.bounds
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(containerView)
        view.addSubview(navigationBar)
        view.addSubview(bottomToolbar)
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        view.addGestureRecognizer(edgePanRecognizer)
        showTopViewWithoutTransition(previous: nil)
    }

    private var isOnScreen: Bool { isViewLoaded && view.window != nil }

    func transitionDidComplete(_ transition: NavigationTransition, finished: Bool) {
        guard self.transition === transition else { return }
        self.transition = nil
        if finished {
            if !stack.contains(where: { $0 === transition.from }) { transition.from.removeFromParent() }
            for controller in transition.added { controller.didMove(toParent: self) }
        } else {
            // A cancelled edge swipe puts the controller back on top.
            stack.append(transition.from)
            transition.from.didMove(toParent: self)
            tabBarController?.layoutTabs()
        }
        updateBarItems(animated: false)
        if finished { delegate?.navigationController(self, didShow: transition.to, animated: transition.animated) }
    }

    /// Shows the top controller's view at once, with no slide and no appearance callbacks of the old top other
    /// than those its leaving the window gives.
    private func showTopViewWithoutTransition(previous: UIViewController?) {
        guard isViewLoaded else { return }
        let top = topViewController
        let visible = view.window != nil
        if let previous, previous !== top, previous.viewIfLoaded?.superview === containerView {
            if visible { previous.beginAppearance(false, animated: false) }
            previous.view.removeFromSuperview()
            if visible { previous.endAppearance(false, animated: false) }
        }
        if let top, top.viewIfLoaded?.superview !== containerView {
            if visible { top.beginAppearance(true, animated: false) }
            top.view.frame = containerView.bounds
            top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            containerView.addSubview(top.view)
            if visible { top.endAppearance(true, animated: false) }
        }
        updateBarItems(animated: false)
        layoutNavigation()
    }

    /// Gives the bar the stack's navigation items (during an edge swipe, it keeps the popping controller's
    /// until the swipe ends).
    func updateBarItems(animated: Bool) {
        var shown = stack
        if let transition, transition.isInteractive { shown.append(transition.from) }
        navigationBar.setItems(shown.map(\.navigationItem), animated: animated)
        navigationBar.displaysLargeTitle = displaysLargeTitle(for: shown.last)
        bottomToolbar.setItems(shown.last?.toolbarItems, animated: animated)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The navigation item below `controller`'s in the stack (`nil` for the root).
    func itemBelow(_ controller: UIViewController) -> UINavigationItem? {
        guard let index = stack.firstIndex(where: { $0 === controller }), index > 0 else { return nil }
        return stack[index - 1].navigationItem
    }

    // MARK: Edge swipe

    private func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        // Right to left the swipe comes from the right edge, so its progress runs leftwards.
        let width = max(1, view.bounds.width) * (isRightToLeft ? -1 : 1)
        switch recognizer.state {
        case .began:
            guard transition == nil, stack.count > 1 else { return }
            let from = stack.removeLast()
            from.willMove(toParent: nil)
            tabBarController?.layoutTabs()
            let transition = NavigationTransition(
                controller: self, operation: .pop, from: from, to: stack[stack.count - 1], animated: true,
                interactive: true)
            self.transition = transition
            transition.start()
        case .changed:
            guard let transition, transition.isInteractive else { return }
            transition.update(coverage: 1 - recognizer.translation(in: view).x / width)
        case .ended:
            guard let transition, transition.isInteractive else { return }
            let progress = recognizer.translation(in: view).x / width
            let velocity = recognizer.velocity(in: view).x * (isRightToLeft ? -1 : 1)
            transition.endInteraction(finishing: Self.popFinishes(progress: progress, velocity: velocity))
        case .cancelled, .failed:
            guard let transition, transition.isInteractive else { return }
            transition.endInteraction(finishing: false)
        default:
            break
        }
    }

    /// Whether the controller lays out right to left (the pop swipe then starts at the right edge).
    var isRightToLeft: Bool { view.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Points the edge swipe at the leading edge: the left, or the right right to left.
    func updatePopGestureEdge() {
        let edge: UIRectEdge = isRightToLeft ? .right : .left
        if edgePanRecognizer.edges != edge { edgePanRecognizer.edges = edge }
    }

    /// UIKit's rule for an edge swipe let go: a flick toward the trailing edge pops, a flick back cancels, and a
    /// slow release pops once past half the width.
    static func popFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        if velocity > 500 { return true }
        if velocity < -500 { return false }
        return progress > 0.5
    }
}

/// The navigation controller's own view: lays out the bar and the top controller.
@MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutNavigation()
    }
}

/// Lets the edge swipe begin only when there is a controller to pop and no transition runs.
@MainActor
private final class PopGestureGate: UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    init(controller: UINavigationController) { self.controller = controller }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        // As in UIKit, hiding the navigation bar turns the edge swipe off.
        return controller.transition == nil && controller.viewControllers.count > 1
            && !controller.isNavigationBarHidden
    }
}
