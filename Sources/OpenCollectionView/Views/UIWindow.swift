/// The root of a view hierarchy: holds the root view controller, dispatches events and owns the clock that
/// animates its views.
@MainActor
open class UIWindow: UIView {
    /// Creates a window with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

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

    /// Whether this is the key window (the one receiving keyboard events).
    public private(set) var isKeyWindow = false

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
        for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        UIApplication.shared.register(self)
    }

    /// Delivers this window's touches to recognizers and views.
    lazy var gestureArbiter = GestureArbiter(window: self)

    /// The responder receiving key events.
    weak var firstResponder: UIResponder?

    /// Insets the host reports for system bars and rounded corners.
    var windowSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if oldValue != windowSafeAreaInsets { safeAreaChanged(in: self) } }
    }

    private func safeAreaChanged(in view: UIView) {
        view.safeAreaInsetsDidChange()
        view.setNeedsLayout()
        for subview in view.subviews { safeAreaChanged(in: subview) }
    }

    /// The clock that animates this window's views and drives its scrolling; hosts may give it a virtual one.
    public internal(set) var clock: AnimationClock = .shared

    /// Called whenever something drawn in the window changes; hosts use it to schedule a frame.
    var onContentChange: (@MainActor () -> Void)?

    func contentChanged() { onContentChange?() }

    override func geometryChanged() { contentChanged() }

    open override var next: UIResponder? { UIApplication.shared }
}
