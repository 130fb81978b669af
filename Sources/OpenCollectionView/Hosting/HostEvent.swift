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
    /// The viewport changed size (and safe-area insets).
    case resize(size: CGSize, safeAreaInsets: UIEdgeInsets)

    /// The phase of a pointer event.
    public enum PointerPhase: String, Sendable {
        case down, move, up, cancel
    }
}
