import OpenCollectionView

/// The web host's frame encoding for one window, as a value: successive render trees in, the frame messages the
/// browser client applies out (`nil` when nothing it draws changed). For tools and benchmarks that measure what a
/// frame costs the server without a socket.
public struct WebFrameEncoder {
    private var differ = RenderTreeDiffer()

    /// An encoder that has sent nothing yet: its first message creates every node.
    public init() {}

    /// The message taking the browser from the last tree encoded to `tree`, or `nil` when nothing changed.
    public mutating func message(for tree: RenderTree) -> String? { differ.message(for: tree) }
}
