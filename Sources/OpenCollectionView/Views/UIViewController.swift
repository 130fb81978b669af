/// An object that manages a view hierarchy, as in UIKit: lazy view loading, appearance callbacks and child
/// view controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Creates a view controller; this library has no nibs, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Creates a view controller with no nib.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a view controller from an archive (no storyboards here: it starts empty).
    public required init?(coder: NSCoder) { super.init() }

    private var loadedView: UIView?

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain view the size of the screen.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to a window's hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once each time the view appears, after `viewWillAppear(_:)` and before `viewDidAppear(_:)`: the view
    /// is in the window, its traits are current and its superview has laid it out, so its size and safe area are
    /// final (UIKit's `viewIsAppearing(_:)`, iOS 13 and later). Called in the layout pass that first lays the
    /// appearing view out in the window, before `viewWillLayoutSubviews()`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was added to a window's hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a window's hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from a window's hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Shows `vc` where this controller's container shows new content: the nearest navigation controller pushes it,
    /// a split view controller puts it in a column (`SplitView/`); with neither, it is presented modally.
    open func show(_ vc: UIViewController, sender: Any?) { performShow(vc, sender: sender) }

    /// Shows `vc` as detail: the nearest split view controller puts it in its secondary column (or pushes it while
    /// collapsed); with none, it is presented modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { performShowDetail(vc, sender: sender) }

    /// The controller that handles `action` (`show(_:sender:)`'s or `showDetailViewController(_:sender:)`'s) for
    /// this one: itself or its nearest ancestor that shows controllers itself; `nil` for other actions.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        defaultTarget(forAction: action)
    }

    /// Called before the view's size changes to `size` (the view still has its old size); the coordinator runs
    /// animations alongside the change. The default forwards the call to the children, as UIKit's does.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The coordinator of the animated push, pop, presentation or dismissal in progress: this controller's own
    /// when it is presented or dismissed (or presents or is revealed by a full-screen controller), otherwise its
    /// parent's, as UIKit looks through the ancestors; `nil` when no animated transition runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let ownTransitionCoordinator { return ownTransitionCoordinator }
        if let presented = modalState.presented, let coordinator = presented.ownTransitionCoordinator {
            return coordinator
        }
        return parent?.transitionCoordinator
    }

    /// The coordinator of the transition this controller runs (a navigation controller's push or pop) or is the
    /// presented side of, while it runs.
    var ownTransitionCoordinator: AppearanceTransitionCoordinator?

    /// The controller's traits: its view's (before the view loads, its parent's or the scene's, with its own
    /// overrides applied).
    open var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection
            ?? applyingTraitOverrides(to: parent?.traitCollection ?? UIWindowScene.current.traitCollection)
    }

    /// Trait overrides and trait-change registrations, made when first needed (`Traits/TraitStorage.swift`).
    var traitStorage: TraitStorage?

    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A title for the controller; setting it also sets the title of its navigation item and tab bar item, as
    /// UIKit does.
    open var title: String? {
        didSet {
            navigationState.navigationItem?.title = title
            navigationState.tabBarItem?.title = title
        }
    }

    /// Whether the view controller is editing its content (default `false`); setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    private var editingFlag = false

    /// Turns editing on or off; subclasses override it to update their views (a collection view controller passes
    /// it to its collection view) and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        navigationState.editButtonItem?.showEditing(editing)
    }

    /// Modal presentation: style and links to the presented and presenting controllers (`Presentation/`).
    let modalState = ModalPresentationState()

    /// Navigation item, bar items and bar safe-area insets (`Navigation/`).
    let navigationState = ViewControllerNavigationState()

    /// The preferred size of the controller's content.
    open var preferredContentSize: CGSize = .zero

    // MARK: Status bar

    /// The status bar style the controller wants while it decides the status bar's look (default `.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden while it decides the status bar's look (default `false`).
    open var prefersStatusBarHidden: Bool { false }

    /// The child whose `preferredStatusBarStyle` is used instead of this controller's (default `nil`).
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (default `nil`).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Tells the system that `preferredStatusBarStyle` or `prefersStatusBarHidden` changed. Hosts here draw no
    /// status bar, so nothing changes on screen (see `docs/Deviations.md`).
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Content unavailable (iOS 17; the rest in `Configurations/UIViewController+ContentUnavailable.swift`)

    /// The configuration, its view and whether an update is pending.
    let contentUnavailableStorage = ContentUnavailableStorage()

    /// The state the content-unavailable configuration is updated for: the controller's traits and its search
    /// controller's text. Override it to add custom states to `super`'s.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(
            traitCollection: traitCollection,
            searchText: navigationState.navigationItem?.searchController?.searchBar.text)
    }

    /// Called at the next layout pass after `setNeedsUpdateContentUnavailableConfiguration()` (and at the first):
    /// override it to set `contentUnavailableConfiguration` for `state`. Don't call it yourself.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: Children

    /// The child view controllers, in the order added.
    public private(set) var children: [UIViewController] = []

    /// The parent view controller.
    public private(set) weak var parent: UIViewController?

    /// Adds a child; calls `willMove(toParent:)` on it (the caller adds its view and calls `didMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent (the caller calls `willMove(toParent: nil)` first, as in UIKit).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Presentation (UIKit's open members; the behaviour is in Presentation/UIViewController+Presentation.swift)

    /// How the controller covers the screen when presented (default `automatic`: a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { modalState.style }
        set { modalState.style = newValue }
    }

    /// The animation used when the controller is presented (default `coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { modalState.transitionStyle }
        set { modalState.transitionStyle = newValue }
    }

    /// Whether the controller refuses interactive dismissal: a sheet dragged down springs back (default `false`).
    open var isModalInPresentation: Bool {
        get { modalState.isModalInPresentation }
        set { modalState.isModalInPresentation = newValue }
    }

    /// The object managing the controller's presentation, made on first use (as UIKit's is, so a delegate can be
    /// set before presenting).
    open var presentationController: UIPresentationController? { modalPresentationController }

    /// The controller this one (or its nearest ancestor that presents) presents.
    open var presentedViewController: UIViewController? { modallyPresentedViewController }

    /// The controller that presented this one (or its nearest presented ancestor).
    open var presentingViewController: UIViewController? { modallyPresentingViewController }

    /// Whether the controller is being presented (between `viewWillAppear` and `viewDidAppear` of a presentation).
    open var isBeingPresented: Bool { modalState.isBeingPresented }

    /// Whether the controller is being dismissed.
    open var isBeingDismissed: Bool { modalState.isBeingDismissed }

    /// Presents `viewControllerToPresent` modally from this controller's outermost container, animated or not, then
    /// runs `completion`.
    ///
    /// As in UIKit, a controller that already presents one, or whose view is not in a window, refuses (reported
    /// through `OpenCollectionViewDiagnostics`); the presentation then comes from the top of the presented chain.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller itself (UIKit hands
    /// that to the presenting controller); controllers presented above it are dismissed with it. Runs `completion`
    /// when done.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    // MARK: Focus (UIKit's UIFocusEnvironment members; the rest in Focus/UIViewController+Focus.swift)

    /// Where focus should go inside the controller, most preferred first (default: its view).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// Whether the focus update in `context` may happen (default `true`).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved into, out of or within the controller's view (default: nothing).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Whether focus returns to the item focused in the controller's view when the controller shows again after a
    /// transition (a pop back to it, a dismissal of what it presented; default `true`).
    open var restoresFocusAfterTransition = true

    // MARK: Appearance forwarding

    /// Where a controller is in its appearance cycle, as UIKit tracks it: a transition begins (`viewWillAppear` or
    /// `viewWillDisappear`) and ends (`viewDidAppear` or `viewDidDisappear`), and a transition may begin the other
    /// way before it ends (an interactive pop that is cancelled).
    enum AppearState { case disappeared, appearing, appeared, disappearing }

    /// The controller's place in its appearance cycle.
    private(set) var appearState = AppearState.disappeared

    /// Whether the controller's view has appeared (`viewDidAppear` came last).
    var isAppeared: Bool { appearState == .appeared }

    /// The `animated` argument of the appearance transition in progress, for `endAppearanceTransition()`.
    private var appearanceTransitionAnimated = false

    /// The `animated` argument of the `viewIsAppearing(_:)` still owed for the appearance in progress.
    private var pendingViewIsAppearing: Bool?

    /// Whether the controller forwards its appearance callbacks to its children (default `true`). A custom container
    /// that returns `false` drives its children itself with `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()`; its children then hear nothing when the container appears or disappears.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: calls `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)` unless the controller is already appearing or appeared (disappearing or disappeared),
    /// so calls are balanced, as UIKit's are. Pair it with `endAppearanceTransition()`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance transition begun by `beginAppearanceTransition(_:animated:)`: calls `viewDidAppear(_:)`
    /// or `viewDidDisappear(_:)` with its `animated` argument; nothing when no transition is in progress.
    open func endAppearanceTransition() {
        switch appearState {
        case .appearing: endAppearance(true, animated: appearanceTransitionAnimated)
        case .disappearing: endAppearance(false, animated: appearanceTransitionAnimated)
        case .appeared, .disappeared: break
        }
    }

    /// Begins an appearance transition (see `beginAppearanceTransition(_:animated:)`) and, unless the controller
    /// drives its children itself, those of its children whose views are in a window (all of them when
    /// disappearing).
    func beginAppearance(_ appearing: Bool, animated: Bool) {
        if appearing {
            guard appearState == .disappeared || appearState == .disappearing else { return }
            appearState = .appearing
            appearanceTransitionAnimated = animated
            viewWillAppear(animated)
            awaitViewIsAppearing(animated: animated)
        } else {
            guard appearState == .appeared || appearState == .appearing else { return }
            appearState = .disappearing
            appearanceTransitionAnimated = animated
            pendingViewIsAppearing = nil
            viewIfLoaded?.window?.focusSystemIfCreated?.controllerWillDisappear(self)
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.viewIfLoaded?.window != nil || !appearing {
            child.beginAppearance(appearing, animated: animated)
        }
    }

    /// Ends the appearance transition in progress the way `appearing` says (nothing when none is), then, unless the
    /// controller drives its children itself, its children's.
    func endAppearance(_ appearing: Bool, animated: Bool) {
        guard appearState == (appearing ? .appearing : .disappearing) else { return }
        appearState = appearing ? .appeared : .disappeared
        if appearing {
            layOutAppearingView()
            deliverViewIsAppearing(inWindowOnly: false)
            viewDidAppear(animated)
            viewIfLoaded?.window?.focusSystemIfCreated?.controllerDidAppear(self)
        } else {
            viewDidDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // Only children whose views are in the window appear with their parent (a navigation controller's
        // covered controllers and a tab bar controller's other tabs do not); one whose view reached the window
        // after the parent's transition began hears `viewWillAppear` first, so its calls stay balanced.
        for child in children {
            if appearing {
                guard child.viewIfLoaded?.window != nil else { continue }
                if child.appearState == .disappeared { child.beginAppearance(true, animated: animated) }
                child.endAppearance(true, animated: animated)
            } else {
                if child.appearState == .appeared { child.beginAppearance(false, animated: animated) }
                child.endAppearance(false, animated: animated)
            }
        }
    }

    // MARK: viewIsAppearing

    /// Owes `viewIsAppearing(_:)` for an appearance that began (after `viewWillAppear(_:)`), and marks the view for
    /// layout, so the pass that lays it out in the window delivers it.
    func awaitViewIsAppearing(animated: Bool) {
        pendingViewIsAppearing = animated
        viewIfLoaded?.setNeedsLayout()
    }

    /// Lays out the appearing view now, from its superview, if it is in a window and still owes
    /// `viewIsAppearing(_:)`: transitions call it once the view is in place, before their animation starts.
    func layOutAppearingView() {
        guard pendingViewIsAppearing != nil, let view = viewIfLoaded, view.window != nil else { return }
        UIView.performWithoutAnimation { (view.superview ?? view).layoutIfNeeded() }
    }

    /// Sends the owed `viewIsAppearing(_:)`: from the view's layout pass (`inWindowOnly`, so only once the view is in
    /// a window), or unconditionally just before `viewDidAppear(_:)`.
    func deliverViewIsAppearing(inWindowOnly: Bool) {
        guard let animated = pendingViewIsAppearing else { return }
        if inWindowOnly, viewIfLoaded?.window == nil { return }
        pendingViewIsAppearing = nil
        viewIsAppearing(animated)
    }
}
