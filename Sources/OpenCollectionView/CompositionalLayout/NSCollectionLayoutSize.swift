/// The size of a compositional layout element: a width and a height dimension.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// Returns an equal size (sizes are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Sizes are equal when both dimensions are.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension.isEqual(other.widthDimension) && heightDimension.isEqual(other.heightDimension)
    }

    nonisolated open override var hash: Int { widthDimension.hash &* 31 &+ heightDimension.hash }

    /// UIKit's notation: `{.containerWidthFactor(1), .absolute(44)}`.
    nonisolated open override var description: String { "{\(widthDimension), \(heightDimension)}" }
}
