/// A layer that fills its bounds with a gradient (Core Animation's `CAGradientLayer`): axial from `startPoint` to
/// `endPoint`, or radial around `startPoint`, in unit coordinates of the bounds.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// Creates a gradient layer.
    public required init() { super.init() }

    /// The colours, as `CGColor`s (UIKit's `[Any]?`).
    open var colors: [Any]? { didSet { contentChanged() } }
    /// Where each colour sits, 0 … 1 (`nil`: spread evenly).
    open var locations: [NSNumber]? { didSet { contentChanged() } }
    /// The start, in unit coordinates (default (0.5, 0): the top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { contentChanged() } }
    /// The end, in unit coordinates (default (0.5, 1): the bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { contentChanged() } }
    /// The kind of gradient (default `.axial`).
    open var type = CAGradientLayerType.axial { didSet { contentChanged() } }

    /// The colour stops, resolved.
    var resolvedStops: [(location: Double, color: RGBA)] {
        let colors = (colors ?? []).compactMap { $0 as? CGColor }
        let count = colors.count
        return colors.enumerated().map { index, color in
            let evenly = CGGradient.evenLocation(index, of: count)
            let given = locations.flatMap { index < $0.count ? $0[index].doubleValue : nil }
            return (given ?? evenly, color.rgba)
        }
    }
}

/// The kind of a gradient layer.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses around the start point reaching the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point (drawn as axial here; see docs/Deviations.md).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
