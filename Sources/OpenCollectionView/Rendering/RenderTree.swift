/// A snapshot of what a window (or any view) shows: its visible views as flat nodes in painting order (parents
/// before children, siblings back to front by `layer.zPosition`, then subview order), using the values on screen
/// (animations applied).
public struct RenderTree: Equatable, Sendable {
    /// The nodes in painting order.
    public var nodes: [RenderNode]

    /// Captures the tree under `root` now.
    @MainActor
    public init(capturing root: UIView) {
        var nodes: [RenderNode] = []
        RenderTree.capture(root, parent: nil, into: &nodes)
        self.nodes = nodes
    }

    /// A tree from nodes.
    public init(nodes: [RenderNode]) { self.nodes = nodes }

    /// The node with the given id.
    public func node(id: Int) -> RenderNode? { nodes.first { $0.id == id } }

    /// The nodes whose view has the given accessibility identifier.
    public func nodes(withAccessibilityIdentifier identifier: String) -> [RenderNode] {
        nodes.filter { $0.accessibilityIdentifier == identifier }
    }

    /// The nodes whose view is of the named class.
    public func nodes(ofClass className: String) -> [RenderNode] { nodes.filter { $0.className == className } }

    /// The text of every text node, in painting order.
    public var texts: [String] {
        nodes.compactMap { node in
            if case .text(let text) = node.content { text.lines.map(\.text).joined(separator: "\n") } else { nil }
        }
    }

    @MainActor
    private static func capture(_ view: UIView, parent: RenderNode?, into nodes: inout [RenderNode]) {
        let layer = view.layer
        guard !layer.isHidden else { return }
        let animating = !layer.animations.isEmpty
        let bounds = animating ? layer.presentedValue(.bounds).rect ?? layer.bounds : layer.bounds
        let position = animating ? layer.presentedValue(.position).point ?? layer.position : layer.position
        let transform3D = animating ? layer.presentedValue(.transform).transform ?? layer.transform : layer.transform
        var local = LayerGeometry.toSuperlayer(
            bounds: bounds, position: position, anchorPoint: layer.anchorPoint, transform: transform3D)
        local = CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0).concatenating(local)
        if let superview = view.superview, parent != nil {
            let parentBounds =
                superview.layer.animations.isEmpty
                ? superview.layer.bounds : superview.layer.presentedValue(.bounds).rect ?? superview.layer.bounds
            local = local.concatenating(CATransform3DMakeTranslation(-parentBounds.minX, -parentBounds.minY, 0))
        }
        let flat = LayerGeometry.flattened(local)
        let world =
            parent.map { flat.concatenating(CATransform3D(entries: $0.worldTransform.map { CGFloat($0) })) }
            ?? flat

        func value(_ property: LayerProperty) -> AnimatableValue {
            animating ? layer.presentedValue(property) : layer.modelValue(property)
        }
        let shadowOpacity = Double(value(.shadowOpacity).scalar ?? 0)
        var shadow: RenderShadow?
        if shadowOpacity > 0, let color = layer.shadowColor?.rgba {
            var faded = color
            faded.alpha *= shadowOpacity
            shadow = RenderShadow(
                color: faded.cssString, offsetX: Double(layer.shadowOffset.width),
                offsetY: Double(layer.shadowOffset.height), radius: Double(layer.shadowRadius))
        }
        let borderWidth = Double(value(.borderWidth).scalar ?? 0)
        let node = RenderNode(
            id: view.renderID,
            parentID: parent?.id,
            className: String(describing: type(of: view)),
            accessibilityIdentifier: view.accessibilityIdentifier,
            size: bounds.size,
            transform: flat.entries.map(Double.init),
            worldTransform: world.entries.map(Double.init),
            opacity: Double(value(.opacity).scalar ?? 1),
            clipsToBounds: layer.masksToBounds,
            backgroundColor: visibleCSS(value(.backgroundColor).color),
            cornerRadius: Double(value(.cornerRadius).scalar ?? 0),
            borderWidth: borderWidth,
            borderColor: borderWidth > 0 ? visibleCSS(value(.borderColor).color) : nil,
            shadow: shadow,
            content: view.renderContent())
        nodes.append(node)
        let ordered = view.subviews.enumerated().sorted {
            ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset)
        }
        for (_, subview) in ordered { capture(subview, parent: node, into: &nodes) }
    }

    private static func visibleCSS(_ color: CGColor?) -> String? {
        guard let rgba = color?.rgba, rgba.alpha > 0 else { return nil }
        return rgba.cssString
    }
}

/// Hands out the stable ids render nodes carry.
@MainActor
enum RenderIdentity {
    private static var last = 0

    static func next() -> Int {
        last += 1
        return last
    }
}
