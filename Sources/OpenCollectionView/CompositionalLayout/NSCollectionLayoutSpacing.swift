/// Spacing between compositional layout items: a fixed number of points, or a flexible minimum that grows to
/// share the space left over.
@preconcurrency @MainActor
public class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The spacing in points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing grows to share leftover space.
    public let isFlexibleSpacing: Bool

    required init(spacing: CGFloat, isFlexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = isFlexible
        super.init()
    }

    /// Spacing that grows from at least `flexibleSpacing` points to share the space left over.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexible: true) }

    /// Spacing of exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexible: false) }

    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Returns an equal spacing (spacings are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Spacings are equal when their kind and value are.
    nonisolated public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return spacing == other.spacing && isFlexibleSpacing == other.isFlexibleSpacing
    }

    nonisolated public override var hash: Int { spacing.hashValue ^ (isFlexibleSpacing ? 1 : 0) }

    /// UIKit's notation: `.fixed(8)` or `.flexible(0)`.
    nonisolated public override var description: String {
        "\(isFlexibleSpacing ? ".flexible" : ".fixed")(\(NSCollectionLayoutDimension.format(spacing)))"
    }
}
