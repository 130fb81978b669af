/// The plain-data mirror of a section's layout objects: what the solver reads. Built once per section each time
/// the section provider is asked (a custom group's item provider is called here), so the solver touches no
/// objects and no main-actor state.
struct CompositionalSpec {
    /// One axis of a size.
    struct Dimension: Equatable {
        enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
        var kind: Kind
        var value: CGFloat

        var isEstimated: Bool { kind == .estimated || kind == .uniform }

        /// The dimension's points in a container of `container` size.
        func resolve(in container: CGSize) -> CGFloat {
            switch kind {
            case .fractionalWidth: value * container.width
            case .fractionalHeight: value * container.height
            case .absolute, .estimated, .uniform: value
            }
        }
    }

    /// A spacing: fixed, or flexible with a minimum.
    struct Spacing: Equatable {
        var value: CGFloat
        var isFlexible: Bool
    }

    /// A supplementary item anchored to an item or a group.
    struct Supplementary {
        var kind: String
        var width: Dimension
        var height: Dimension
        var zIndex: Int
        /// The anchors, as the objects compute them (immutable, so safe to keep).
        var containerEdges: NSDirectionalRectEdge
        var containerOffset: CGPoint
        var containerOffsetIsAbsolute: Bool
        var itemEdges: NSDirectionalRectEdge
        var itemOffset: CGPoint
        var itemOffsetIsAbsolute: Bool

        /// The supplementary's frame when attached to `container`.
        func frame(in container: CGRect) -> CGRect {
            let size = CGSize(
                width: max(0, width.resolve(in: container.size)), height: max(0, height.resolve(in: container.size)))
            let anchor = Self.point(containerEdges, containerOffset, containerOffsetIsAbsolute, container, size)
            let local = Self.point(itemEdges, itemOffset, itemOffsetIsAbsolute, CGRect(origin: .zero, size: size), size)
            return CGRect(x: anchor.x - local.x, y: anchor.y - local.y, width: size.width, height: size.height)
        }

        static func point(
            _ edges: NSDirectionalRectEdge, _ offset: CGPoint, _ absolute: Bool, _ rect: CGRect, _ size: CGSize
        ) -> CGPoint {
            let leading = edges.contains(.leading)
            let trailing = edges.contains(.trailing)
            let top = edges.contains(.top)
            let bottom = edges.contains(.bottom)
            let x = leading == trailing ? rect.midX : (leading ? rect.minX : rect.maxX)
            let y = top == bottom ? rect.midY : (top ? rect.minY : rect.maxY)
            return CGPoint(
                x: x + (absolute ? offset.x : offset.x * size.width),
                y: y + (absolute ? offset.y : offset.y * size.height))
        }
    }

    /// How a group places its subitems.
    enum Arrangement { case horizontal, vertical, custom }

    /// An item or a group.
    struct Item {
        var width: Dimension
        var height: Dimension
        var contentInsets: NSDirectionalEdgeInsets
        var leading: Spacing?
        var top: Spacing?
        var trailing: Spacing?
        var bottom: Spacing?
        var supplementaries: [Supplementary]
        /// The index of this leaf in the section's leaf table (for a custom group: the entry its frames share;
        /// `-1` for other groups).
        var leafIndex: Int
        /// For groups: the subitems, their arrangement and repetition.
        var group: Group?

        /// Whether this item is, or holds, a custom group (whose frames come from its provider and environment).
        var hasCustomGroup: Bool {
            guard let group else { return false }
            return group.arrangement == .custom || group.subitems.contains { $0.hasCustomGroup }
        }
    }

    /// What makes an item a group.
    struct Group {
        var arrangement: Arrangement
        var repetition: NSCollectionLayoutGroup.Repetition
        var subitems: [Item]
        var interItemSpacing: Spacing?
        /// A custom group's item frames and z-indexes, from its provider.
        var customFrames: [(frame: CGRect, zIndex: Int)]
    }

    /// A header, footer or other boundary item of a section or of the layout.
    struct Boundary {
        var supplementary: Supplementary
        var alignment: NSRectAlignment
        var extendsBoundary: Bool
        var pinToVisibleBounds: Bool
        /// The item index in its index path: its position among the boundary items of the same kind.
        var indexInKind: Int
    }

    /// A background decoration.
    struct Decoration {
        var kind: String
        var contentInsets: NSDirectionalEdgeInsets
        var zIndex: Int
    }

    var group: Item
    /// The leaf items (cells) of the group tree, in the order `leafIndex` numbers them.
    var leaves: [Item] = []
    var contentInsets: NSDirectionalEdgeInsets
    var interGroupSpacing: CGFloat
    var contentInsetsReference: UIContentInsetsReference
    var supplementariesFollowContentInsets: Bool
    var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var boundaries: [Boundary]
    var decorations: [Decoration]
    /// Whether any dimension in the group tree is estimated (items then size themselves).
    var hasEstimatedItems = false
}
