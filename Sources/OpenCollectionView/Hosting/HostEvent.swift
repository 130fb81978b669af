/// Input a host sends a window: pointers (touches), wheel deltas, keys and viewport changes.
public enum HostEvent: Equatable, Sendable {
    /// A pointer went down, moved, went up or was cancelled. `id` tells simultaneous pointers apart; `timestamp`
    /// (seconds, in the host's own time base) lets velocity be measured from when the input happened rather than
    /// when it arrived.
    case pointer(id: Int, phase: PointerPhase, location: CGPoint, timestamp: TimeInterval?)
    /// A wheel or trackpad scroll at `location` by `delta` points (positive moves the content up/left).
    case wheel(location: CGPoint, delta: CGPoint)
    /// A key went down or up (`name` as the browser names it: "ArrowDown", "a", "Enter" …).
    case key(name: String, characters: String, isDown: Bool)
    /// A key went down or up with modifier keys held (shift-arrows select, command- or control-A/C/X/V edit).
    case modifiedKey(name: String, characters: String, modifiers: UIKeyModifierFlags, isDown: Bool)
    /// Text typed into the focused text input (what the keyboard produced, already composed).
    case insertText(String)
    /// An input method's marked (provisional) text changed; `selectedRange` is inside it. Empty text ends the
    /// composition without committing anything.
    case setMarkedText(String, selectedRange: NSRange)
    /// An input method committed `text` in place of its marked text.
    case commitMarkedText(String)
    /// Text pasted from the host's clipboard into the focused text input.
    case paste(String)
    /// The viewport changed size (and safe-area insets).
    case resize(size: CGSize, safeAreaInsets: UIEdgeInsets)
    /// A drag from outside the app (another page, the desktop) entered the window, moved over it, left it or was
    /// dropped at `location`. `items` carry their types; on `.drop` they carry their data too.
    case externalDrag(phase: DragPhase, location: CGPoint, items: [ExternalDragItem])

    /// The phase of a pointer event.
    public enum PointerPhase: String, Sendable {
        case down, move, up, cancel
    }

    /// The phase of a drag from outside the app, named after the browser's drag events.
    public enum DragPhase: String, Sendable {
        case enter, over, leave, drop
    }
}
