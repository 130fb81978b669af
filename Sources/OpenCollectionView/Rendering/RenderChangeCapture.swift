/// Successive captures of one window that build render nodes only for views that may have changed since the last
/// capture, for a host that sends changes (the web host): the walk still visits every visible view, in painting
/// order, but a view whose drawing inputs are all as they were gets no node, only its id and parent.
///
/// A view counts as unchanged when it was captured by the previous `capture(_:)`, is not animating and was not,
/// and its `displayVersion` (bumped by every layer property it draws, through `setNeedsDisplay`), trait collection
/// (by identity), parent, anchor point, accessibility identifier and drawn content (`renderContent()`, compared as
/// a value) are the same. Nodes carry their matrix in the parent's bounds space (`boundsTransform`) only:
/// `transform` and `worldTransform` are empty, since a scroll would change them in every descendant.
@_spi(Host)
@MainActor
public final class RenderChangeCapture {
    /// One visible view of a capture.
    public struct Item: Sendable {
        /// The view's render id.
        public var id: Int
        /// The parent's render id (`nil` for the root).
        public var parentID: Int?
        /// The view's node, or `nil` when nothing it draws changed since the previous capture.
        public var node: RenderNode?
    }

    private struct Stamp {
        var generation: Int
        var displayVersion: Int
        var traits: UITraitCollection
        var parentID: Int?
        var anchorPoint: CGPoint
        var animating: Bool
        var identifier: String?
        var content: RenderContent?
    }

    /// The views of the last capture, in painting order.
    public private(set) var items: [Item] = []
    private var stamps: [Int: Stamp] = [:]
    private var generation = 0

    /// A capture that has seen nothing: its first capture builds every node.
    public init() {}

    /// Captures the tree under `root` now (animations applied), building nodes only for views that changed.
    public func capture(_ root: UIView) {
        generation &+= 1
        items.removeAll(keepingCapacity: true)
        UITraitCollection.performAsCurrent(root.traitCollection) {
            visit(root, parentID: nil, traits: root.traitCollection)
        }
        if stamps.count > items.count * 2 + 64 {
            // Views that left the window: drop their stamps now and then rather than every frame.
            let current = generation
            stamps = stamps.filter { $0.value.generation == current }
        }
    }

    private func visit(_ view: UIView, parentID: Int?, traits: UITraitCollection) {
        let layer = view.layer
        guard !layer.isHidden else { return }
        if traits !== UITraitCollection.current { UITraitCollection.current = traits }
        let id = view.renderID
        let animating = !layer.animations.isEmpty
        let content = view.renderContent()
        let identifier = view.accessibilityIdentifier
        var node: RenderNode?
        if let stamp = stamps[id], stamp.generation == generation - 1, !animating, !stamp.animating,
            stamp.displayVersion == view.displayVersion, stamp.traits === traits, stamp.parentID == parentID,
            stamp.anchorPoint == layer.anchorPoint, stamp.identifier == identifier, stamp.content == content
        {
            stamps[id]!.generation = generation
        } else {
            let geometry = RenderTree.LocalGeometry(view)
            node = RenderTree.makeNode(
                view, parentID: parentID, geometry: geometry, transform: [], worldTransform: [], content: content)
            stamps[id] = Stamp(
                generation: generation, displayVersion: view.displayVersion, traits: traits, parentID: parentID,
                anchorPoint: layer.anchorPoint, animating: animating, identifier: identifier, content: content)
        }
        items.append(Item(id: id, parentID: parentID, node: node))
        for subview in RenderTree.paintingOrder(of: view) {
            visit(subview, parentID: id, traits: subview.applyingTraitOverrides(to: traits))
        }
    }
}
