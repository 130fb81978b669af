/// The running app: its scenes and the end of the responder chain.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app object.
    public static let shared = UIApplication()

    private var scenes: [ObjectIdentifier: UIScene] = [:]

    /// The scenes connected to the app (one per host session, plus the default scene).
    public var connectedScenes: Set<UIScene> { Set(scenes.values) }

    /// The windows of the scene being worked on (see `UIWindowScene`).
    public var windows: [UIWindow] { UIWindowScene.current.windows }

    /// The key window of the scene being worked on.
    public var keyWindow: UIWindow? { UIWindowScene.current.keyWindow }

    func connect(_ scene: UIScene) { scenes[ObjectIdentifier(scene)] = scene }

    func disconnect(_ scene: UIScene) { scenes[ObjectIdentifier(scene)] = nil }
}
