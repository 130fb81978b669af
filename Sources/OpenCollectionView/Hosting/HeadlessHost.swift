/// Drives a window without a screen, for tests and tools: it owns a virtual clock (time moves only through
/// `advance(by:)`), synthesises touches, drags and wheel scrolls at display-frame rate, and exposes the render
/// tree and an SVG picture of the window.
///
/// ```swift
/// let host = HeadlessHost(rootViewController: MyViewController())
/// host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.2)
/// host.advance(by: 3)   // let it decelerate
/// ```
///
/// Everything shown in the host's window runs on its clock, wherever it started: a view controller loaded
/// (`vc.view`, `loadViewIfNeeded()`) or animated before the host exists or between host calls animates on the
/// real-time clock while it is in no window, and its running animations move to the host's clock, keeping their
/// progress, when it is pushed, presented or otherwise added to the host's window; `advance(by:)` finishes them.
@MainActor
public final class HeadlessHost {
    /// The session behind the host.
    public let session: HostSession
    /// The window.
    public var window: UIWindow { session.window }
    /// The virtual clock.
    public var clock: AnimationClock { session.clock }

    private var nextPointerID = 1

    /// Creates a host showing `rootViewController` in a window of `size` (an iPhone-sized 390 × 844 by default).
    public init(
        rootViewController: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets = .zero
    ) {
        session = HostSession(
            rootViewController: rootViewController, size: size, safeAreaInsets: safeAreaInsets,
            clock: AnimationClock(mode: .virtual))
    }

    /// Moves time forward by `duration`, a display frame at a time, then lays the window out.
    public func advance(by duration: TimeInterval) {
        clock.advance(by: duration)
        layout()
    }

    /// Lays the window out now.
    public func layout() { session.scene.makeCurrent { window.layoutIfNeeded() } }

    /// The window's scene: its own screen, traits and key window.
    public var scene: UIWindowScene { session.scene }

    /// Sends one raw event.
    public func send(_ event: HostEvent) { session.handle(event) }

    /// Puts a finger down at `point` (window coordinates) and returns its id for `move`/`lift`.
    @discardableResult
    public func touchDown(at point: CGPoint) -> Int {
        let id = nextPointerID
        nextPointerID += 1
        send(.pointer(id: id, phase: .down, location: point, timestamp: nil))
        return id
    }

    /// Moves finger `id` to `point`.
    public func touchMove(_ id: Int, to point: CGPoint) {
        send(.pointer(id: id, phase: .move, location: point, timestamp: nil))
    }

    /// Lifts finger `id` at `point`.
    public func touchUp(_ id: Int, at point: CGPoint) {
        send(.pointer(id: id, phase: .up, location: point, timestamp: nil))
    }

    /// Taps at `point`: down, one frame, up, one frame.
    public func tap(at point: CGPoint) {
        let id = touchDown(at: point)
        advance(by: AnimationClock.frameDuration)
        touchUp(id, at: point)
        advance(by: AnimationClock.frameDuration)
    }

