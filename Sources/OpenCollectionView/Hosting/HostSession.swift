/// One window driven by a host: it turns `HostEvent`s into touches, wheel scrolling and keys, keeps the window
/// sized to the viewport, and produces a render tree per frame. The headless host and the web host both use it.
@MainActor
public final class HostSession {
    /// The window the host shows.
    public let window: UIWindow
    /// The clock animating the window.
    public var clock: AnimationClock { window.clock }
    /// Called when something in the window changed and a frame should be drawn.
    public var onNeedsFrame: (@MainActor () -> Void)? {
        didSet { window.onContentChange = onNeedsFrame }
    }

    private var hostTimeOffset: TimeInterval?

    /// Creates a session with a window of `size` showing `rootViewController`, on `clock`.
    public init(
        rootViewController: UIViewController, size: CGSize, safeAreaInsets: UIEdgeInsets = .zero,
        clock: AnimationClock = .shared
    ) {
        scene = UIWindowScene(size: size, clock: clock)
        window = UIWindow(windowScene: scene)
        clock.scene = scene
        scene.makeCurrent {
            window.windowSafeAreaInsets = safeAreaInsets
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
        }
    }

    /// The window's scene: its own screen, traits, key window and clock.
    public let scene: UIWindowScene

    /// Applies one input event.
    public func handle(_ event: HostEvent) {
        scene.makeCurrent { apply(event) }
    }

    private func apply(_ event: HostEvent) {
        switch event {
        case .pointer(let id, let phase, let location, let timestamp):
            let touchPhase: UITouch.Phase =
                switch phase {
                case .down: .began
                case .move: .moved
                case .up: .ended
                case .cancel: .cancelled
                }
            window.handlePointer(id: id, phase: touchPhase, location: location, timestamp: clockTime(for: timestamp))
        case .wheel(let location, let delta):
            window.handleWheel(at: location, delta: delta)
        case .key(let name, let characters, let isDown):
            handleKey(name: name, characters: characters, modifiers: [], isDown: isDown)
        case .modifiedKey(let name, let characters, let modifiers, let isDown):
            handleKey(name: name, characters: characters, modifiers: modifiers, isDown: isDown)
        case .insertText(let text):
            focusedTextInput?.insertText(text)
        case .setMarkedText(let text, let selectedRange):
            focusedTextInput?.setMarkedText(text, selectedRange: selectedRange)
        case .commitMarkedText(let text):
            focusedTextInput?.commitComposition(text)
        case .paste(let text):
            // The host's clipboard becomes the scene's pasteboard first; that is not a copy to report back.
            UIPasteboard.general.string = text
            pasteboardChangeCount = UIPasteboard.general.changeCount
            focusedTextInput?.paste(nil)
        case .resize(let size, let safeAreaInsets):
            window.windowSafeAreaInsets = safeAreaInsets
            window.transition(to: size)
            // A keyboard that is up takes the new size (or hides, when the window is no longer phone-sized).
            scene.softwareKeyboard.update(responderChanged: false)
        case .externalDrag(let phase, let location, let items):
            handleExternalDrag(phase: phase, location: location, items: items)
        }
        window.layoutIfNeeded()
        let pasteboard = UIPasteboard.general
        if pasteboard.changeCount != pasteboardChangeCount {
            pasteboardChangeCount = pasteboard.changeCount
            onCopy?(pasteboard.string ?? "")
        }
    }

    /// A key goes to key commands, the focused text input, the focus system and the responder chain, in UIKit's
    /// order (Focus/KeyboardRouting.swift).
    private func handleKey(name: String, characters: String, modifiers: UIKeyModifierFlags, isDown: Bool) {
        window.deliverKey(
            name: name, characters: characters, modifiers: modifiers, isDown: isDown, timestamp: clock.now)
    }

    /// The drag from outside the app over the window, if any.
    private var externalDrag: ExternalDrag?

    /// What dropping the drag from outside the app would do where it is now (the drop target's proposal), or `nil`
    /// when no such drag is over the window: the web host turns it into the browser's `dropEffect`.
    public var externalDropOperation: UIDropOperation? { externalDrag?.operation }

    /// The text the in-app drag would carry if it left the window (`nil` when no drag is lifted, the source keeps
    /// it in the app, or its items hold no text): the web host hands it to the browser's own drag.
    public var outgoingDragText: String? { DragActivity.outgoingText(in: window) }

    /// Moves the drag from outside the app through the window; a drop or move without an enter starts it.
    private func handleExternalDrag(phase: HostEvent.DragPhase, location: CGPoint, items: [ExternalDragItem]) {
        switch phase {
        case .enter, .over:
            if let externalDrag, !externalDrag.activity.isFinished {
                externalDrag.move(to: location)
            } else {
                externalDrag = ExternalDrag(window: window, location: location, items: items.map(\.withoutData))
            }
        case .leave:
            externalDrag?.leave()
            externalDrag = nil
        case .drop:
            let drag =
                externalDrag.flatMap { $0.activity.isFinished ? nil : $0 }
                ?? ExternalDrag(window: window, location: location, items: items.map(\.withoutData))
            externalDrag = nil
            drag.drop(at: location, items: items)
        }
    }

    /// The window's first responder when it takes text.
    private var focusedTextInput: (any HostTextInput)? { window.firstResponder as? any HostTextInput }

    /// Where the focused text input's caret is, in window coordinates, or `nil` when no text input is focused:
    /// a host shows its keyboard (the web client focuses its hidden text area) while this is set.
    public var focusedTextInputCaretRect: CGRect? {
        scene.makeCurrent { focusedTextInput?.caretRectInWindow }
    }

    /// Whether the person types on a hardware keyboard. `nil` (the default) decides by the window's size: a
    /// phone-sized window (the `.phone` idiom) has a software keyboard, which text inputs show and whose
    /// notifications and layout guides UIKit apps observe; a larger one has a hardware keyboard, with none of them.
    public var hasHardwareKeyboard: Bool? {
        get { scene.softwareKeyboard.hardwareKeyboardSetting }
        set { scene.makeCurrent { scene.softwareKeyboard.hardwareKeyboardSetting = newValue } }
    }

    /// The software keyboard's frame in screen (window) coordinates while it is up, else `nil`: the part of the
    /// window a host may leave to its own keyboard. It is a model; nothing is drawn there.
    public var softwareKeyboardFrame: CGRect? { scene.softwareKeyboard.frame }

    /// Called with the text of each copy or cut in the window, for the host to put on its own clipboard.
    public var onCopy: (@MainActor (String) -> Void)?
    private var pasteboardChangeCount = 0

    /// Maps a host timestamp onto the window clock: the first one fixes the offset; later ones keep their spacing
    /// but never run ahead of the clock.
    private func clockTime(for hostTime: TimeInterval?) -> TimeInterval {
        let now = clock.now
        guard let hostTime else { return now }
        guard let offset = hostTimeOffset, hostTime + offset <= now, hostTime + offset > now - 1 else {
            hostTimeOffset = now - hostTime
            return now
        }
        return hostTime + offset
    }

    /// Lays the window out and captures what it shows.
    public func renderFrame() -> RenderTree {
        scene.makeCurrent {
            window.layoutIfNeeded()
            return RenderTree(capturing: window)
        }
    }

    /// Closes the session: the root view controller disappears and the window leaves the app.
    public func close() {
        scene.makeCurrent {
            window.rootViewController?.beginAppearance(false, animated: false)
            window.isHidden = true
            window.rootViewController?.endAppearance(false, animated: false)
            window.onContentChange = nil
        }
        scene.disconnect()
        clock.stopAll()
    }
}
