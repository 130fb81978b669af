/// A layer that draws a path: filled, stroked, and trimmed by `strokeStart`/`strokeEnd` (Core Animation's
/// `CAShapeLayer`). Use it as a sublayer or as a view's `layerClass`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// Creates a shape layer.
    public required init() { super.init() }

    /// The path, in the layer's coordinates.
    open var path: CGPath? { didSet { contentChanged() } }
    /// The fill colour (default opaque black; `nil` fills nothing).
    open var fillColor: CGColor? = UIColor.black.cgColor { didSet { contentChanged() } }
    /// The fill rule (default `.nonZero`).
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { contentChanged() } }
    /// The stroke colour (default `nil`: no stroke).
    open var strokeColor: CGColor? { didSet { contentChanged() } }
    /// The stroke width (default 1).
    open var lineWidth: CGFloat = 1 { didSet { contentChanged() } }
    /// How line ends are drawn (default `.butt`).
    open var lineCap = CAShapeLayerLineCap.butt { didSet { contentChanged() } }
    /// How joints are drawn (default `.miter`).
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { contentChanged() } }
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10 { didSet { contentChanged() } }
    /// The dash pattern, in points (`nil`: solid).
    open var lineDashPattern: [NSNumber]? { didSet { contentChanged() } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { didSet { contentChanged() } }
    /// Where along the path the stroke starts, 0 … 1 (default 0).
    open var strokeStart: CGFloat = 0 { didSet { contentChanged() } }
    /// Where along the path the stroke ends, 0 … 1 (default 1): a progress ring sets it.
    open var strokeEnd: CGFloat = 1 { didSet { contentChanged() } }
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
