/// One axis of a compositional layout element's size: a fraction of its container's width or height, an absolute
/// number of points, an estimate the element's view refines by self-sizing, or (iOS 17) the largest of its
/// siblings' self-sized values.
@preconcurrency @MainActor
public class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    /// How the value is interpreted.
    enum Kind: Equatable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind

    /// The value: a fraction for fractional dimensions, points otherwise (the estimate for estimated ones).
    public let dimension: CGFloat

    required init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A dimension that is `fractionalWidth` times the width of the container.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` times the height of the container.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A dimension of `absoluteDimension` points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, dimension: absoluteDimension)
    }

    /// A dimension estimated at `estimatedDimension` points; the element's view sizes itself when shown.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, dimension: estimatedDimension)
    }

    /// A dimension estimated at `estimatedDimension` points that, once the items of a group size themselves, takes
    /// the largest of their values for every sibling.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is an absolute number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (self-sizing); uniform-across-siblings dimensions are estimates too.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether the dimension is shared by siblings that size themselves.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// Returns an equal dimension (dimensions are immutable).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Dimensions are equal when their kind and value are.
    nonisolated public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return kind == other.kind && dimension == other.dimension
    }

    nonisolated public override var hash: Int { dimension.hashValue ^ kind.hashValue }

    /// UIKit's notation: `.containerWidthFactor(0.5)`, `.absolute(44)`, `.estimated(100)`.
    nonisolated public override var description: String {
        switch kind {
        case .fractionalWidth: ".containerWidthFactor(\(Self.format(dimension)))"
        case .fractionalHeight: ".containerHeightFactor(\(Self.format(dimension)))"
        case .absolute: ".absolute(\(Self.format(dimension)))"
        case .estimated: ".estimated(\(Self.format(dimension)))"
        case .uniformAcrossSiblings: ".uniformAcrossSiblings(estimate: \(Self.format(dimension)))"
        }
    }

    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
