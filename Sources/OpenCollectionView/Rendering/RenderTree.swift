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
        UITraitCollection.performAsCurrent(root.traitCollection) {
            RenderTree.capture(root, parent: nil, traits: root.traitCollection, into: &nodes)
        }
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
    private static func capture(
        _ view: UIView, parent: RenderNode?, parentWorld: CATransform3D = CATransform3DIdentity,
        traits: UITraitCollection, into nodes: inout [RenderNode]
    ) {
        let layer = view.layer
        guard !layer.isHidden else { return }
        // Dynamic colours (layers' and content's) resolve in the view's traits.
        if traits !== UITraitCollection.current { UITraitCollection.current = traits }
        let geometry = LocalGeometry(view)
        var flat = geometry.inParentBounds
        if let superview = view.superview, parent != nil {
            let parentBounds =
                superview.layer.animations.isEmpty
                ? superview.layer.bounds : superview.layer.presentedValue(.bounds).rect ?? superview.layer.bounds
            if parentBounds.minX != 0 || parentBounds.minY != 0 {
                flat = flat.concatenating(CATransform3DMakeTranslation(-parentBounds.minX, -parentBounds.minY, 0))
            }
        }
        let world = parent == nil ? flat : flat.concatenating(parentWorld)
        let node = makeNode(
            view, parentID: parent?.id, geometry: geometry, transform: doubles(flat), worldTransform: doubles(world),
            content: view.renderContent())
        nodes.append(node)
        for subview in paintingOrder(of: view) {
            capture(
                subview, parent: node, parentWorld: world, traits: subview.applyingTraitOverrides(to: traits),
                into: &nodes)
        }
    }

    /// A view's bounds and its matrix into its superview's bounds space, as on screen (animations applied).
    @MainActor
    struct LocalGeometry {
        let animating: Bool
        let bounds: CGRect
        /// The matrix from the view's local space into the superview's bounds space, flattened.
        let inParentBounds: CATransform3D

        init(_ view: UIView) {
            let layer = view.layer
            animating = !layer.animations.isEmpty
            bounds = animating ? layer.presentedValue(.bounds).rect ?? layer.bounds : layer.bounds
            let position = animating ? layer.presentedValue(.position).point ?? layer.position : layer.position
            let transform3D =
                animating ? layer.presentedValue(.transform).transform ?? layer.transform : layer.transform
            var local = LayerGeometry.toSuperlayer(
                bounds: bounds, position: position, anchorPoint: layer.anchorPoint, transform: transform3D)
            local = CATransform3DMakeTranslation(bounds.minX, bounds.minY, 0).concatenating(local)
            // Flattening keeps the x and y translation, so flattening before taking off the parent's bounds origin
            // gives the same matrix, and the one before (what a scroll leaves unchanged) comes for free.
            inParentBounds = LayerGeometry.flattened(local)
        }
    }

    /// The visible subviews of `view` in painting order: back to front by `layer.zPosition`, then subview order.
    @MainActor
    static func paintingOrder(of view: UIView) -> [UIView] {
        let subviews = view.subviews
        if subviews.allSatisfy({ $0.layer.zPosition == 0 }) { return subviews }
        return subviews.enumerated().sorted {
            ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset)
        }.map(\.element)
    }

    /// The render node of one view drawing `content`, in the current traits.
    @MainActor
    static func makeNode(
        _ view: UIView, parentID: Int?, geometry: LocalGeometry, transform: [Double], worldTransform: [Double],
        content: RenderContent?
    ) -> RenderNode {
        let layer = view.layer
        let animating = geometry.animating
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
        return RenderNode(
            id: view.renderID,
            parentID: parentID,
            className: className(of: view),
            accessibilityIdentifier: view.accessibilityIdentifier,
            size: geometry.bounds.size,
            boundsOrigin: geometry.bounds.origin,
            transform: transform,
            boundsTransform: doubles(geometry.inParentBounds),
            worldTransform: worldTransform,
            opacity: Double(value(.opacity).scalar ?? 1),
            clipsToBounds: layer.masksToBounds,
            backgroundColor: visibleCSS(value(.backgroundColor).color),
            cornerRadius: Double(value(.cornerRadius).scalar ?? 0),
            maskedCorners: layer.maskedCorners,
            borderWidth: borderWidth,
            borderColor: borderWidth > 0 ? visibleCSS(value(.borderColor).color) : nil,
            shadow: shadow,
            content: content,
            mask: MaskDrawing.image(for: view, size: geometry.bounds.size))
    }

    /// The sixteen entries of a matrix, row by row, as the render node stores them.
    private static func doubles(_ m: CATransform3D) -> [Double] {
        [
            Double(m.m11), Double(m.m12), Double(m.m13), Double(m.m14), Double(m.m21), Double(m.m22), Double(m.m23),
            Double(m.m24), Double(m.m31), Double(m.m32), Double(m.m33), Double(m.m34), Double(m.m41), Double(m.m42),
            Double(m.m43), Double(m.m44),
        ]
    }

    /// Class names by class, so a frame does not describe every view's type again.
    @MainActor private static var classNames: [ObjectIdentifier: String] = [:]

    @MainActor
    private static func className(of view: UIView) -> String {
        let type = type(of: view)
        if let name = classNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        classNames[ObjectIdentifier(type)] = name
        return name
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
