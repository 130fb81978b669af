/// The running app: its windows and the end of the responder chain.
@MainActor
open class UIApplication: UIResponder {
    /// The app object.
    public static let shared = UIApplication()

    private var registeredWindows: [WeakWindow] = []

    /// The app's windows that are alive, in the order they became key first.
    public var windows: [UIWindow] { registeredWindows.compactMap(\.window) }

    /// The key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func register(_ window: UIWindow) {
        registeredWindows.removeAll { $0.window == nil }
        if !registeredWindows.contains(where: { $0.window === window }) {
            registeredWindows.append(WeakWindow(window: window))
        }
    }

    func unregister(_ window: UIWindow) { registeredWindows.removeAll { $0.window === window || $0.window == nil } }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