    /// Presses at `point` for `duration` seconds (default 0.8, past UIKit's 0.5-second long press), then lifts.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) {
        let id = touchDown(at: point)
        advance(by: duration)
        touchUp(id, at: point)
        advance(by: AnimationClock.frameDuration)
    }

    /// Drags a finger from `start` to `end` in a straight line over `duration`, a move per display frame, holds it
    /// still for `hold` seconds, then lifts it (a quick drag with no hold flicks; a hold kills the velocity).
    /// `press` keeps the finger still at `start` first — a long press that turns into a drag, as reordering does.
    public func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, hold: TimeInterval = 0,
        press: TimeInterval = 0
    ) {
        let id = touchDown(at: start)
        if press > 0 { advance(by: press) }
        let frames = max(1, Int((duration / AnimationClock.frameDuration).rounded()))
        for frame in 1...frames {
            advance(by: AnimationClock.frameDuration)
            let fraction = CGFloat(frame) / CGFloat(frames)
            touchMove(
                id, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        if hold > 0 { advance(by: hold) }
        touchUp(id, at: end)
    }

    /// Scrolls with a wheel or trackpad at `point` by `delta` (positive moves the content up/left).
    public func wheel(at point: CGPoint, delta: CGPoint) { send(.wheel(location: point, delta: delta)) }

    /// Resizes the window.
    public func resize(to size: CGSize, safeAreaInsets: UIEdgeInsets = .zero) {
        send(.resize(size: size, safeAreaInsets: safeAreaInsets))
    }

    /// Switches the scene to the light or dark appearance, as the system's setting does on a device; views and
    /// view controllers whose traits change hear it.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        session.scene.makeCurrent { session.scene.userInterfaceStyleSetting = style }
    }

    /// Sets the screen's scale (pixels per point), as a browser's zoom or a move to another display does; the
    /// traits' `displayScale` follows.
    public func setDisplayScale(_ scale: CGFloat) {
        session.scene.makeCurrent { session.scene.displayScaleSetting = scale }
    }

    /// Switches the scene's layout direction, as a right-to-left language does on a device.
    public func setLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection) {
        session.scene.makeCurrent { session.scene.layoutDirectionSetting = direction }
    }

    /// Says whether a hardware keyboard is attached: `true` types on it (no software keyboard shows), `false`
    /// types on the software keyboard whatever the window's size, `nil` (the default) decides by the size — a
    /// phone-sized window has a software keyboard.
    public func setHardwareKeyboard(attached: Bool?) { session.hasHardwareKeyboard = attached }

    /// The software keyboard's frame in screen coordinates while it is up (its end frame while it animates), else
    /// `nil`.
    public var softwareKeyboardFrame: CGRect? { session.softwareKeyboardFrame }

    /// A key on the keyboard, named as the browser names it (the web host's key names).
    public struct Key: Hashable, Sendable {
        /// The key's name: "Backspace", "ArrowLeft", "a" …
        public var name: String
        /// The characters the key types, if any.
        public var characters: String

        /// Backspace (UIKit's `keyboardDeleteOrBackspace`).
        public static let delete = Key(name: "Backspace", characters: "")
        /// Forward delete.
        public static let deleteForward = Key(name: "Delete", characters: "")
        /// Return.
        public static let `return` = Key(name: "Enter", characters: "")
        /// Escape.
        public static let escape = Key(name: "Escape", characters: "")
        /// Tab.
        public static let tab = Key(name: "Tab", characters: "")
        /// The left arrow.
        public static let leftArrow = Key(name: "ArrowLeft", characters: "")
        /// The right arrow.
        public static let rightArrow = Key(name: "ArrowRight", characters: "")
        /// The up arrow.
        public static let upArrow = Key(name: "ArrowUp", characters: "")
        /// The down arrow.
        public static let downArrow = Key(name: "ArrowDown", characters: "")
        /// Home.
        public static let home = Key(name: "Home", characters: "")
        /// End.
        public static let end = Key(name: "End", characters: "")
        /// The key typing `character` ("a", "7" …).
        public static func character(_ character: Character) -> Key {
            Key(name: String(character), characters: String(character))
        }
    }

    /// Presses and releases `key` with `modifiers` held.
    public func pressKey(_ key: Key, modifiers: UIKeyModifierFlags = []) {
        send(.modifiedKey(name: key.name, characters: key.characters, modifiers: modifiers, isDown: true))
        send(.modifiedKey(name: key.name, characters: key.characters, modifiers: modifiers, isDown: false))
    }

    /// Types `text` into the focused text input, one character (grapheme cluster) per keystroke, as a hardware
    /// keyboard does.
    public func type(_ text: String) {
        for character in text { send(.insertText(String(character))) }
    }

    /// Composes with an input method: each of `steps` becomes the marked text in turn (the caret at its end), then
    /// `committing` replaces it — `host.compose(["n", "ni", "你"], committing: "你")` types 你 as pinyin does.
    public func compose(_ steps: [String], committing text: String) {
        for step in steps { send(.setMarkedText(step, selectedRange: NSRange(location: step.utf16.count, length: 0))) }
        send(.commitMarkedText(text))
    }

    /// Pastes `text` as if it came from the host's clipboard.
    public func paste(_ text: String) { send(.paste(text)) }

    /// Drags `items` in from outside the app (another app, or in the web host the desktop or another page) along
    /// `points` (window coordinates), one point per display frame, then drops them at the last point — or, when
    /// `drops` is `false`, leaves the window there. While the drag hovers, targets see the items' types only; the
    /// data comes with the drop. Returns the proposal's operation at the last point, before the drop.
    @discardableResult
    public func externalDrag(items: [ExternalDragItem], along points: [CGPoint], drops: Bool = true)
        -> UIDropOperation
    {
        guard let first = points.first, let last = points.last else { return .cancel }
        let types = items.map(\.withoutData)
        send(.externalDrag(phase: .enter, location: first, items: types))
        for point in points.dropFirst() {
            advance(by: AnimationClock.frameDuration)
            send(.externalDrag(phase: .over, location: point, items: types))
        }
        advance(by: AnimationClock.frameDuration)
        let operation = session.externalDropOperation ?? .cancel
        send(.externalDrag(phase: drops ? .drop : .leave, location: last, items: drops ? items : types))
        return operation
    }

    /// The scene's general pasteboard (what copy and cut put there).
    public var pasteboard: UIPasteboard { session.scene.makeCurrent { UIPasteboard.general } }

    /// What the window shows now.
    public func renderTree() -> RenderTree { session.renderFrame() }

    /// An SVG picture of the window.
    public func svg() -> String { SVGRenderer.svg(for: renderTree(), size: window.bounds.size) }
}
