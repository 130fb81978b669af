/// The smallest unit of a compositional layout: one cell's box, sized by `layoutSize` relative to its group, with
/// insets for the cell inside the box, spacing around the box, and supplementary items (badges) attached to it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    /// The size of the item's box, relative to its containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items anchored to the item (badges).
    open internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's box (default zero). Ignored on an axis whose dimension is estimated,
    /// as in UIKit.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing around the item's box inside its group (default `nil`: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of `layoutSize` with supplementary items anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// Returns a copy with the same size, supplementary items, insets and spacing.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutItem(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        return copy
    }

    /// UIKit's notation: `<NSCollectionLayoutItem size={.containerWidthFactor(0.25), .estimated(94)}>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { itemDescription }
    }

    private var itemDescription: String {
        var text = "<\(type(of: self)) size=\(layoutSize)>"
        if contentInsets != .zero { text += " contentInsets=\(contentInsets)" }
        if let edgeSpacing { text += " edgeSpacing=\(edgeSpacing)" }
        return text
    }
}
