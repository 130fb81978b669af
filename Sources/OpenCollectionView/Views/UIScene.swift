/// One instance of an app's user interface (UIKit's `UIScene`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }

    /// The scene's activation state.
    public internal(set) var activationState: ActivationState = .foregroundActive

    /// A title for the scene.
    open var title: String = ""

    open override var next: UIResponder? { UIApplication.shared }
}

/// A scene that shows windows: its own screen, trait collection, windows and key window, and the clock that
/// animates them (UIKit's `UIWindowScene`).
///
/// Each host session (a browser tab, a headless test host) is one window scene, so many live in one process
/// without touching each other. Code that asks for global state — `UIScreen.main`, `UIApplication.shared.keyWindow`,
/// a display link added without a clock — gets the scene being worked on: the host makes its scene current while
/// it handles input, lays out, renders and ticks that scene's clock. Outside any host work the app's default scene
/// answers.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    public let screen: UIScreen
    /// The clock animating this scene's windows, driving its scrolling and display links.
    public let clock: AnimationClock
    /// The scene's traits: idiom and size classes from its size, the screen's scale, the content size category.
    public private(set) var traitCollection: UITraitCollection
    /// Traits the app sets for the whole scene (iOS 17's `traitOverrides`); they win over the system's.
    public var traitOverrides = UITraitOverrides() { didSet { refreshTraits() } }
    /// The text size the system (a host: the browser page, a test) asks for; `.large` by default.
    var systemContentSizeCategory: UIContentSizeCategory = .large { didSet { refreshTraits() } }
    /// The appearance the system (a host: the browser's colour scheme, a test) asks for; light by default.
    var systemUserInterfaceStyle: UIUserInterfaceStyle = .light { didSet { refreshTraits() } }
    /// The layout direction the system (a host, a test) asks for; left to right by default.
    var systemLayoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight { didSet { refreshTraits() } }
    /// Whether a host mirrors accessibility, and the notifications posted for it (`Accessibility/UIAccessibility.swift`).
    var accessibilityState = SceneAccessibilityState()
    /// Whether Full Keyboard Access is on for the scene (`Focus/FullKeyboardAccess.swift`).
    var keyboardAccessEnabled = false
    /// The scene's software keyboard: when it shows, where it is (`TextInput/SoftwareKeyboard.swift`).
    lazy var softwareKeyboard = SoftwareKeyboard(scene: self)
    /// The haptic feedback the scene's generators produced, oldest first, the newest 100 kept (no haptic engine
    /// runs here; a test reads what a person would have felt).
    public internal(set) var feedbackEvents: [UIFeedbackGenerator.Event] = []

    private var registeredWindows: [WeakWindow] = []

    /// Creates a scene on a screen of `size` at `scale`, animated by `clock`.
    public init(size: CGSize, scale: CGFloat = 2, clock: AnimationClock = .shared) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        self.clock = clock
        traitCollection = .forWindow(of: size, scale: scale)
        super.init()
        UIApplication.shared.connect(self)
    }

    /// The scene's windows that are alive, in the order they joined it.
    public var windows: [UIWindow] { registeredWindows.compactMap(\.window) }

    /// The scene's key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil }
        if !registeredWindows.contains(where: { $0.window === window }) {
            registeredWindows.append(WeakWindow(window: window))
        }
    }

    func unregister(_ window: UIWindow) { registeredWindows.removeAll { $0.window === window || $0.window == nil } }

    /// Resizes the screen; the traits follow, and views and view controllers whose traits changed hear it.
    func screenSizeChanged(to size: CGSize) {
        screen.bounds = CGRect(origin: .zero, size: size)
        let previous = traitCollection
        traitCollection = traits(of: size)
        guard traitCollection != previous else { return }
        for window in windows { window.traitCollectionChanged(from: previous) }
    }

    /// The category in effect: the app's override, else the system's.
    private var contentSizeCategory: UIContentSizeCategory {
        let override = traitOverrides.preferredContentSizeCategory
        return override == .unspecified ? systemContentSizeCategory.resolved : override.resolved
    }

    /// The scene's traits at `size`: the system's settings with the app's `traitOverrides` applied.
    private func traits(of size: CGSize) -> UITraitCollection {
        .forWindow(
            of: size, scale: screen.scale, contentSizeCategory: contentSizeCategory,
            style: traitOverrides.userInterfaceStyle == .unspecified
                ? systemUserInterfaceStyle : traitOverrides.userInterfaceStyle,
            direction: traitOverrides.layoutDirection == .unspecified
                ? systemLayoutDirection : traitOverrides.layoutDirection, reusing: traitCollection)
    }

    /// Recomputes the traits after a content size change and tells the windows (see `contentSizeCategoryChanged`).
    func refreshTraits() {
        let previous = traitCollection
        let next = traits(of: screen.bounds.size)
        guard next != previous else { return }
        traitCollection = next
        makeCurrent {
            guard next.preferredContentSizeCategory != previous.preferredContentSizeCategory else {
                for window in windows { window.traitCollectionChanged(from: previous) }
                return
            }
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: next.preferredContentSizeCategory])
            for window in windows { window.traitCollectionChanged(from: previous) }
        }
    }

    /// Disconnects the scene from the app (its windows are gone).
    func disconnect() {
        activationState = .unattached
        registeredWindows.removeAll()
        UIApplication.shared.disconnect(self)
    }

    // MARK: The scene being worked on

    /// The scene a host is working on now, or the app's default scene.
    static var current: UIWindowScene { working ?? defaultScene }
    private static var working: UIWindowScene?

    /// The scene of windows made outside any host: a 390 × 844 phone screen at 2× on the real-time clock.
    static let defaultScene = UIWindowScene(size: CGSize(width: 390, height: 844))

    /// Runs `body` with this scene as the one being worked on.
    public func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let outer = Self.working
        Self.working = self
        UIContentSizeCategory.setCurrent(traitCollection.preferredContentSizeCategory)
        defer {
            Self.working = outer
            UIContentSizeCategory.setCurrent(Self.current.traitCollection.preferredContentSizeCategory)
        }
        return try body()
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
