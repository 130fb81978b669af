/// The root of a view hierarchy: holds the root view controller, dispatches events and owns the clock that
/// animates its views.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Creates a window with the given frame in the scene being worked on (see `UIWindowScene`).
    public override init(frame: CGRect) {
        windowScene = UIWindowScene.current
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window filling `windowScene`'s screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
    }

    /// Creates a window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    public required init?(coder: NSCoder) {
        windowScene = UIWindowScene.current
        super.init(coder: coder)
        isHidden = true
    }

    /// The scene the window belongs to: its screen, traits, key window and clock.
    public weak var windowScene: UIWindowScene?

    /// The screen the window shows on (its scene's).
    open var screen: UIScreen { (windowScene ?? UIWindowScene.current).screen }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = !isHidden
            if let oldValue, visible { oldValue.beginAppearance(false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let oldValue, visible { oldValue.endAppearance(false, animated: false) }
            if let root = rootViewController {
                if visible { root.beginAppearance(true, animated: false) }
                installRootView(of: root)
                if visible { root.endAppearance(true, animated: false) }
            }
        }
    }

    private func installRootView(of controller: UIViewController) {
        let rootView = controller.view!
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rootView)
    }

    /// Resizes the window as a device rotation or window resize does: the root view controller hears
    /// `viewWillTransition(to:with:)` first, then the window takes the new size and lays out inside the transition
    /// (animated over `duration` when it is positive), the coordinator's alongside blocks run, then its completions.
    func transition(to size: CGSize, duration: TimeInterval = 0) {
        guard size != bounds.size else { return }
        let coordinator = sizeTransitionCoordinator(duration: duration)
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        coordinator.perform {
            self.windowScene?.screenSizeChanged(to: size)
            // The whole frame set at once: a `frame.size` write goes through a modify accessor that allocates.
            self.frame = CGRect(origin: self.frame.origin, size: size)
        }
    }

    /// The coordinator of the last size transition, while nothing else holds it.
    private var finishedSizeCoordinator: SizeTransitionCoordinator?

    /// A coordinator for a size transition: the last one again when it has finished and no one kept it (an app's
    /// `viewWillTransition` may keep the one it was given), so a window resized every frame allocates none.
    private func sizeTransitionCoordinator(duration: TimeInterval) -> SizeTransitionCoordinator {
        if finishedSizeCoordinator != nil, isKnownUniquelyReferenced(&finishedSizeCoordinator),
            let coordinator = finishedSizeCoordinator, coordinator.percentComplete == 1
        {
            coordinator.reset(duration: duration)
            return coordinator
        }
        let coordinator = SizeTransitionCoordinator(containerView: self, duration: duration)
        finishedSizeCoordinator = coordinator
        return coordinator
    }

    /// Whether this is the key window (the one receiving keyboard events).
    open private(set) var isKeyWindow = false

    /// Makes the window key and shows it; the root view controller gets its appearance callbacks.
    open func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        rootViewController?.beginAppearance(true, animated: false)
        isHidden = false
        rootViewController?.endAppearance(true, animated: false)
        layoutIfNeeded()
    }

    /// Makes the window key.
    open func makeKey() {
        guard let windowScene else { return }
        windowScene.register(self)
        for window in windowScene.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
    }

    /// Delivers this window's touches to recognizers and views.
    lazy var gestureArbiter = GestureArbiter(window: self)

    /// The responder receiving key events. A change shows or hides the scene's software keyboard (once the
    /// change is complete: see `changingFirstResponder`).
    weak var firstResponder: UIResponder? {
        didSet {
            if oldValue !== firstResponder, firstResponderChangeDepth == 0 {
                windowScene?.softwareKeyboard.update(responderChanged: true)
            }
        }
    }

    /// How many `changingFirstResponder` blocks are running.
    private var firstResponderChangeDepth = 0

    /// Runs `body`, which may hand first-responder status from one responder to another (the old one resigns, the
    /// new one takes over), and tells the keyboard once, at the end: moving from one text input to another keeps
    /// it up instead of hiding and showing it.
    func changingFirstResponder<Result>(_ body: () -> Result) -> Result {
        let before = firstResponder
        firstResponderChangeDepth += 1
        let result = body()
        firstResponderChangeDepth -= 1
        if firstResponderChangeDepth == 0, firstResponder !== before {
            windowScene?.softwareKeyboard.update(responderChanged: true)
        }
        return result
    }

    /// The window's focus system, once something asked for it (`Focus/UIFocusSystem.swift`).
    var focusSystemIfCreated: UIFocusSystem?

    /// Insets the host reports for system bars and rounded corners.
    var windowSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != windowSafeAreaInsets { safeAreaChanged(in: self) } }
    }

    private func safeAreaChanged(in view: UIView) {
        view.safeAreaInsetsDidChange()
        view.setNeedsLayout()
        for subview in view.subviews { safeAreaChanged(in: subview) }
    }

    /// The clock that animates this window's views and drives its scrolling: its scene's.
    public var clock: AnimationClock { windowScene?.clock ?? .shared }

    /// Called whenever something drawn in the window changes; hosts use it to schedule a frame.
    var onContentChange: (@MainActor () -> Void)?

    func contentChanged() { onContentChange?() }

    override func geometryChanged() { contentChanged() }

    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// Tells every view and view controller in the window whose traits differ from before the scene's traits
    /// were `previous` that they changed (`Traits/UIView+TraitChanges.swift`).
    func traitCollectionChanged(from previous: UITraitCollection) {
        let current = (windowScene ?? UIWindowScene.current).traitCollection
        propagateTraitChange(
            previous: applyingTraitOverrides(to: previous), current: applyingTraitOverrides(to: current))
        if previous.preferredContentSizeCategory != current.preferredContentSizeCategory {
            contentSizeCategoryChanged()
        }
    }
}
